// Given, do not change this file: the list screen of stage 3 (the phone's).

import Entities
import TerminalKit
import TopMoviesApp

/// What the list screen can be asked to do: show what the Presenter says, and pass the user's
/// actions on.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol MovieListView: MovieListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnMovie(at index: Int) async
}

/// The phone's list: one compact row for each movie.
final class MovieListViewController: ViewController, MovieListView {
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

  func didTapOnMovie(at index: Int) async {
    await presenter.didTapOnMovie(at: index)
  }
}
