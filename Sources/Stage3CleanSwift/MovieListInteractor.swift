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
  /// Looks up the tapped row, remembers its movie for the Router, and hands the Presenter what it found.
  func selectMovie(request: MovieList.SelectMovie.Request) async
  /// Reads the watchlist again, after the detail scene changed it, and tells the Presenter.
  func refreshWatchlist(request: MovieList.RefreshWatchlist.Request)
}

/// The scene's state, as the Router reads it to pass data to the next scene.
///
/// The Interactor is the data store; the Router holds it strongly (no cycle: the Interactor holds only
/// the Presenter and its Workers, and none of them holds the Router or the view controller strongly: the
/// Presenter's reference to the view controller is weak).
@MainActor protocol MovieListDataStore: AnyObject {
  var movies: [Movie] { get }
  /// The movie last tapped: the one the Router passes to the detail scene.
  var selectedMovie: Movie? { get }
  /// The Worker that keeps the watchlist, which the Router hands on to the detail scene, so that both
  /// scenes keep one watchlist.
  var watchlistWorker: any WatchlistStoring { get }
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
  let watchlistWorker: any WatchlistStoring
  private(set) var movies: [Movie] = []
  private(set) var selectedMovie: Movie?
  /// What the watchlist Worker keeps now: the detail scene may have changed it since the last Response.
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
    // The Interactor only reports what is on the row; where the tap leads is the Presenter's decision.
    let movie = movies.indices.contains(request.index) ? movies[request.index] : nil
    // The data store holds a movie only when the row had one, so the Router never opens a stale one.
    selectedMovie = movie
    trace(.interactor, .presenter, "presentSelectedMovie(response:)")
    await presenter?.presentSelectedMovie(response: MovieList.SelectMovie.Response(movie: movie))
  }
  // lesson:end select

  // lesson:begin watchlist
  func refreshWatchlist(request: MovieList.RefreshWatchlist.Request) {
    trace(.interactor, .presenter, "presentRefreshedWatchlist(response:)")
    presenter?.presentRefreshedWatchlist(
      response: MovieList.RefreshWatchlist.Response(movies: movies, watchlist: watchlist))
  }
  // lesson:end watchlist

  private func present(_ response: MovieList.FetchMovies.Response) {
    trace(.interactor, .presenter, "presentFetchedMovies(response:)")
    presenter?.presentFetchedMovies(response: response)
  }
}
