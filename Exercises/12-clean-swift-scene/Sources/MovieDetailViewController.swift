// Given, do not change this file: the detail screen (design v1), as stage 3, Clean Swift has it.

import Entities
import TerminalKit
import TopMoviesApp

/// A detail screen as the list's view controller sees it: the movie it shows, and the watchlist
/// status it draws, which the list sets once the VIP cycle has run.
///
/// Held strongly by the list's view controller that presented it (its `presentedViewController`).
@MainActor protocol MovieDetailWatchlistScreen: MovieDetailScreen {
  var movie: MoviePresentation { get }
  var isOnWatchlist: Bool { get set }
}

/// Told when the user types `watch` on a movie's screen. That is the list's view controller, which
/// presented the screen (through its Router).
///
/// `AnyObject`, so that the screen can hold it weakly: the list's view controller holds the screen it
/// presents, and a strong reference back would be a cycle.
@MainActor protocol MovieDetailViewControllerDelegate: AnyObject {
  func movieDetailViewControllerDidTapWatch(_ controller: any MovieDetailWatchlistScreen)
}

/// One movie's screen: a plain screen, not a scene of its own. It formats nothing; it passes `watch`
/// on to its delegate (weak), and redraws when told whether the movie is on the watchlist.
final class MovieDetailViewController: ViewController, MovieDetailWatchlistScreen {
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
    MovieDetailLayout.v1(
      displayTitle: movie.displayTitle, ratingText: movie.ratingText,
      otherTitle: movie.otherTitle, summary: movie.summary, isOnWatchlist: isOnWatchlist,
      width: contentWidth)
  }

  func didTapOnWatch() async {
    delegate?.movieDetailViewControllerDidTapWatch(self)
  }
}
