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
  var selectedMovieResponses: [MovieList.SelectMovie.Response] = []
  var refreshedWatchlistResponses: [MovieList.RefreshWatchlist.Response] = []

  func presentFetchedMovies(response: MovieList.FetchMovies.Response) {
    fetchedMoviesResponses.append(response)
  }

  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async {
    selectedMovieResponses.append(response)
  }

  func presentRefreshedWatchlist(response: MovieList.RefreshWatchlist.Response) {
    refreshedWatchlistResponses.append(response)
  }
}

/// Records the ViewModels the Presenter hands its view controller.
@MainActor final class MockMovieListDisplayLogic: MovieListDisplayLogic {
  var fetchedMoviesViewModels: [MovieList.FetchMovies.ViewModel] = []
  var selectedMovieViewModels: [MovieList.SelectMovie.ViewModel] = []
  var refreshedWatchlistViewModels: [MovieList.RefreshWatchlist.ViewModel] = []

  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel) {
    fetchedMoviesViewModels.append(viewModel)
  }

  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async {
    selectedMovieViewModels.append(viewModel)
  }

  func displayRefreshedWatchlist(viewModel: MovieList.RefreshWatchlist.ViewModel) {
    refreshedWatchlistViewModels.append(viewModel)
  }
}

/// Records the Requests the view controller sends its Interactor.
@MainActor final class MockMovieListBusinessLogic: MovieListBusinessLogic {
  var fetchMoviesRequestCount = 0
  var selectMovieRequests: [MovieList.SelectMovie.Request] = []
  var refreshWatchlistRequestCount = 0

  func fetchMovies(request: MovieList.FetchMovies.Request) async {
    fetchMoviesRequestCount += 1
  }

  func selectMovie(request: MovieList.SelectMovie.Request) async {
    selectMovieRequests.append(request)
  }

  func refreshWatchlist(request: MovieList.RefreshWatchlist.Request) {
    refreshWatchlistRequestCount += 1
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
  var watchlistWorker: any WatchlistStoring = MockWatchlistWorker()
}

/// A screen to present from, which records the detail scenes that report a changed watchlist to it.
@MainActor final class MockSourceViewController: ViewController, MovieDetailViewControllerDelegate {
  var watchlistUpdates: [any MovieDetailSceneViewController] = []

  func movieDetailViewControllerDidUpdateWatchlist(_ controller: any MovieDetailSceneViewController)
  {
    watchlistUpdates.append(controller)
  }
}

/// Records the Responses the detail Interactor hands its Presenter.
@MainActor final class MockMovieDetailPresentationLogic: MovieDetailPresentationLogic {
  var movieResponses: [MovieDetail.ShowMovie.Response] = []
  var updatedWatchlistResponses: [MovieDetail.UpdateWatchlist.Response] = []

  func presentMovie(response: MovieDetail.ShowMovie.Response) {
    movieResponses.append(response)
  }

  func presentUpdatedWatchlist(response: MovieDetail.UpdateWatchlist.Response) {
    updatedWatchlistResponses.append(response)
  }
}

/// Records the ViewModels the detail Presenter hands its view controller.
@MainActor final class MockMovieDetailDisplayLogic: MovieDetailDisplayLogic {
  var movieViewModels: [MovieDetail.ShowMovie.ViewModel] = []
  var updatedWatchlistViewModels: [MovieDetail.UpdateWatchlist.ViewModel] = []

  func displayMovie(viewModel: MovieDetail.ShowMovie.ViewModel) {
    movieViewModels.append(viewModel)
  }

  func displayUpdatedWatchlist(viewModel: MovieDetail.UpdateWatchlist.ViewModel) {
    updatedWatchlistViewModels.append(viewModel)
  }
}

/// A data store for the detail scene, for the Routers to write into.
@MainActor final class MockMovieDetailDataStore: MovieDetailDataStore {
  var movie: Movie?
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

/// Records the Requests the detail view controller sends its Interactor.
@MainActor final class MockMovieDetailBusinessLogic: MovieDetailBusinessLogic {
  var showMovieRequestCount = 0
  var updateWatchlistRequestCount = 0

  func showMovie(request: MovieDetail.ShowMovie.Request) {
    showMovieRequestCount += 1
  }

  func updateWatchlist(request: MovieDetail.UpdateWatchlist.Request) {
    updateWatchlistRequestCount += 1
  }
}

/// A detail scene's view controller of either design, built as the Router builds it.
@MainActor func makeDetailViewController(
  _ variant: Variant, watchlistWorker: any WatchlistStoring = MockWatchlistWorker()
) -> any MovieDetailSceneViewController & ViewController {
  switch variant {
  case .a: MovieDetailViewController(watchlistWorker: watchlistWorker)
  case .b: MovieDetailViewControllerV2(watchlistWorker: watchlistWorker)
  }
}
