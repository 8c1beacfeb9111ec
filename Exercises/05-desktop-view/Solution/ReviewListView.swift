// Given, do not change this file: the phone's View of the reviews screen.

import Entities
import Localization
import TerminalKit

/// The phone's reviews: one compact row a review, its stars and author, with `👍` for a review the
/// user marked helpful. No room for the excerpt.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
final class ReviewListViewController: ViewController, ReviewListPresenterDelegate {
  let presenter: ReviewListPresenter
  private(set) var reviews: [ReviewPresentation] = []
  /// What the screen says instead of a list when the film has no reviews.
  private(set) var emptyMessage: String?

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    if let emptyMessage { return [emptyMessage] }
    let rows = reviews.map { review in
      (title: review.stars + "  " + review.author, detail: review.isHelpful ? "👍" : "  ")
    }
    return [localized(en: "Reviews", zh: "影评")] + Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    activityIndicator.stopAnimating()
    emptyMessage = nil
    self.reviews = reviews
    setNeedsDisplay()
  }

  func showEmpty(_ message: String) {
    activityIndicator.stopAnimating()
    emptyMessage = message
    reviews = []
    setNeedsDisplay()
  }

  func showLoading() {
    activityIndicator.startAnimating(localized(en: "Loading the reviews", zh: "正在加载影评"))
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }

  func didTapOnReload() async {
    await presenter.reload()
  }
}
