import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its state changes. On the reviews screen that is the View.
///
/// `AnyObject` lets the ViewModel hold it `weak` (the seeds' `: class`).
@MainActor protocol ReviewListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: ReviewListViewModel)
}

/// The business side of one film's reviews screen: it fetches that film's reviews and keeps them,
/// with the state of the last fetch, and knows nothing about screens.
///
/// Held strongly by the View; holds its delegate (the View) weakly.
@MainActor protocol ReviewListViewModel: AnyObject {
  /// A protocol cannot say `weak`; the implementation does.
  var delegate: ReviewListViewModelDelegate? { get set }
  /// The film's reviews, newest first.
  var reviews: [Review] { get }
  /// Whether a fetch is under way.
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// Fetches the film's reviews, telling the delegate when loading starts and when it ends.
  func fetchReviews() async
}

/// Exercise 02's order: newest day first; reviews of the same day in ascending `id` order.
private func newestFirst(_ reviews: [Review]) -> [Review] {
  reviews.sorted { lhs, rhs in lhs.date != rhs.date ? lhs.date > rhs.date : lhs.id < rhs.id }
}

// MARK: - Your work

/// The ViewModel of one film's reviews, now with the state of its fetch: loading, failed, or done.
///
/// Holds the service strongly and its delegate (the View, which owns this ViewModel) weakly.
final class ReviewListViewModelImpl: ReviewListViewModel {
  weak var delegate: ReviewListViewModelDelegate?
  private(set) var reviews: [Review] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private let movieID: Movie.ID
  private let service: any ReviewServiceProtocol

  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    self.service = service
  }

  func fetchReviews() async {
    // TODO: This is exercise 02's fetch. Make it report the state of the fetch too:
    //       - While the service works, what should `isLoading` say, and has the delegate heard it?
    //       - After a failure, where does the View find out what went wrong? And should the reviews
    //         of an earlier fetch still be there, now that the screen can show an error instead?
    //       - When a new attempt starts, should an earlier failure still be there?
    //       - When the service has answered, what has changed that the delegate must hear about,
    //         and in what order: the state first, or the news?
    //       - When a reload is asked for while a fetch is still under way, should the service be
    //         asked again?
    do {
      reviews = newestFirst(try await service.fetchReviews(for: movieID))
    } catch {
    }
    delegate?.viewModelDidUpdate(self)
  }
}
