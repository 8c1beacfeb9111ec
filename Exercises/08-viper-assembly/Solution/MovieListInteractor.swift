import Entities

// MARK: - Given, do not change

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
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
}

/// Fetches from a `MovieService`, which it holds strongly.
final class MovieListInteractorImpl: MovieListInteractor {
  // MARK: Your work

  /// The Presenter owns this Interactor: the reference back is weak.
  weak var delegate: MovieListInteractorDelegate?

  // MARK: Given, do not change

  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private let service: MovieService

  init(service: MovieService) {
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
}
