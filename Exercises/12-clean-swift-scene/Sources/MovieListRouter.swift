// Given, do not change this file: the list scene's Router (design v1), as stage 3, Clean Swift has it.

import Entities
import TerminalKit

/// The navigation of the list: where the scene can go. The view controller calls it once the VIP
/// cycle of a tap has run (`displaySelectedMovie(viewModel:)`).
///
/// Held strongly by the view controller.
@MainActor protocol MovieListRoutingLogic: AnyObject {
  /// Presents the detail screen of the selected movie.
  func routeToMovieDetail() async
}

/// How the Router reaches the scene's state, to pass it on to the next screen. The Router holds its
/// data store (the Interactor) strongly.
@MainActor protocol MovieListDataPassing: AnyObject {
  var dataStore: MovieListDataStore? { get }
}

/// A Router the list scene can be given; the view controller's `setup(service:router:)` hands it its
/// source (weak) and its data store (strong).
@MainActor protocol MovieListSceneRouter: MovieListRoutingLogic, MovieListDataPassing {
  /// The view controller to present from, which the detail screen reports to.
  var viewController: (ViewController & MovieDetailViewControllerDelegate)? { get set }
  var dataStore: MovieListDataStore? { get set }
}

/// Routes to the detail screen (design v1).
///
/// Held strongly by the view controller. Holds the view controller weakly (it owns this Router) and
/// the data store (the Interactor) strongly.
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
    await source.present(destination)
  }
}
