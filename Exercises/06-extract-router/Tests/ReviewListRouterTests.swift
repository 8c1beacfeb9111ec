import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise06

// MARK: - Doubles

/// An Interactor that holds whatever the test gives it, and counts fetches.
@MainActor private final class MockReviewListInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  var helpfulIDs: Set<Review.ID> = []
  private(set) var fetchCount = 0

  func fetchReviews() async { fetchCount += 1 }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    if isHelpful {
      helpfulIDs.insert(reviewID)
    } else {
      helpfulIDs.remove(reviewID)
    }
  }
}

/// A Router that writes down which reviews it was asked to show, and with what.
@MainActor private final class MockReviewListRouter: ReviewListRouter {
  struct Shown {
    let review: Review
    let isHelpful: Bool
    let output: ReviewDetailModuleOutput
  }
  weak var viewController: ViewController?
  private(set) var shown: [Shown] = []

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    shown.append(Shown(review: review, isHelpful: isHelpful, output: output))
  }
}

/// The screen the Router presents from: it records the review detail it presented.
@MainActor private final class MockSourceScreen: ViewController {
  var presented: ReviewDetailViewController? {
    presentedViewController as? ReviewDetailViewController
  }
}

/// A list screen that owns its Presenter, as a stage's View does.
@MainActor private final class MockListView: ViewController {
  let presenter: ReviewListPresenter

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }
}

/// A View that keeps the rows the Presenter last told it to show.
@MainActor private final class SpyReviewListView: ReviewListPresenterDelegate {
  private(set) var rows: [ReviewPresentation] = []

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) { rows = reviews }
  func showNoReviews(_ message: String) { rows = [] }
  func showLoading() { rows = [] }
  func showError(_ message: String) { rows = [] }
}

/// What the detail module reports to the module that opened it.
@MainActor private final class MockReviewDetailModuleOutput: ReviewDetailModuleOutput {
  private(set) var changes: [(reviewID: Review.ID, isHelpful: Bool)] = []

  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool) {
    changes.append((reviewID, isHelpful))
  }
}

private struct ServiceDown: Error {}

// MARK: - Data

/// One film's reviews as the Interactor keeps them, in the screen's order: newest first and the same
/// day by id, r3 (06-02), r1 and r4 (05-31), r2 (2023).
private let shawshank = [
  Review(
    id: "r3", movieID: "tt0111161", author: "王小明", stars: 4, date: "2024-06-02",
    text: "第二遍看还是哭了。"),
  Review(
    id: "r1", movieID: "tt0111161", author: "Ana Lima", stars: 5, date: "2024-05-31",
    text: "Hope is a good thing, maybe the best of things."),
  Review(
    id: "r4", movieID: "tt0111161", author: "  ", stars: 2, date: "2024-05-31",
    text: "Too slow for me 🐢"),
  Review(
    id: "r2", movieID: "tt0111161", author: "", stars: 3, date: "2023-11-02",
    text: "Long, but the ending pays for it."),
]

/// Another film's reviews as the Interactor keeps them: k2 (2024-01-09), k1 (2021-07-15).
private let godfather = [
  Review(
    id: "k2", movieID: "tt0068646", author: "Lee", stars: 4, date: "2024-01-09",
    text: "The family dinner scenes are the film."),
  Review(
    id: "k1", movieID: "tt0068646", author: "Sam", stars: 5, date: "2021-07-15",
    text: "An offer you can't refuse."),
]

private func review(_ id: Review.ID) -> Review {
  (shawshank + godfather).first { $0.id == id }!
}

/// The first film's reviews in an order that follows neither the date nor the id: r1, r2, r4, r3. The
/// order is the Interactor's business rule, so the rows follow whatever order it keeps, this one too.
private let shawshankInAnotherOrder = ["r1", "r2", "r4", "r3"].map(review)

// MARK: - The Presenter

@MainActor @Suite("The Presenter hands a tap on a row to the Router")
struct PresenterRoutingTests {
  private let interactor = MockReviewListInteractor()
  private let router = MockReviewListRouter()
  private let sut: ReviewListPresenterImpl

  init() {
    interactor.reviews = shawshank
    sut = ReviewListPresenterImpl(interactor: interactor, router: router)
  }

  @Test(
    "A tap on a row opens the review the screen shows on that row, in the Interactor's order",
    arguments: [
      (shawshank, 0, "r3"), (shawshank, 1, "r1"), (shawshank, 2, "r4"), (shawshank, 3, "r2"),
      (godfather, 0, "k2"), (godfather, 1, "k1"),
      (shawshankInAnotherOrder, 0, "r1"), (shawshankInAnotherOrder, 1, "r2"),
    ] as [([Review], Int, Review.ID)])
  func tapOpensTheRowsReview(reviews: [Review], row: Int, id: Review.ID) async {
    // Given: the screen shows the Interactor's reviews.
    interactor.reviews = reviews
    let view = SpyReviewListView()
    sut.delegate = view
    sut.interactorDidUpdate(interactor)
    let shownIDs: [Review.ID] = view.rows.map(\.id)

    // When
    await sut.didTapOnReview(at: row)

    // Then
    #expect(shownIDs[row] == id, "the screen shows \(id) on row \(row)")
    #expect(router.shown.map(\.review.id) == [id])
  }

  @Test(
    "The Presenter keeps the order the Interactor gives it: row n opens the Interactor's review n, newest or not"
  )
  func tapKeepsTheInteractorsOrder() async {
    // Given: an order that follows neither the date nor the id, which the Interactor chose.
    interactor.reviews = shawshankInAnotherOrder

    // When
    for row in shawshankInAnotherOrder.indices {
      await sut.didTapOnReview(at: row)
    }

    // Then: the Presenter sorted nothing again.
    #expect(router.shown.map(\.review.id) == ["r1", "r2", "r4", "r3"])
  }

  @Test(
    "A tap is navigation, not work: the Router shows the review and the Interactor fetches nothing")
  func tapIsNavigation() async {
    await sut.didTapOnReview(at: 3)

    #expect(router.shown.map(\.review) == [review("r2")])
    #expect(interactor.fetchCount == 0, "a tap should not fetch the reviews again")
  }

  @Test(
    "The Router is told whether that very review is marked helpful, and that the Presenter is the output"
  )
  func tapPassesTheModuleParameters() async throws {
    // Given
    interactor.helpfulIDs = ["r1"]

    // When
    await sut.didTapOnReview(at: 1)
    await sut.didTapOnReview(at: 0)

    // Then
    try #require(router.shown.count == 2, "two taps did not show two details")
    #expect(router.shown.map(\.review.id) == ["r1", "r3"])
    #expect(router.shown.map(\.isHelpful) == [true, false])
    #expect(router.shown.allSatisfy { $0.output === sut }, "the list's Presenter is the output")
  }

  @Test(
    "A tap while the reviews load opens nothing; once they are shown, the same tap opens the review"
  )
  func tapWhileLoading() async {
    // Given
    interactor.isLoading = true

    // When
    await sut.didTapOnReview(at: 0)

    // Then
    #expect(router.shown.isEmpty, "the screen shows no rows while it loads")

    // When
    interactor.isLoading = false
    await sut.didTapOnReview(at: 0)

    // Then
    #expect(router.shown.map(\.review.id) == ["r3"])
  }

  @Test(
    "After a failed reload a tap opens nothing, not even a review of the load before; after a good one it does"
  )
  func tapAfterAFailure() async {
    // Given: the reviews of a load that succeeded, then a reload that failed.
    interactor.error = ServiceDown()

    // When
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(router.shown.isEmpty, "the screen shows the error, not the old rows")

    // When: a reload brings another film's reviews.
    interactor.error = nil
    interactor.reviews = godfather
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(router.shown.map(\.review.id) == ["k1"], "a reload replaces the rows")
  }

  @Test(
    "A tap on a row the screen does not have opens nothing and does not crash; the last row opens",
    arguments: [-1, 4, 5, 99])
  func tapOutsideTheRows(row: Int) async {
    await sut.didTapOnReview(at: row)
    #expect(router.shown.isEmpty, "a tap outside the 4 rows opened a detail")

    await sut.didTapOnReview(at: 3)
    #expect(router.shown.map(\.review.id) == ["r2"])
  }

  @Test(
    "A film with no reviews has no rows: a tap on row 0 opens nothing, until a reload brings some")
  func tapOnNoReviews() async {
    interactor.reviews = []

    await sut.didTapOnReview(at: 0)
    #expect(router.shown.isEmpty, "a tap on a film with no reviews opened a detail")

    interactor.reviews = godfather
    await sut.didTapOnReview(at: 0)
    #expect(router.shown.map(\.review.id) == ["k2"])
  }
}

// MARK: - The Router

@MainActor @Suite("The Router presents the review's detail")
struct RouterTests {
  private let output = RecordedOutput()

  @Test(
    "The Router presents the review's detail from the screen it was given, with its helpful status")
  func presentsTheDetail() async throws {
    try await Language.$current.withValue(.english) {
      // Given
      let screen = MockSourceScreen()
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(screen)
      defer { window.close() }
      let sut = ReviewListRouterImpl()
      sut.viewController = screen

      // When
      await sut.showDetailView(
        for: review("r3"), isHelpful: true, output: MockReviewDetailModuleOutput())

      // Then
      let detail = try #require(screen.presented, "the screen presented no review detail")
      #expect(window.topViewController === detail)
      #expect(output.text.contains("★★★★☆  王小明 · 2024-06-02"))
      #expect(output.text.contains("第二遍看还是哭了。"))
      #expect(output.text.contains("You found this review helpful"), "it is marked helpful")
    }
  }

  @Test(
    "The detail the Router builds reports helpful to the output it was given, and shows the change")
  func detailReportsToTheOutput() async throws {
    try await Language.$current.withValue(.english) {
      // Given
      let screen = MockSourceScreen()
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(screen)
      defer { window.close() }
      let sut = ReviewListRouterImpl()
      sut.viewController = screen
      let spy = MockReviewDetailModuleOutput()

      // When
      await sut.showDetailView(for: review("k1"), isHelpful: false, output: spy)
      let detail = try #require(screen.presented, "the screen presented no review detail")
      await detail.didTapOnHelpful()

      // Then
      try #require(spy.changes.count == 1, "the output was not told about helpful")
      #expect(spy.changes[0].reviewID == "k1")
      #expect(
        spy.changes[0].isHelpful == true,
        "the output heard of the change, but not that the review is helpful")
      #expect(detail.draw().contains { $0.contains("You found this review helpful") })
    }
  }

  @Test("The Router does not keep its View: once the screen is released, the Router reads nil")
  func doesNotKeepItsView() async {
    // Given
    let sut = ReviewListRouterImpl()
    weak var screenProbe: MockSourceScreen?

    // When
    do {
      let screen = MockSourceScreen()
      screenProbe = screen
      sut.viewController = screen
    }

    // Then
    #expect(screenProbe == nil, "the Router kept the screen alive")
    #expect(sut.viewController == nil, "the screen was released, yet the Router still reads it")
  }

  @Test("Once its View is gone the Router presents nothing and does not crash")
  func viewGone() async {
    // Given
    let sut = ReviewListRouterImpl()
    weak var screenProbe: MockSourceScreen?
    do {
      let screen = MockSourceScreen()
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(screen)
      sut.viewController = screen
      screenProbe = screen
      window.close()
    }
    let spy = MockReviewDetailModuleOutput()

    // When
    await sut.showDetailView(for: review("r1"), isHelpful: false, output: spy)

    // Then
    #expect(screenProbe == nil, "the Router kept the screen alive after its window closed")
    #expect(sut.viewController == nil, "the screen was released, yet the Router still reads it")
    #expect(spy.changes.isEmpty, "with no View, the output still heard of a change")
  }

  @Test("A dismissed detail screen is released: the Router keeps no screen it presented")
  func dismissedDetailIsReleased() async throws {
    // Given
    let screen = MockSourceScreen()
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(screen)
    defer { window.close() }
    let sut = ReviewListRouterImpl()
    sut.viewController = screen
    weak var detailProbe: ReviewDetailViewController?

    // When
    do {
      await sut.showDetailView(
        for: review("r2"), isHelpful: false, output: MockReviewDetailModuleOutput())
      let detail = try #require(screen.presented, "the screen presented no review detail")
      detailProbe = detail
      detail.dismiss()
    }

    // Then
    #expect(detailProbe == nil, "the detail screen is still alive after it was dismissed")
    #expect(screen.presentedViewController == nil, "the screen still presents the dismissed detail")
  }

  @Test(
    "A tap on the list opens that row's detail, helpful reaches the Interactor, and closing frees the list"
  )
  func tapToHelpfulAndNoLeak() async throws {
    weak var viewProbe: ViewController?
    weak var presenterProbe: ReviewListPresenterImpl?
    weak var routerProbe: ReviewListRouterImpl?

    do {
      // Given
      let interactor = MockReviewListInteractor()
      interactor.reviews = godfather
      let router = ReviewListRouterImpl()
      let presenter = ReviewListPresenterImpl(interactor: interactor, router: router)
      let view = MockListView(presenter: presenter)
      router.viewController = view
      (viewProbe, presenterProbe, routerProbe) = (view, presenter, router)
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(view)

      // When
      await presenter.didTapOnReview(at: 0)
      let detail = try #require(
        window.topViewController as? ReviewDetailViewController, "the tap showed no detail screen")
      await detail.didTapOnHelpful()

      // Then
      #expect(output.text.contains("The family dinner scenes are the film."))
      #expect(interactor.helpfulIDs == ["k2"], "helpful did not reach the Interactor")
      detail.dismiss()
      window.close()
    }

    #expect(viewProbe == nil, "the View is still alive: View → Presenter → Router → View?")
    #expect(presenterProbe == nil, "the Presenter is still alive")
    #expect(routerProbe == nil, "the Router is still alive")
  }
}
