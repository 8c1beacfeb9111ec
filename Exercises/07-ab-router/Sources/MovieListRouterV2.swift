import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design v2). Only this Router knows that design exists.
///
/// Held strongly by the Presenter; holds the View it presents from weakly, like every Router.
final class MovieListRouterV2: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    // TODO: Build the detail module for `movie` in design v2 (`MovieDetailViewControllerV2`), with
    //       `isOnWatchlist` and `output`, and present it from `viewController`.
  }
}
