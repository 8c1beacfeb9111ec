import Entities
import TerminalKit
import TopMoviesApp

// MARK: - Given, do not change

/// The input of the view controller: one method per use case, each taking that use case's
/// `ViewModel`, ready to draw. Only the Presenter calls it.
@MainActor protocol MovieListDisplayLogic: AnyObject {
  func displayFetchedMovies(viewModel: MovieList.FetchMovies.ViewModel)
  func displaySelectedMovie(viewModel: MovieList.SelectMovie.ViewModel) async
  func displayUpdatedWatchlist(viewModel: MovieList.UpdateWatchlist.ViewModel)
}

/// The list scene (the phone's): the view controller starts every VIP cycle. It turns each user
/// action into a Request to the Interactor, draws the ViewModels the Presenter sends back, and asks
/// the Router to navigate.
final class MovieListViewController: ViewController, MovieListScreen, MovieListDisplayLogic,
  MovieDetailViewControllerDelegate
{
  /// Optional `var`s, as in the Clean Swift template, where `setup` fills them in; tests put mocks in
  /// their place.
  var interactor: (any MovieListBusinessLogic)?
  var router: (any MovieListRoutingLogic & MovieListDataPassing)?
  /// The rows the list shows, as the last ViewModel gave them.
  private(set) var movies: [MoviePresentation] = []

  /// The scene, fetching through `service`; `router` decides which detail design a tap opens.
  init(service: any MovieServiceProtocol, router: any MovieListSceneRouter) {
    super.init()
    setup(service: service, router: router)
  }

  /// Wires the scene (seed 002): creates the Interactor and the Presenter, keeps only the Interactor
  /// and the Router, and hands itself to the Presenter and the Router.
  private func setup(service: any MovieServiceProtocol, router: any MovieListSceneRouter) {
    let interactor = MovieListInteractor(worker: MoviesWorker(service: service))
    let presenter = MovieListPresenter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  override func viewDidLoad() async {
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

  func didTapOnReload() async {
    await interactor?.fetchMovies(request: MovieList.FetchMovies.Request())
  }

  func didTapOnMovie(at index: Int) async {
    await interactor?.selectMovie(request: MovieList.SelectMovie.Request(index: index))
  }

  // MARK: Your work

  func movieDetailViewControllerDidTapWatch(_ controller: any MovieDetailWatchlistScreen) {
    // TODO: The user typed watch on `controller`. In a VIP cycle, where does every user action go
    //       first, and as what? What does the user ask for, seen from what the screen shows? And
    //       what should change on the screen right now?
  }

  // MARK: Given, do not change: MovieListDisplayLogic

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
    await router?.routeToMovieDetail()
  }

  /// Marks the rows again, and sets the status of the detail screen it presents, if that screen shows
  /// the movie that changed.
  func displayUpdatedWatchlist(viewModel: MovieList.UpdateWatchlist.ViewModel) {
    movies = viewModel.movies
    setNeedsDisplay()
    guard let detail = presentedViewController as? any MovieDetailWatchlistScreen,
      detail.movie.id == viewModel.movieID
    else { return }
    detail.isOnWatchlist = viewModel.isOnWatchlist
  }
}
