import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its state changes. In stage 1 that is the View.
///
/// `AnyObject` lets the ViewModel hold it `weak` (the seeds' `: class`).
@MainActor protocol MovieListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: MovieListViewModel)
}

/// The business side of the list: it fetches the movies and keeps them, with the state of the last
/// fetch, and knows nothing about screens.
///
/// Held strongly by the View; holds its delegate (the View) weakly.
@MainActor protocol MovieListViewModel: AnyObject {
  /// A protocol cannot say `weak`; the implementation does.
  var delegate: MovieListViewModelDelegate? { get set }
  var movies: [Movie] { get }
  /// Whether a fetch is under way.
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the movies on the watchlist, which the View marks with `✓`. (Stage 1 also puts a movie
  /// on it or takes it off, from the detail screen: that is left out here.)
  var watchlist: Set<Movie.ID> { get }
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
}

// MARK: - Your work

/// The ViewModel of stage 1, now with the state of its fetch: loading, failed, or done.
///
/// Holds the service strongly and its delegate (the View, which owns this ViewModel) weakly.
final class MovieListViewModelImpl: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  /// Given: nothing in this exercise puts a movie on it, so it stays empty.
  private(set) var watchlist: Set<Movie.ID> = []
  private let service: MovieService

  init(service: MovieService) {
    self.service = service
  }

  func fetchMovies() async {
    isLoading = true
    delegate?.viewModelDidUpdate(self)
    let result: Result<[Movie], any Error>
    do {
      result = .success(try await service.fetchMovies())
    } catch {
      result = .failure(error)
    }
    switch result {
    case .success(let fetched):
      movies = fetched
      error = nil
    case .failure(let failure):
      error = failure
    }
    isLoading = false
    delegate?.viewModelDidUpdate(self)
  }
}
