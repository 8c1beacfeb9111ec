// Given: the code under test. Your tests stand in for this role; nothing here needs to change.

import Entities

/// Told by the Interactor whenever its state changes. In stage 3 that is the list's Presenter.
///
/// `AnyObject`, so that the Interactor can hold its delegate weakly.
@MainActor protocol MovieListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: MovieListInteractor)
}

/// The business side of the list: it fetches the movies, keeps them and the watchlist, and knows
/// nothing about screens.
///
/// Held strongly by the list's Presenter; holds its delegate (that Presenter) weakly.
@MainActor protocol MovieListInteractor: AnyObject {
  var delegate: MovieListInteractorDelegate? { get set }
  var movies: [Movie] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the movies the user has put on the watchlist: business state, so it lives here.
  var watchlist: Set<Movie.ID> { get }
  /// Fetches the movies, telling the delegate when loading starts and when it ends. Loading starts
  /// with `isLoading` set and `error` cleared; it ends with `isLoading` cleared and either new
  /// `movies` or an `error` (the movies of an earlier fetch are kept).
  func fetchMovies() async
  /// Puts the movie on the watchlist or takes it off, and tells the delegate.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}
