import Entities
import Localization
import TerminalKit
import TopMoviesApp
import Tracing

// lesson:begin protocol
/// The list screen of stage 1: it shows `Movie`s, formats them itself, and navigates itself.
///
/// It owns its ViewModel (strong) and is the ViewModel's delegate (weak).
@MainActor protocol MovieListView: MovieListViewModelDelegate, MovieDetailViewControllerDelegate {
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
    let watchlist = viewModel.watchlist
    let rows = movies.map { movie in
      let mark = MovieListLayout.mark(isOnWatchlist: watchlist.contains(movie.id))
      return (title: displayTitle(of: movie), detail: mark + " " + ratingText(of: movie))
    }
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlist.count)]
      + Layout.list(rows: rows, width: contentWidth)
  }

  // lesson:begin formatting
  // In MVVM the View formats each Movie itself: the display rules are written here, in the View, and a
  // second platform's View would have to copy them. Stage 2 moves them into a Presenter.
  private func displayTitle(of movie: Movie) -> String {
    "\(movie.localizedTitle) (\(movie.year))"
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
    activityIndicator.startAnimating(localized(en: "Loading the top movies", zh: "正在加载高分电影"))
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
      movie: movie, isOnWatchlist: viewModel.watchlist.contains(movie.id))
    detail.delegate = self
    await present(detail)
  }
  // lesson:end navigation

  // MARK: MovieDetailViewControllerDelegate

  // lesson:begin watch
  func movieDetailViewControllerDidTapWatch(_ controller: MovieDetailViewController) async {
    let isOnWatchlist = !controller.isOnWatchlist
    trace(
      .view, .viewModel,
      "updateWatchlist(movieID: \(controller.movie.id), isOnWatchlist: \(isOnWatchlist))")
    viewModel.updateWatchlist(movieID: controller.movie.id, isOnWatchlist: isOnWatchlist)
    trace(Role.view.inListModule, Role.view.inModule("Detail"), "isOnWatchlist = \(isOnWatchlist)")
    controller.isOnWatchlist = viewModel.watchlist.contains(controller.movie.id)
  }
  // lesson:end watch

  // MARK: MovieListViewModelDelegate

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    if model.isLoading {
      showLoading()
    } else if let error = model.error {
      showError(
        localized(
          en: "Could not load the movies: \(error). Type reload to try again.",
          zh: "无法加载电影：\(error)。输入 reload 重试。"))
    } else {
      updateWithMovies(model.movies)
    }
  }
}
