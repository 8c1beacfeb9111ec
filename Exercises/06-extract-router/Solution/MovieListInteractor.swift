// Given, do not change this file: the Interactor's protocols, stage 2's ViewModel under its VIPER
// name.

import Entities

/// Told by the Interactor whenever its state changes. In stage 3 that is the Presenter.
@MainActor protocol MovieListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: MovieListInteractor)
}

/// The business side of the list: it fetches the movies and keeps them, and knows nothing about
/// screens.
///
/// Held strongly by the Presenter; holds its delegate (the Presenter) weakly.
@MainActor protocol MovieListInteractor: AnyObject {
  var delegate: MovieListInteractorDelegate? { get set }
  var movies: [Movie] { get }
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// The ids of the movies the user has put on the watchlist: business state, so it lives here.
  var watchlist: Set<Movie.ID> { get }
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
  /// Puts the movie on the watchlist or takes it off, and tells the delegate.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}
