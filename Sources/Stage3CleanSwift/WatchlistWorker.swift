import Entities

// lesson:begin watchlist-worker
/// The second Worker: it keeps the watchlist, the ids of the films the user put on it. The Interactor
/// applies each request to put a film on or take it off, and tells the Presenter; this Worker only stores
/// the result, as a Worker over a database or a server would in a real app. It knows nothing about the
/// scene, so any Interactor could use it.
///
/// Held strongly by the Interactor, beside `MoviesWorker`; holds nothing but the ids.
@MainActor final class WatchlistWorker {
  /// The ids of the films on the watchlist.
  private(set) var movieIDs: Set<Movie.ID> = []

  /// Puts the film on the watchlist; a film already on it stays there once.
  func add(_ movieID: Movie.ID) {
    movieIDs.insert(movieID)
  }

  /// Takes the film off the watchlist, if it is on it.
  func remove(_ movieID: Movie.ID) {
    movieIDs.remove(movieID)
  }
}
// lesson:end watchlist-worker
