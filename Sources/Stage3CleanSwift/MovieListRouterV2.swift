import Entities
import TerminalKit
import Tracing

/// Variant B: routes to the redesigned detail scene (design v2). Only this Router knows that design
/// exists.
///
/// Held strongly by the view controller. Holds the view controller weakly (it owns this Router, so a
/// strong reference back would be a cycle) and the data store (the Interactor) strongly.
final class MovieListRouterV2: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?

  func routeToMovieDetail() async {
    guard let source = viewController, let dataStore, dataStore.selectedMovie != nil else { return }
    let destination = MovieDetailViewControllerV2(watchlistWorker: dataStore.watchlistWorker)
    guard let destinationDataStore = destination.dataStore else { return }
    passDataToDetail(source: dataStore, destination: destinationDataStore)
    destination.delegate = source
    trace(.router, .view, "present(MovieDetailViewControllerV2)")
    await source.present(destination)
  }
}
