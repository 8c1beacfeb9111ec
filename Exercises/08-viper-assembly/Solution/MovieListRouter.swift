import Entities
import TerminalKit
import TopMoviesApp

// MARK: - Given, do not change

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter; holds the View it presents from weakly.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from.
  var viewController: ViewController? { get set }
  func showDetailView(for movie: Movie) async
}

/// Detail design v1.
final class MovieListRouterImpl: MovieListRouter {
  // MARK: Your work

  /// The View owns the Presenter, which owns this Router: the reference back is weak.
  weak var viewController: ViewController?

  // MARK: Given, do not change

  func showDetailView(for movie: Movie) async {
    await viewController?.present(MovieDetailViewController(movie: MoviePresentation(from: movie)))
  }
}
