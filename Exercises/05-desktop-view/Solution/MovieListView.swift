// Given, do not change this file: the phone's View of stage 2.

import Entities
import TerminalKit

/// The phone's list: one compact row a movie, title and rating.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
final class MovieListViewController: ViewController, MovieListPresenterDelegate {
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
    let rows = movies.map { (title: $0.displayTitle, detail: $0.ratingText) }
    return ["Top \(movies.count) Movies"]
      + Layout.list(rows: rows, width: window?.terminal.width ?? 80)
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
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
    await presenter.reload()
  }
}
