import Entities
import Exercise11
import Localization
import TerminalKit
import Testing

// Another correct style: one shared log of every call any role receives, in order, and a fake
// Interactor that plays a whole fetch (loading, then reviews or an error) when it is asked to. Each
// test drives the Presenter as the app does and compares the whole conversation at once, so a
// message too many, one too few or one out of order all fail the same comparison.

/// One call that a role around the Presenter received.
enum Call: Equatable {
  case fetchReviews
  case updateHelpful(Review.ID, Bool)
  case showLoading
  case showError(String)
  case showEmpty(String)
  /// The rows the View was told to draw, each as its id, with " 👍" when it is marked.
  case showReviews([String])
  /// The review the Router was asked to open, its helpful flag, and which object the detail reports to.
  case showDetail(Review.ID, Bool, ObjectIdentifier)
}

/// The log that every double writes to.
@MainActor final class CallLog {
  var calls: [Call] = []
}

@MainActor final class LoggingView: ReviewListView {
  let log: CallLog
  init(log: CallLog) { self.log = log }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    log.calls.append(.showReviews(reviews.map { $0.id + ($0.isHelpful ? " 👍" : "") }))
  }
  func showLoading() { log.calls.append(.showLoading) }
  func showError(_ message: String) { log.calls.append(.showError(message)) }
  func showEmpty(_ message: String) { log.calls.append(.showEmpty(message)) }
  func didTapOnReload() async {}
  func didTapOnReview(at index: Int) async {}
}

struct Outage: Error, CustomStringConvertible {
  var description: String { "503 from the reviews server" }
}

/// A fake Interactor that plays each fetch as the real one does: loading starts (and the error is
/// cleared), then the next scripted outcome arrives; the reviews of an earlier fetch are kept when
/// a fetch fails. A test can make the next fetches hang (loading never ends), and keep the last
/// error while loading, as a less tidy Interactor would.
@MainActor final class ScriptedInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  private(set) var reviews: [Review] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  var helpful: Set<Review.ID> = []
  /// What the next fetches bring, in order.
  var outcomes: [Result<[Review], Outage>] = []
  /// Whether the next fetches start and never end.
  var hangs = false
  /// Whether loading starts with the last error still there.
  var keepsTheErrorWhileLoading = false
  let log: CallLog
  init(log: CallLog) { self.log = log }

  func fetchReviews() async {
    log.calls.append(.fetchReviews)
    isLoading = true
    if !keepsTheErrorWhileLoading { error = nil }
    delegate?.interactorDidUpdate(self)
    guard !hangs else { return }
    let outcome = outcomes.isEmpty ? .success([]) : outcomes.removeFirst()
    switch outcome {
    case .success(let fetched): reviews = fetched
    case .failure(let failure): error = failure
    }
    isLoading = false
    delegate?.interactorDidUpdate(self)
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    log.calls.append(.updateHelpful(reviewID, isHelpful))
  }

  /// Marks these reviews helpful, and tells the delegate, as after a report from the detail.
  func mark(_ ids: Set<Review.ID>) {
    helpful = ids
    delegate?.interactorDidUpdate(self)
  }
}

@MainActor final class LoggingRouter: ReviewListRouter {
  weak var viewController: ViewController?
  let log: CallLog
  init(log: CallLog) { self.log = log }

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    log.calls.append(.showDetail(review.id, isHelpful, ObjectIdentifier(output)))
  }
}

func review(_ id: String, _ date: String, by author: String = "Wang Fang", stars: Int = 4) -> Review
{
  Review(
    id: id, movieID: "tt0468569", author: author, stars: stars, date: date, text: "Review \(id).")
}

/// Newest first, as the Interactor keeps them, and in no order of stars or ids.
let newestFirst = [
  review("b", "2024-03-02", stars: 2), review("a", "2024-03-01", stars: 5),
  review("c", "2022-07-18", stars: 3),
]
let secondFetch = [review("z", "2025-01-01", by: "")]

@MainActor
@Suite("The reviews list's Presenter, as one conversation with the roles around it")
struct ReviewListPresenterTests {
  let log = CallLog()
  let view: LoggingView
  let interactor: ScriptedInteractor
  let router: LoggingRouter
  let sut: ReviewListPresenterImpl

  init() {
    view = LoggingView(log: log)
    interactor = ScriptedInteractor(log: log)
    router = LoggingRouter(log: log)
    sut = ReviewListPresenterImpl(interactor: interactor, router: router)
    sut.delegate = view
  }

  var me: ObjectIdentifier { ObjectIdentifier(sut) }

  @Test("A reload that brings reviews: fetch, loading, then the rows in the Interactor's order")
  func reloadWithReviews() async {
    // Given
    interactor.outcomes = [.success(newestFirst)]
    interactor.helpful = ["a"]

    // When
    await sut.reload()

    // Then
    #expect(log.calls == [.fetchReviews, .showLoading, .showReviews(["b", "a 👍", "c"])])
  }

  @Test("A reload that brings nothing ends in the empty state, in both languages")
  func reloadWithNothing() async {
    // Given
    interactor.outcomes = [.success([]), .success([])]

    // When
    await Language.$current.withValue(.english) { await sut.reload() }
    await Language.$current.withValue(.simplifiedChinese) { await sut.reload() }

    // Then
    #expect(
      log.calls == [
        .fetchReviews, .showLoading, .showEmpty("No reviews yet."),
        .fetchReviews, .showLoading, .showEmpty("还没有影评。"),
      ])
  }

  @Test("Reviews, then a failure, then other reviews: each fetch ends in its own state")
  func threeReloads() async {
    // Given
    interactor.outcomes = [.success(newestFirst), .failure(Outage()), .success(secondFetch)]

    // When
    await Language.$current.withValue(.english) {
      await sut.reload()
      await sut.reload()
      await sut.reload()
    }

    // Then
    #expect(
      log.calls == [
        .fetchReviews, .showLoading, .showReviews(["b", "a", "c"]),
        .fetchReviews, .showLoading,
        .showError(
          "Could not load the reviews: 503 from the reviews server. Type reload to try again."),
        .fetchReviews, .showLoading, .showReviews(["z"]),
      ])
  }

  @Test("Reviews, a failure, then the same reviews: the rows are drawn again after the error")
  func sameReviewsAfterAFailure() async {
    // Given
    interactor.outcomes = [.success(newestFirst), .failure(Outage()), .success(newestFirst)]

    // When
    await Language.$current.withValue(.english) {
      await sut.reload()
      await sut.reload()
      await sut.reload()
    }

    // Then
    #expect(
      log.calls == [
        .fetchReviews, .showLoading, .showReviews(["b", "a", "c"]),
        .fetchReviews, .showLoading,
        .showError(
          "Could not load the reviews: 503 from the reviews server. Type reload to try again."),
        .fetchReviews, .showLoading, .showReviews(["b", "a", "c"]),
      ])
  }

  @Test("A new mark on the reviews shown is drawn at once, on the same rows")
  func newMark() async {
    // Given
    interactor.outcomes = [.success(newestFirst)]
    await sut.reload()
    log.calls = []

    // When
    interactor.mark(["c"])

    // Then
    #expect(log.calls == [.showReviews(["b", "a", "c 👍"])])
  }

  @Test("A reload while a fetch hangs asks the Interactor again")
  func reloadWhileAFetchHangs() async {
    // Given
    interactor.hangs = true
    await sut.reload()

    // When
    await sut.reload()

    // Then
    #expect(log.calls == [.fetchReviews, .showLoading, .fetchReviews, .showLoading])
  }

  @Test("A retry after a failure shows loading, even while the Interactor still has the error")
  func retryShowsLoading() async {
    // Given
    interactor.outcomes = [.failure(Outage())]
    await Language.$current.withValue(.english) { await sut.reload() }
    log.calls = []

    // When
    interactor.keepsTheErrorWhileLoading = true
    interactor.hangs = true
    await sut.reload()

    // Then
    #expect(log.calls == [.fetchReviews, .showLoading])
  }

  @Test("While a second fetch loads, only loading is shown, though the first one's reviews remain")
  func secondLoadShowsOnlyLoading() async {
    // Given
    interactor.outcomes = [.success(newestFirst), .failure(Outage())]
    await sut.reload()
    log.calls = []

    // When
    await Language.$current.withValue(.simplifiedChinese) { await sut.reload() }

    // Then
    #expect(
      log.calls == [
        .fetchReviews, .showLoading, .showError("无法加载影评：503 from the reviews server。输入 reload 重试。"),
      ])
  }

  @Test(
    "Taps on the first, the last, past the end and above the first: two details opened, each reporting to the sut"
  )
  func taps() async {
    // Given
    interactor.outcomes = [.success(newestFirst)]
    interactor.helpful = ["b", "c"]
    await sut.reload()
    log.calls = []

    // When
    await sut.didTapOnReview(at: 0)
    await sut.didTapOnReview(at: 2)
    await sut.didTapOnReview(at: 3)
    await sut.didTapOnReview(at: -1)
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(
      log.calls == [
        .showDetail("b", true, me), .showDetail("c", true, me), .showDetail("a", false, me),
      ])
  }

  @Test("The detail's reports reach the Interactor as they were made, and nothing else happens")
  func reports() {
    // Given
    interactor.helpful = ["b"]

    // When
    sut.reviewDetailDidChangeHelpful(reviewID: "b", isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: "a", isHelpful: false)
    sut.reviewDetailDidChangeHelpful(reviewID: "c", isHelpful: true)

    // Then
    #expect(
      log.calls == [
        .updateHelpful("b", true), .updateHelpful("a", false), .updateHelpful("c", true),
      ])
  }

  @Test("The Presenter is the Interactor's delegate, lets its View go, and then tells nobody")
  func references() async {
    // Then: the delegate
    #expect(interactor.delegate === sut)

    // Given: a View that only this scope holds
    weak var released: LoggingView?
    do {
      let other = LoggingView(log: log)
      sut.delegate = other
      released = other
    }

    // Then
    #expect(released == nil)

    // When: a fetch after the View is gone
    await sut.reload()

    // Then: the fetch, and nothing shown to anyone
    #expect(log.calls == [.fetchReviews])
  }

  @Test("The Presenter keeps its Interactor and its Router alive, and still fetches and opens")
  func keepsItsRoles() async {
    // Given: a sut of its own, whose Interactor and Router nothing else holds
    let sut: ReviewListPresenterImpl
    do {
      let interactor = ScriptedInteractor(log: log)
      interactor.outcomes = [.success(newestFirst)]
      sut = ReviewListPresenterImpl(interactor: interactor, router: LoggingRouter(log: log))
    }

    // When
    await sut.reload()
    await sut.didTapOnReview(at: 0)

    // Then
    #expect(log.calls == [.fetchReviews, .showDetail("b", false, ObjectIdentifier(sut))])
  }
}
