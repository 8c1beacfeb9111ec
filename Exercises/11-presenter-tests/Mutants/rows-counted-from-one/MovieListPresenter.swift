// A wrong Presenter, for your tests to catch: the WHY file next to this one says what is wrong with
// it. Read it after you have tried.

import Entities

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
  func presentation(from movie: Movie) -> MoviePresentation
  /// What a tap on row `index` (counted from 0) does: it asks the Router to open that movie.
  func didTapOnMovie(at index: Int) async
}

/// The list's Presenter. It makes itself the Interactor's delegate as soon as it is created, so it
/// hears every change from the first one.
final class MovieListPresenterImpl: MovieListPresenter {
  /// Weak: the View owns this Presenter, so a strong reference back would keep both alive.
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

  /// A row that is not in the list (the movies changed since the screen was drawn) opens nothing.
  func didTapOnMovie(at index: Int) async {
    let row = index - 1
    guard interactor.movies.indices.contains(row) else { return }
    let movie = interactor.movies[row]
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id), output: self)
  }

  // MARK: MovieDetailModuleOutput

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    interactor.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }

  // MARK: MovieListInteractorDelegate

  /// One state, one message to the View: loading, else the error of the last fetch, else the movies.
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
