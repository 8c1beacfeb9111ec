import Entities
import Localization
import Testing

@testable import Exercise04

/// Why a mock fetch fails: it reads as a sentence, as the workbook's own service errors do.
private struct MockServiceError: Error, CustomStringConvertible {
  var description: String { "the network is unreachable" }
}

/// A ViewModel the test drives: it counts fetches, ends each fetch the way the test scripted it, and
/// tells its delegate, as the real one does, when loading starts and when it ends.
@MainActor private final class MockReviewListViewModel: ReviewListViewModel {
  weak var delegate: ReviewListViewModelDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  var helpful: Set<Review.ID> = []
  private(set) var fetchCount = 0
  /// How the next fetches end, one after the other: reviews (already newest first, as the real
  /// ViewModel gives them), or a failure. With none left, a fetch only counts.
  var outcomes: [Result<[Review], MockServiceError>] = []

  func fetchReviews() async {
    fetchCount += 1
    guard !outcomes.isEmpty else { return }
    let outcome = outcomes.removeFirst()
    isLoading = true
    error = nil
    delegate?.viewModelDidUpdate(self)
    switch outcome {
    case .success(let fetched): reviews = fetched
    // Like the real ViewModel, a failed fetch keeps the reviews of the last good one.
    case .failure(let failure): error = failure
    }
    isLoading = false
    delegate?.viewModelDidUpdate(self)
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    if isHelpful {
      helpful.insert(reviewID)
    } else {
      helpful.remove(reviewID)
    }
    delegate?.viewModelDidUpdate(self)
  }
}

/// A View that writes down everything the Presenter asks it to show, in order.
@MainActor private final class SpyReviewListView: ReviewListPresenterDelegate {
  enum Call: Equatable {
    case update([ReviewPresentation])
    case loading
    case error(String)
    case empty(String)
  }
  private(set) var calls: [Call] = []

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    calls.append(.update(reviews))
  }
  func showLoading() { calls.append(.loading) }
  func showError(_ message: String) { calls.append(.error(message)) }
  func showEmpty(_ message: String) { calls.append(.empty(message)) }
}

// A failed expectation shows each call as a row reads, `.update(["★★★★☆ Ann: Slow, then…"])`.
extension SpyReviewListView.Call: CustomStringConvertible {
  var description: String {
    switch self {
    case .update(let rows):
      ".update(\(rows.map { "\($0.stars) \($0.author): \($0.excerpt)" + ($0.isHelpful ? " 👍" : "") }))"
    case .loading: ".loading"
    case .error(let message): ".error(\"\(message)\")"
    case .empty(let message): ".empty(\"\(message)\")"
    }
  }
}

private func review(
  _ id: String, _ stars: Int, by author: String, on date: String, _ text: String
) -> Review {
  Review(id: id, movieID: "tt0111161", author: author, stars: stars, date: date, text: text)
}

/// Two films' reviews, so that no answer can be written down in advance.
private let shawshank = [
  review("r7", 4, by: "Ann", on: "2024-05-31", "Slow, then unforgettable."),
  review("r2", 5, by: "", on: "2023-11-02", "Hope is a good thing."),
]
private let spiritedAway = [
  review("s1", 2, by: "宫崎迷", on: "2022-01-09", "The bathhouse scenes drag."),
  review("s4", 3, by: "   ", on: "2021-08-15", "Beautiful 🐉, though I was lost."),
  review("s9", 1, by: "Bo", on: "2020-02-29", "Not for me."),
]

/// The presentation the README's rules give, written out by hand.
private func row(
  _ id: String, _ stars: String, _ author: String, _ excerpt: String, helpful: Bool = false
) -> ReviewPresentation {
  ReviewPresentation(id: id, stars: stars, author: author, excerpt: excerpt, isHelpful: helpful)
}

private let shawshankRows = [
  row("r7", "★★★★☆", "Ann", "Slow, then unforgettable."),
  row("r2", "★★★★★", "Anonymous", "Hope is a good thing."),
]
private let spiritedAwayRows = [
  row("s1", "★★☆☆☆", "宫崎迷", "The bathhouse scenes drag."),
  row("s4", "★★★☆☆", "Anonymous", "Beautiful 🐉, though I was lost."),
  row("s9", "★☆☆☆☆", "Bo", "Not for me."),
]

private let failureMessage =
  "Could not load the reviews: the network is unreachable. Type reload to try again."

@MainActor @Suite("The Presenter between the reviews' ViewModel and their View")
struct ReviewListPresenterTests {
  private let viewModel = MockReviewListViewModel()
  private let view = SpyReviewListView()
  private let sut: ReviewListPresenterImpl

  init() {
    sut = ReviewListPresenterImpl(viewModel: viewModel)
    sut.delegate = view
  }

  /// Runs `work` in English, the language the expectations are written in.
  private func inEnglish(_ work: () async -> Void) async {
    await Language.$current.withValue(.english) { await work() }
  }

  @Test("A reload asks the ViewModel to fetch, once")
  func reloadFetches() async {
    await sut.reload()

    #expect(viewModel.fetchCount == 1, "one reload did not ask the ViewModel to fetch exactly once")
  }

  @Test(
    "A reload shows that it is loading, once, then one row per review, in the ViewModel's order",
    arguments: [(shawshank, shawshankRows), (spiritedAway, spiritedAwayRows)])
  func reloadShowsRows(reviews: [Review], rows: [ReviewPresentation]) async {
    viewModel.outcomes = [.success(reviews)]

    await inEnglish { await sut.reload() }

    #expect(view.calls == [.loading, .update(rows)])
  }

  @Test(
    "The Presenter keeps the ViewModel's order: it does not sort the reviews again",
    arguments: [
      // The older review first.
      ([shawshank[1], shawshank[0]], [shawshankRows[1], shawshankRows[0]]),
      // In no order of date, id or stars.
      (
        [spiritedAway[0], spiritedAway[2], spiritedAway[1]],
        [spiritedAwayRows[0], spiritedAwayRows[2], spiritedAwayRows[1]]
      ),
      // In no order of date, id, stars or author.
      (
        [spiritedAway[1], shawshank[0], spiritedAway[2], shawshank[1]],
        [spiritedAwayRows[1], shawshankRows[0], spiritedAwayRows[2], shawshankRows[1]]
      ),
    ])
  func keepsTheViewModelsOrder(reviews: [Review], rows: [ReviewPresentation]) async {
    // The ViewModel decides the order, whatever it is.
    viewModel.outcomes = [.success(reviews)]

    await inEnglish { await sut.reload() }

    #expect(view.calls == [.loading, .update(rows)])
  }

  @Test("A film without reviews shows the empty state, not an empty list")
  func emptyState() async {
    viewModel.outcomes = [.success([])]

    await inEnglish { await sut.reload() }

    #expect(view.calls == [.loading, .empty("No reviews yet.")])
  }

  @Test("When the fetch fails, the View gets one message that says why and what to do")
  func errorReachesView() async {
    viewModel.outcomes = [.failure(MockServiceError())]

    await inEnglish { await sut.reload() }

    #expect(view.calls == [.loading, .error(failureMessage)])
  }

  @Test("In Chinese, the empty state, the error and an anonymous author are Chinese too")
  func chinese() throws {
    let (calls, anonymous) = Language.$current.withValue(.simplifiedChinese) {
      viewModel.error = MockServiceError()
      sut.viewModelDidUpdate(viewModel)
      viewModel.error = nil
      sut.viewModelDidUpdate(viewModel)
      return (view.calls, sut.presentation(from: shawshank[1]).author)
    }

    #expect(
      calls == [
        .error("无法加载影评：the network is unreachable。输入 reload 重试。"), .empty("还没有影评。"),
      ])
    #expect(anonymous == "匿名")
  }

  @Test("A second reload replaces the rows: the View shows only the new reviews")
  func secondReloadReplaces() async {
    viewModel.outcomes = [.success(shawshank), .success(spiritedAway)]

    await inEnglish {
      await sut.reload()
      await sut.reload()
    }

    #expect(view.calls == [.loading, .update(shawshankRows), .loading, .update(spiritedAwayRows)])
  }

  @Test(
    "While the ViewModel loads again with the last error still set, the View is shown only the loading",
    arguments: [[], shawshank])
  func loadingWithAnOldError(reviews: [Review]) async {
    // Given: a ViewModel whose last fetch failed, loading again before it has cleared the error
    viewModel.reviews = reviews
    viewModel.error = MockServiceError()
    viewModel.isLoading = true

    // When
    await inEnglish { sut.viewModelDidUpdate(viewModel) }

    // Then
    #expect(view.calls == [.loading])
  }

  @Test("A reload that fails after a good one shows only the error, not the old rows with it")
  func failureAfterSuccess() async {
    viewModel.outcomes = [.success(shawshank), .failure(MockServiceError())]

    await inEnglish {
      await sut.reload()
      await sut.reload()
    }

    #expect(view.calls == [.loading, .update(shawshankRows), .loading, .error(failureMessage)])
  }

  @Test("After the empty state and after an error, reviews that arrive show as rows")
  func recoversFromEmptyAndError() async {
    viewModel.outcomes = [.success([]), .failure(MockServiceError()), .success(spiritedAway)]

    await inEnglish {
      await sut.reload()
      await sut.reload()
      await sut.reload()
    }

    #expect(
      view.calls == [
        .loading, .empty("No reviews yet."), .loading, .error(failureMessage), .loading,
        .update(spiritedAwayRows),
      ])
  }

  @Test("From the moment it is made, the Presenter hears the ViewModel: even its first change")
  func hearsTheFirstChange() async {
    // No reload yet: the ViewModel changes on its own, as when a review is marked on the detail.
    viewModel.reviews = shawshank

    await inEnglish { viewModel.updateHelpful(reviewID: "r2", isHelpful: true) }

    #expect(viewModel.delegate === sut, "the Presenter should be the ViewModel's delegate")
    #expect(
      view.calls == [
        .update([
          shawshankRows[0], row("r2", "★★★★★", "Anonymous", "Hope is a good thing.", helpful: true),
        ])
      ])
  }

  @Test("A review marked helpful, then unmarked, reaches the View marked so each time")
  func helpfulReachesView() async {
    viewModel.outcomes = [.success(spiritedAway)]

    await inEnglish {
      await sut.reload()
      sut.updateHelpful(reviewID: "s9", isHelpful: true)
      sut.updateHelpful(reviewID: "s9", isHelpful: false)
    }

    let marked =
      spiritedAwayRows.dropLast() + [row("s9", "★☆☆☆☆", "Bo", "Not for me.", helpful: true)]
    #expect(
      view.calls == [
        .loading, .update(spiritedAwayRows), .update(Array(marked)), .update(spiritedAwayRows),
      ])
  }

  @Test("The Presenter finds the review behind a row, after each reload")
  func reviewAtIndex() async throws {
    viewModel.outcomes = [.success(shawshank), .success(spiritedAway)]

    await sut.reload()
    #expect(sut.review(at: 0) == shawshank[0])
    #expect(sut.review(at: 1) == shawshank[1])
    await sut.reload()

    #expect(sut.review(at: 0) == spiritedAway[0])
    #expect(sut.review(at: 2) == spiritedAway[2])
  }

  @Test(
    "A row shows five stars, filled for the review's stars and empty for the rest",
    arguments: [(1, "★☆☆☆☆"), (3, "★★★☆☆"), (4, "★★★★☆"), (5, "★★★★★")])
  func stars(count: Int, expected: String) {
    let presentation = sut.presentation(
      from: review("x", count, by: "Ann", on: "2024-01-01", "Ok."))

    #expect(presentation.stars == expected)
  }

  @Test(
    "A row shows the author as typed, or Anonymous when the name is empty or only white space",
    arguments: [
      ("Ann", "Ann"), ("王小明", "王小明"), ("", "Anonymous"), ("   ", "Anonymous"), ("\t", "Anonymous"),
      (" \n ", "Anonymous"), ("\u{3000}\u{3000}", "Anonymous"),
    ])
  func author(typed: String, shown: String) async {
    var author = ""

    await inEnglish {
      author = sut.presentation(from: review("x", 3, by: typed, on: "2024-01-01", "Ok.")).author
    }

    #expect(author == shown)
  }

  @Test(
    "A name is shown as typed: the white space around it and its capitals stay",
    arguments: [("  Ann ", "  Ann "), ("\tbo LEE", "\tbo LEE"), ("王小明\u{3000}", "王小明\u{3000}")])
  func authorAsTyped(typed: String, shown: String) async {
    var author = ""

    await inEnglish {
      author = sut.presentation(from: review("x", 3, by: typed, on: "2024-01-01", "Ok.")).author
    }

    #expect(author == shown)
  }

  @Test(
    "An excerpt is the whole text up to 60 Characters, else its first 60 and …",
    arguments: [
      (String(repeating: "a", count: 60), String(repeating: "a", count: 60)),
      (String(repeating: "a", count: 61), String(repeating: "a", count: 60) + "…"),
      (String(repeating: "影", count: 59) + "🐉", String(repeating: "影", count: 59) + "🐉"),
      (
        String(repeating: "b", count: 59) + "👨‍👩‍👧" + "c",
        String(repeating: "b", count: 59) + "👨‍👩‍👧" + "…"
      ),
      ("", ""),
    ])
  func excerpt(text: String, expected: String) {
    let presentation = sut.presentation(from: review("x", 3, by: "Ann", on: "2024-01-01", text))

    #expect(presentation.excerpt == expected)
  }

  @Test(
    "An excerpt trims nothing: white space at the start, at the end and at the cut stays",
    arguments: [
      (String(repeating: "a", count: 59) + "\tbc", String(repeating: "a", count: 59) + "\t…"),
      (String(repeating: "b", count: 58) + "   c", String(repeating: "b", count: 58) + "  …"),
      ("\n  Slow start.  ", "\n  Slow start.  "),
      (String(repeating: "影", count: 59) + "\n", String(repeating: "影", count: 59) + "\n"),
    ])
  func excerptKeepsWhiteSpace(text: String, expected: String) {
    let presentation = sut.presentation(from: review("x", 3, by: "Ann", on: "2024-01-01", text))

    #expect(presentation.excerpt == expected)
  }

  @Test("The Presenter keeps its ViewModel alive: the View holds only the Presenter")
  func viewModelIsKept() async {
    weak var probe: MockReviewListViewModel?
    let presenter: ReviewListPresenterImpl
    do {
      let viewModel = MockReviewListViewModel()
      probe = viewModel
      presenter = ReviewListPresenterImpl(viewModel: viewModel)
    }

    await presenter.reload()

    #expect(probe?.fetchCount == 1, "the ViewModel should be alive, and asked to fetch")
  }

  @Test("The Presenter tells its View what to show, and does not keep it alive")
  func viewIsNotRetained() async {
    weak var probe: SpyReviewListView?
    viewModel.outcomes = [.success([])]
    do {
      let view = SpyReviewListView()
      probe = view
      sut.delegate = view
      await inEnglish { await sut.reload() }
      #expect(view.calls == [.loading, .empty("No reviews yet.")], "the View should be told")
    }

    #expect(probe == nil, "the View should be gone once nobody else holds it")
  }

  @Test(
    "Once its View is gone, the Presenter's delegate reads nil, and a reload still reaches the ViewModel",
    arguments: [shawshank, spiritedAway])
  func viewGoneReadsNil(reviews: [Review]) async {
    // Given: a View that the Presenter tells what to show, and that is then gone
    weak var probe: SpyReviewListView?
    do {
      let view = SpyReviewListView()
      probe = view
      sut.delegate = view
    }
    viewModel.outcomes = [.success(reviews)]

    // When: the ViewModel changes after that
    await inEnglish { await sut.reload() }

    // Then
    #expect(probe == nil, "the View should be gone once nobody else holds it")
    #expect(sut.delegate == nil, "the View is gone, yet the Presenter's delegate does not read nil")
    #expect(viewModel.fetchCount == 1, "without its View, a reload no longer reaches the ViewModel")
  }
}
