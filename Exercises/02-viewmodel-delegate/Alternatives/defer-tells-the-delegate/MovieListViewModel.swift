import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its movies change. In stage 1 that is the View.
///
/// `AnyObject` restricts it to classes (the Swift 6 spelling of the seeds' `: class`).
@MainActor protocol MovieListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: MovieListViewModel)
}

/// The business side of the list: it fetches the movies and keeps them, and knows nothing about
/// screens.
///
/// Held strongly by the View, which is also its delegate. (Stage 1 also has `isLoading` and `error`,
/// which are exercise 03, and the watchlist.)
@MainActor protocol MovieListViewModel: AnyObject {
  /// A protocol cannot say how this is held (no ownership keyword is allowed here); the class that
  /// implements it does.
  var delegate: MovieListViewModelDelegate? { get set }
  var movies: [Movie] { get }
  /// Fetches the movies, keeps them, and tells the delegate that the fetch is over, whether or not
  /// it worked.
  func fetchMovies() async
}

// MARK: - Your work

/// The ViewModel of stage 1: it asks the `MovieService` for the movies.
///
/// Holds the service strongly and its delegate weakly: the View owns this ViewModel, so a strong
/// reference back would make a cycle, and neither would ever be freed.
final class MovieListViewModelImpl: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  private(set) var movies: [Movie] = []
  private let service: MovieService

  init(service: MovieService) {
    self.service = service
  }

  func fetchMovies() async {
    defer { delegate?.viewModelDidUpdate(self) }
    do {
      movies = try await service.fetchMovies()
    } catch {
      // Showing the error is exercise 03; until then the movies already shown stay.
    }
  }
}
