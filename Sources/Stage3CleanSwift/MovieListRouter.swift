import Entities
import TerminalKit
import Tracing

// lesson:begin protocols
/// The navigation of the list: where the scene can go. The view controller calls it once the VIP cycle
/// of a tap has run (`displaySelectedMovie(viewModel:)`).
///
/// Held strongly by the view controller.
@MainActor protocol MovieListRoutingLogic: AnyObject {
  /// Presents the detail screen of the selected movie, in the Router's design.
  func routeToMovieDetail() async
}

/// How the Router reaches the scene's state, to pass it on to the next screen. The Router holds its data
/// store (the Interactor) strongly.
@MainActor protocol MovieListDataPassing: AnyObject {
  var dataStore: MovieListDataStore? { get }
}

/// A Router the list scene can be given: the App chooses one by A/B variant, and the view controller's
/// `setup(service:router:)` hands it its source (weak) and its data store (strong). The Routers of both
/// designs conform to it, so switching variants touches no other class of the scene.
@MainActor protocol MovieListSceneRouter: MovieListRoutingLogic, MovieListDataPassing {
  /// The view controller to present from, which the detail screen reports to; implementations hold it
  /// `weak`.
  var viewController: (ViewController & MovieDetailViewControllerDelegate)? { get set }
  var dataStore: MovieListDataStore? { get set }
}
// lesson:end protocols

// lesson:begin router
/// Variant A: routes to the detail screen as it has always been (design v1).
///
/// Held strongly by the view controller. Holds the view controller weakly (it owns this Router, so a
/// strong reference back would be a cycle) and the data store (the Interactor) strongly.
final class MovieListRouter: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?

  func routeToMovieDetail() async {
    guard let source = viewController, let dataStore, let movie = dataStore.selectedMovie else {
      return
    }
    // Passing data: the detail screen gets what it shows, read from the data store.
    let destination = MovieDetailViewController(
      movie: MoviePresentation(from: movie, isOnWatchlist: dataStore.watchlist.contains(movie.id)))
    destination.delegate = source
    trace(.router, .view, "present(MovieDetailViewController)")
    await source.present(destination)
  }
}
// lesson:end router
