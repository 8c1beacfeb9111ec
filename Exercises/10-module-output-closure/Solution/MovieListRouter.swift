// Given, do not change this file: the list's Router (design v1), which hands the detail module a
// closure as its output.

import Entities
import TerminalKit

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the list's Presenter; holds the View it presents from weakly.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports each change of the
  /// watchlist to `onWatchlistChange`.
  func showDetailView(
    for movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void)
    async
}

/// Detail design v1.
final class MovieListRouterImpl: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(
    for movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void
  ) async {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist,
      onWatchlistChange: onWatchlistChange)
    await viewController?.present(detail)
  }
}
