import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its state changes. In stage 1 that is the View.
///
/// `AnyObject` lets the ViewModel hold it `weak` (the seeds' `: class`).
@MainActor protocol MovieListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: MovieListViewModel)
}

/// The business side of the list: it fetches the movies and keeps them, with the state of the last
/// fetch, and knows nothing about screens.
///
/// Held strongly by the View; holds its delegate (the View) weakly.
@MainActor protocol MovieListViewModel: AnyObject {
  /// A protocol cannot say `weak`; the implementation does.
  var delegate: MovieListViewModelDelegate? { get set }
  var movies: [Movie] { get }
  /// Whether a fetch is under way.
  var isLoading: Bool { get }
  /// Why the last fetch failed, or `nil` when it did not.
  var error: (any Error)? { get }
  /// Fetches the movies, telling the delegate when loading starts and when it ends.
  func fetchMovies() async
}

// MARK: - Your work

/// The ViewModel of stage 1, now with the state of its fetch: loading, failed, or done.
///
/// Holds the service strongly and its delegate (the View, which owns this ViewModel) weakly.
final class MovieListViewModelImpl: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  private let service: MovieService

  init(service: MovieService) {
    self.service = service
  }

  func fetchMovies() async {
    // TODO: Before asking the service, set `isLoading` and tell the delegate, so the View can
    //       show that it is loading.
    // TODO: If the service throws, keep the error in `error`; a fetch that succeeds leaves no
    //       error.
    // TODO: When the service has answered, loading is over: tell the delegate again.
    do {
      movies = try await service.fetchMovies()
    } catch {
    }
    delegate?.viewModelDidUpdate(self)
  }
}
