import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its reviews change. On the reviews screen that is the View.
///
/// `AnyObject` restricts it to classes (the Swift 6 spelling of the seeds' `: class`).
@MainActor protocol ReviewListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: ReviewListViewModel)
}

/// The business side of one film's reviews screen: it fetches that film's reviews and keeps them,
/// newest first, and knows nothing about screens.
///
/// Held strongly by the View, which is also its delegate. (Loading and errors are exercise 03.)
@MainActor protocol ReviewListViewModel: AnyObject {
  /// A protocol cannot say how this is held (no ownership keyword is allowed here); the class that
  /// implements it does.
  var delegate: ReviewListViewModelDelegate? { get set }
  /// The film's reviews, newest first; reviews of the same day in ascending `id` order.
  var reviews: [Review] { get }
  /// Fetches the film's reviews, keeps them, and tells the delegate that the fetch is over, whether
  /// or not it worked.
  func fetchReviews() async
}

// MARK: - Your work

/// The ViewModel of one film's reviews: it asks the service for that film's reviews.
///
/// Holds the service strongly and its delegate weakly: the View owns this ViewModel, so a strong
/// reference back would make a cycle, and neither would ever be freed.
final class ReviewListViewModelImpl: ReviewListViewModel {
  weak var delegate: ReviewListViewModelDelegate?
  private(set) var reviews: [Review] = []
  private let movieID: Movie.ID
  private let service: any ReviewServiceProtocol

  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    self.service = service
  }

  func fetchReviews() async {
    do {
      let fetched = try await service.fetchReviews(for: movieID)
      // The service answers in no particular order: newest day first, then by id within a day.
      reviews = fetched.sorted { ($1.date, $0.id) < ($0.date, $1.id) }
    } catch {
      // Showing the error is exercise 03; until then the reviews already shown stay.
    }
    delegate?.viewModelDidUpdate(self)
  }
}
