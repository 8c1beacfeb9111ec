import Entities
import TerminalKit

// MARK: - Given, do not change

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter; holds the View it presents from weakly.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from; implementations hold it `weak`.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports to `output`.
  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
}

// MARK: - Your work

/// The Router of the detail screen as it has always been (design v1): what the View's
/// `showDetailView(for:)` did in stages 1 and 2, moved out of the View.
final class MovieListRouterImpl: MovieListRouter {
  // TODO: The View owns the Presenter, and the Presenter owns this Router. How should the
  //       Router hold the View?
  var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    // TODO: Build the detail module for `movie` in design v1 (`MovieDetailViewController`), with
    //       `isOnWatchlist` and `output`, and present it from `viewController`.
  }
}
