import Entities
import TerminalKit

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

  func didTapOnMovie(at index: Int) async {
    trace(.view, .presenter, "didTapOnMovie(at: \(index))")
    await presenter.didTapOnMovie(at: index)
  }
}
