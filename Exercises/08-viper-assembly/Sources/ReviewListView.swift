// Given, do not change this file: the reviews screen.

import Entities
import Localization
import TerminalKit

/// What the reviews screen can be asked to do: show what the Presenter says, and pass the user's
/// actions on.
///
/// It owns its Presenter (strong) and is the Presenter's delegate.
@MainActor protocol ReviewListView: ReviewListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnReview(at index: Int) async
}

/// One film's reviews, one row each: stars and author, then the excerpt, `👍` on the helpful ones. It
/// does not make itself the Presenter's delegate: the module does.
final class ReviewListViewController: ViewController, ReviewListView {
  let presenter: ReviewListPresenter
  private(set) var reviews: [ReviewPresentation] = []
  /// What the screen says instead of rows when the film has no reviews, or `nil`.
  private(set) var emptyMessage: String?

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  override func viewDidLoad() async {
    await presenter.reload()
  }

  override func draw() -> [String] {
    if let emptyMessage { return [emptyMessage] }
    let rows = reviews.map { review in
      (
        title: "\(review.stars) \(review.author)",
        detail: (review.isHelpful ? "👍 " : "") + review.excerpt
      )
    }
    return Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    activityIndicator.stopAnimating()
    self.reviews = reviews
    emptyMessage = nil
    setNeedsDisplay()
  }

  func showNoReviews(_ message: String) {
    activityIndicator.stopAnimating()
    reviews = []
    emptyMessage = message
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

  func didTapOnReview(at index: Int) async {
    await presenter.didTapOnReview(at: index)
  }
}
