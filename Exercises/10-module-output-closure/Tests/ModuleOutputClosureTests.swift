import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise10

// MARK: - Test doubles

/// What happened, in order, across the doubles that share it.
@MainActor private final class EventLog {
  private(set) var events: [String] = []
  func append(_ event: String) { events.append(event) }
}

/// Stands in for the module that opened a detail: its `closure` writes down every change the
/// detail reports, and what the detail itself read at that moment.
@MainActor private final class MockHelpfulChangeHandler {
  private(set) var changes: [(reviewID: Review.ID, isHelpful: Bool)] = []
  /// What `detail` said about the mark when each change was reported.
  private(set) var detailReadAtReport: [Bool?] = []
  weak var detail: ReviewDetailPresenter?
  var log: EventLog?

  /// The closure to build a detail module with (it holds this spy weakly).
  var closure: (Review.ID, Bool) -> Void {
    { [weak self] reviewID, isHelpful in
      guard let self else { return }
      changes.append((reviewID, isHelpful))
      detailReadAtReport.append(detail?.presentation.isHelpful)
      log?.append("closure \(reviewID) \(isHelpful)")
    }
  }
}

/// Stands in for the detail's View: writes down each state its Presenter tells it to show.
@MainActor private final class MockReviewDetailView: ReviewDetailView {
  let presenter: ReviewDetailPresenter
  private(set) var shown: [Bool] = []
  var log: EventLog?

  init(review: ReviewPresentation, presenter: ReviewDetailPresenter) {
    self.presenter = presenter
  }

  func didTapOnHelpful() { presenter.didTapOnHelpful() }

  func showHelpfulStatus(_ isHelpful: Bool) {
    shown.append(isHelpful)
    log?.append("view \(isHelpful)")
  }
}

/// Stands in for the list's Interactor: keeps the marks it is asked to keep, writes down every
/// request, and tells its delegate, as the real one does.
@MainActor private final class MockReviewListInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  private(set) var helpfulReviews: Set<Review.ID> = []
  private(set) var updates: [(reviewID: Review.ID, isHelpful: Bool)] = []
  private(set) var fetchCount = 0

  func fetchReviews() async { fetchCount += 1 }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    updates.append((reviewID, isHelpful))
    if isHelpful {
      helpfulReviews.insert(reviewID)
    } else {
      helpfulReviews.remove(reviewID)
    }
    delegate?.interactorDidUpdate(self)
  }
}

/// Stands in for the list's Router: writes down the reviews it is asked to show, and keeps the
/// closure it is handed, as the detail module would.
@MainActor private final class MockReviewListRouter: ReviewListRouter {
  weak var viewController: ViewController?
  private(set) var shown: [Review] = []
  private(set) var handlers: [(Review.ID, Bool) -> Void] = []

  func showDetailView(
    for review: Review, isHelpful: Bool, onHelpfulChange: @escaping (Review.ID, Bool) -> Void
  ) async {
    shown.append(review)
    handlers.append(onHelpfulChange)
  }
}

/// Stands in for the list's View: writes down what it is told to show.
@MainActor private final class MockReviewListView: ReviewListPresenterDelegate {
  private(set) var updates: [[ReviewPresentation]] = []
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) { updates.append(reviews) }
  func showLoading() {}
  func showError(_ message: String) {}
}

/// Answers at once with the reviews of the film it is asked about.
private struct MockReviewService: ReviewServiceProtocol {
  let reviews: [Review]
  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    reviews.filter { $0.movieID == movieID }
  }
}

// MARK: - Data: two films' reviews

private let shawshank = [
  Review(
    id: "s1", movieID: "tt0111161", author: "Ada", stars: 5, date: "2024-05-31",
    text: "Hope is a good thing, maybe the best of things."),
  Review(
    id: "s2", movieID: "tt0111161", author: " ", stars: 4, date: "2024-06-02",
    text: "Slow at first, then it never lets go."),
  Review(
    id: "s3", movieID: "tt0111161", author: "李雷", stars: 3, date: "2024-05-31",
    text: "结尾很好，中间有点长。"),
]

private let godfather = [
  Review(
    id: "g7", movieID: "tt0068646", author: "Grace", stars: 2, date: "2023-01-15",
    text: "Too long for me."),
  Review(
    id: "g2", movieID: "tt0068646", author: "", stars: 5, date: "2023-11-30",
    text: "An offer nobody can refuse 🍊"),
]

/// A third film, whose reviews' ids have capital letters.
private let casablanca = [
  Review(
    id: "C1", movieID: "tt0034583", author: "Ilsa", stars: 5, date: "2022-02-14",
    text: "Here's looking at you, kid."),
  Review(
    id: "Cb", movieID: "tt0034583", author: "Rick", stars: 4, date: "2022-03-01",
    text: "We'll always have Paris."),
]

/// A list's reviews, the id of one it shows, and ids that differ from it only in capitals or in white
/// space around it: each names a review that the list does not show.
private let lookalikeIDs: [([Review], Review.ID, [Review.ID])] = [
  (shawshank, "s2", ["S2", " s2", "s2 "]),
  (casablanca, "C1", ["c1", " C1", "C1\t"]),
]

// MARK: - The detail module

@MainActor @Suite("The review detail reports helpful through its closure")
struct DetailClosureTests {
  @Test(
    "Each helpful tap calls the closure once, with the review and its new mark",
    arguments: [(shawshank[1], false), (godfather[0], true)])
  func eachTapCallsTheClosureOnce(review: Review, startsHelpful: Bool) {
    // Given
    let handler = MockHelpfulChangeHandler()
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: review, isHelpful: startsHelpful,
      onHelpfulChange: handler.closure)

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(handler.changes.map(\.reviewID) == [review.id, review.id, review.id])
    #expect(handler.changes.map(\.isHelpful) == [!startsHelpful, startsHelpful, !startsHelpful])
    #expect(sut.shown == [!startsHelpful, startsHelpful, !startsHelpful])
  }

  @Test("On every tap, the detail's View shows the new mark before the closure is called")
  func viewFirstThenClosure() {
    // Given
    let log = EventLog()
    let handler = MockHelpfulChangeHandler()
    handler.log = log
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: godfather[1], isHelpful: false,
      onHelpfulChange: handler.closure)
    sut.log = log

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(log.events == ["view true", "closure g2 true", "view false", "closure g2 false"])
  }

  @Test("When the closure is called, the detail itself already reads the new mark")
  func stateChangesBeforeTheClosure() {
    // Given
    let handler = MockHelpfulChangeHandler()
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: shawshank[0], isHelpful: true,
      onHelpfulChange: handler.closure)
    handler.detail = sut.presenter

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(handler.detailReadAtReport == [false, true])
    #expect(
      sut.presenter.presentation.isHelpful,
      "after the taps, the detail does not read its own new mark")
  }
}

// MARK: - The list's closure

@MainActor @Suite("The review list's Presenter hands each detail a closure")
struct ListClosureTests {
  private let interactor = MockReviewListInteractor()
  private let router = MockReviewListRouter()
  private let view = MockReviewListView()
  private let sut: ReviewListPresenterImpl

  init() {
    interactor.reviews = shawshank
    sut = ReviewListPresenterImpl(interactor: interactor, router: router)
    sut.delegate = view
  }

  @Test(
    "The list's closure hands each change to its Interactor, which tells the list; nothing is fetched"
  )
  func changeGoesToInteractor() {
    // Given
    let closure = sut.helpfulChangeHandler()

    // When
    closure("s3", true)
    closure("s3", false)

    // Then
    #expect(interactor.updates.map(\.reviewID) == ["s3", "s3"])
    #expect(interactor.updates.map(\.isHelpful) == [true, false])
    #expect(
      view.updates.map { $0.map(\.isHelpful) } == [[false, false, true], [false, false, false]])
    #expect(interactor.fetchCount == 0, "a helpful mark is not a reason to fetch")
    #expect(router.shown.isEmpty, "a helpful mark made the Router show something")
  }

  @Test(
    "The list's closure passes on the mark it is given: given twice that a review is helpful, it stays helpful"
  )
  func markIsPassedOn() {
    // Given
    let closure = sut.helpfulChangeHandler()

    // When
    closure("s1", true)
    closure("s1", true)

    // Then
    #expect(interactor.updates.map(\.isHelpful) == [true, true])
    #expect(interactor.helpfulReviews == ["s1"])
  }

  @Test(
    "A change of a review that the list does not show is ignored; one of a shown review goes through",
    arguments: [(shawshank, godfather), (godfather, shawshank)])
  func unknownReviewIsIgnored(shown: [Review], other: [Review]) {
    // Given: the list shows one film's reviews (after a reload replaced the other film's).
    let closure = sut.helpfulChangeHandler()
    interactor.reviews = shown

    // When
    closure(other[0].id, true)
    closure("no-such-review", true)
    closure(shown[1].id, true)

    // Then
    #expect(interactor.updates.map(\.reviewID) == [shown[1].id])
    #expect(interactor.helpfulReviews == [shown[1].id])
  }

  @Test(
    "The closure names its review by the id exactly as given: the same id in other capitals, or with white space around it, is a review the list does not show",
    arguments: lookalikeIDs)
  func idIsUsedAsGiven(shown: [Review], id: Review.ID, lookalikes: [Review.ID]) {
    // Given
    let closure = sut.helpfulChangeHandler()
    interactor.reviews = shown

    // When
    for lookalike in lookalikes {
      closure(lookalike, true)
    }
    closure(id, true)

    // Then
    let updated: [Review.ID] = interactor.updates.map(\.reviewID)
    #expect(updated == [id])
    #expect(interactor.helpfulReviews == [id])
  }

  @Test(
    "The closure that a list hands its detail reaches that very list's Interactor, not another's")
  func closureReachesItsOwnList() async throws {
    // Given: a second list, with its own Interactor, that shows the same reviews.
    let otherInteractor = MockReviewListInteractor()
    otherInteractor.reviews = shawshank
    let other = ReviewListPresenterImpl(interactor: otherInteractor, router: MockReviewListRouter())

    // When
    await sut.didTapOnReview(at: 2)
    let closure = try #require(router.handlers.first)
    closure(shawshank[2].id, true)

    // Then
    #expect(interactor.updates.map(\.reviewID) == ["s3"])
    #expect(otherInteractor.updates.isEmpty, "the closure reached another list's Interactor")
    _ = other
  }
}

// MARK: - The two modules together, and who keeps whom alive

@MainActor private final class WeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// A detail module built with the closure of a list's Presenter that nothing else holds; the user
/// marks the review helpful once while the list is there.
@MainActor private func detailOfAListThatGoesAway(
  _ interactor: MockReviewListInteractor
) -> (detail: MockReviewDetailView, listProbe: WeakBox<ReviewListPresenterImpl>) {
  let list = ReviewListPresenterImpl(interactor: interactor, router: MockReviewListRouter())
  let detail = ReviewDetailModule.build(
    MockReviewDetailView.self, review: shawshank[2], isHelpful: false,
    onHelpfulChange: list.helpfulChangeHandler())
  detail.didTapOnHelpful()
  return (detail, WeakBox(list))
}

/// What the exit test runs in a process of its own: the list goes away, then the user marks the
/// review again. A closure that captures the list `unowned` traps here, in that process alone.
@MainActor private func helpfulAfterTheListIsGone() {
  weak var interactorProbe: MockReviewListInteractor?
  let (detail, listProbe): (MockReviewDetailView, WeakBox<ReviewListPresenterImpl>)
  do {
    let interactor = MockReviewListInteractor()
    interactor.reviews = shawshank
    interactorProbe = interactor
    (detail, listProbe) = detailOfAListThatGoesAway(interactor)
  }
  precondition(listProbe.object == nil, "the detail's closure keeps the list's Presenter alive")
  precondition(interactorProbe == nil, "the detail's closure keeps the list's Interactor alive")
  detail.didTapOnHelpful()
  precondition(detail.shown == [true, false], "the detail should still show each new mark")
}

/// What the second exit test runs in a process of its own: a list's Presenter opens a detail, so its
/// Router keeps the closure (as the detail module would), and the closure marks a review; then the
/// Presenter goes while its Interactor and its Router live on, held elsewhere, and the closure is
/// called again. A closure that captures the Interactor instead of the Presenter still reaches it
/// here; one that captures the Presenter `unowned` traps.
@MainActor private func closureAfterThePresenterAloneIsGone() async {
  let interactor = MockReviewListInteractor()
  interactor.reviews = godfather
  let router = MockReviewListRouter()
  weak var listProbe: ReviewListPresenterImpl?
  do {
    let list = ReviewListPresenterImpl(interactor: interactor, router: router)
    listProbe = list
    await list.didTapOnReview(at: 1)
    precondition(router.handlers.count == 1, "a tap on a row should open one detail")
    router.handlers[0](godfather[1].id, true)
  }
  precondition(
    interactor.updates.count == 1,
    "while the list's Presenter lives, its closure should reach the Interactor")
  precondition(listProbe == nil, "the closure keeps the list's Presenter alive")
  router.handlers[0](godfather[1].id, false)
  precondition(
    interactor.updates.count == 1 && interactor.helpfulReviews == [godfather[1].id],
    "once the list's Presenter is gone, its closure should pass nothing on, even to an Interactor that is still alive"
  )
}

@MainActor @Suite("The two modules together, and what the closure keeps alive")
struct ModulesTests {
  private let output = RecordedOutput()

  private func showList(_ reviews: [Review], of movieID: Movie.ID) async -> (
    ReviewListViewController, Window
  ) {
    let list = ReviewListModule.build(
      movieID: movieID, service: MockReviewService(reviews: reviews),
      router: ReviewListRouterImpl())
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(list)
    return (list, window)
  }

  @Test(
    "Helpful on the detail reaches the list: back on it, the review is marked 👍 and counted",
    arguments: [("tt0111161", 1, [false, true, false]), ("tt0068646", 0, [true, false])])
  func helpfulReachesList(movieID: Movie.ID, row: Int, marks: [Bool]) async throws {
    try await Language.$current.withValue(.english) {
      // Given
      let (sut, window) = await showList(shawshank + godfather, of: movieID)
      defer { window.close() }
      await sut.didTapOnReview(at: row)
      let detail = try #require(window.topViewController as? ReviewDetailViewController)

      // When
      await detail.didTapOnHelpful()
      detail.dismiss()

      // Then
      #expect(output.text.contains("👍 You found this review helpful."))
      #expect(sut.reviews.map(\.isHelpful) == marks)
      let heading = ReviewListViewController.heading(reviewCount: marks.count, helpfulCount: 1)
      #expect(output.text.contains(heading))
    }
  }

  @Test("An open detail does not keep the list's Presenter, nor its Interactor, alive")
  func detailDoesNotKeepList() throws {
    // Given
    weak var interactorProbe: MockReviewListInteractor?
    let (detail, listProbe): (MockReviewDetailView, WeakBox<ReviewListPresenterImpl>)
    do {
      let interactor = MockReviewListInteractor()
      interactor.reviews = shawshank
      interactorProbe = interactor
      (detail, listProbe) = detailOfAListThatGoesAway(interactor)
      try #require(
        interactor.updates.map(\.isHelpful) == [true],
        "helpful on the detail should reach the list's Interactor first")
    }

    // Then
    #expect(listProbe.object == nil, "the detail's closure keeps the list's Presenter alive")
    #expect(interactorProbe == nil, "the detail's closure keeps the list's Interactor alive")
    #expect(detail.shown == [true])
  }

  @Test(
    "Once the list's Presenter is gone, calling the closure does nothing and helpful still works on the detail"
  )
  func closureDoesNothingOnceTheListIsGone() async {
    // In a process of its own, so that a capture that traps stops that process, not the run.
    let passed = await #expect(processExitsWith: .success) {
      await helpfulAfterTheListIsGone()
    }
    if passed == nil {
      // A failed exit test gives back nothing: run it once more, expecting the failure, to read what stopped
      // that process (a failed check above, or a capture that trapped), and say it under this test.
      let failure = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await helpfulAfterTheListIsGone()
      }
      if let failure {
        Issue.record(
          Comment(rawValue: String(decoding: failure.standardErrorContent, as: UTF8.self)))
      }
    }
  }

  @Test(
    "The closure that a list's Presenter hands out reaches its Interactor while the Presenter lives, and nothing once it is gone, even while its Interactor and its Router live on"
  )
  func closureDoesNothingOnceThePresenterAloneIsGone() async {
    // In a process of its own, so that a capture that traps stops that process, not the run.
    let passed = await #expect(processExitsWith: .success) {
      await closureAfterThePresenterAloneIsGone()
    }
    if passed == nil {
      // As above: run it once more, expecting the failure, to say what stopped that process.
      let failure = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await closureAfterThePresenterAloneIsGone()
      }
      if let failure {
        Issue.record(
          Comment(rawValue: String(decoding: failure.standardErrorContent, as: UTF8.self)))
      }
    }
  }

  @Test("A dismissed detail leaves neither its View nor its Presenter alive, and the list lives on")
  func dismissedDetailGoesAway() async throws {
    // Given
    let (sut, window) = await showList(shawshank, of: "tt0111161")
    defer { window.close() }
    weak var viewProbe: ReviewDetailViewController?
    weak var presenterProbe: AnyObject?
    do {
      await sut.didTapOnReview(at: 0)
      let detail = try #require(window.topViewController as? ReviewDetailViewController)
      (viewProbe, presenterProbe) = (detail, detail.presenter)
      await detail.didTapOnHelpful()
      try #require(
        sut.reviews.map(\.isHelpful) == [true, false, false],
        "helpful on the detail should reach the list first")

      // When
      detail.dismiss()
    }

    // Then
    #expect(viewProbe == nil, "the detail's View is still alive")
    #expect(presenterProbe == nil, "the detail's Presenter is still alive")
    #expect(
      window.topViewController === sut,
      "after the detail was dismissed, the list is not back on top")
  }
}
