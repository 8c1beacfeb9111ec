import Entities
import TerminalKit
import Tracing

// lesson:begin protocols
/// The navigation of the list: where the scene can go. The view controller calls it once the VIP cycle
/// of a tap has run and the Presenter has decided on the detail scene
/// (`displaySelectedMovie(viewModel:)` with `.showDetail`).
///
/// Held strongly by the view controller.
@MainActor protocol MovieListRoutingLogic: AnyObject {
  /// Presents the detail scene of the selected movie, in the Router's design.
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
extension MovieListSceneRouter {
  /// Passing data the Clean Swift way: from this scene's data store into the destination's. The film goes
  /// as data; the detail scene's Presenter formats it.
  func passDataToDetail(source: any MovieListDataStore, destination: any MovieDetailDataStore) {
    destination.movie = source.selectedMovie
  }
}

/// Variant A: routes to the detail scene as it has always been drawn (design v1).
///
/// Held strongly by the view controller. Holds the view controller weakly (it owns this Router, so a
/// strong reference back would be a cycle) and the data store (the Interactor) strongly.
final class MovieListRouter: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?

  func routeToMovieDetail() async {
    guard let source = viewController, let dataStore, dataStore.selectedMovie != nil else { return }
    // The detail scene keeps the watchlist through the list Interactor's Worker: one watchlist.
    let destination = MovieDetailViewController(watchlistWorker: dataStore.watchlistWorker)
    guard let destinationDataStore = destination.dataStore else { return }
    passDataToDetail(source: dataStore, destination: destinationDataStore)
    destination.delegate = source
    trace(.router, .view, "present(MovieDetailViewController)")
    await source.present(destination)
  }
}
// lesson:end router
