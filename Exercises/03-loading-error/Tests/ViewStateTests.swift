import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise03

@MainActor @Suite("Loading, error and no-reviews states reaching the View")
struct ViewStateTests {
  private let output = RecordedOutput()

  /// Shows the reviews screen in a window whose terminal records what is written, as the app does.
  private func show(_ sut: ReviewListViewController) async -> Window {
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(sut)
    return window
  }

  /// Runs `body` with the user's language pinned to English, the language of the output it checks.
  private func inEnglish(_ body: () async throws -> Void) async rethrows {
    try await Language.$current.withValue(.english) { try await body() }
  }

  /// What the screen writes while `update` runs.
  private func shown(by update: () -> Void) -> String {
    let before = output.text.count
    update()
    return String(output.text.dropFirst(before))
  }

  @Test("While loading, the View shows only that it is loading, not the list it had")
  func loadingShowsOnlyLoading() async {
    // Given: a screen that lists reviews, and a reload under way
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }
    viewModel.reviews = godfather.newestFirst
    viewModel.isLoading = true

    // When
    let text = Language.$current.withValue(.english) { shown { sut.viewModelDidUpdate(viewModel) } }

    // Then
    #expect(text == "Loading the reviews…\n")
    #expect(sut.activityIndicator.isAnimating, "the spinner does not turn while the reviews load")
  }

  @Test(
    "A fetch shows that it is loading, then stops the spinner and lists the reviews",
    arguments: [godfather, shawshank])
  func loadingThenTheList(film: Film) async {
    // Given
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }

    // When: the fetch starts, then ends with the film's reviews
    viewModel.isLoading = true
    let loading = Language.$current.withValue(.english) {
      shown { sut.viewModelDidUpdate(viewModel) }
    }
    viewModel.isLoading = false
    viewModel.reviews = film.newestFirst
    let loaded = Language.$current.withValue(.english) {
      shown { sut.viewModelDidUpdate(viewModel) }
    }

    // Then
    #expect(loading == "Loading the reviews…\n")
    #expect(
      !sut.activityIndicator.isAnimating, "the spinner should stop once the reviews are there")
    #expect(sut.reviews == film.newestFirst)
    #expect(loaded.hasPrefix("Reviews: \(film.newestFirst.count)\n"))
    #expect(loaded.split(separator: "\n").count == 1 + film.newestFirst.count)
  }

  @Test("With no reviews, the View says so instead of showing an empty list, in both languages")
  func noReviewsIsAStateOfItsOwn() async {
    // Given: a screen that shows that it is loading
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }
    viewModel.isLoading = true
    sut.viewModelDidUpdate(viewModel)

    // When: the fetch worked, and the film has no reviews
    viewModel.isLoading = false
    let english = Language.$current.withValue(.english) {
      shown { sut.viewModelDidUpdate(viewModel) }
    }
    let chinese = Language.$current.withValue(.simplifiedChinese) {
      shown { sut.viewModelDidUpdate(viewModel) }
    }

    // Then
    #expect(english == "No reviews yet.\n")
    #expect(chinese == "还没有影评。\n")
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns after loading ended")
  }

  @Test(
    "When the fetch failed, the View shows the error message, and neither a list nor no-reviews",
    arguments: [
      (
        Language.english,
        "Could not load the reviews: the server is down. Type reload to try again.\n"
      ),
      (Language.simplifiedChinese, "无法加载影评：the server is down。输入 reload 重试。\n"),
    ])
  func failureShowsTheError(language: Language, expected: String) async {
    // Given: a screen that listed reviews, then reloaded
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }
    viewModel.reviews = shawshank.newestFirst
    sut.viewModelDidUpdate(viewModel)
    viewModel.isLoading = true
    sut.viewModelDidUpdate(viewModel)

    // When: the reload failed
    viewModel.isLoading = false
    viewModel.reviews = []
    viewModel.error = ServiceError(description: "the server is down")
    let text = Language.$current.withValue(language) { shown { sut.viewModelDidUpdate(viewModel) } }

    // Then
    #expect(text == expected)
    #expect(sut.reviews.isEmpty, "no row of the earlier fetch should be left to draw")
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns after loading ended")
  }

  @Test(
    "While a reload after a failure loads, the View shows only that it is loading, not the old error",
    arguments: [
      ServiceError(description: "offline"), ServiceError(description: "the server is down"),
    ])
  func loadingWinsOverAnOldError(failure: ServiceError) async {
    // Given: a screen that shows a failure, and a ViewModel that is loading again but still holds it
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }
    viewModel.error = failure
    sut.viewModelDidUpdate(viewModel)
    viewModel.isLoading = true

    // When
    let text = Language.$current.withValue(.english) { shown { sut.viewModelDidUpdate(viewModel) } }

    // Then
    #expect(text == "Loading the reviews…\n")
    #expect(sut.activityIndicator.isAnimating, "the spinner does not turn while the reviews load")
  }

  @Test(
    "guard: when a reload brings the same reviews with other stars, the View lists them with the new stars",
    arguments: [godfather, shawshank])
  func sameReviewsWithOtherStarsAreListedAgain(film: Film) async {
    // Given: a screen that lists the film's reviews, and a reload under way
    let viewModel = MockReviewListViewModel()
    let sut = ReviewListViewController(viewModel: viewModel)
    let window = await show(sut)
    defer { window.close() }
    viewModel.reviews = film.newestFirst
    sut.viewModelDidUpdate(viewModel)
    viewModel.isLoading = true
    sut.viewModelDidUpdate(viewModel)
    let restarred = film.newestFirst.map { review in
      Review(
        id: review.id, movieID: review.movieID, author: review.author, stars: 5 - review.stars,
        date: review.date, text: review.text)
    }

    // When: the reload ends with the same reviews, whose stars have changed
    viewModel.isLoading = false
    viewModel.reviews = restarred
    let text = Language.$current.withValue(.english) { shown { sut.viewModelDidUpdate(viewModel) } }

    // Then
    #expect(sut.reviews == restarred)
    #expect(sut.reviews.map(\.stars) == restarred.map(\.stars))
    #expect(text.hasPrefix("Reviews: \(restarred.count)\n"))
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns after loading ended")
  }

  @Test("The error message says what went wrong and what to do, in English and in Chinese")
  func errorMessageText() {
    // Given
    let sut = ReviewListViewController(viewModel: MockReviewListViewModel())
    let offline = ServiceError(description: "the network is unreachable")
    let full = ServiceError(description: "磁盘已满")

    // When
    let english = Language.$current.withValue(.english) {
      [sut.errorMessage(for: offline), sut.errorMessage(for: full)]
    }
    let chinese = Language.$current.withValue(.simplifiedChinese) {
      [sut.errorMessage(for: offline), sut.errorMessage(for: full)]
    }

    // Then
    #expect(
      english == [
        "Could not load the reviews: the network is unreachable. Type reload to try again.",
        "Could not load the reviews: 磁盘已满. Type reload to try again.",
      ])
    #expect(
      chinese == [
        "无法加载影评：the network is unreachable。输入 reload 重试。",
        "无法加载影评：磁盘已满。输入 reload 重试。",
      ])
  }

  @Test("After a failure, a reload shows that it is loading, then the reviews, and no error")
  func reloadAfterAFailure() async throws {
    try await inEnglish {
      // Given: the screen with a real ViewModel, whose first fetch fails
      let service = MockReviewService(
        answers: [.failure(ServiceError(description: "offline")), .success(godfather.served)])
      let sut = ReviewListViewController(
        viewModel: ReviewListViewModelImpl(movieID: godfather.id, service: service))
      let window = await show(sut)
      defer { window.close() }
      try #require(
        output.text.contains("Could not load the reviews: offline."),
        "the first fetch fails: no error shown")
      let before = output.text.count

      // When
      await sut.didTapOnReload()

      // Then
      let lines = String(output.text.dropFirst(before)).split(separator: "\n")
      #expect(lines.first == "Loading the reviews…")
      #expect(lines.dropFirst().first == "Reviews: 4")
      #expect(
        lines.count == 6, "the loading line, the heading and one row for each of the 4 reviews")
      #expect(sut.reviews == godfather.newestFirst)
    }
  }

  @Test("A failure after a success replaces the list with the error: a redraw shows no old row")
  func failureAfterSuccessLeavesNoOldRows() async throws {
    try await inEnglish {
      // Given: the screen with a real ViewModel, whose first fetch works and whose second fails
      let service = MockReviewService(
        answers: [
          .success(shawshank.served), .failure(ServiceError(description: "the server is down")),
        ])
      let sut = ReviewListViewController(
        viewModel: ReviewListViewModelImpl(movieID: shawshank.id, service: service))
      let window = await show(sut)
      defer { window.close() }
      try #require(
        sut.reviews == shawshank.newestFirst, "the first fetch works: the reviews should be listed")

      // When
      await sut.didTapOnReload()

      // Then
      #expect(
        output.text.hasSuffix(
          "Could not load the reviews: the server is down. Type reload to try again.\n"))
      #expect(
        sut.viewModel.reviews.isEmpty, "the ViewModel should keep no review of the earlier fetch")
      let redrawn = sut.draw().joined(separator: "\n")
      #expect(
        !shawshank.newestFirst.contains { redrawn.contains($0.author) },
        "a redraw should not bring the old rows back")
    }
  }
}
