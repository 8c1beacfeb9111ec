import Entities

// MARK: - Given, do not change

/// The business logic (业务逻辑): the input of the Interactor, one method per use case, each taking
/// that use case's `Request`. The ViewController turns every user action into one of these calls.
///
/// Held strongly by the ViewController, the one role that calls it.
@MainActor protocol ReviewListBusinessLogic: AnyObject {
  /// Fetches the reviews of the Request's film through the Worker, and tells the Presenter.
  func fetchReviews(request: ReviewList.FetchReviews.Request) async
}

/// The scene's state, as a Router reads it to pass data on: a tap on row N opens the detail of
/// `reviews[N]`.
@MainActor protocol ReviewListDataStore: AnyObject {
  /// The reviews the screen shows, one per row, top to bottom.
  var reviews: [Review] { get }
}

/// The Interactor: the business logic of the reviews screen and its state. It knows no screen: it
/// gets Requests, has the Worker fetch, and hands the Presenter a Response.
///
/// Held strongly by the ViewController (as its business logic).
final class ReviewListInteractor: ReviewListBusinessLogic, ReviewListDataStore {
  // MARK: Your work

  // TODO: The Interactor's output. Who creates the Presenter, who keeps it, and who else holds it?
  //       In which direction does this reference point, along the cycle or against it?
  weak var presenter: (any ReviewListPresentationLogic)?

  // MARK: Given, do not change

  private let worker: any ReviewsWorker
  private(set) var reviews: [Review] = []

  init(worker: any ReviewsWorker) {
    self.worker = worker
  }

  // MARK: Your work

  func fetchReviews(request: ReviewList.FetchReviews.Request) async {
    // TODO: Which film does the Request name, and who fetches its reviews?
    //       The service returns them in no particular order, and the screen shows them newest
    //       first. Is that order a business rule or a way of drawing, so which role applies it?
    //       What must the data store hold when the Presenter hears, so that a row and the review
    //       a Router would open from it agree? After a second fetch? After a failed one?
    //       And what goes to the Presenter: Reviews and the error as they are, or text?
  }
}
