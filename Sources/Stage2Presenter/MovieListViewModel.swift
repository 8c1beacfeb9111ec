import Entities
import Tracing

/// Told by the ViewModel whenever its state changes; from stage 2 on, that is the Presenter.
///
/// `AnyObject` lets the ViewModel hold its delegate weakly; it is the Swift 6 spelling of the seeds'
/// `: class`.
@MainActor protocol MovieListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: MovieListViewModel)
}

/// The business side of the list: it fetches the movies and keeps them, and knows nothing about screens.
///
/// Held strongly by the Presenter; holds its delegate weakly, so the two never keep each other alive.
@MainActor protocol MovieListViewModel: AnyObject {
  /// The seeds write `weak var` here; a protocol cannot say `weak`, so the implementation does.
  var delegate: MovieListViewModelDelegate? { get set }
  var movies: [Movie] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the movies the user has put on the watchlist: business state, so it lives here.
  var watchlist: Set<Movie.ID> { get }
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
  /// Puts the movie on the watchlist or takes it off, and tells the delegate.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// The ViewModel, on top of a `MovieServiceProtocol`: the real `MovieService` in the app, a mock in its
/// tests. Its `delegate` is `weak`: whoever holds the ViewModel is its delegate, and a strong reference
/// back would be a cycle that keeps both alive.
final class MovieListViewModelImpl: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var watchlist: Set<Movie.ID> = []
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  func fetchMovies() async {
    isLoading = true
    error = nil
    notifyDelegate()
    trace(.viewModel, .service, "fetchMovies()")
    do {
      movies = try await service.fetchMovies()
      trace(.service, .viewModel, "\(movies.count) movies")
    } catch {
      self.error = error
      trace(.service, .viewModel, "error: \(error)")
    }
    isLoading = false
    notifyDelegate()
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    notifyDelegate()
  }

  private func notifyDelegate() {
    trace(.viewModel, .presenter, "viewModelDidUpdate(_:)")
    delegate?.viewModelDidUpdate(self)
  }
}
