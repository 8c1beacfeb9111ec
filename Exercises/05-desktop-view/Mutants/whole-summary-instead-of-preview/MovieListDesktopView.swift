import Entities
import TerminalKit
import TopMoviesApp

/// The desktop's list: a wide table, with each movie's summary preview under its title.
///
/// It shares the phone View's Presenter type, so no formatting is written twice. It owns its
/// Presenter (strong) and is the Presenter's delegate (weak).
final class MovieListDesktopViewController: ViewController, MovieListPresenterDelegate {
  let presenter: MovieListPresenter
  private(set) var movies: [MoviePresentation] = []

  init(presenter: MovieListPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column("Movie", isFlexible: true),
      Layout.Column("Rating"),
      Layout.Column(MovieListLayout.mark(isOnWatchlist: true)),
    ]
    // The desktop has room for the summary's preview: it goes under the title, in the same cell.
    let rows = movies.enumerated().map { index, movie in
      [
        String(index + 1), movie.displayTitle + "\n" + movie.summary, movie.ratingText,
        MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist),
      ]
    }
    let watchlistCount = movies.count(where: \.isOnWatchlist)
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
      + Layout.table(columns: columns, rows: rows, width: contentWidth)
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    activityIndicator.stopAnimating()
    self.movies = movies
    setNeedsDisplay()
  }

  // Written for you: the same as the phone's.

  func showLoading() {
    activityIndicator.startAnimating("Loading the top movies")
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }
}
