import Entities
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocol
/// The list screen of stage 2: it shows `MoviePresentation`s it is given, and still navigates itself.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol MovieListView: MovieListPresenterDelegate {
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
    let rows = movies.map { (title: $0.displayTitle, detail: $0.ratingText) }
    return ["Top \(movies.count) Movies"] + Layout.list(rows: rows, width: contentWidth)
  }

  // MARK: MovieListView

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    activityIndicator.stopAnimating()
    self.movies = movies
    setNeedsDisplay()
  }

  func showLoading() {
    activityIndicator.startAnimating("Loading the top movies")
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
    await present(MovieDetailViewController(movie: presenter.presentation(from: movie)))
  }
  // lesson:end navigation
}
