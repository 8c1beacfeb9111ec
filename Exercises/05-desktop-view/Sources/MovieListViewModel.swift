// Given, do not change this file: the ViewModel of stage 2.

import Entities

/// Told by the ViewModel whenever its state changes. In stage 2 that is the Presenter.
@MainActor protocol MovieListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: MovieListViewModel)
}

/// The business side of the list: it fetches the movies and keeps them, with the state of the last
/// fetch. Held strongly by the Presenter; holds its delegate (the Presenter) weakly.
@MainActor protocol MovieListViewModel: AnyObject {
  var delegate: MovieListViewModelDelegate? { get set }
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

/// Fetches from a `MovieService`, which it holds strongly.
final class MovieListViewModelImpl: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private(set) var watchlist: Set<Movie.ID> = []
  private let service: MovieService

  init(service: MovieService) {
    self.service = service
  }

  func fetchMovies() async {
    isLoading = true
    error = nil
    delegate?.viewModelDidUpdate(self)
    do {
      movies = try await service.fetchMovies()
    } catch {
      self.error = error
    }
    isLoading = false
    delegate?.viewModelDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    delegate?.viewModelDidUpdate(self)
  }
}
