import TerminalKit

/// The search screen: the module's View. It passes each action on, and draws what it was last told.
///
/// It owns its Presenter (strong), and the Presenter holds it weakly.
final class MovieSearchViewController: ViewController, MovieSearchScreen, MovieSearchViewProtocol {
  private let presenter: MovieSearchPresenterProtocol
  private var lines: [String] = [] {
    didSet { setNeedsDisplay() }
  }

  init(presenter: MovieSearchPresenterProtocol) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.viewDidLoad()
  }

  override func draw() -> [String] {
    lines
  }

  func didSearch(for query: String) async {
    await presenter.search(query)
  }

  func didTapOnResult(at index: Int) async {
    await presenter.selectRow(index)
  }

  func showPrompt(_ prompt: String) {
    lines = [prompt]
  }

  func showFilms(heading: String, rows: [String]) {
    lines = [heading] + rows
  }

  func showNoMatch(_ sentence: String) {
    lines = [sentence]
  }

  func showError(_ sentence: String) {
    lines = [sentence]
  }
}
