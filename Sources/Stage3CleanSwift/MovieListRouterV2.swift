import Entities
import TerminalKit
import Tracing

/// Variant B: routes to the redesigned detail screen (design v2). Only this Router knows that design
/// exists.
///
/// Held strongly by the view controller. Holds the view controller weakly (it owns this Router, so a
/// strong reference back would be a cycle) and the data store (the Interactor) strongly.
final class MovieListRouterV2: MovieListSceneRouter {
  weak var viewController: (ViewController & MovieDetailViewControllerDelegate)?
  var dataStore: MovieListDataStore?

  func routeToMovieDetail() async {
    guard let source = viewController, let dataStore, let movie = dataStore.selectedMovie else {
      return
    }
    // Passing data: the detail screen gets what it shows, read from the data store.
    let destination = MovieDetailViewControllerV2(
      movie: MoviePresentation(from: movie, isOnWatchlist: dataStore.watchlist.contains(movie.id)))
    destination.delegate = source
    trace(.router, .view, "present(MovieDetailViewControllerV2)")
    await source.present(destination)
  }
}
