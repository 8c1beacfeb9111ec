import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design v2). Only this Router knows that design exists.
///
/// Held strongly by the Presenter, like every Router.
final class MovieListRouterV2: MovieListRouter {
  // TODO: How should this Router hold the View it presents from? Variant A's Router has met the
  //       same question.
  var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    // TODO: Variant A's Router opens the detail module in design v1. What does this one open, and
    //       what changes between the two?
  }
}
