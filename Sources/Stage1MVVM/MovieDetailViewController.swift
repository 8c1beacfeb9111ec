import Entities
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin detail
/// Told when the user types `watch` on a movie's screen. In stage 1 that is the list's View, which
/// presented the screen.
///
/// `AnyObject`, so that the screen can hold it weakly: the list's View holds the screen it presents, and a
/// strong reference back would be a cycle.
@MainActor protocol MovieDetailViewControllerDelegate: AnyObject {
  func movieDetailViewControllerDidTapWatch(_ controller: MovieDetailViewController) async
}

/// One movie's screen (design v1): a plain screen, not yet a module of its own (stage 3 makes it one). Like the list's View it formats
/// the `Movie` itself, so the formatting rules are written twice already; and it passes `watch` on to its
/// delegate, which keeps the watchlist up to date.
final class MovieDetailViewController: ViewController, MovieDetailScreen {
  weak var delegate: MovieDetailViewControllerDelegate?
  let movie: Movie
  var isOnWatchlist: Bool {
    didSet { setNeedsDisplay() }
  }

  init(movie: Movie, isOnWatchlist: Bool) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
  }

  override func draw() -> [String] {
    MovieDetailLayout.v1(
      displayTitle: "\(movie.localizedTitle) (\(movie.year))",
      ratingText: "⭐️ \(movie.rating.oneDecimal)",
      otherTitle: movie.otherTitle, summary: movie.localizedSummary, isOnWatchlist: isOnWatchlist,
      width: contentWidth)
  }

  func didTapOnWatch() async {
    trace(
      Role.view.inModule("Detail"), Role.view.inListModule,
      "movieDetailViewControllerDidTapWatch(_:)")
    await delegate?.movieDetailViewControllerDidTapWatch(self)
  }
}
// lesson:end detail
