import Entities

// MARK: - Given, do not change

/// The input of the Interactor: one method per use case, each taking that use case's `Request`. The
/// view controller turns every user action into one of these calls.
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

/// The scene's state, as the Router reads it to pass data to the next screen.
@MainActor protocol MovieListDataStore: AnyObject {
  var movies: [Movie] { get }
  /// The movie last tapped: the one the detail screen shows.
  var selectedMovie: Movie? { get }
  /// The ids of the movies on the watchlist: business state, so it lives here.
  var watchlist: Set<Movie.ID> { get }
}

/// The Interactor: the business logic of the list and its state. It knows no screen: it gets
/// Requests, has the Worker fetch, and hands the Presenter a Response.
///
/// Held strongly by the view controller (as its business logic) and by the Router (as its data
/// store).
final class MovieListInteractor: MovieListBusinessLogic, MovieListDataStore {
  // MARK: Your work

  // TODO: The Interactor's output. Who creates the Presenter, who keeps it, and who else holds it?
  //       In which direction does this reference point, along the cycle or against it?
  weak var presenter: MovieListPresentationLogic?

  // MARK: Given, do not change

  private let worker: MoviesWorker
  private(set) var movies: [Movie] = []
  private(set) var selectedMovie: Movie?
  private(set) var watchlist: Set<Movie.ID> = []

  init(worker: MoviesWorker) {
    self.worker = worker
  }

  func fetchMovies(request: MovieList.FetchMovies.Request) async {
    presenter?.presentFetchedMovies(response: .loading)
    do {
      movies = try await worker.fetchMovies()
      presenter?.presentFetchedMovies(response: .loaded(movies: movies, watchlist: watchlist))
    } catch {
      presenter?.presentFetchedMovies(response: .failed(error))
    }
  }

  func selectMovie(request: MovieList.SelectMovie.Request) async {
    guard movies.indices.contains(request.index) else { return }
    selectedMovie = movies[request.index]
    await presenter?.presentSelectedMovie(response: MovieList.SelectMovie.Response())
  }

  // MARK: Your work

  func updateWatchlist(request: MovieList.UpdateWatchlist.Request) {
    // TODO: What does the Request ask for, and which state of the scene does that change? Then who
    //       is told, and with what: which of the models in MovieListModels.swift carries it, and
    //       does it carry raw data or text ready to draw?
  }
}
