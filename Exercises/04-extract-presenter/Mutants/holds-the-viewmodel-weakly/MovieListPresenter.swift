import Entities

// MARK: - Given, do not change

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

/// Told by the Presenter what to show. In stage 2 that is the View, whichever platform it is for.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list: it turns the ViewModel's `Movie`s into `MoviePresentation`s, so a
/// View never sees a `Movie` and any platform's View can reuse it.
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

// MARK: - Your work

/// The Presenter of stage 2: what the stage 1 View did to a `Movie` before drawing it, moved out of
/// the View.
///
/// Holds the ViewModel strongly and is its (weak) delegate; holds its own delegate weakly.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  private weak var viewModel: MovieListViewModel?

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func reload() async {
    await viewModel?.fetchMovies()
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    // The formatting rules of exercise 01, ready-made in Entities, and whether the movie is on the
    // watchlist, which the ViewModel knows.
    MoviePresentation(from: movie, isOnWatchlist: viewModel?.watchlist.contains(movie.id) ?? false)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    // Written for you too: the watchlist is business state, so the ViewModel keeps it.
    viewModel?.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
  }

  func movie(at index: Int) -> Movie {
    viewModel!.movies[index]
  }

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    if model.isLoading {
      delegate?.showLoading()
    } else if let error = model.error {
      delegate?.showError("Could not load the movies: \(error). Type reload to try again.")
    } else {
      delegate?.updateWithMoviePresentations(model.movies.map(presentation(from:)))
    }
  }
}
