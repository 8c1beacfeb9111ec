import Entities
import Tracing

// lesson:begin protocols
/// The input of the detail Interactor: one method per use case. The detail view controller calls it.
///
/// Held strongly by the detail view controller.
@MainActor protocol MovieDetailBusinessLogic: AnyObject {
  /// Hands the Presenter the film in the data store, with its watchlist status.
  func showMovie(request: MovieDetail.ShowMovie.Request)
  /// Puts the film on the watchlist, or takes it off, and tells the Presenter.
  func updateWatchlist(request: MovieDetail.UpdateWatchlist.Request)
}

/// The detail scene's state: the film it shows. The list's Router writes it before the screen loads
/// (`passDataToDetail(source:destination:)`), as the Clean Swift templates pass data between scenes.
///
/// Held strongly by the detail view controller, as its `dataStore`.
@MainActor protocol MovieDetailDataStore: AnyObject {
  var movie: Movie? { get set }
}
// lesson:end protocols

/// The detail scene's Interactor: its business logic and its state. It knows the film as data, and
/// keeps the watchlist through a `WatchlistStoring` Worker: the list's Interactor uses the same Worker,
/// so the two scenes see one watchlist, and a second Interactor reuses a Worker, as seed 002 says they can.
///
/// Held strongly by the detail view controller (as its business logic and its data store). Holds the
/// Presenter and the Worker strongly; nothing points back at it.
final class MovieDetailInteractor: MovieDetailBusinessLogic, MovieDetailDataStore {
  var presenter: MovieDetailPresentationLogic?
  var movie: Movie?
  private let watchlistWorker: any WatchlistStoring

  init(watchlistWorker: any WatchlistStoring) {
    self.watchlistWorker = watchlistWorker
  }

  func showMovie(request: MovieDetail.ShowMovie.Request) {
    guard let movie else { return }
    trace(interactor, presenterRole, "presentMovie(response:)")
    presenter?.presentMovie(
      response: MovieDetail.ShowMovie.Response(
        movie: movie, isOnWatchlist: watchlistWorker.movieIDs.contains(movie.id)))
  }

  // lesson:begin watch
  func updateWatchlist(request: MovieDetail.UpdateWatchlist.Request) {
    guard let movie else { return }
    // The rule of `watch`: a film on the watchlist comes off it, any other goes on.
    let isOnWatchlist = !watchlistWorker.movieIDs.contains(movie.id)
    if isOnWatchlist {
      watchlistWorker.add(movie.id)
    } else {
      watchlistWorker.remove(movie.id)
    }
    trace(interactor, presenterRole, "presentUpdatedWatchlist(response:)")
    presenter?.presentUpdatedWatchlist(
      response: MovieDetail.UpdateWatchlist.Response(
        movieID: movie.id, isOnWatchlist: isOnWatchlist))
  }
  // lesson:end watch

  private var interactor: Role { Role.interactor.inModule("Detail") }
  private var presenterRole: Role { Role.presenter.inModule("Detail") }
}
