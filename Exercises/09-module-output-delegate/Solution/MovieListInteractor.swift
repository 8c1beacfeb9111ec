// Given, do not change this file: the list's Interactor, as stage 3 has it.

import Entities

/// Told by the Interactor whenever its state changes. In stage 3 that is the list's Presenter.
@MainActor protocol MovieListInteractorDelegate: AnyObject {
  func interactorDidUpdate(_ interactor: MovieListInteractor)
}

/// The business side of the list: it fetches the movies and keeps them, and knows nothing about
/// screens.
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
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
  /// Puts the movie on the watchlist or takes it off, and tells the delegate.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// Fetches from a `MovieServiceProtocol` (the real `MovieService` in the app), which it holds strongly.
final class MovieListInteractorImpl: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var watchlist: Set<Movie.ID> = []
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  func fetchMovies() async {
    isLoading = true
    error = nil
    delegate?.interactorDidUpdate(self)
    do {
      movies = try await service.fetchMovies()
    } catch {
      self.error = error
    }
    isLoading = false
    delegate?.interactorDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    delegate?.interactorDidUpdate(self)
  }
}
