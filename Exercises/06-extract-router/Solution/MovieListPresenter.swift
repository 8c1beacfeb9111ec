import Entities

// MARK: - Given, do not change

/// Told by the Presenter what to show. In stage 3 that is the View.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list. It now also decides, for each user action, whether the Interactor
/// (work) or the Router (navigation) handles it.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor protocol MovieListPresenter: MovieListInteractorDelegate, MovieDetailModuleOutput {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func didTapOnMovie(at index: Int) async
  func presentation(from movie: Movie) -> MoviePresentation
}

/// The Presenter of stage 3. Only `didTapOnMovie(at:)` is yours to write.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  private let interactor: MovieListInteractor
  private let router: MovieListRouter

  init(interactor: MovieListInteractor, router: MovieListRouter) {
    self.interactor = interactor
    self.router = router
    interactor.delegate = self
  }

  func reload() async {
    await interactor.fetchMovies()
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: interactor.watchlist.contains(movie.id))
  }

  /// The detail module reports `watch` here, its output; the watchlist is work, so it goes to the
  /// Interactor.
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    interactor.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }

  func interactorDidUpdate(_ interactor: MovieListInteractor) {
    if interactor.isLoading {
      delegate?.showLoading()
    } else if let error = interactor.error {
      delegate?.showError("Could not load the movies: \(error). Type reload to try again.")
    } else {
      delegate?.updateWithMoviePresentations(interactor.movies.map(presentation(from:)))
    }
  }

  // MARK: Your work

  func didTapOnMovie(at index: Int) async {
    // A tap is navigation, so it goes to the Router; the Interactor only supplies the movie and
    // whether it is on the watchlist. This Presenter is the detail module's (weak) output.
    let movie = interactor.movies[index]
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id), output: self)
  }
}
