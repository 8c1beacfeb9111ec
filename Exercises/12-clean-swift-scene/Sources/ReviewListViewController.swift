import Entities
import TerminalKit

// MARK: - Given, do not change

/// The display logic (显示逻辑): the input of the ViewController, one method per use case, each taking
/// that use case's `ViewModel`, ready to draw. Only the Presenter calls it.
@MainActor protocol ReviewListDisplayLogic: AnyObject {
  func displayFetchedReviews(viewModel: ReviewList.FetchReviews.ViewModel)
}

/// The reviews scene of one film: the ViewController starts every VIP cycle. It turns each user
/// action into a Request to the Interactor, and draws the ViewModels the Presenter sends back.
final class ReviewListViewController: ViewController, ReviewListDisplayLogic {
  /// An optional `var`, as in the Clean Swift template, where `setup` fills it in; tests put a spy in
  /// its place.
  var interactor: (any ReviewListBusinessLogic)?
  /// The film whose reviews the screen shows.
  let movieID: Movie.ID
  /// What the screen draws: the rows, or the message instead of them.
  private(set) var displayedReviews: [ReviewList.FetchReviews.ViewModel.DisplayedReview] = []
  private(set) var message: String?

  /// The reviews of the film `movieID`, fetched through `service`.
  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    super.init()
    setup(service: service)
  }

  /// Wires the scene (seed 002): creates the Worker, the Interactor and the Presenter, keeps only the
  /// Interactor, and hands itself to the Presenter.
  private func setup(service: any ReviewServiceProtocol) {
    let interactor = ReviewListInteractor(worker: ReviewsServiceWorker(service: service))
    let presenter = ReviewListPresenter()
    self.interactor = interactor
    interactor.presenter = presenter
    presenter.viewController = self
  }

  override func draw() -> [String] {
    if let message { return [message] }
    let rows = displayedReviews.map { (title: $0.excerpt, detail: $0.stars + "  " + $0.author) }
    return Layout.list(rows: rows, width: contentWidth)
  }

  // MARK: Your work

  override func viewDidLoad() async {
    // TODO: The screen has just appeared. In a VIP cycle, where does it go first, and with what?
  }

  func didTapOnReload() async {
    // TODO: The user typed reload. Is this a new kind of Request, or the same one again?
  }

  func displayFetchedReviews(viewModel: ReviewList.FetchReviews.ViewModel) {
    // TODO: The Presenter has decided what the screen says. What is left for the ViewController
    //       to decide? What must a new ViewModel leave of the one before it? Then draw again.
  }
}
