import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise09

// MARK: - Test doubles

/// What happened, in order, across the doubles that share it.
@MainActor private final class EventLog {
  private(set) var events: [String] = []
  func append(_ event: String) { events.append(event) }
}

/// Stands in for the module that opened a detail: writes down every change the detail reports, and
/// what the detail itself read at that moment.
@MainActor private final class MockReviewDetailModuleOutput: ReviewDetailModuleOutput {
  private(set) var changes: [(reviewID: Review.ID, isHelpful: Bool)] = []
  /// What `detail` said about the mark when each change was reported.
  private(set) var detailReadAtReport: [Bool?] = []
  weak var detail: ReviewDetailPresenter?
  var log: EventLog?

  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool) {
    changes.append((reviewID, isHelpful))
    detailReadAtReport.append(detail?.presentation.isHelpful)
    log?.append("output \(reviewID) \(isHelpful)")
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

/// Stands in for the list's Router: writes down the reviews it is asked to show.
@MainActor private final class MockReviewListRouter: ReviewListRouter {
  weak var viewController: ViewController?
  private(set) var shown: [Review] = []

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    shown.append(review)
  }
}

/// Stands in for the list's View: counts how often it is told to redraw.
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

@MainActor @Suite("The review detail reports helpful through its output")
struct DetailOutputTests {
  @Test(
    "Each helpful tap reports the review and its new mark to the output, once per tap",
    arguments: [(shawshank[1], false), (godfather[0], true)])
  func eachTapReportsOnce(review: Review, startsHelpful: Bool) {
    // Given
    let output = MockReviewDetailModuleOutput()
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: review, isHelpful: startsHelpful, output: output)

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(output.changes.map(\.reviewID) == [review.id, review.id, review.id])
    #expect(output.changes.map(\.isHelpful) == [!startsHelpful, startsHelpful, !startsHelpful])
    #expect(sut.shown == [!startsHelpful, startsHelpful, !startsHelpful])
  }

  @Test("On every tap, the detail's View shows the new mark before the output hears of it")
  func viewFirstThenOutput() {
    // Given
    let log = EventLog()
    let output = MockReviewDetailModuleOutput()
    output.log = log
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: godfather[1], isHelpful: false, output: output)
    sut.log = log

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(log.events == ["view true", "output g2 true", "view false", "output g2 false"])
  }

  @Test("When the output hears of a change, the detail itself already reads the new mark")
  func stateChangesBeforeTheReport() {
    // Given
    let output = MockReviewDetailModuleOutput()
    let sut = ReviewDetailModule.build(
      MockReviewDetailView.self, review: shawshank[0], isHelpful: true, output: output)
    output.detail = sut.presenter

    // When
    sut.didTapOnHelpful()
    sut.didTapOnHelpful()

    // Then
    #expect(output.detailReadAtReport == [false, true])
    #expect(
      sut.presenter.presentation.isHelpful,
      "after the taps, the detail does not read its own new mark")
  }
}

// MARK: - The list's Presenter as the output

@MainActor @Suite("The review list's Presenter is the detail module's output")
struct ListOutputTests {
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
    "The list's Presenter hands each change to its Interactor, which tells the list; nothing is fetched"
  )
  func changeGoesToInteractor() {
    // When
    sut.reviewDetailDidChangeHelpful(reviewID: "s3", isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: "s3", isHelpful: false)

    // Then
    #expect(interactor.updates.map(\.reviewID) == ["s3", "s3"])
    #expect(interactor.updates.map(\.isHelpful) == [true, false])
    #expect(
      view.updates.map { $0.map(\.isHelpful) } == [[false, false, true], [false, false, false]])
    #expect(interactor.fetchCount == 0, "a helpful mark is not a reason to fetch")
    #expect(router.shown.isEmpty, "a helpful mark made the Router show something")
  }

  @Test(
    "The list's Presenter passes on the mark it is told: told twice that a review is helpful, it stays helpful"
  )
  func markIsPassedOn() {
    // When
    sut.reviewDetailDidChangeHelpful(reviewID: "s1", isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: "s1", isHelpful: true)

    // Then
    #expect(interactor.updates.map(\.isHelpful) == [true, true])
    #expect(interactor.helpfulReviews == ["s1"])
  }

  @Test(
    "A report about a review that the list does not show is ignored; one about a shown review goes through",
    arguments: [(shawshank, godfather), (godfather, shawshank)])
  func unknownReviewIsIgnored(shown: [Review], other: [Review]) {
    // Given: the list shows one film's reviews (after a reload replaced the other film's).
    interactor.reviews = shown

    // When
    sut.reviewDetailDidChangeHelpful(reviewID: other[0].id, isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: "no-such-review", isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: shown[1].id, isHelpful: true)

    // Then
    #expect(interactor.updates.map(\.reviewID) == [shown[1].id])
    #expect(interactor.helpfulReviews == [shown[1].id])
  }

  @Test(
    "A report names its review by the id exactly as given: the same id in other capitals, or with white space around it, is a review the list does not show",
    arguments: lookalikeIDs)
  func idIsUsedAsGiven(shown: [Review], id: Review.ID, lookalikes: [Review.ID]) {
    // Given
    interactor.reviews = shown

    // When
    for lookalike in lookalikes {
      sut.reviewDetailDidChangeHelpful(reviewID: lookalike, isHelpful: true)
    }
    sut.reviewDetailDidChangeHelpful(reviewID: id, isHelpful: true)

    // Then
    let updated: [Review.ID] = interactor.updates.map(\.reviewID)
    #expect(updated == [id])
    #expect(interactor.helpfulReviews == [id])
  }
}

// MARK: - The two modules together, and who keeps whom alive

/// A detail module whose output is a list's Presenter that nothing else holds; the user marks the
/// review helpful once while the list is there.
@MainActor private func detailOfAListThatGoesAway(
  _ interactor: MockReviewListInteractor
) -> (detail: MockReviewDetailView, listProbe: WeakBox<ReviewListPresenterImpl>) {
  let list = ReviewListPresenterImpl(interactor: interactor, router: MockReviewListRouter())
  let detail = ReviewDetailModule.build(
    MockReviewDetailView.self, review: shawshank[2], isHelpful: false, output: list)
  detail.didTapOnHelpful()
  return (detail, WeakBox(list))
}

@MainActor private final class WeakBox<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}

/// What the exit test runs in a process of its own: the list goes away, then the user marks the
/// review again. A detail that holds its output `unowned` traps here, in that process alone.
@MainActor private func helpfulAfterTheListIsGone() {
  let interactor = MockReviewListInteractor()
  interactor.reviews = shawshank
  let (detail, listProbe) = detailOfAListThatGoesAway(interactor)
  precondition(listProbe.object == nil, "the detail module keeps the list's Presenter alive")
  let presenter = detail.presenter as? ReviewDetailPresenterImpl
  precondition(
    presenter?.output == nil, "the detail's output should read nil once the list is gone")
  detail.didTapOnHelpful()
  precondition(detail.shown == [true, false], "the detail should still show each new mark")
  precondition(interactor.updates.count == 1, "a list that has gone should hear nothing")
}

/// What the second exit test runs in a process of its own: the detail's View goes away while its
/// Presenter lives on, held elsewhere, and the Presenter is told helpful. A Presenter that holds its
/// View `unowned` traps here, in that process alone.
@MainActor private func helpfulAfterTheViewIsGone() {
  let output = MockReviewDetailModuleOutput()
  weak var viewProbe: MockReviewDetailView?
  let presenter: ReviewDetailPresenter
  do {
    let view = ReviewDetailModule.build(
      MockReviewDetailView.self, review: godfather[0], isHelpful: true, output: output)
    viewProbe = view
    presenter = view.presenter
  }
  precondition(viewProbe == nil, "the detail's Presenter keeps its View alive")
  presenter.didTapOnHelpful()
  precondition(
    output.changes.map(\.reviewID) == ["g7"] && output.changes.map(\.isHelpful) == [false],
    "the output should still hear of the change once the View is gone")
  precondition(!presenter.presentation.isHelpful, "the detail should still keep the new mark")
  precondition(
    (presenter as? ReviewDetailPresenterImpl)?.view == nil,
    "the detail's view should read nil once the View is gone")
}

@MainActor @Suite("The two modules together, and who keeps whom alive")
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
      let heading = ReviewListViewController.heading(
        reviewCount: marks.count, helpfulCount: 1)
      #expect(output.text.contains(heading))
    }
  }

  @Test("The detail opened from the list reports to that very list's Presenter")
  func outputIsTheListsPresenter() async throws {
    // Given
    let (sut, window) = await showList(godfather, of: "tt0068646")
    defer { window.close() }

    // When
    await sut.didTapOnReview(at: 1)

    // Then
    let detail = try #require(window.topViewController as? ReviewDetailViewController)
    let presenter = try #require(detail.presenter as? ReviewDetailPresenterImpl)
    #expect(
      (presenter.output as AnyObject?) === sut.presenter,
      "the detail reports to another Presenter than this list's")
  }

  @Test("The detail module does not keep the list's Presenter, nor its Interactor, alive")
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
    #expect(listProbe.object == nil, "the detail module keeps the list's Presenter alive")
    #expect(interactorProbe == nil, "the detail module keeps the list's Interactor alive")
    #expect(detail.shown == [true])
  }

  @Test(
    "Once the list's Presenter is gone, the detail's output reads nil and helpful still works on the detail"
  )
  func outputReadsNilOnceTheListIsGone() async {
    // In a process of its own, so that a reference that traps stops that process, not the run.
    let passed = await #expect(processExitsWith: .success) {
      await helpfulAfterTheListIsGone()
    }
    if passed == nil {
      // A failed exit test gives back nothing: run it once more, expecting the failure, to read what stopped
      // that process (a failed check above, or a reference that trapped), and say it under this test.
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
    "Once the detail's View is gone while its Presenter lives on, the View reads nil, and helpful still reaches the output"
  )
  func helpfulStillReportsOnceTheViewIsGone() async {
    // In a process of its own, so that a reference that traps stops that process, not the run.
    let passed = await #expect(processExitsWith: .success) {
      await helpfulAfterTheViewIsGone()
    }
    if passed == nil {
      // As above: run it once more, expecting the failure, to say what stopped that process.
      let failure = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await helpfulAfterTheViewIsGone()
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
