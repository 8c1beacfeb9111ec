import Entities
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocol
/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter; holds the View it presents from weakly. Two implementations, one per
/// design of the detail screen, are swapped for the A/B test without touching the View or the Presenter.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from; implementations hold it `weak`.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `movie` and presents it; the module reports to `output`.
  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
}
// lesson:end protocol

/// Variant A: the detail screen as it has always been (design v1).
final class MovieListRouterImpl: MovieListRouter {
  /// Weak: the View owns the Presenter, which owns this Router; a strong reference back would be a cycle.
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    let detail = MovieDetailModule.build(
      MovieDetailViewController.self, movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    trace(.router, .view, "present(MovieDetailViewController)")
    await viewController?.present(detail)
  }
}
