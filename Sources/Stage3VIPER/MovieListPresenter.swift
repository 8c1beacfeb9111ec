import Entities
import Localization
import Tracing

// lesson:begin protocols
/// Told by the Presenter what to show. In stage 3 that is the View.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list, and now also the role that decides, for each user action, whether the
/// Interactor (work) or the Router (navigation) handles it.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the View)
/// weakly.
@MainActor protocol MovieListPresenter: MovieListInteractorDelegate, MovieDetailModuleOutput {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func presentation(from movie: Movie) -> MoviePresentation
  /// What a tap on row `index` does: the Presenter decides, and here it asks the Router to navigate.
  func didTapOnMovie(at index: Int) async
}
// lesson:end protocols

/// The Presenter. Its `delegate` is `weak`: the View holds the Presenter and is its delegate, and a strong
/// reference back would be a cycle that keeps both alive.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  private let interactor: MovieListInteractor
  private let router: MovieListRouter

  init(interactor: MovieListInteractor, router: MovieListRouter) {
    self.interactor = interactor
    self.router = router
  }

  func reload() async {
    trace(.presenter, .interactor, "fetchMovies()")
    await interactor.fetchMovies()
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: interactor.watchlist.contains(movie.id))
  }

  // lesson:begin tap
  func didTapOnMovie(at index: Int) async {
    let movie = interactor.movies[index]
    trace(.presenter, .router, "showDetailView(for: \(movie.title))")
    // The detail module gets its parameters when it is built, and this Presenter as its (weak) output.
    await router.showDetailView(
      for: movie, isOnWatchlist: interactor.watchlist.contains(movie.id), output: self)
  }
  // lesson:end tap

  // MARK: MovieDetailModuleOutput

  // lesson:begin output
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    trace(
      .presenter, .interactor,
      "updateWatchlist(movieID: \(movieID), isOnWatchlist: \(isOnWatchlist))")
    interactor.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }
  // lesson:end output

  // MARK: MovieListInteractorDelegate

  func interactorDidUpdate(_ interactor: MovieListInteractor) {
    if interactor.isLoading {
      trace(.presenter, .view, "showLoading()")
      delegate?.showLoading()
    } else if let error = interactor.error {
      trace(.presenter, .view, "showError(_:)")
      delegate?.showError(
        localized(
          en: "Could not load the movies: \(error). Type reload to try again.",
          zh: "无法加载电影：\(error)。输入 reload 重试。"))
    } else {
      trace(.presenter, .view, "updateWithMoviePresentations(_:)")
      delegate?.updateWithMoviePresentations(interactor.movies.map(presentation(from:)))
    }
  }
}
