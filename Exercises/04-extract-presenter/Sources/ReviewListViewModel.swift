// Given, do not change this file: the ViewModel's side of the reviews screen, as protocols, so that the
// tests can hand your Presenter a mock.

import Entities

/// Told by the ViewModel whenever its state changes. In stage 2 that is the Presenter.
@MainActor protocol ReviewListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: ReviewListViewModel)
}

/// The business side of the reviews screen: it fetches one film's reviews and keeps them, with the state
/// of the last fetch. Held strongly by the Presenter; holds its delegate (the Presenter) weakly.
@MainActor protocol ReviewListViewModel: AnyObject {
  var delegate: ReviewListViewModelDelegate? { get set }
  /// The film's reviews, already newest first: putting them in order is business logic, so the
  /// ViewModel does it, not the Presenter.
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user has marked helpful: business state, so it lives here.
  var helpful: Set<Review.ID> { get }
  /// Fetches the reviews, telling the delegate when loading starts and when it ends.
  func fetchReviews() async
  /// Marks the review helpful or unmarks it, and tells the delegate.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}
