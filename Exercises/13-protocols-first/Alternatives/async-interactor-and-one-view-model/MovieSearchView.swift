import TerminalKit

/// The search screen: the module's View. It passes each action on, and draws the last view model it was
/// given.
///
/// It owns its Presenter (strong), and the Presenter holds it weakly.
final class MovieSearchViewController: ViewController, MovieSearchScreen, MovieSearchView {
  private let presenter: MovieSearchPresenter
  private var viewModel = MovieSearchViewModel(lines: [])

  init(presenter: MovieSearchPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.viewDidLoad()
  }

  override func draw() -> [String] {
    viewModel.lines
  }

  func didSearch(for query: String) async {
    await presenter.didSearch(for: query)
  }

  func didTapOnResult(at index: Int) async {
    await presenter.didTapOnResult(at: index)
  }

  func display(_ viewModel: MovieSearchViewModel) {
    self.viewModel = viewModel
    setNeedsDisplay()
  }
}
