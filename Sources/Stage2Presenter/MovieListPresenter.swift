import Entities
import Localization
import Tracing

// lesson:begin protocols
/// Told by the Presenter what to show. In stage 2 that is the View, whichever platform it is for.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list: it turns the ViewModel's `Movie`s into `MoviePresentation`s, so any
/// platform's View can show them without knowing what a `Movie` is.
///
/// Held strongly by the View; holds the ViewModel strongly and its delegate (the View) weakly.
@MainActor protocol MovieListPresenter: MovieListViewModelDelegate {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func presentation(from movie: Movie) -> MoviePresentation
  /// The movie behind row `index`: the View still navigates in stage 2, and needs it to do so.
  func movie(at index: Int) -> Movie
  /// Puts the movie on the watchlist or takes it off; the ViewModel keeps the watchlist.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}
// lesson:end protocols

/// The Presenter. Its `delegate` is `weak`: the View holds the Presenter and is its delegate, and a strong
/// reference back would be a cycle that keeps both alive.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  private let viewModel: MovieListViewModel

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func reload() async {
    trace(.presenter, .viewModel, "fetchMovies()")
    await viewModel.fetchMovies()
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: viewModel.watchlist.contains(movie.id))
  }

  func movie(at index: Int) -> Movie {
    viewModel.movies[index]
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    trace(
      .presenter, .viewModel,
      "updateWatchlist(movieID: \(movieID), isOnWatchlist: \(isOnWatchlist))")
    viewModel.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }

  // MARK: MovieListViewModelDelegate

  // lesson:begin update
  func viewModelDidUpdate(_ model: MovieListViewModel) {
    if model.isLoading {
      trace(.presenter, .view, "showLoading()")
      delegate?.showLoading()
    } else if let error = model.error {
      trace(.presenter, .view, "showError(_:)")
      delegate?.showError(
        localized(
          en: "Could not load the movies: \(error). Type reload to try again.",
          zh: "无法加载电影：\(error)。输入 reload 重试。"))
    } else {
      trace(.presenter, .view, "updateWithMoviePresentations(_:)")
      delegate?.updateWithMoviePresentations(model.movies.map(presentation(from:)))
    }
  }
  // lesson:end update
}
