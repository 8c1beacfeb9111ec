import Entities
import Localization
import TerminalKit
import TopMoviesApp
import Tracing

/// The desktop's list scene: a wide table, with each movie's summary preview under its title.
///
/// A sibling of the phone's view controller, not a subclass: a desktop view controller is another class
/// altogether (an AppKit `NSViewController` beside a UIKit `UIViewController`). It has the same display
/// logic and wires the same scene, so the Interactor, the Presenter and the Routers are written once.
///
/// It creates the scene in `setup(service:router:)` and holds the Interactor and the Router strongly;
/// the Presenter and the Router hold it weakly. The window (or the screen below) holds it.
final class MovieListDesktopViewController: ViewController, MovieListScreen, MovieListDisplayLogic,
  MovieDetailViewControllerDelegate
{
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

  /// Wires the scene exactly as the phone's view controller does (seed 002's "完整模式").
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

  override func viewDidLoad() async {
    trace(.view, .interactor, "fetchMovies(request:)")
    await interactor?.fetchMovies(request: MovieList.FetchMovies.Request())
  }

  var numberOfMovies: Int { movies.count }

  override func draw() -> [String] {
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column(localized(en: "Movie", zh: "电影"), isFlexible: true),
      Layout.Column(localized(en: "Rating", zh: "评分")),
      Layout.Column(MovieListLayout.mark(isOnWatchlist: true)),
    ]
    // The desktop has room for the summary's preview: it goes under the title, in the same cell.
    let rows = movies.enumerated().map { index, movie in
      [
        String(index + 1), movie.displayTitle + "\n" + movie.summaryPreview, movie.ratingText,
        MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist),
      ]
    }
    let watchlistCount = movies.count(where: \.isOnWatchlist)
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
      + Layout.table(columns: columns, rows: rows, width: contentWidth)
  }

  // MARK: User actions: each one is a Request to the Interactor.

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

  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async {
    switch viewModel {
    case .showDetail:
      trace(.view, .router, "routeToMovieDetail()")
      await router?.routeToMovieDetail()
    case .cannotOpen(let message):
      showErrorMessage(message)
    }
  }

  func displayRefreshedWatchlist(viewModel: MovieList.RefreshWatchlist.ViewModel) {
    movies = viewModel.movies
    // The detail scene is on top, so nothing is drawn now: the list draws these rows when it is back.
    setNeedsDisplay()
  }

}
