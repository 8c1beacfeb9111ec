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
    var rows: [[String]] = []
    for index in movies.indices {
      let movie = movies[index]
      let cell = [movie.displayTitle, movie.summaryPreview].joined(separator: "\n")
      let mark = MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist)
      rows.append(["\(index + 1)", cell, movie.ratingText, mark])
    }
    let heading = MovieListLayout.heading(
      movieCount: movies.count, watchlistCount: movies.filter(\.isOnWatchlist).count)
    return [heading] + Layout.table(columns: columns, rows: rows, width: contentWidth)
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    defer { setNeedsDisplay() }
    activityIndicator.stopAnimating()
    self.movies = movies
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
