// Given: the code under test. Your tests stand in for this role; nothing here needs to change.

import Entities

/// Told by the Interactor whenever its state changes. Here that is the list's Presenter.
///
/// `AnyObject`, so that the Interactor can hold its delegate weakly.
@MainActor public protocol ReviewListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: ReviewListInteractor)
}

/// The business side of the reviews list: it fetches one film's reviews, keeps them newest first and
/// keeps which of them the user found helpful, and knows nothing about screens.
///
/// Held strongly by the list's Presenter; holds its delegate (that Presenter) weakly.
@MainActor public protocol ReviewListInteractor: AnyObject {
  var delegate: ReviewListInteractorDelegate? { get set }
  /// The film's reviews, newest first (the Interactor sorts them; the Presenter keeps their order).
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user marked helpful: business state, so it lives here.
  var helpful: Set<Review.ID> { get }
  /// Fetches the reviews, telling the delegate when loading starts and when it ends. Loading starts
  /// with `isLoading` set and `error` cleared; it ends with `isLoading` cleared and either new
  /// `reviews` (perhaps none) or an `error` (the reviews of an earlier fetch are kept).
  func fetchReviews() async
  /// Marks the review helpful or takes the mark away, and tells the delegate.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}
