// Given, do not change this file: the Interactor's protocols (the business side of the reviews
// screen).

import Entities

/// Told by the Interactor whenever its state changes. Here that is the Presenter.
@MainActor protocol ReviewListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: ReviewListInteractor)
}

/// The business side of the list: it fetches one film's reviews, puts them in order and keeps them,
/// and knows nothing about screens.
///
/// Held strongly by the Presenter; holds its delegate (the Presenter) weakly.
@MainActor protocol ReviewListInteractor: AnyObject {
  var delegate: ReviewListInteractorDelegate? { get set }
  /// The reviews of the last fetch that succeeded, in the order the screen shows them. Which review
  /// comes first is a business rule, so the Interactor sorts them (newest first; the same day in
  /// ascending `id` order) and the Presenter keeps its order. A failed fetch leaves them as they were.
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user marked helpful: business state, so it lives here.
  var helpfulIDs: Set<Review.ID> { get }
  /// Fetches the reviews, telling the delegate when loading starts and when it ends.
  func fetchReviews() async
  /// Marks the review helpful or unmarks it, and tells the delegate.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}
