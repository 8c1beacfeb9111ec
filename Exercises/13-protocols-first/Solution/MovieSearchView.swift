import TerminalKit

/// The search screen: the module's View. It passes each action on to its Presenter, and draws what the
/// Presenter last told it to show.
///
/// It owns its Presenter (strong), and is the Presenter's `view` (weak).
final class MovieSearchViewController: ViewController, MovieSearchScreen, MovieSearchView {
  private let presenter: MovieSearchPresenter
  private var lines: [String] = []

  init(presenter: MovieSearchPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.viewDidLoad()
  }

  override func draw() -> [String] {
    lines
  }

  // MARK: MovieSearchScreen

  func didSearch(for query: String) async {
    await presenter.didSearch(for: query)
  }

  func didTapOnResult(at index: Int) async {
    await presenter.didTapOnResult(at: index)
  }

  // MARK: MovieSearchView

  func showResults(heading: String, rows: [String]) {
    lines = [heading] + rows
    setNeedsDisplay()
  }

  func showMessage(_ message: String) {
    lines = [message]
    setNeedsDisplay()
  }
}
