import Entities
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin display-logic
/// The input of the view controller: one method per use case, each taking that use case's `ViewModel`,
/// ready to draw. Only the Presenter calls it.
///
/// `AnyObject`, so that the Presenter can hold it weakly.
@MainActor protocol MovieListDisplayLogic: AnyObject {
  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel)
  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async
  func displayRefreshedWatchlist(viewModel: MovieList.RefreshWatchlist.ViewModel)
}
// lesson:end display-logic

/// The phone's list scene: one compact row for each movie. The view controller starts every VIP cycle:
/// it turns each user action into a Request to the Interactor, draws the ViewModels the Presenter sends
/// back, and asks the Router to navigate when the Presenter has decided so.
///
/// It creates the scene in `setup(service:router:)` and holds the Interactor and the Router strongly;
/// the Presenter and the Router hold it weakly. The window (or the screen below) holds it.
final class MovieListViewController: ViewController, MovieListScreen, MovieListDisplayLogic,
  MovieDetailViewControllerDelegate
{
  // lesson:begin setup
  /// Optional `var`s, as in the Clean Swift template, where `setup()` fills them in after the view
  /// controller exists; tests put mocks in their place.
  var interactor: (any MovieListBusinessLogic)?
  var router: (any MovieListRoutingLogic & MovieListDataPassing)?
  private var movies: [MoviePresentation] = []

  /// The scene, fetching through `service`; `router` (chosen by the A/B test) decides which detail
  /// design a tap opens.
  init(service: any MovieServiceProtocol, router: any MovieListSceneRouter) {
    super.init()
    setup(service: service, router: router)
  }

  /// Wires the scene (seed 002's "完整模式"): creates the Interactor and the Presenter, takes the Router
  /// it is given, keeps only the Interactor and the Router, and hands itself, weakly, to the Presenter and
  /// the Router.
  private func setup(service: any MovieServiceProtocol, router: any MovieListSceneRouter) {
    // The Interactor owns its two Workers: one fetches through the service, one keeps the watchlist.
    let interactor = MovieListInteractor(
      moviesWorker: MoviesWorker(service: service), watchlistWorker: WatchlistWorker())
    let presenter = MovieListPresenter()
    // Strong: the view controller owns the Interactor (its output) and the Router (its navigation).
    self.interactor = interactor
    self.router = router
    // Strong: the Interactor owns the Presenter (its output); nothing else keeps the Presenter alive.
    interactor.presenter = presenter
    // Weak: the Presenter's output is this view controller, which owns the chain that owns the Presenter.
    presenter.viewController = self
    // Weak: the Router presents from this view controller, which owns the Router.
    router.viewController = self
    // Strong: the Router reads the Interactor's state; the Interactor never points back, so no cycle.
    router.dataStore = interactor
  }
  // lesson:end setup

  override func viewDidLoad() async {
    trace(.view, .interactor, "fetchMovies(request:)")
    await interactor?.fetchMovies(request: MovieList.FetchMovies.Request())
  }

  var numberOfMovies: Int { movies.count }

  override func draw() -> [String] {
    let rows = movies.map { movie in
      (
        title: movie.displayTitle,
        detail: MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist) + " " + movie.ratingText
      )
    }
    let watchlistCount = movies.count(where: \.isOnWatchlist)
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
      + Layout.list(rows: rows, width: contentWidth)
  }

  // MARK: User actions: each one is a Request to the Interactor.

  // lesson:begin actions
  func didTapOnReload() async {
    trace(.view, .interactor, "fetchMovies(request:)")
    await interactor?.fetchMovies(request: MovieList.FetchMovies.Request())
  }

  func didTapOnMovie(at index: Int) async {
    trace(.view, .interactor, "selectMovie(request:)")
    await interactor?.selectMovie(request: MovieList.SelectMovie.Request(index: index))
  }

  func movieDetailViewControllerDidUpdateWatchlist(_ controller: any MovieDetailSceneViewController)
  {
    trace(.view, .interactor, "refreshWatchlist(request:)")
    interactor?.refreshWatchlist(request: MovieList.RefreshWatchlist.Request())
  }
  // lesson:end actions

  // MARK: MovieListDisplayLogic

  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel) {
    switch viewModel {
    case .loading(let message):
      activityIndicator.startAnimating(message)
    case .loaded(let movies):
      activityIndicator.stopAnimating()
      self.movies = movies
      setNeedsDisplay()
    case .failed(let message):
      activityIndicator.stopAnimating()
      showErrorMessage(message)
    }
  }

  // lesson:begin display-selected
  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async {
    switch viewModel {
    case .showDetail:
      trace(.view, .router, "routeToMovieDetail()")
      await router?.routeToMovieDetail()
    case .cannotOpen(let message):
      showErrorMessage(message)
    }
  }
  // lesson:end display-selected

  // lesson:begin display-watchlist
  func displayRefreshedWatchlist(viewModel: MovieList.RefreshWatchlist.ViewModel) {
    movies = viewModel.movies
    // The detail scene is on top, so nothing is drawn now: the list draws these rows when it is back.
    setNeedsDisplay()
  }

  // lesson:end display-watchlist
}
