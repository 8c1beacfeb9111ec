import Entities
import Localization
import TerminalKit
import TopMoviesApp
import Tracing

/// The desktop's list: a wide table, with each movie's summary preview under its title.
///
/// A sibling of the phone's View, not a subclass: a desktop View is another class altogether (an AppKit
/// `NSViewController` beside a UIKit `UIViewController`). What the two share is the Presenter, so no
/// formatting is written twice, and now the Router too, so no navigation is written twice. It owns its
/// Presenter (strong) and is the Presenter's delegate (weak).
final class MovieListDesktopViewController: ViewController, MovieListView, MovieListScreen {
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
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column(localized(en: "Movie", zh: "电影"), isFlexible: true),
      Layout.Column(localized(en: "Rating", zh: "评分")),
      Layout.Column(MovieListLayout.mark(isOnWatchlist: true)),
    ]
    // The desktop has room for the summary's preview: it goes under the title, in the same cell.
    let rows = movies.enumerated().map { index, movie in
      [
        String(index + 1), movie.displayTitle + "\n" + movie.summaryPreview, movie.ratingText,
        MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist),
      ]
    }
    let watchlistCount = movies.count(where: \.isOnWatchlist)
    return [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
      + Layout.table(columns: columns, rows: rows, width: contentWidth)
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
