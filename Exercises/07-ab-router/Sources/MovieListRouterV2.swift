import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design v2). Only this Router knows that design exists.
///
/// Held strongly by the Presenter; holds the View it presents from weakly, like every Router.
final class MovieListRouterV2: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie) async {
    // TODO: Present a `MovieDetailViewControllerV2` for `movie`, from `viewController`. The screen
    //       takes the movie already formatted.
  }
}
