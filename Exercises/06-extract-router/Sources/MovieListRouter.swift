import Entities
import TerminalKit
import TopMoviesApp

// MARK: - Given, do not change

/// The navigation of the list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter; holds the View it presents from weakly.
@MainActor protocol MovieListRouter: AnyObject {
  /// The screen to present from; implementations hold it `weak`.
  var viewController: ViewController? { get set }
  func showDetailView(for movie: Movie) async
}

// MARK: - Your work

/// The Router of the detail screen as it has always been (design v1): what the View's
/// `showDetailView(for:)` did in stages 1 and 2, moved out of the View.
final class MovieListRouterImpl: MovieListRouter {
  // TODO: The View owns the Presenter, and the Presenter owns this Router. How should the
  //       Router hold the View?
  var viewController: ViewController?

  func showDetailView(for movie: Movie) async {
    // TODO: Present a `MovieDetailViewController` (from TopMoviesApp) for `movie`, from
    //       `viewController`. It shows a film the Presenter side has formatted.
  }
}
