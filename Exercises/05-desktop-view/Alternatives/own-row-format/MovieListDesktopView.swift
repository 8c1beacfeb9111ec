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
    let watchlistCount = movies.filter(\.isOnWatchlist).count
    var lines = [MovieListLayout.heading(movieCount: movies.count, watchlistCount: watchlistCount)]
    let numberWidth = String(movies.count).count
    let ratingWidth = movies.map(\.ratingText.displayWidth).max() ?? 0
    let indent = String(repeating: " ", count: numberWidth + 2)
    // The number and two spaces on the left; two spaces, the rating, a space and the mark on the right.
    let textWidth = max(1, contentWidth - indent.count - 2 - ratingWidth - 2)
    for (number, movie) in zip(1..., movies) {
      let titleLines = movie.displayTitle.wrapped(toWidth: textWidth)
      let first =
        String(number).padded(toWidth: numberWidth, alignment: .right) + "  "
        + titleLines[0].padded(toWidth: textWidth) + "  "
        + movie.ratingText.padded(toWidth: ratingWidth) + " "
        + MovieListLayout.mark(isOnWatchlist: movie.isOnWatchlist)
      lines.append(first)
      lines += titleLines.dropFirst().map { indent + $0 }
      lines += movie.summaryPreview.wrapped(toWidth: textWidth).map { indent + $0 }
    }
    return lines
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
