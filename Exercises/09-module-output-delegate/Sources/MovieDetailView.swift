// Given, do not change this file: the detail module's View protocol, and design v1.

import Entities
import TerminalKit
import TopMoviesApp

/// The detail module's View, in either design: it shows the movie it is given, passes `watch` on to its
/// Presenter, and shows what the Presenter tells it.
///
/// It owns its Presenter (strong) and is the Presenter's `view` (weak).
@MainActor protocol MovieDetailView: MovieDetailScreen {
  init(movie: MoviePresentation, presenter: MovieDetailPresenter)
  func showWatchlistStatus(_ isOnWatchlist: Bool)
}

/// Detail design v1: the detail screen as it has always been, now the View of a module of its own.
final class MovieDetailViewController: ViewController, MovieDetailView {
  let presenter: MovieDetailPresenter
  private let movie: MoviePresentation
  private var isOnWatchlist: Bool

  init(movie: MoviePresentation, presenter: MovieDetailPresenter) {
    self.movie = movie
    self.presenter = presenter
    isOnWatchlist = movie.isOnWatchlist
  }

  override func draw() -> [String] {
    MovieDetailLayout.v1(
      displayTitle: movie.displayTitle, ratingText: movie.ratingText,
      otherTitle: movie.otherTitle, summary: movie.summary, isOnWatchlist: isOnWatchlist,
      width: contentWidth)
  }

  func didTapOnWatch() async {
    presenter.didTapOnWatch()
  }

  func showWatchlistStatus(_ isOnWatchlist: Bool) {
    self.isOnWatchlist = isOnWatchlist
    setNeedsDisplay()
  }
}
