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

  /// Strong: the ViewController keeps only the Interactor, so the Interactor is what keeps the
  /// Presenter; the Presenter holds nothing back.
  var presenter: (any ReviewListPresentationLogic)?

  // MARK: Given, do not change

  private let worker: any ReviewsWorker
  private(set) var reviews: [Review] = []

  init(worker: any ReviewsWorker) {
    self.worker = worker
  }

  // MARK: Your work

  func fetchReviews(request: ReviewList.FetchReviews.Request) async {
    var fetched: [Review] = []
    var failure: (any Error)?
    do {
      fetched = try await worker.fetchReviews(for: request.movieID)
    } catch {
      failure = error
    }
    // Replaced, never merged: nothing of an earlier fetch is left, and nothing at all after a failure.
    reviews = fetched.sorted { first, second in
      if first.date == second.date {
        return first.id < second.id
      }
      return first.date > second.date
    }
    presenter?.presentFetchedReviews(
      response: ReviewList.FetchReviews.Response(reviews: reviews, error: failure))
  }
}
