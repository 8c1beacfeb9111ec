import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design v2). Only this Router knows that design exists.
///
/// Held strongly by the Presenter; holds the View it presents from weakly, like every Router.
final class MovieListRouterV2: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    // The same module as variant A's, drawn by the other design.
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    await viewController?.present(detail)
  }
}
