import Entities
import Localization
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocol
/// The list screen of stage 3: it shows `MoviePresentation`s it is given and passes the user's actions on.
/// It no longer navigates: `showDetailView(for:)` has moved to the Router.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol MovieListView: MovieListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnMovie(at index: Int) async
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
    trace(.view, .presenter, "didTapOnMovie(at: \(index))")
    await presenter.didTapOnMovie(at: index)
  }
  // lesson:end navigation
}
