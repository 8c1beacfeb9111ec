import Entities
import TerminalKit
import TopMoviesApp
import Tracing

/// Detail design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
///
/// The same screen as design v1 to everyone else (the same delegate, the same `isOnWatchlist`), drawn
/// another way: only `MovieListRouterV2` knows this design exists. Held strongly by the list's view
/// controller, which presented it; holds its delegate weakly.
final class MovieDetailViewControllerV2: ViewController, MovieDetailWatchlistScreen {
  weak var delegate: MovieDetailViewControllerDelegate?
  let movie: MoviePresentation
  var isOnWatchlist: Bool {
    didSet { setNeedsDisplay() }
  }

  init(movie: MoviePresentation) {
    self.movie = movie
    isOnWatchlist = movie.isOnWatchlist
  }

  override func draw() -> [String] {
    MovieDetailLayout.v2(movie, isOnWatchlist: isOnWatchlist, width: contentWidth)
  }

  func didTapOnWatch() async {
    trace(
      Role.view.inModule("Detail"), Role.view.inListModule,
      "movieDetailViewControllerDidTapWatch(_:)")
    delegate?.movieDetailViewControllerDidTapWatch(self)
  }
}
