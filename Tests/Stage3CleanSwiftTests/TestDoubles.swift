import Entities
import ServiceMocks
import TerminalKit
import TopMoviesApp

@testable import Stage3CleanSwift

/// The bundled top 25: index 0 is The Shawshank Redemption, index 1 The Godfather.
let topMovies = MovieCatalog.topMovies

/// A movies Worker that answers at once, with the movies or the error it is given, and counts the
/// fetches. `onFetch` runs as a fetch starts, so a test can see what the Interactor had done by then.
@MainActor final class MockMoviesWorker: MoviesWorking {
  private let result: Result<[Movie], MovieServiceError>
  private(set) var fetchCount = 0
  var onFetch: () -> Void = {}

  init(movies: [Movie] = topMovies) {
    result = .success(movies)
  }

  init(error: MovieServiceError) {
    result = .failure(error)
  }

  func fetchMovies() async throws -> [Movie] {
    fetchCount += 1
    onFetch()
    return try result.get()
  }
}

/// A watchlist Worker that records each call, in order, and keeps the ids as the real one does. A test
/// can start it with ids, as a Worker that had read them from disk would.
@MainActor final class MockWatchlistWorker: WatchlistStoring {
  /// One call the Interactor made.
  enum Call: Equatable {
    case add(Movie.ID)
    case remove(Movie.ID)
  }

  private(set) var calls: [Call] = []
  private(set) var movieIDs: Set<Movie.ID>

  init(movieIDs: Set<Movie.ID> = []) {
    self.movieIDs = movieIDs
  }

  func add(_ movieID: Movie.ID) {
    calls.append(.add(movieID))
    movieIDs.insert(movieID)
  }

  func remove(_ movieID: Movie.ID) {
    calls.append(.remove(movieID))
    movieIDs.remove(movieID)
  }
}

/// Records the Responses the Interactor hands its Presenter.
@MainActor final class MockMovieListPresentationLogic: MovieListPresentationLogic {
  var fetchedMoviesResponses: [MovieList.FetchMovies.Response] = []
  var selectedMovieResponseCount = 0
  var updatedWatchlistResponses: [MovieList.UpdateWatchlist.Response] = []

  func presentFetchedMovies(response: MovieList.FetchMovies.Response) {
    fetchedMoviesResponses.append(response)
  }

  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async {
    selectedMovieResponseCount += 1
  }

  func presentUpdatedWatchlist(response: MovieList.UpdateWatchlist.Response) {
    updatedWatchlistResponses.append(response)
  }
}

/// Records the ViewModels the Presenter hands its view controller.
@MainActor final class MockMovieListDisplayLogic: MovieListDisplayLogic {
  var fetchedMoviesViewModels: [MovieList.FetchMovies.ViewModel] = []
  var selectedMovieViewModelCount = 0
  var updatedWatchlistViewModels: [MovieList.UpdateWatchlist.ViewModel] = []

  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel) {
    fetchedMoviesViewModels.append(viewModel)
  }

  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async {
    selectedMovieViewModelCount += 1
  }

  func displayUpdatedWatchlist(viewModel: MovieList.UpdateWatchlist.ViewModel) {
    updatedWatchlistViewModels.append(viewModel)
  }
}

/// Records the Requests the view controller sends its Interactor.
@MainActor final class MockMovieListBusinessLogic: MovieListBusinessLogic {
  var fetchMoviesRequestCount = 0
  var selectMovieRequests: [MovieList.SelectMovie.Request] = []
  var updateWatchlistRequests: [MovieList.UpdateWatchlist.Request] = []

  func fetchMovies(request: MovieList.FetchMovies.Request) async {
    fetchMoviesRequestCount += 1
  }

  func selectMovie(request: MovieList.SelectMovie.Request) async {
    selectMovieRequests.append(request)
  }

  func updateWatchlist(request: MovieList.UpdateWatchlist.Request) {
    updateWatchlistRequests.append(request)
  }
}

/// Counts the routes the view controller asks for; wired like a real Router.
@MainActor final class MockMovieListRouter: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?
  var routeToMovieDetailCount = 0

  func routeToMovieDetail() async {
    routeToMovieDetailCount += 1
  }
}

/// A data store with the state a test gives it, for the Routers to read.
@MainActor final class MockMovieListDataStore: MovieListDataStore {
  var movies: [Movie] = topMovies
  var selectedMovie: Movie?
  var watchlist: Set<Movie.ID> = []
}

/// A screen to present from, which records the taps on `watch` the detail screens report to it.
@MainActor final class MockSourceViewController: ViewController, MovieDetailViewControllerDelegate {
  var watchTaps: [MoviePresentation] = []

  func movieDetailViewControllerDidTapWatch(_ controller: any MovieDetailWatchlistScreen) {
    watchTaps.append(controller.movie)
  }
}

extension MovieList.FetchMovies.Response {
  var isLoading: Bool {
    if case .loading = self { true } else { false }
  }

  var loaded: (movies: [Movie], watchlist: Set<Movie.ID>)? {
    if case .loaded(let movies, let watchlist) = self { (movies, watchlist) } else { nil }
  }

  var error: (any Error)? {
    if case .failed(let error) = self { error } else { nil }
  }
}

/// Builds the list scene for `platform`, as the App does.
@MainActor func makeViewController(
  _ platform: Platform,
  service: any MovieServiceProtocol = MockMovieService(moviesToReturn: topMovies),
  router: any MovieListSceneRouter = MovieListRouter()
) -> any MovieListScreen & MovieListDisplayLogic & MovieDetailViewControllerDelegate {
  switch platform {
  case .phone: MovieListViewController(service: service, router: router)
  case .desktop: MovieListDesktopViewController(service: service, router: router)
  }
}

/// The scene's view controller with its Interactor and Router replaced by mocks.
@MainActor func makeViewController(
  _ platform: Platform, interactor: MockMovieListBusinessLogic, router: MockMovieListRouter
) -> any MovieListScreen & MovieListDisplayLogic & MovieDetailViewControllerDelegate {
  switch platform {
  case .phone:
    let sut = MovieListViewController(service: MockMovieService(), router: router)
    sut.interactor = interactor
    return sut
  case .desktop:
    let sut = MovieListDesktopViewController(service: MockMovieService(), router: router)
    sut.interactor = interactor
    return sut
  }
}
