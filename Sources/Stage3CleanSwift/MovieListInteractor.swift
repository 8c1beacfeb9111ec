import Entities
import Tracing

// lesson:begin protocols
/// The input of the Interactor: one method per use case, each taking that use case's `Request`. The view
/// controller turns every user action into one of these calls.
///
/// Held strongly by the view controller, the one role that calls it.
@MainActor protocol MovieListBusinessLogic: AnyObject {
  /// Fetches the movies through the Worker; the Presenter hears `.loading` first, then the result.
  func fetchMovies(request: MovieList.FetchMovies.Request) async
  /// Remembers the movie on the tapped row, for the Router, and tells the Presenter.
  func selectMovie(request: MovieList.SelectMovie.Request) async
  /// Puts the movie on the watchlist or takes it off, and tells the Presenter.
  func updateWatchlist(request: MovieList.UpdateWatchlist.Request)
}

/// The scene's state, as the Router reads it to pass data to the next scene.
///
/// The Interactor is the data store; the Router holds it strongly (no cycle: the Interactor holds only
/// the Presenter, which holds the view controller weakly).
@MainActor protocol MovieListDataStore: AnyObject {
  var movies: [Movie] { get }
  /// The movie last tapped: the one the detail screen shows.
  var selectedMovie: Movie? { get }
  /// The ids of the movies on the watchlist: business state, so it lives here.
  var watchlist: Set<Movie.ID> { get }
}
// lesson:end protocols

/// The Interactor: the business logic of the list and its state. It knows no screen: it gets Requests,
/// has its Workers do the low-level work (one fetches the movies, one keeps the watchlist), and hands the
/// Presenter a Response. It knows each Worker only by its protocol (`MoviesWorking`, `WatchlistStoring`),
/// so its tests hand it mock Workers.
///
/// Held strongly by the view controller (as its business logic) and by the Router (as its data store).
/// Holds the Presenter and both Workers strongly: the cycle is one-way, so nothing points back at it.
final class MovieListInteractor: MovieListBusinessLogic, MovieListDataStore {
  var presenter: MovieListPresentationLogic?
  private let moviesWorker: any MoviesWorking
  private let watchlistWorker: any WatchlistStoring
  private(set) var movies: [Movie] = []
  private(set) var selectedMovie: Movie?
  /// What the watchlist Worker keeps, read through the data store.
  var watchlist: Set<Movie.ID> { watchlistWorker.movieIDs }

  init(moviesWorker: any MoviesWorking, watchlistWorker: any WatchlistStoring) {
    self.moviesWorker = moviesWorker
    self.watchlistWorker = watchlistWorker
  }

  // MARK: MovieListBusinessLogic

  // lesson:begin fetch
  func fetchMovies(request: MovieList.FetchMovies.Request) async {
    present(.loading)
    trace(.interactor, .worker, "fetchMovies()")
    do {
      movies = try await moviesWorker.fetchMovies()
      trace(.worker, .interactor, "\(movies.count) movies")
      present(.loaded(movies: movies, watchlist: watchlist))
    } catch {
      trace(.worker, .interactor, "error: \(error)")
      present(.failed(error))
    }
  }
  // lesson:end fetch

  // lesson:begin select
  func selectMovie(request: MovieList.SelectMovie.Request) async {
    guard movies.indices.contains(request.index) else { return }
    selectedMovie = movies[request.index]
    trace(.interactor, .presenter, "presentSelectedMovie(response:)")
    await presenter?.presentSelectedMovie(response: MovieList.SelectMovie.Response())
  }
  // lesson:end select

  // lesson:begin watchlist
  func updateWatchlist(request: MovieList.UpdateWatchlist.Request) {
    if request.isOnWatchlist {
      watchlistWorker.add(request.movieID)
    } else {
      watchlistWorker.remove(request.movieID)
    }
    trace(.interactor, .presenter, "presentUpdatedWatchlist(response:)")
    presenter?.presentUpdatedWatchlist(
      response: MovieList.UpdateWatchlist.Response(
        movies: movies, watchlist: watchlist, movieID: request.movieID))
  }
  // lesson:end watchlist

  private func present(_ response: MovieList.FetchMovies.Response) {
    trace(.interactor, .presenter, "presentFetchedMovies(response:)")
    presenter?.presentFetchedMovies(response: response)
  }
}
