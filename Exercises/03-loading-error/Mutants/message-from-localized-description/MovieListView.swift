import Entities
import Foundation
import TerminalKit
import TopMoviesApp

// MARK: - Given, do not change

/// What the list screen of stage 1 can be asked to show (its navigation to the detail screen is left
/// out here).
///
/// It owns its ViewModel (strong) and is the ViewModel's delegate (weak).
@MainActor protocol MovieListView: MovieListViewModelDelegate {
  func updateWithMovies(_ movies: [Movie])
  func showLoading()
  func showError(_ message: String)
  func didTapOnReload() async
}

/// The phone's list screen. It formats the movies itself, as a stage 1 View does.
final class MovieListViewController: ViewController, MovieListView {
  let viewModel: MovieListViewModel
  private(set) var movies: [Movie] = []

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
  }

  override func viewDidLoad() async {
    viewModel.delegate = self
    await viewModel.fetchMovies()
  }

  override func draw() -> [String] {
    let watchlist = viewModel.watchlist
    let rows = movies.map { movie in
      let mark = MovieListLayout.mark(isOnWatchlist: watchlist.contains(movie.id))
      return (
        title: "\(movie.title) (\(movie.year))", detail: mark + " ⭐️ \(movie.rating.oneDecimal)"
      )
    }
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlist.count)]
      + Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithMovies(_ movies: [Movie]) {
    activityIndicator.stopAnimating()
    self.movies = movies
    setNeedsDisplay()
  }

  func showLoading() {
    activityIndicator.startAnimating("Loading the top movies")
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }

  func didTapOnReload() async {
    await viewModel.fetchMovies()
  }
}

// MARK: - Your work

extension MovieListViewController {
  /// Shows whichever state the ViewModel is in: loading, failed, or the movies.
  func viewModelDidUpdate(_ model: MovieListViewModel) {
    if model.isLoading {
      showLoading()
    } else if let error = model.error {
      showError(errorMessage(for: error))
    } else {
      updateWithMovies(model.movies)
    }
  }

  /// The line the user reads when loading failed: what went wrong, and what to do about it.
  func errorMessage(for error: any Error) -> String {
    "Could not load the movies: \(error.localizedDescription). Type reload to try again."
  }
}
