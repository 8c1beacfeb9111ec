import Entities
import TerminalKit

// MARK: - Given, do not change

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter. It presents from the list's View.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports to `output`.
  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
}

/// Detail design v1.
final class MovieListRouterImpl: MovieListRouter {
  // MARK: Your work

  /// The View owns the Presenter, which owns this Router: the reference back is weak.
  var viewController: ViewController?

  // MARK: Given, do not change

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    await viewController?.present(detail)
  }
}
