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
    // TODO: How will the Presenter know that this View wants to hear what to show, and who asks
    //       it for the movies? The phone's View starts the same way.
  }

  override func draw() -> [String] {
    // TODO: What does the desktop show for each movie (see the README)? What is already formatted
    //       in a MoviePresentation, and what happens to a long title on a narrow screen?
    []
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    // TODO: The movies are here: what must the user stop seeing, and what must they see now?
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
