import Entities

// MARK: - Given, do not change

/// The input of the Presenter: one method per use case, each taking that use case's `Response`. Only
/// the Interactor calls it; no user action ever reaches the Presenter.
///
/// Held strongly by the Interactor.
@MainActor protocol MovieListPresentationLogic: AnyObject {
  func presentFetchedMovies(response: MovieList.FetchMovies.Response)
  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async
  func presentUpdatedWatchlist(response: MovieList.UpdateWatchlist.Response)
}

/// The Presenter: the display logic. It turns each Response (raw `Movie`s, ids, errors) into a
/// ViewModel (formatted `MoviePresentation`s and strings) and hands it to the view controller.
final class MovieListPresenter: MovieListPresentationLogic {
  // MARK: Your work

  /// The view controller owns the Interactor, which owns this Presenter: the reference back is weak.
  weak var viewController: MovieListDisplayLogic?

  // MARK: Given, do not change

  func presentFetchedMovies(response: MovieList.FetchMovies.Response) {
    let viewModel: MovieList.FetchMovies.ViewModel =
      switch response {
      case .loading:
        .loading(message: "Loading the top movies")
      case .loaded(let movies, let watchlist):
        .loaded(movies: Self.presentations(of: movies, watchlist: watchlist))
      case .failed(let error):
        .failed(message: "Could not load the movies: \(error). Type reload to try again.")
      }
    viewController?.displayFetchedMovies(viewModel: viewModel)
  }

  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async {
    await viewController?.displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel())
  }

  /// The list's rows: each movie formatted, and marked when it is on the watchlist.
  private static func presentations(of movies: [Movie], watchlist: Set<Movie.ID>)
    -> [MoviePresentation]
  {
    movies.map { MoviePresentation(from: $0, isOnWatchlist: watchlist.contains($0.id)) }
  }

  // MARK: Your work

  func presentUpdatedWatchlist(response: MovieList.UpdateWatchlist.Response) {
    let viewModel = MovieList.UpdateWatchlist.ViewModel(
      movies: response.movies.map {
        MoviePresentation(
          from: $0,
          isOnWatchlist: $0.id == response.movieID && response.watchlist.contains($0.id))
      },
      movieID: response.movieID, isOnWatchlist: response.watchlist.contains(response.movieID))
    viewController?.displayUpdatedWatchlist(viewModel: viewModel)
  }
}
