import Entities

// MARK: - Given, do not change

/// Told by the Presenter what to show. In stage 3 that is the list's View.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list, and the role that decides, for each user action, whether the
/// Interactor (work) or the Router (navigation) handles it. It is also the output of every detail
/// module it opens.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor protocol MovieListPresenter: MovieListInteractorDelegate, MovieDetailModuleOutput {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func didTapOnMovie(at index: Int) async
  func presentation(from movie: Movie) -> MoviePresentation
}

/// The list's Presenter, as stage 3 has it, but for what it does when a detail module reports.
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

  /// The detail module gets its parameters when it is built, and this Presenter as its output.
  func didTapOnMovie(at index: Int) async {
    let movie = interactor.movies[index]
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id), output: self)
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

  // MARK: - Your work: MovieDetailModuleOutput

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    interactor.updateWatchlist(
      movieID: movieID, isOnWatchlist: !interactor.watchlist.contains(movieID))
  }
}
