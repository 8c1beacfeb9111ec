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
    // TODO: Become the Presenter's delegate, then ask it to reload (see the phone's View).
  }

  override func draw() -> [String] {
    // TODO: A heading, then a row for each movie: its number, its title with its summary preview
    //       under it, its rating, and a ✓ if it is on the watchlist. No line wider than
    //       `contentWidth`, and no text cut.
    []
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    // TODO: Keep the presentations, then draw the screen again.
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
