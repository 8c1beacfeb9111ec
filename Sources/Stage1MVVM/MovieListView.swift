import Entities
import TerminalKit

// lesson:begin protocol
/// The list screen of stage 1: it shows `Movie`s, formats them itself, and navigates itself.
///
/// It owns its ViewModel (strong) and is the ViewModel's delegate (weak).
@MainActor protocol MovieListView: MovieListViewModelDelegate {
  func updateWithMovies(_ movies: [Movie])
  func showLoading()
  func showError(_ message: String)
  func didTapOnReload() async
  func didTapOnMovie(at index: Int) async
  func showDetailView(for movie: Movie) async
}
// lesson:end protocol

/// The phone's list: one compact row a movie.
final class MovieListViewController: ViewController, MovieListView, MovieListScreen {
  private let viewModel: MovieListViewModel
  private var movies: [Movie] = []

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
  }

  override func viewDidLoad() async {
    viewModel.delegate = self
    trace(.view, .viewModel, "fetchMovies()")
    await viewModel.fetchMovies()
  }

  var numberOfMovies: Int { movies.count }

  // lesson:begin formatting
  override func draw() -> [String] {
    // In MVVM the View turns each Movie into text itself; stage 2 moves this into a Presenter.
    let rows = movies.map { movie in
      (title: "\(movie.title) (\(movie.year))", detail: "⭐️ \(movie.rating.oneDecimal)")
    }
    return ["Top \(movies.count) Movies"]
      + Layout.list(rows: rows, width: window?.terminal.width ?? 80)
  }
  // lesson:end formatting

  // MARK: MovieListView

  func updateWithMovies(_ movies: [Movie]) {
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
    trace(.view, .viewModel, "fetchMovies()")
    await viewModel.fetchMovies()
  }

  // lesson:begin navigation
  func didTapOnMovie(at index: Int) async {
    await showDetailView(for: viewModel.movies[index])
  }

  func showDetailView(for movie: Movie) async {
    // Navigation lives in the View in stage 1: the View decides which detail screen to show.
    trace(.view, .view, "showDetailView(for: \(movie.title))")
    await present(MovieDetailViewController(movie: movie))
  }
  // lesson:end navigation

  // MARK: MovieListViewModelDelegate

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    if model.isLoading {
      showLoading()
    } else if let error = model.error {
      showError("Could not load the movies: \(error). Type reload to try again.")
    } else {
      updateWithMovies(model.movies)
    }
  }
}
