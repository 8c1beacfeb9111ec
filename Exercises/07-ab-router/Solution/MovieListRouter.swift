// Given, do not change this file: the Router's protocol and variant A's Router (exercise 06's
// answer).

import Entities
import TerminalKit

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter. One implementation per design of the detail screen, swapped
/// for the A/B test without touching the View or the Presenter.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports to `output`.
  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
}

/// Variant A: the detail screen as it has always been (design v1).
final class MovieListRouterImpl: MovieListRouter {
  /// Weak: the View owns the Presenter, which owns this Router.
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    await viewController?.present(detail)
  }
}
