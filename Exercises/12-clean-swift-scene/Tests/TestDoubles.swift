import Entities
import TerminalKit

@testable import Exercise12

/// The first three of the bundled top 25: The Shawshank Redemption, The Godfather, The Dark Knight.
let movies = Array(MovieCatalog.topMovies.prefix(3))

/// A service that returns its movies at once.
actor MockMovieService: MovieServiceProtocol {
  func fetchMovies() throws -> [Movie] { movies }
}

/// Stands in for the Presenter: writes down the Responses the Interactor sends it.
@MainActor final class SpyPresenter: MovieListPresentationLogic {
  private(set) var fetchedMoviesResponses: [MovieList.FetchMovies.Response] = []
  private(set) var updatedWatchlistResponses: [MovieList.UpdateWatchlist.Response] = []

  func presentFetchedMovies(response: MovieList.FetchMovies.Response) {
    fetchedMoviesResponses.append(response)
  }

  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async {}

  func presentUpdatedWatchlist(response: MovieList.UpdateWatchlist.Response) {
    updatedWatchlistResponses.append(response)
  }
}

/// Stands in for the view controller: writes down the ViewModels the Presenter sends it.
@MainActor final class SpyDisplay: MovieListDisplayLogic {
  private(set) var updatedWatchlistViewModels: [MovieList.UpdateWatchlist.ViewModel] = []

  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel) {}
  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async {}

  func displayUpdatedWatchlist(viewModel: MovieList.UpdateWatchlist.ViewModel) {
    updatedWatchlistViewModels.append(viewModel)
  }
}

/// Stands in for the Interactor: writes down the Requests the view controller sends it, and does
/// nothing else.
@MainActor final class SpyInteractor: MovieListBusinessLogic {
  private(set) var fetchRequestCount = 0
  private(set) var updateWatchlistRequests: [MovieList.UpdateWatchlist.Request] = []

  func fetchMovies(request: MovieList.FetchMovies.Request) async { fetchRequestCount += 1 }
  func selectMovie(request: MovieList.SelectMovie.Request) async {}

  func updateWatchlist(request: MovieList.UpdateWatchlist.Request) {
    updateWatchlistRequests.append(request)
  }
}

/// Stands in for the Router: wired like a real one, and navigates nowhere.
@MainActor final class SpyRouter: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?

  func routeToMovieDetail() async {}
}

/// The rows the list shows for `movies` when the movies whose ids are in `watchlist` are on it.
func rows(_ watchlist: Set<Movie.ID>) -> [MoviePresentation] {
  movies.map { MoviePresentation(from: $0, isOnWatchlist: watchlist.contains($0.id)) }
}
