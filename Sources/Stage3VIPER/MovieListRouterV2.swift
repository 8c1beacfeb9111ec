import Entities
import TerminalKit
import Tracing

// lesson:begin router
/// Variant B: the redesigned detail screen (design v2). Only this Router knows that design exists.
final class MovieListRouterV2: MovieListRouter {
  /// Weak: the View owns the Presenter, which owns this Router; a strong reference back would be a cycle.
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewControllerV2.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    trace(.router, .view, "present(MovieDetailViewControllerV2)")
    await viewController?.present(detail)
  }
}
// lesson:end router
