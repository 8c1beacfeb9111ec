// Given, do not change this file: the review list's Interactor.

import Entities

/// Told by the Interactor whenever its state changes: the list's Presenter.
@MainActor protocol ReviewListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: ReviewListInteractor)
}

/// The business side of the review list: it fetches one film's reviews and keeps them, with the
/// user's helpful marks, and knows nothing about screens.
///
/// Held strongly by the list's Presenter; holds its delegate (that Presenter) weakly.
@MainActor protocol ReviewListInteractor: AnyObject {
  var delegate: ReviewListInteractorDelegate? { get set }
  /// The film's reviews, newest first; those of the same day in ascending `id` order.
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user marked helpful: business state, so it lives here.
  var helpfulReviews: Set<Review.ID> { get }
  /// Fetches the film's reviews, which replace the ones it had, telling the delegate when loading
  /// starts and when it ends.
  func fetchReviews() async
  /// Marks the review helpful or takes the mark off, and tells the delegate.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// Fetches from a `ReviewServiceProtocol`, which it holds strongly.
final class ReviewListInteractorImpl: ReviewListInteractor {
  weak var delegate: ReviewListInteractorDelegate?
  private(set) var reviews: [Review] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var helpfulReviews: Set<Review.ID> = []
  private let movieID: Movie.ID
  private let service: any ReviewServiceProtocol

  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    self.service = service
  }

  func fetchReviews() async {
    isLoading = true
    error = nil
    delegate?.interactorDidUpdate(self)
    do {
      reviews = try await service.fetchReviews(for: movieID).sorted {
        $0.date != $1.date ? $0.date > $1.date : $0.id < $1.id
      }
    } catch {
      self.error = error
    }
    isLoading = false
    delegate?.interactorDidUpdate(self)
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    if isHelpful {
      helpfulReviews.insert(reviewID)
    } else {
      helpfulReviews.remove(reviewID)
    }
    delegate?.interactorDidUpdate(self)
  }
}
