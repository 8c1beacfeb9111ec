import Entities
import Exercise11
import Localization
import TerminalKit
import Testing

// The reference suite. Each test puts the Presenter (the `sut`, the system under test) between mocks
// of the roles it talks to, gives the mocks a state, sends the Presenter one message, and reads what
// the mocks were asked. A Presenter that any of these tests lets through does something wrong that
// a user would see.

// MARK: - Test doubles, in the style of seed 000's Mock… classes

/// Stands in for the list's View: records what the Presenter tells it to show, and how often.
@MainActor final class MockReviewListView: ReviewListView {
  var showLoadingCallCount = 0
  var updateCallCount = 0
  var displayedReviews: [ReviewPresentation]?
  var showErrorCallCount = 0
  var displayedError: String?
  var showEmptyCallCount = 0
  var displayedEmptyMessage: String?

  /// How many messages the View got, of any kind.
  var messageCount: Int {
    showLoadingCallCount + updateCallCount + showErrorCallCount + showEmptyCallCount
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    updateCallCount += 1
    displayedReviews = reviews
  }

  func showLoading() {
    showLoadingCallCount += 1
  }

  func showError(_ message: String) {
    showErrorCallCount += 1
    displayedError = message
  }

  func showEmpty(_ message: String) {
    showEmptyCallCount += 1
    displayedEmptyMessage = message
  }

  func didTapOnReload() async {}
  func didTapOnReview(at index: Int) async {}
}

/// Stands in for the list's Interactor: holds whatever state a test gives it, and records the work it
/// is asked to do instead of doing it.
@MainActor final class MockReviewListInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  var helpful: Set<Review.ID> = []
  var fetchReviewsCallCount = 0
  var helpfulUpdates: [(reviewID: Review.ID, isHelpful: Bool)] = []

  func fetchReviews() async {
    fetchReviewsCallCount += 1
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    helpfulUpdates.append((reviewID, isHelpful))
  }
}

/// Stands in for the list's Router: records the detail it is asked to open. Like the real detail
/// module, it holds the output weakly, so an output that nobody else keeps is gone at once.
@MainActor final class MockReviewListRouter: ReviewListRouter {
  weak var viewController: ViewController?
  var showDetailViewCallCount = 0
  var shownReview: Review?
  var shownIsHelpful: Bool?
  weak var shownOutput: ReviewDetailModuleOutput?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    showDetailViewCallCount += 1
    (shownReview, shownIsHelpful, shownOutput) = (review, isHelpful, output)
  }
}

/// A failure that only these tests know, so that a message naming any other error cannot pass.
struct ServerDownError: Error, CustomStringConvertible {
  var description: String { "the server is down for maintenance" }
}

/// Three reviews of one film, newest first as the Interactor keeps them: enough for a first, a
/// middle and a last row. Their stars, ids and authors are in no order, so that a Presenter that
/// sorts the rows by any of them shows another order than the Interactor's.
let reviews = [
  Review(
    id: "r3", movieID: "tt0111161", author: "Li Lei", stars: 5, date: "2024-06-02",
    text: "Slow, then it breaks your heart and mends it."),
  Review(
    id: "r1", movieID: "tt0111161", author: "", stars: 2, date: "2024-05-31",
    text: "希望是好东西，也许是最好的东西。"),
  Review(
    id: "r2", movieID: "tt0111161", author: "Han Meimei", stars: 4, date: "2023-12-24",
    text: "Too long for me 🙈"),
]

/// Two reviews of another film, for a second, different answer.
let otherReviews = [
  Review(
    id: "r9", movieID: "tt0068646", author: "Ada", stars: 3, date: "2024-01-05",
    text: "An offer I could refuse."),
  Review(
    id: "r8", movieID: "tt0068646", author: "  ", stars: 1, date: "2023-02-11",
    text: "Nobody explained the oranges."),
]

// MARK: - The tests

@MainActor
@Suite("The reviews list's Presenter, alone between mocks")
struct ReviewListPresenterTests {
  let mockView = MockReviewListView()
  let mockInteractor = MockReviewListInteractor()
  let mockRouter = MockReviewListRouter()
  let sut: ReviewListPresenterImpl

  init() {
    sut = ReviewListPresenterImpl(interactor: mockInteractor, router: mockRouter)
    sut.delegate = mockView
  }

  // MARK: Who knows whom

  @Test("The Presenter is the Interactor's delegate from the moment it is created")
  func presenterIsTheInteractorsDelegate() {
    // Given: the sut, created in init; nothing else has touched the Interactor.

    // Then
    #expect(mockInteractor.delegate === sut)
  }

  @Test("The Presenter does not keep its View alive: once its owner lets it go, the View is freed")
  func viewIsNotKeptAlive() {
    // Given
    weak var weakView: MockReviewListView?
    do {
      let view = MockReviewListView()
      sut.delegate = view
      weakView = view

      // When: the only strong reference to the View goes at the end of this scope.
    }

    // Then
    #expect(weakView == nil, "the Presenter keeps its View alive")
    #expect(sut.delegate == nil)
  }

  @Test("Once its View is gone, a change from the Interactor reaches no View, and crashes nothing")
  func changeAfterTheViewIsGone() {
    // Given: the View the Presenter tells is one that only this scope holds, and it is gone.
    do {
      let view = MockReviewListView()
      sut.delegate = view
    }
    mockInteractor.reviews = reviews

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then: the test got here, and the View it holds, no longer the delegate, heard nothing.
    #expect(mockView.messageCount == 0)
  }

  @Test("The Presenter keeps its Interactor and its Router alive, as nothing else holds them")
  func interactorAndRouterAreKeptAlive() {
    // Given: a sut of its own, built from an Interactor and a Router that only it holds, as the
    // module's builder leaves them.
    weak var weakInteractor: MockReviewListInteractor?
    weak var weakRouter: MockReviewListRouter?
    let sut: ReviewListPresenterImpl
    do {
      let interactor = MockReviewListInteractor()
      let router = MockReviewListRouter()
      sut = ReviewListPresenterImpl(interactor: interactor, router: router)
      (weakInteractor, weakRouter) = (interactor, router)
    }

    // Then
    #expect(weakInteractor != nil, "the Presenter lets its Interactor go")
    #expect(weakRouter != nil, "the Presenter lets its Router go")
    withExtendedLifetime(sut) {}
  }

  // MARK: Reload

  @Test("Every reload asks the Interactor to fetch, and asks nothing of the Router")
  func everyReloadFetches() async {
    // When
    await sut.reload()
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchReviewsCallCount == 2)
    #expect(mockRouter.showDetailViewCallCount == 0)
  }

  @Test("A reload while a fetch is running still asks the Interactor to fetch")
  func reloadWhileLoadingFetches() async {
    // Given: a fetch has started and not ended (it hangs, and the user reloads).
    mockInteractor.isLoading = true

    // When
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchReviewsCallCount == 1)
  }

  // MARK: What the View is told

  @Test(
    "While the Interactor loads, the View is told to show loading and nothing else, even when an earlier fetch left reviews"
  )
  func loadingIsShownAlone() {
    // Given: a second fetch has started, and the first one's reviews are still there.
    mockInteractor.reviews = reviews
    mockInteractor.isLoading = true

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showLoadingCallCount == 1)
    #expect(mockView.messageCount == 1)
  }

  @Test(
    "While a retry loads, the View is told to show loading, not the error that the Interactor still has"
  )
  func loadingWinsOverTheError() {
    // Given: the last fetch failed, and a new one has started while the error is still there.
    mockInteractor.error = ServerDownError()
    mockInteractor.isLoading = true

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showLoadingCallCount == 1)
    #expect(mockView.messageCount == 1)
  }

  @Test(
    "While the first fetch loads, the View is told to show loading, not that there are no reviews")
  func firstLoadIsNotTheEmptyState() {
    // Given
    mockInteractor.isLoading = true

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showLoadingCallCount == 1)
    #expect(mockView.messageCount == 1)
  }

  @Test(
    "The Interactor's reviews reach the View in the same order, each marked 👍 only when it is helpful"
  )
  func reviewsAreShownAndMarked() throws {
    // Given
    mockInteractor.reviews = reviews
    mockInteractor.helpful = ["r3", "r2"]

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    let shown = try #require(mockView.displayedReviews)
    #expect(shown.map(\.id) == ["r3", "r1", "r2"])
    #expect(shown.map(\.isHelpful) == [true, false, true])
    #expect(shown.map { $0.row.hasSuffix("👍") } == [true, false, true])
    #expect(mockView.messageCount == 1)
  }

  @Test("Another film's reviews reach the View as they are, none marked when none is helpful")
  func otherReviewsAreShownUnmarked() throws {
    // Given
    mockInteractor.reviews = otherReviews

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    let shown = try #require(mockView.displayedReviews)
    #expect(shown.map(\.id) == ["r9", "r8"])
    #expect(shown.map(\.isHelpful) == [false, false])
  }

  @Test("A fetch that brings no reviews reaches the View as the empty state, not as an empty list")
  func noReviewsIsTheEmptyState() {
    // Given
    mockInteractor.reviews = []

    // When
    Language.$current.withValue(.english) {
      sut.interactorDidUpdate(mockInteractor)
    }

    // Then
    #expect(mockView.displayedEmptyMessage == "No reviews yet.")
    #expect(mockView.messageCount == 1)
  }

  @Test("In Chinese, a fetch that brings no reviews says that there are none yet")
  func noReviewsInChinese() {
    // Given
    mockInteractor.reviews = []

    // When
    Language.$current.withValue(.simplifiedChinese) {
      sut.interactorDidUpdate(mockInteractor)
    }

    // Then
    #expect(mockView.displayedEmptyMessage == "还没有影评。")
  }

  @Test(
    "A failed fetch reaches the View as one message that names the reviews, gives the reason and says how to retry"
  )
  func errorIsShown() {
    // Given
    mockInteractor.error = ServerDownError()

    // When
    Language.$current.withValue(.english) {
      sut.interactorDidUpdate(mockInteractor)
    }

    // Then
    #expect(
      mockView.displayedError
        == "Could not load the reviews: the server is down for maintenance. Type reload to try again."
    )
    #expect(mockView.messageCount == 1)
  }

  @Test("In Chinese, a failed fetch says that the reviews could not be loaded")
  func errorIsShownInChinese() {
    // Given
    mockInteractor.error = ServerDownError()

    // When
    Language.$current.withValue(.simplifiedChinese) {
      sut.interactorDidUpdate(mockInteractor)
    }

    // Then
    #expect(
      mockView.displayedError == "无法加载影评：the server is down for maintenance。输入 reload 重试。")
  }

  @Test("A reload that fails after one that worked shows the error, not the old reviews")
  func failureAfterSuccessShowsTheError() {
    // Given: the first fetch brought reviews, and the View shows them.
    mockInteractor.reviews = reviews
    sut.interactorDidUpdate(mockInteractor)

    // When: the second fetch fails; the Interactor keeps the reviews of the first.
    mockInteractor.error = ServerDownError()
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showErrorCallCount == 1)
    #expect(mockView.updateCallCount == 1, "only the first fetch should draw the reviews")
  }

  @Test("A reload that works after one that failed shows the new reviews, and the error no more")
  func successAfterFailureShowsTheReviews() {
    // Given: the first fetch failed, and the View shows the error.
    mockInteractor.error = ServerDownError()
    sut.interactorDidUpdate(mockInteractor)

    // When: the second fetch brings reviews, and the Interactor clears the error.
    mockInteractor.error = nil
    mockInteractor.reviews = otherReviews
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.displayedReviews?.map(\.id) == ["r9", "r8"])
    #expect(mockView.showErrorCallCount == 1, "only the first fetch should show the error")
  }

  @Test("Reviews, then a failure, then the same reviews: the reviews are drawn again")
  func sameReviewsAfterAFailureAreDrawnAgain() throws {
    // Given: the first fetch brought reviews, and the second one failed.
    mockInteractor.reviews = reviews
    sut.interactorDidUpdate(mockInteractor)
    mockInteractor.error = ServerDownError()
    sut.interactorDidUpdate(mockInteractor)

    // When: the third fetch brings the same reviews again.
    mockInteractor.error = nil
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.updateCallCount == 2, "the error should give way to the reviews")
    #expect(try #require(mockView.displayedReviews).map(\.id) == ["r3", "r1", "r2"])
  }

  @Test("When a mark changes on the reviews shown, they are drawn again with the new mark")
  func sameReviewsWithAnotherMarkAreDrawnAgain() throws {
    // Given: the reviews are on the screen, none marked.
    mockInteractor.reviews = reviews
    sut.interactorDidUpdate(mockInteractor)

    // When: the Interactor tells of a mark on the middle one.
    mockInteractor.helpful = ["r1"]
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.updateCallCount == 2)
    #expect(try #require(mockView.displayedReviews).map(\.isHelpful) == [false, true, false])
  }

  // MARK: A tap

  @Test("A tap on the first row asks the Router, once, to open the first review")
  func tapOnTheFirstRow() async {
    // Given
    mockInteractor.reviews = reviews

    // When
    await sut.didTapOnReview(at: 0)

    // Then
    #expect(mockRouter.shownReview == reviews[0])
    #expect(mockRouter.showDetailViewCallCount == 1)
  }

  @Test("A tap on the last row asks the Router to open the last review")
  func tapOnTheLastRow() async {
    // Given
    mockInteractor.reviews = otherReviews

    // When
    await sut.didTapOnReview(at: otherReviews.count - 1)

    // Then
    #expect(mockRouter.shownReview == otherReviews[1])
  }

  @Test("A tap on a row past the end of the list opens nothing")
  func tapPastTheEnd() async {
    // Given
    mockInteractor.reviews = reviews

    // When
    await sut.didTapOnReview(at: reviews.count)

    // Then
    #expect(mockRouter.showDetailViewCallCount == 0)
  }

  @Test("A tap on a row above the first one opens nothing")
  func tapAboveTheFirstRow() async {
    // Given
    mockInteractor.reviews = reviews

    // When
    await sut.didTapOnReview(at: -1)

    // Then
    #expect(mockRouter.showDetailViewCallCount == 0)
  }

  @Test("A tap on a helpful review tells the Router that it is helpful")
  func tapOnAHelpfulReview() async {
    // Given
    mockInteractor.reviews = reviews
    mockInteractor.helpful = ["r1"]

    // When
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(mockRouter.shownIsHelpful == true)
  }

  @Test(
    "A tap on a review that is not marked tells the Router so, even when other reviews are marked")
  func tapOnAReviewNotMarked() async {
    // Given
    mockInteractor.reviews = reviews
    mockInteractor.helpful = ["r3", "r2"]

    // When
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(mockRouter.shownReview == reviews[1])
    #expect(mockRouter.shownIsHelpful == false)
  }

  @Test("The detail that a tap opens reports to this very Presenter")
  func presenterIsTheDetailsOutput() async {
    // Given
    mockInteractor.reviews = reviews

    // When
    await sut.didTapOnReview(at: 1)

    // Then
    #expect(mockRouter.shownOutput === sut)
  }

  // MARK: What the detail reports

  @Test("The mark that the detail reports reaches the Interactor as reported, even when it has it")
  func detailReportReachesTheInteractor() {
    // Given: the Interactor already has the first review marked, and not the second.
    mockInteractor.helpful = ["r3"]

    // When
    sut.reviewDetailDidChangeHelpful(reviewID: "r3", isHelpful: true)
    sut.reviewDetailDidChangeHelpful(reviewID: "r1", isHelpful: false)

    // Then
    #expect(mockInteractor.helpfulUpdates.map(\.reviewID) == ["r3", "r1"])
    #expect(mockInteractor.helpfulUpdates.map(\.isHelpful) == [true, false])
    #expect(mockInteractor.fetchReviewsCallCount == 0)
  }
}
