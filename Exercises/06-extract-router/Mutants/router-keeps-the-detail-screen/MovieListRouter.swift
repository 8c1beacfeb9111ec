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

// MARK: - Your work

/// The Router of the detail screen as it has always been (design v1): what the View's
/// `showDetailView(for:)` did in stages 1 and 2, moved out of the View.
final class MovieListRouterImpl: MovieListRouter {
  /// Weak: the View owns the Presenter, which owns this Router, so a strong reference back to the
  /// View would be a cycle.
  weak var viewController: ViewController?
  /// The detail screen on top, to find it again.
  private var detail: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    self.detail = detail
    await viewController?.present(detail)
  }
}
