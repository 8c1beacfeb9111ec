import Entities
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocols
/// The input of the detail view controller, in either design: one method per use case, each taking that
/// use case's `ViewModel`. Only the detail Presenter calls it.
///
/// `AnyObject`, so that the Presenter can hold it weakly.
@MainActor protocol MovieDetailDisplayLogic: AnyObject {
  func displayMovie(viewModel: MovieDetail.ShowMovie.ViewModel)
  func displayUpdatedWatchlist(viewModel: MovieDetail.UpdateWatchlist.ViewModel)
}

/// A detail scene's view controller, in either design, as the list's Router sees it: a screen with a
/// data store to pass the film into, and a delegate to tell when the watchlist changed.
///
/// Held strongly by the list's view controller that presented it (its `presentedViewController`).
@MainActor protocol MovieDetailSceneViewController: MovieDetailScreen, MovieDetailDisplayLogic {
  var dataStore: (any MovieDetailDataStore)? { get }
  var delegate: (any MovieDetailViewControllerDelegate)? { get set }
}

/// Told when `watch` has changed the watchlist on a movie's screen, in either design. In stage 3, Clean
/// Swift, that is the list's view controller, which presented the screen (through its Router) and marks
/// its rows again.
///
/// `AnyObject`, so that the screen can hold it weakly: the list's view controller holds the screen it
/// presents, and a strong reference back would be a cycle.
@MainActor protocol MovieDetailViewControllerDelegate: AnyObject {
  func movieDetailViewControllerDidUpdateWatchlist(_ controller: any MovieDetailSceneViewController)
}
// lesson:end protocols

/// One movie's scene (design v1): the view controller of the detail scene. It creates its Interactor
/// and Presenter in `setup(watchlistWorker:)`, sends each action to the Interactor as a Request, and draws
/// the ViewModels the Presenter sends back; it formats nothing.
///
/// Held strongly by the list's view controller, which presented it. Holds its Interactor strongly (as
/// its business logic and its data store) and its delegate weakly.
final class MovieDetailViewController: ViewController, MovieDetailSceneViewController {
  var interactor: (any MovieDetailBusinessLogic)?
  var dataStore: (any MovieDetailDataStore)?
  weak var delegate: (any MovieDetailViewControllerDelegate)?
  private(set) var movie: MoviePresentation?
  private(set) var isOnWatchlist = false

  /// The scene, keeping the watchlist through `watchlistWorker`: the list's Router hands it the list
  /// Interactor's Worker, so both scenes see one watchlist.
  init(watchlistWorker: any WatchlistStoring) {
    super.init()
    setup(watchlistWorker: watchlistWorker)
  }

  /// Wires the scene as the list's view controllers wire theirs.
  private func setup(watchlistWorker: any WatchlistStoring) {
    let interactor = MovieDetailInteractor(watchlistWorker: watchlistWorker)
    let presenter = MovieDetailPresenter()
    // Strong: the view controller owns the Interactor, which is also the data store the Router fills.
    self.interactor = interactor
    dataStore = interactor
    // Strong: the Interactor owns the Presenter. Weak: the Presenter's output, this view controller.
    interactor.presenter = presenter
    presenter.viewController = self
  }

  /// The film comes round the cycle before the screen is first drawn: `present(_:)` draws it right after.
  override func viewDidLoad() async {
    trace(Role.view.inModule("Detail"), Role.interactor.inModule("Detail"), "showMovie(request:)")
    interactor?.showMovie(request: MovieDetail.ShowMovie.Request())
  }

  override func draw() -> [String] {
    guard let movie else { return [] }
    return MovieDetailLayout.v1(
      displayTitle: movie.displayTitle, ratingText: movie.ratingText,
      otherTitle: movie.otherTitle, summary: movie.summary, isOnWatchlist: isOnWatchlist,
      width: contentWidth)
  }

  // lesson:begin watch
  func didTapOnWatch() async {
    trace(
      Role.view.inModule("Detail"), Role.interactor.inModule("Detail"), "updateWatchlist(request:)")
    interactor?.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())
  }
  // lesson:end watch

  // MARK: MovieDetailDisplayLogic

  func displayMovie(viewModel: MovieDetail.ShowMovie.ViewModel) {
    movie = viewModel.movie
    isOnWatchlist = viewModel.movie.isOnWatchlist
  }

  // lesson:begin display-watchlist
  func displayUpdatedWatchlist(viewModel: MovieDetail.UpdateWatchlist.ViewModel) {
    isOnWatchlist = viewModel.isOnWatchlist
    setNeedsDisplay()
    // The list below shows the watchlist too: its view controller marks its rows again.
    trace(
      Role.view.inModule("Detail"), Role.view.inListModule,
      "movieDetailViewControllerDidUpdateWatchlist(_:)")
    delegate?.movieDetailViewControllerDidUpdateWatchlist(self)
  }
  // lesson:end display-watchlist
}
