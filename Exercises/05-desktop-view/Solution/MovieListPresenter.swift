// Given, do not change this file: the Presenter of stage 2 (exercise 04's answer).

import Entities

/// Told by the Presenter what to show: the View, whichever platform it is for.
@MainActor protocol MovieListPresenterDelegate: AnyObject {
  func updateWithMoviePresentations(_ movies: [MoviePresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the list, shared by every platform's View.
///
/// Held strongly by the View; holds the ViewModel strongly and its delegate (the View) weakly.
@MainActor protocol MovieListPresenter: MovieListViewModelDelegate {
  var delegate: MovieListPresenterDelegate? { get set }
  func reload() async
  func presentation(from movie: Movie) -> MoviePresentation
  /// The movie behind row `index`, for the View's navigation.
  func movie(at index: Int) -> Movie
  /// Puts the movie on the watchlist or takes it off; the ViewModel keeps the watchlist.
  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// Turns the ViewModel's movies into presentations for whichever View is its delegate.
final class MovieListPresenterImpl: MovieListPresenter {
  weak var delegate: MovieListPresenterDelegate?
  private let viewModel: MovieListViewModel

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func reload() async {
    await viewModel.fetchMovies()
  }

  func presentation(from movie: Movie) -> MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: viewModel.watchlist.contains(movie.id))
  }

  func movie(at index: Int) -> Movie {
    viewModel.movies[index]
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    viewModel.updateWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
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
