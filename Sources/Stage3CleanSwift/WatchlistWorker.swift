import Entities

// lesson:begin watchlist-worker
/// What an Interactor asks of the Worker that keeps the watchlist: the ids on it, and a film put on or
/// taken off. The Interactors hold this protocol, not `WatchlistWorker`, so a test can hand them a mock
/// Worker that records each call, and a real app could swap in a Worker that keeps the ids on disk.
///
/// Held strongly by the list's Interactor, which is given it in its initialiser, and by each detail
/// Interactor, which the list's Router hands it to. `AnyObject`: the watchlist is state, and every
/// Interactor handed the same Worker must see the same ids.
@MainActor protocol WatchlistStoring: AnyObject {
  /// The ids of the films on the watchlist.
  var movieIDs: Set<Movie.ID> { get }
  /// Puts the film on the watchlist; a film already on it stays there once.
  func add(_ movieID: Movie.ID)
  /// Takes the film off the watchlist, if it is on it.
  func remove(_ movieID: Movie.ID)
}

/// The second Worker: it keeps the watchlist, the ids of the films the user put on it. The detail
/// Interactor decides what `watch` does and stores the result here; the list's Interactor reads it to mark
/// its rows. This Worker only stores, as a Worker over a database or a server would in a real app, and it
/// knows nothing about either scene, so both Interactors use it.
///
/// Held strongly by the list's Interactor, beside its `MoviesWorking`, and by the detail Interactor, each
/// as its `WatchlistStoring`; holds nothing but the ids, in memory.
@MainActor final class WatchlistWorker: WatchlistStoring {
  private(set) var movieIDs: Set<Movie.ID> = []

  func add(_ movieID: Movie.ID) {
    movieIDs.insert(movieID)
  }

  func remove(_ movieID: Movie.ID) {
    movieIDs.remove(movieID)
  }
}
// lesson:end watchlist-worker
