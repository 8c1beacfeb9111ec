// Given, do not change this file: the phone's View of stage 2.

import Entities
import TerminalKit
import TopMoviesApp

/// The phone's list: one compact row a movie, title and rating, with `✓` for a movie on the watchlist.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
final class MovieListViewController: ViewController, MovieListPresenterDelegate {
  let presenter: MovieListPresenter
  private(set) var movies: [MoviePresentation] = []

  init(presenter: MovieListPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    let rows = movies.map { movie in
      (
        title: movie.displayTitle,
        detail: MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist) + " " + movie.ratingText
      )
    }
    let watchlistCount = movies.count(where: \.isOnWatchlist)
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
      + Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
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
    await presenter.reload()
  }
}
