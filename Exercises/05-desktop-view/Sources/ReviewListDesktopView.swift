import Entities
import Localization
import TerminalKit

// MARK: - Given, do not change

/// The desktop's reviews: a table as wide as the screen, with each review's excerpt under its author.
///
/// It shares the phone View's Presenter type, so no review is formatted twice. It owns its Presenter
/// (strong) and is the Presenter's delegate (weak).
final class ReviewListDesktopViewController: ViewController, ReviewListPresenterDelegate {
  let presenter: ReviewListPresenter
  private(set) var reviews: [ReviewPresentation] = []
  /// What the screen says instead of a table when the film has no reviews.
  private(set) var emptyMessage: String?

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  // MARK: - Your work

  override func viewDidLoad() async {
    // TODO: How will the Presenter know that this View wants to hear what to show, and who asks
    //       it for the reviews? In which order must the two happen?
  }

  override func draw() -> [String] {
    // TODO: What does the desktop show (see the README's table)? What is already formatted in a
    //       ReviewPresentation, and what is left for a View to decide? How wide may a line be on
    //       this screen, and what happens to a long excerpt when it is narrow? And when the film
    //       has no reviews, is an empty table what the user should see?
    []
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    // TODO: The reviews are here: what must the user stop seeing, and what must they see now?
    //       Is a second list added to the first, or does it replace it?
  }

  func showEmpty(_ message: String) {
    // TODO: The film has no reviews (any more): what should this screen show, and stop showing?
  }

  // MARK: - Given, do not change: the same as the phone's

  func showLoading() {
    activityIndicator.startAnimating(localized(en: "Loading the reviews", zh: "正在加载影评"))
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }
}
