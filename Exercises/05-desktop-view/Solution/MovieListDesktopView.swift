import Entities
import TerminalKit

/// The desktop's list: a wide table with the summary preview in a column of its own.
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
      Layout.Column("Title", isFlexible: true),
      Layout.Column("Rating"),
      Layout.Column("Summary", isFlexible: true),
    ]
    let rows = movies.enumerated().map { index, movie in
      [String(index + 1), movie.displayTitle, movie.ratingText, movie.summaryPreview]
    }
    return ["Top \(movies.count) Movies"]
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
