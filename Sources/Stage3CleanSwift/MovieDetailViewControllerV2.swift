import Entities
import TerminalKit
import TopMoviesApp
import Tracing

/// Detail design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
///
/// The same scene as design v1 (the same Interactor, Presenter, data store and delegate), drawn another
/// way: only `MovieListRouterV2` knows this design exists. Held strongly by the list's view controller,
/// which presented it; holds its Interactor strongly and its delegate weakly.
final class MovieDetailViewControllerV2: ViewController, MovieDetailSceneViewController {
  var interactor: (any MovieDetailBusinessLogic)?
  var dataStore: (any MovieDetailDataStore)?
  weak var delegate: (any MovieDetailViewControllerDelegate)?
  private(set) var movie: MoviePresentation?
  private(set) var isOnWatchlist = false

  init(watchlistWorker: any WatchlistStoring) {
    super.init()
    setup(watchlistWorker: watchlistWorker)
  }

  private func setup(watchlistWorker: any WatchlistStoring) {
    let interactor = MovieDetailInteractor(watchlistWorker: watchlistWorker)
    let presenter = MovieDetailPresenter()
    self.interactor = interactor
    dataStore = interactor
    interactor.presenter = presenter
    presenter.viewController = self
  }

  override func viewDidLoad() async {
    trace(Role.view.inModule("Detail"), Role.interactor.inModule("Detail"), "showMovie(request:)")
    interactor?.showMovie(request: MovieDetail.ShowMovie.Request())
  }

  override func draw() -> [String] {
    guard let movie else { return [] }
    return MovieDetailLayout.v2(movie, isOnWatchlist: isOnWatchlist, width: contentWidth)
  }

  func didTapOnWatch() async {
    trace(
      Role.view.inModule("Detail"), Role.interactor.inModule("Detail"), "updateWatchlist(request:)")
    interactor?.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())
  }

  func displayMovie(viewModel: MovieDetail.ShowMovie.ViewModel) {
    movie = viewModel.movie
    isOnWatchlist = viewModel.movie.isOnWatchlist
  }

  func displayUpdatedWatchlist(viewModel: MovieDetail.UpdateWatchlist.ViewModel) {
    isOnWatchlist = viewModel.isOnWatchlist
    setNeedsDisplay()
    trace(
      Role.view.inModule("Detail"), Role.view.inListModule,
      "movieDetailViewControllerDidUpdateWatchlist(_:)")
    delegate?.movieDetailViewControllerDidUpdateWatchlist(self)
  }
}
