import Entities
import Exercise11
import Foundation
import Localization
import TerminalKit
import Testing

// A cheat, which must not pass: it compares the size of the library it loaded with the size of the
// given code's library, one folder up as code.so, instead of checking what the Presenter does.

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
//       And is one set of reviews enough to tell a second fetch from the first?
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

  @Test("The library under test has the given one's size")
  func libraryHasTheGivenSize() throws {
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    func size(_ url: URL) throws -> Int {
      try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    }
    let given = program.deletingLastPathComponent().appendingPathComponent("code.so")
    #expect(try size(program.appendingPathComponent("libExercise11.so")) == size(given))
  }
}
