// Given, do not change this file: the review list screen.

import Entities
import Localization
import TerminalKit

/// What the review list screen can be asked to do: show what the Presenter says, and pass the
/// user's actions on.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol ReviewListView: ReviewListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnReview(at index: Int) async
}

/// One row for each review, `👍` on those the user marked helpful, and the count in the heading.
final class ReviewListViewController: ViewController, ReviewListView {
  let presenter: ReviewListPresenter
  private(set) var reviews: [ReviewPresentation] = []
  private var hasLoaded = false

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  /// `3 reviews, 1 marked helpful 👍`, or in Chinese `3 条影评，1 条标为有用 👍`.
  static func heading(reviewCount: Int, helpfulCount: Int) -> String {
    localized(
      en: "\(reviewCount) review\(reviewCount == 1 ? "" : "s"), \(helpfulCount) marked helpful 👍",
      zh: "\(reviewCount) 条影评，\(helpfulCount) 条标为有用 👍")
  }

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    guard hasLoaded else { return [] }
    guard !reviews.isEmpty else { return [localized(en: "No reviews yet.", zh: "还没有影评。")] }
    let rows = reviews.map { review in
      (
        title: review.author + ": " + review.excerpt,
        detail: (review.isHelpful ? "👍" : "  ") + " " + review.stars
      )
    }
    let helpfulCount = reviews.count(where: \.isHelpful)
    return [Self.heading(reviewCount: reviews.count, helpfulCount: helpfulCount)]
      + Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    activityIndicator.stopAnimating()
    self.reviews = reviews
    hasLoaded = true
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
