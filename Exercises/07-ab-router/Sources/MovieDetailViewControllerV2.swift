// Given, do not change this file: the redesigned detail screen that variant B shows.

import Entities
import TerminalKit
import TopMoviesApp

/// Detail design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
///
/// The same module as design v1 (the same Presenter, the same output), with another View: only
/// `MovieListRouterV2` knows this design exists.
final class MovieDetailViewControllerV2: ViewController, MovieDetailView {
  private let presenter: MovieDetailPresenter
  private let movie: MoviePresentation
  private var isOnWatchlist: Bool

  init(movie: MoviePresentation, presenter: MovieDetailPresenter) {
    self.movie = movie
    self.presenter = presenter
    isOnWatchlist = movie.isOnWatchlist
  }

  override func draw() -> [String] {
    MovieDetailLayout.v2(movie, isOnWatchlist: isOnWatchlist, width: contentWidth)
  }

  func didTapOnWatch() async {
    presenter.didTapOnWatch()
  }

  func showWatchlistStatus(_ isOnWatchlist: Bool) {
    self.isOnWatchlist = isOnWatchlist
    setNeedsDisplay()
  }
}
