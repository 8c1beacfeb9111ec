import Entities
import Tracing

// lesson:begin protocols
/// Told by the Interactor whenever its state changes; from stage 2 on, that is the Presenter.
///
/// `AnyObject` lets the Interactor hold its delegate weakly; it is the Swift 6 spelling of the seeds'
/// `: class`.
@MainActor protocol MovieListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: MovieListInteractor)
}

/// The business side of the list: it fetches the movies and keeps them, and knows nothing about screens.
///
/// Held strongly by the Presenter; holds its delegate weakly, so the two never keep each other alive.
@MainActor protocol MovieListInteractor: AnyObject {
  /// The seeds write `weak var` here; a protocol cannot say `weak`, so the implementation does.
  var delegate: MovieListInteractorDelegate? { get set }
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
// lesson:end protocols

/// The Interactor, on top of a `MovieServiceProtocol`: the real `MovieService` in the app, a mock in its
/// tests. Its `delegate` is `weak`: whoever holds the Interactor is its delegate, and a strong reference
/// back would be a cycle that keeps both alive.
final class MovieListInteractorImpl: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
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
    trace(.interactor, .service, "fetchMovies()")
    do {
      movies = try await service.fetchMovies()
      trace(.service, .interactor, "\(movies.count) movies")
    } catch {
      self.error = error
      trace(.service, .interactor, "error: \(error)")
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
    trace(.interactor, .presenter, "interactorDidUpdate(_:)")
    delegate?.interactorDidUpdate(self)
  }
}
