import Entities
import TerminalKit
import TopMoviesApp
import Tracing

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

/// The phone's list: one compact row for each movie.
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

  override func draw() -> [String] {
    let rows = movies.map { (title: displayTitle(of: $0), detail: ratingText(of: $0)) }
    return ["Top \(movies.count) Movies"] + Layout.list(rows: rows, width: contentWidth)
  }

  // lesson:begin formatting
  // In MVVM the View formats each Movie itself: the display rules are written here, in the View, and a
  // second platform's View would have to copy them. Stage 2 moves them into a Presenter.
  private func displayTitle(of movie: Movie) -> String {
    "\(movie.title) (\(movie.year))"
  }

  private func ratingText(of movie: Movie) -> String {
    "⭐️ \(movie.rating.oneDecimal)"
  }
  // lesson:end formatting

  // MARK: MovieListView

  func updateWithMovies(_ movies: [Movie]) {
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
    let detail = MovieDetailViewController(
      displayTitle: displayTitle(of: movie), ratingText: ratingText(of: movie),
      chineseTitle: movie.chineseTitle, summary: movie.summary)
    await present(detail)
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
