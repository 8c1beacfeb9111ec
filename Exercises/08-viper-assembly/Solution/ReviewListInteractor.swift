import Entities

// MARK: - Given, do not change

/// Told by the Interactor whenever its state changes. Here that is the Presenter.
@MainActor protocol ReviewListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: ReviewListInteractor)
}

/// The business side of the reviews screen: it fetches ONE film's reviews, keeps them newest first,
/// and knows nothing about screens.
///
/// Held strongly by the Presenter; reports to its delegate, the Presenter.
@MainActor protocol ReviewListInteractor: AnyObject {
  var delegate: ReviewListInteractorDelegate? { get set }
  /// The film whose reviews this Interactor fetches: the module's parameter.
  var movieID: Movie.ID { get }
  /// The film's reviews, newest first; reviews of the same day in ascending `id` order.
  var reviews: [Review] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the reviews the user marked helpful: business state, so it lives here.
  var helpful: Set<Review.ID> { get }
  /// Fetches the film's reviews, telling the delegate when loading starts and when it ends.
  func fetchReviews() async
  /// Marks the review helpful or unmarks it, and tells the delegate.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// Fetches from a `ReviewServiceProtocol`, which it holds strongly.
final class ReviewListInteractorImpl: ReviewListInteractor {
  // MARK: Your work

  /// The Presenter owns this Interactor: the reference back is weak, and reads `nil` once the
  /// Presenter is gone (a fetch may end after the user has left the screen).
  weak var delegate: ReviewListInteractorDelegate?

  // MARK: Given, do not change

  let movieID: Movie.ID
  private(set) var reviews: [Review] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var helpful: Set<Review.ID> = []
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
      reviews = try await service.fetchReviews(for: movieID).sorted { first, second in
        first.date != second.date ? first.date > second.date : first.id < second.id
      }
    } catch {
      self.error = error
    }
    isLoading = false
    delegate?.interactorDidUpdate(self)
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    if isHelpful {
      helpful.insert(reviewID)
    } else {
      helpful.remove(reviewID)
    }
    delegate?.interactorDidUpdate(self)
  }
}
