import Entities
import Localization
import Tracing

// lesson:begin protocol
/// The input of the Presenter: one method per use case, each taking that use case's `Response`. Only the
/// Interactor calls it; no user action ever reaches the Presenter.
///
/// Held strongly by the Interactor.
@MainActor protocol MovieListPresentationLogic: AnyObject {
  func presentFetchedMovies(response: MovieList.FetchMovies.Response)
  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async
  func presentRefreshedWatchlist(response: MovieList.RefreshWatchlist.Response)
}
// lesson:end protocol

/// The Presenter: the display logic. It turns each Response (raw `Movie`s, ids, errors) into a ViewModel
/// (formatted `MoviePresentation`s and strings) and hands it to the view controller. For a tap it also
/// decides where to go: the detail scene, or a message.
///
/// Held strongly by the Interactor; holds the view controller weakly, since the view controller owns
/// the Interactor that owns this Presenter, and a strong reference back would be a cycle.
final class MovieListPresenter: MovieListPresentationLogic {
  weak var viewController: MovieListDisplayLogic?

  // MARK: MovieListPresentationLogic

  // lesson:begin fetch
  func presentFetchedMovies(response: MovieList.FetchMovies.Response) {
    let viewModel: MovieList.FetchMovies.ViewModel =
      switch response {
      case .loading:
        .loading(message: localized(en: "Loading the top movies", zh: "正在加载高分电影"))
      case .loaded(let movies, let watchlist):
        .loaded(movies: Self.presentations(of: movies, watchlist: watchlist))
      case .failed(let error):
        .failed(
          message: localized(
            en: "Could not load the movies: \(error). Type reload to try again.",
            zh: "无法加载电影：\(error)。输入 reload 重试。"))
      }
    trace(.presenter, .view, "displayFetchedMovies(viewModel:)")
    viewController?.displayFetchedMovies(viewModel: viewModel)
  }
  // lesson:end fetch

  // lesson:begin select
  func presentSelectedMovie(response: MovieList.SelectMovie.Response) async {
    // The decision: a movie opens its detail scene; a row with no movie gets a message instead.
    let viewModel: MovieList.SelectMovie.ViewModel =
      if response.movie != nil {
        .showDetail
      } else {
        .cannotOpen(
          message: localized(
            en: "That movie is no longer in the list. Type reload to see the list as it is now.",
            zh: "列表里已经没有这部电影了。输入 reload 查看最新的列表。"))
      }
    trace(.presenter, .view, "displaySelectedMovie(viewModel:)")
    await viewController?.displaySelectedMovie(viewModel: viewModel)
  }
  // lesson:end select

  func presentRefreshedWatchlist(response: MovieList.RefreshWatchlist.Response) {
    let viewModel = MovieList.RefreshWatchlist.ViewModel(
      movies: Self.presentations(of: response.movies, watchlist: response.watchlist))
    trace(.presenter, .view, "displayRefreshedWatchlist(viewModel:)")
    viewController?.displayRefreshedWatchlist(viewModel: viewModel)
  }

  /// The list's rows: each movie formatted, and marked when it is on the watchlist.
  private static func presentations(of movies: [Movie], watchlist: Set<Movie.ID>)
    -> [MoviePresentation]
  {
    movies.map { MoviePresentation(from: $0, isOnWatchlist: watchlist.contains($0.id)) }
  }
}
