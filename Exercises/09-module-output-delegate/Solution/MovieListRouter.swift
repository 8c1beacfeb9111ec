// Given, do not change this file: the list's Router, as stage 3 has it (design v1 only).

import Entities
import TerminalKit

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the list's Presenter; holds the View it presents from weakly.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports to `output`.
  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
}

/// Detail design v1.
final class MovieListRouterImpl: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    await viewController?.present(detail)
  }
}
