import Entities

// MARK: - Given, do not change

/// Told by the Presenter what to show. In stage 3 that is the list's View.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list, and the role that decides, for each user action, whether the
/// Interactor (work) or the Router (navigation) handles it.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor protocol MovieListPresenter: MovieListInteractorDelegate {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func didTapOnMovie(at index: Int) async
  func presentation(from movie: Movie) -> MoviePresentation
  /// What this Presenter hands each detail module it opens, as the module's output: the detail calls
  /// it with the movie's id and its new status.
  func watchlistChangeHandler() -> (Movie.ID, Bool) -> Void
}

/// The list's Presenter, as stage 3 has it, but with a closure as the output of the detail modules it
/// opens, instead of itself.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  let interactor: MovieListInteractor
  let router: MovieListRouter

  init(interactor: MovieListInteractor, router: MovieListRouter) {
    self.interactor = interactor
    self.router = router
    interactor.delegate = self
  }

  func reload() async {
    await interactor.fetchMovies()
  }

  /// The detail module gets its parameters when it is built, and a closure as its output.
  func didTapOnMovie(at index: Int) async {
    let movie = interactor.movies[index]
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id),
      onWatchlistChange: watchlistChangeHandler())
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: interactor.watchlist.contains(movie.id))
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

  // MARK: - Your work

  private lazy var handler: (Movie.ID, Bool) -> Void = { [weak self] movieID, isOnWatchlist in
    self?.interactor.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }

  func watchlistChangeHandler() -> (Movie.ID, Bool) -> Void {
    handler
  }
}
