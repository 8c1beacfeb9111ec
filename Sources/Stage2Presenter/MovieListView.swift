import Entities
import TerminalKit

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

/// The phone's list: one compact row a movie.
class MovieListViewController: ViewController, MovieListView, MovieListScreen {
  private let presenter: MovieListPresenter
  private(set) var movies: [MoviePresentation] = []

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
    return ["Top \(movies.count) Movies"]
      + Layout.list(rows: rows, width: window?.terminal.width ?? 80)
  }

  // MARK: MovieListView

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    window?.terminal.stopActivity()
    self.movies = movies
    setNeedsDisplay()
  }

  func showLoading() {
    window?.terminal.startActivity("Loading the top movies")
  }

  func showError(_ message: String) {
    window?.terminal.stopActivity()
    window?.terminal.write(message, style: .error)
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
    await present(MovieDetailViewController(movie: movie))
  }
  // lesson:end navigation
}
