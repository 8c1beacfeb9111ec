import Entities

// MARK: - Given, do not change

/// Told by the Presenter what to show. In stage 3 that is the View.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list, and the role that decides who handles each action: work goes to
/// the Interactor, navigation to the Router.
///
/// Held strongly by the View; holds the Interactor and the Router strongly, and tells its delegate,
/// the View, what to show.
@MainActor protocol MovieListPresenter: MovieListInteractorDelegate, MovieDetailModuleOutput {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func didTapOnMovie(at index: Int) async
  func presentation(from movie: Movie) -> MoviePresentation
}

/// The Presenter of stage 3. Unlike the stage's, it does not wire itself up: the module does.
final class MovieListPresenterImpl: MovieListPresenter {
  // MARK: Your work

  /// The View owns this Presenter: the reference back is weak.
  weak var delegate: MovieListPresenterDelegate?

  // MARK: Given, do not change

  let interactor: MovieListInteractor
  let router: MovieListRouter

  init(interactor: MovieListInteractor, router: MovieListRouter) {
    self.interactor = interactor
    self.router = router
  }

  func reload() async {
    await interactor.fetchMovies()
  }

  func didTapOnMovie(at index: Int) async {
    let movie = interactor.movies[index]
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id), output: self)
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: interactor.watchlist.contains(movie.id))
  }

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
}
