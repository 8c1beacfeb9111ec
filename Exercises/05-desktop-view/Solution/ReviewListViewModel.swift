// Given, do not change this file: the ViewModel of the reviews screen.

import Entities

/// Told by the ViewModel whenever its state changes. In stage 2 that is the Presenter.
@MainActor protocol ReviewListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: ReviewListViewModel)
}

/// The business side of the reviews screen: it fetches one film's reviews and keeps them, newest first,
/// with the state of the last fetch. Held strongly by the Presenter; holds its delegate weakly.
@MainActor protocol ReviewListViewModel: AnyObject {
  var delegate: ReviewListViewModelDelegate? { get set }
  /// The film's reviews, newest first.
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user has marked helpful.
  var helpful: Set<Review.ID> { get }
  func fetchReviews() async
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// Fetches the reviews of one film from a service, which it holds strongly, and puts them newest first
/// (reviews of the same day by id).
final class ReviewListViewModelImpl: ReviewListViewModel {
  weak var delegate: ReviewListViewModelDelegate?
  private(set) var reviews: [Review] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var helpful: Set<Review.ID> = []
  private let movieID: Movie.ID
  private let service: any ReviewServiceProtocol

  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    self.service = service
  }

  func fetchReviews() async {
    isLoading = true
    error = nil
    delegate?.viewModelDidUpdate(self)
    do {
      reviews = try await service.fetchReviews(for: movieID).sorted {
        $0.date != $1.date ? $0.date > $1.date : $0.id < $1.id
      }
    } catch {
      self.error = error
    }
    isLoading = false
    delegate?.viewModelDidUpdate(self)
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    if isHelpful {
      helpful.insert(reviewID)
    } else {
      helpful.remove(reviewID)
    }
    delegate?.viewModelDidUpdate(self)
  }
}
