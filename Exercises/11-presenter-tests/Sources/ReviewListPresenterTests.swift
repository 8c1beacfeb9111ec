import Entities
import Exercise11
import Localization
import TerminalKit
import Testing

// Your work: the tests of the reviews list's Presenter (CodeUnderTest/ReviewListPresenter.swift).
//
// A good Presenter test proves one thing the Presenter does with one message: what it asks of the
// Interactor, what it tells the View, what it asks of the Router, and what it keeps alive. The
// Presenter talks to those roles only through protocols, so each of them can be a mock here, which
// writes down what it was asked and answers with what the test gave it.
//
// `swift run workbook check 11` runs these tests twice over: on the given Presenter, where each one
// must pass, and on every wrong Presenter in Mutants/, where at least one must fail. A wrong
// Presenter that passes them all does something that no test here looks at.

// MARK: - Given, do not change: the roles' protocols are in CodeUnderTest/

// MARK: - Your work: the test doubles, in the style of seed 000's Mock… classes

/// Stands in for the list's View. It already conforms to the whole protocol, so it compiles; what
/// it writes down is up to you.
@MainActor final class MockReviewListView: ReviewListView {
  // TODO: After the Presenter has told this View something, what will a test want to ask it? Was
  //       a message sent at all, with what, how many times? Was it the only message?

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {}
  func showLoading() {}
  func showError(_ message: String) {}
  func showEmpty(_ message: String) {}
  func didTapOnReload() async {}
  func didTapOnReview(at index: Int) async {}
}

/// Stands in for the list's Interactor: holds whatever state a test gives it, and writes down the
/// work it is asked to do instead of doing it.
@MainActor final class MockReviewListInteractor: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  var helpful: Set<Review.ID> = []
  var fetchReviewsCalled = false

  func fetchReviews() async {
    fetchReviewsCalled = true
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    // TODO: What would a test want to know about this request afterwards?
  }
}

/// Stands in for the list's Router.
@MainActor final class MockReviewListRouter: ReviewListRouter {
  weak var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    // TODO: Which of these three arguments could a wrong Presenter get wrong? How will a test
    //       compare each of them with what it should be? And how should a mock hold `output`, when
    //       the real detail module holds it weakly?
  }
}

// TODO: How many reviews does a test need to tell a tap on the first row from a tap on the last?
//       And is one set of reviews enough to tell a second fetch from the first? If their stars
//       (or ids, or authors) are already in order, can a test see a Presenter that sorts them?
/// Reviews for the tests to give the mock Interactor, newest first as the Interactor keeps them.
let reviews = [
  Review(
    id: "r3", movieID: "tt0111161", author: "Li Lei", stars: 5, date: "2024-06-02",
    text: "Slow, then it breaks your heart and mends it.")
]

// MARK: - Your work: the tests

@MainActor
@Suite("The reviews list's Presenter, alone between mocks")
struct ReviewListPresenterTests {
  let mockView = MockReviewListView()
  let mockInteractor = MockReviewListInteractor()
  let mockRouter = MockReviewListRouter()
  /// The system under test: a real Presenter, and nothing else real around it.
  let sut: ReviewListPresenterImpl

  init() {
    sut = ReviewListPresenterImpl(interactor: mockInteractor, router: mockRouter)
    sut.delegate = mockView
  }

  // A worked example: one message to the Presenter, and what it asks of the Interactor.
  @Test("A reload asks the Interactor to fetch")
  func reloadFetches() async {
    // Given: the sut and its mocks, built in init.

    // When
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchReviewsCalled)
  }

  // TODO: Write the other tests, each one in Given / When / Then. Some questions to start from:
  //
  //       - What does the View hear while the Interactor loads? When a fetch fails? When it brings
  //         reviews? When it brings none, and how is that different from a list? What if there
  //         were reviews on the screen already?
  //       - Is a second reload the same as the first, and one while a fetch is still running?
  //         What does the View show when a fetch works after one that failed, or fails after one
  //         that worked? When the same reviews come back, or come back with another mark?
  //       - Which review does a tap open, and which rows would a wrong Presenter get wrong? What
  //         about a row that is no longer there, or one above the first? What else does the
  //         Router get with the review, and from where?
  //       - What reaches the Interactor when a detail module reports a mark, and what if the
  //         Interactor already has that mark?
  //       - Which object must the Presenter be the delegate of, and from when?
  //       - The View owns the Presenter. How can a test see whether the Presenter keeps its View
  //         alive, without a real screen? What happens when the Interactor changes after the
  //         View is gone? And who but the Presenter keeps its Interactor and its Router alive?
  //       - The messages are in English or Chinese: which language does your test expect, and how
  //         does it make sure that is the one in use?
}
