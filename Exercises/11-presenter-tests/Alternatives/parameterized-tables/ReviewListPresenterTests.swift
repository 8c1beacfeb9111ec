import Entities
import Exercise11
import Localization
import TerminalKit
import Testing

// Another correct style: parameterized tests. Each behaviour is one @Test with a table of cases in
// `arguments:`; Swift Testing runs the test once per row, and the suite's init builds a fresh sut
// and fresh mocks for every row.

@MainActor final class MockReviewListView: ReviewListView {
  /// Every message, in order, as text: "loading", "error: …", "empty: …", "rows: r1 👍, r2".
  var messages: [String] = []

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    messages.append(
      "rows: " + reviews.map { $0.id + ($0.isHelpful ? " 👍" : "") }.joined(separator: ", "))
  }
  func showLoading() { messages.append("loading") }
  func showError(_ message: String) { messages.append("error: " + message) }
  func showEmpty(_ message: String) { messages.append("empty: " + message) }
  func didTapOnReload() async {}
  func didTapOnReview(at index: Int) async {}
}

@MainActor final class MockReviewListInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  var helpful: Set<Review.ID> = []
  var fetchCount = 0
  var updates: [String] = []

  func fetchReviews() async { fetchCount += 1 }
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    updates.append("\(reviewID)=\(isHelpful)")
  }
}

@MainActor final class MockReviewListRouter: ReviewListRouter {
  weak var viewController: ViewController?
  var opened: [(id: Review.ID, isHelpful: Bool)] = []
  weak var lastOutput: ReviewDetailModuleOutput?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    opened.append((review.id, isHelpful))
    lastOutput = output
  }
}

struct Timeout: Error, CustomStringConvertible {
  var description: String { "timed out after 10 s" }
}

/// One state of the Interactor, as a row of a table.
struct State: Sendable, CustomTestStringConvertible {
  var ids: [Review.ID] = []
  var isLoading = false
  var failed = false
  var helpful: Set<Review.ID> = []
  var testDescription: String {
    "\(ids) loading=\(isLoading) failed=\(failed) helpful=\(helpful.sorted())"
  }
}

/// Two states in a row, and the message the View should get for the second.
struct Sequel: Sendable {
  var first: State
  var second: State
  var expected: String
}

/// A tap on `row` of the reviews a, b, c, and the review it should open, if any.
struct Tap: Sendable {
  var row: Int
  var helpful: Set<Review.ID>
  var opens: Review.ID?
  var isHelpful: Bool
}

/// A report from the detail, and what the Interactor had before it.
struct Report: Sendable {
  var id: Review.ID
  var isHelpful: Bool
  var has: Set<Review.ID>
}

/// The reviews with these ids, in this order. Their stars go down and up (2, 5, 2, …), so that a
/// Presenter that sorts the rows by stars shows another order.
func reviews(_ ids: [Review.ID]) -> [Review] {
  ids.enumerated().map { index, id in
    Review(
      id: id, movieID: "tt0109830", author: "", stars: index % 2 == 0 ? 2 : 5, date: "2024-01-01",
      text: "Run, \(id), run.")
  }
}

let failure = "error: Could not load the reviews: timed out after 10 s. Type reload to try again."

@MainActor
@Suite("The reviews list's Presenter, one table per behaviour")
struct ReviewListPresenterTests {
  let view = MockReviewListView()
  let interactor = MockReviewListInteractor()
  let router = MockReviewListRouter()
  let sut: ReviewListPresenterImpl

  init() {
    sut = ReviewListPresenterImpl(interactor: interactor, router: router)
    sut.delegate = view
  }

  func give(_ state: State) {
    interactor.reviews = reviews(state.ids)
    interactor.isLoading = state.isLoading
    interactor.error = state.failed ? Timeout() : nil
    interactor.helpful = state.helpful
  }

  @Test(
    "Each state of the Interactor becomes exactly one message to the View",
    arguments: [
      (State(isLoading: true), "loading"),
      (State(ids: ["x", "y"], isLoading: true), "loading"),
      (State(isLoading: true, failed: true), "loading"),
      (State(failed: true), failure),
      (State(ids: ["x"], failed: true), failure),
      (State(), "empty: No reviews yet."),
      (State(ids: ["x", "y", "z"], helpful: ["y"]), "rows: x, y 👍, z"),
      (State(ids: ["q", "p"], helpful: ["q", "p"]), "rows: q 👍, p 👍"),
      (State(ids: ["p"]), "rows: p"),
    ])
  func oneStateOneMessage(state: State, expected: String) {
    // Given
    give(state)

    // When
    Language.$current.withValue(.english) { sut.interactorDidUpdate(interactor) }

    // Then
    #expect(view.messages == [expected])
  }

  @Test(
    "A state after a state: the second one decides what the View shows last",
    arguments: [
      Sequel(first: State(ids: ["x"]), second: State(ids: ["x"], failed: true), expected: failure),
      Sequel(first: State(failed: true), second: State(ids: ["y"]), expected: "rows: y"),
      Sequel(first: State(failed: true), second: State(), expected: "empty: No reviews yet."),
      Sequel(
        first: State(ids: ["x", "y"]), second: State(ids: ["x", "y"], helpful: ["y"]),
        expected: "rows: x, y 👍"),
    ])
  func secondStateWins(sequel: Sequel) {
    // Given
    give(sequel.first)
    sut.interactorDidUpdate(interactor)

    // When
    give(sequel.second)
    Language.$current.withValue(.english) { sut.interactorDidUpdate(interactor) }

    // Then
    #expect(view.messages.count == 2)
    #expect(view.messages.last == sequel.expected)
  }

  @Test(
    "The same reviews after loading, an error or the empty state are drawn again",
    arguments: [State(ids: ["x"], isLoading: true), State(ids: ["x"], failed: true), State()])
  func sameReviewsDrawnAgain(between: State) {
    // Given
    give(State(ids: ["x", "y"]))
    sut.interactorDidUpdate(interactor)
    give(between)
    sut.interactorDidUpdate(interactor)

    // When
    give(State(ids: ["x", "y"]))
    sut.interactorDidUpdate(interactor)

    // Then
    #expect(view.messages.count == 3)
    #expect(view.messages.last == "rows: x, y")
  }

  @Test(
    "The error and the empty state are told in Chinese too",
    arguments: [
      (State(failed: true), "error: 无法加载影评：timed out after 10 s。输入 reload 重试。"),
      (State(), "empty: 还没有影评。"),
    ])
  func chinese(state: State, expected: String) {
    // Given
    give(state)

    // When
    Language.$current.withValue(.simplifiedChinese) { sut.interactorDidUpdate(interactor) }

    // Then
    #expect(view.messages == [expected])
  }

  @Test(
    "Reloads: each one fetches, even while a fetch is running", arguments: [1, 2, 3], [false, true])
  func reloads(count: Int, whileLoading: Bool) async {
    // Given
    interactor.isLoading = whileLoading

    // When
    for _ in 0..<count { await sut.reload() }

    // Then
    #expect(interactor.fetchCount == count)
  }

  @Test(
    "A tap on a row opens that review with its own helpful flag, and a row off either end opens nothing",
    arguments: [
      Tap(row: -1, helpful: ["a"], opens: nil, isHelpful: false),
      Tap(row: 0, helpful: [], opens: "a", isHelpful: false),
      Tap(row: 1, helpful: ["b"], opens: "b", isHelpful: true),
      Tap(row: 2, helpful: ["a", "b"], opens: "c", isHelpful: false),
      Tap(row: 3, helpful: ["a"], opens: nil, isHelpful: false),
      Tap(row: 7, helpful: [], opens: nil, isHelpful: false),
    ])
  func tap(_ tap: Tap) async {
    // Given
    give(State(ids: ["a", "b", "c"], helpful: tap.helpful))

    // When
    await sut.didTapOnReview(at: tap.row)

    // Then
    if let opens = tap.opens {
      #expect(router.opened.map(\.id) == [opens])
      #expect(router.opened.map(\.isHelpful) == [tap.isHelpful])
      #expect(router.lastOutput === sut)
    } else {
      #expect(router.opened.isEmpty)
    }
  }

  @Test(
    "A report from the detail reaches the Interactor as reported, whatever the Interactor has",
    arguments: [
      Report(id: "a", isHelpful: true, has: []), Report(id: "a", isHelpful: true, has: ["a"]),
      Report(id: "b", isHelpful: false, has: ["b"]), Report(id: "b", isHelpful: false, has: []),
    ])
  func report(_ report: Report) {
    // Given
    interactor.helpful = report.has

    // When
    sut.reviewDetailDidChangeHelpful(reviewID: report.id, isHelpful: report.isHelpful)

    // Then
    #expect(interactor.updates == ["\(report.id)=\(report.isHelpful)"])
  }

  @Test(
    "The Presenter is the Interactor's delegate, holds its View weakly, and tells nobody once it is gone"
  )
  func references() {
    #expect(interactor.delegate === sut)
    weak var gone: MockReviewListView?
    do {
      let other = MockReviewListView()
      sut.delegate = other
      gone = other
    }
    #expect(gone == nil)
    give(State(ids: ["x"]))
    sut.interactorDidUpdate(interactor)
    #expect(view.messages.isEmpty)
  }

  @Test("The Presenter keeps its Interactor and its Router alive, as nothing else holds them")
  func keepsItsRoles() {
    weak var keptInteractor: MockReviewListInteractor?
    weak var keptRouter: MockReviewListRouter?
    let sut: ReviewListPresenterImpl
    do {
      let interactor = MockReviewListInteractor()
      let router = MockReviewListRouter()
      sut = ReviewListPresenterImpl(interactor: interactor, router: router)
      (keptInteractor, keptRouter) = (interactor, router)
    }
    #expect(keptInteractor != nil)
    #expect(keptRouter != nil)
    withExtendedLifetime(sut) {}
  }
}
