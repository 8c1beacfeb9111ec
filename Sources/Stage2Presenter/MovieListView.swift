import Entities
import Localization
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocol
/// The list screen of stage 2: it shows `MoviePresentation`s it is given, and still navigates itself.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol MovieListView: MovieListPresenterDelegate, MovieDetailViewControllerDelegate {
  func didTapOnReload() async
  func didTapOnMovie(at index: Int) async
  func showDetailView(for movie: Movie) async
}
// lesson:end protocol

/// The phone's list: one compact row for each movie.
final class MovieListViewController: ViewController, MovieListView, MovieListScreen {
  private let presenter: MovieListPresenter
  private var movies: [MoviePresentation] = []

  init(presenter: MovieListPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.delegate = self
    trace(.view, .presenter, "reload()")
    await presenter.reload()
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

  // MARK: MovieListView

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    activityIndicator.stopAnimating()
    self.movies = movies
    setNeedsDisplay()
  }

  func showLoading() {
    activityIndicator.startAnimating(localized(en: "Loading the top movies", zh: "正在加载高分电影"))
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }

  func didTapOnReload() async {
    trace(.view, .presenter, "reload()")
    await presenter.reload()
  }

  // lesson:begin navigation
  func didTapOnMovie(at index: Int) async {
    trace(.view, .presenter, "movie(at: \(index))")
    await showDetailView(for: presenter.movie(at: index))
  }

  func showDetailView(for movie: Movie) async {
    // Navigation still lives in the View in stage 2: every platform's View decides it for itself.
    trace(.view, .view, "showDetailView(for: \(movie.title))")
    let detail = MovieDetailViewController(movie: presenter.presentation(from: movie))
    detail.delegate = self
    await present(detail)
  }

  func movieDetailViewControllerDidTapWatch(_ controller: MovieDetailViewController) async {
    let isOnWatchlist = !controller.isOnWatchlist
    trace(
      .view, .presenter,
      "updateWatchlist(movieID: \(controller.movie.id), isOnWatchlist: \(isOnWatchlist))")
    presenter.updateWatchlist(movieID: controller.movie.id, isOnWatchlist: isOnWatchlist)
    trace(Role.view.inListModule, Role.view.inModule("Detail"), "isOnWatchlist = \(isOnWatchlist)")
    controller.isOnWatchlist = isOnWatchlist
  }
  // lesson:end navigation
}
