import Entities
import TerminalKit

@testable import Stage3VIPER

// Test doubles in the style of seed 000's `Mock…` classes: each one stands in for a role, records what it
// was asked, and answers with what the test gave it. Unlike the seed's `MockUserListView`, every mock
// here conforms to the whole protocol it stands in for, so the compiler checks it. The service's double,
// `MockMovieService`, is shared with the tests of stages 1 and 2 (`Tests/ServiceMocks`).

/// Stands in for the list's View: records what the Presenter tells it.
@MainActor final class MockMovieListView: MovieListView {
  var showLoadingCalled = false
  var displayedMovies: [MoviePresentation]?
  var displayedError: String?

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) { displayedMovies = movies }
  func showLoading() { showLoadingCalled = true }
  func showError(_ message: String) { displayedError = message }
  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// Stands in for the list's Presenter: records the actions its View passes on, and does nothing with them.
@MainActor final class MockMovieListPresenter: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  var reloadCallCount = 0
  var tappedIndices: [Int] = []

  func reload() async { reloadCallCount += 1 }
  func presentation(from movie: Movie) -> MoviePresentation { MoviePresentation(from: movie) }
  func didTapOnMovie(at index: Int) async { tappedIndices.append(index) }
  func interactorDidUpdate(_ interactor: MovieListInteractor) {}
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {}
}

/// Stands in for the list's Interactor: holds the state a test gives it, and records the work it is asked
/// to do instead of doing it.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var fetchMoviesCalled = false
  var updatedWatchlist: (movieID: Movie.ID, isOnWatchlist: Bool)?

  func fetchMovies() async { fetchMoviesCalled = true }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    updatedWatchlist = (movieID, isOnWatchlist)
  }
}

/// Stands in for a Router: records which detail it was asked to show, and to whom the detail reports.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?
  var shownMovie: Movie?
  var shownIsOnWatchlist: Bool?
  weak var shownOutput: MovieDetailModuleOutput?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    (shownMovie, shownIsOnWatchlist, shownOutput) = (movie, isOnWatchlist, output)
  }
}

/// Stands in for whatever the Interactor reports to (seed 000's `MockPresenterOutput`): records each
/// state it is told about.
@MainActor final class MockMovieListInteractorDelegate: MovieListInteractorDelegate {
  var updates: [(isLoading: Bool, movieCount: Int, failed: Bool)] = []

  func interactorDidUpdate(_ interactor: MovieListInteractor) {
    updates.append((interactor.isLoading, interactor.movies.count, interactor.error != nil))
  }
}

/// Stands in for the module that opened a detail: records every change the detail module reports.
@MainActor final class MockMovieDetailModuleOutput: MovieDetailModuleOutput {
  var changes: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    changes.append((movieID, isOnWatchlist))
  }
}

/// Stands in for the detail's View: records what its Presenter tells it.
@MainActor final class MockMovieDetailView: ViewController, MovieDetailView {
  let movie: MoviePresentation
  let presenter: MovieDetailPresenter
  var shownWatchlistStatus: [Bool] = []

  init(movie: MoviePresentation, presenter: MovieDetailPresenter) {
    self.movie = movie
    self.presenter = presenter
  }

  func didTapOnWatch() async { presenter.didTapOnWatch() }
  func showWatchlistStatus(_ isOnWatchlist: Bool) { shownWatchlistStatus.append(isOnWatchlist) }
}

/// Stands in for the screen a Router presents from (the list's View): a plain screen, so that a test sees
/// only what the Router put on top of it.
@MainActor final class MockSourceViewController: ViewController {}
