// Given, do not change this file: the review detail module's View.

import Entities
import Localization
import TerminalKit

/// The detail module's View: it shows the review it is given, passes `helpful` on to its Presenter, and
/// shows what the Presenter tells it.
///
/// It owns its Presenter (strong) and is the Presenter's `view` (weak).
@MainActor protocol ReviewDetailView: AnyObject {
  func showHelpfulStatus(_ isHelpful: Bool)
}

/// The whole review: stars, author, day and full text, and whether the user found it helpful.
final class ReviewDetailViewController: ViewController, ReviewDetailView {
  private let presenter: ReviewDetailPresenter
  private let review: ReviewPresentation
  private(set) var isHelpful: Bool

  init(review: ReviewPresentation, presenter: ReviewDetailPresenter) {
    self.review = review
    self.presenter = presenter
    isHelpful = review.isHelpful
  }

  override func draw() -> [String] {
    let status =
      isHelpful
      ? localized(en: "👍 You found this helpful", zh: "👍 你觉得这条影评有用")
      : localized(en: "Type helpful if it helped you", zh: "觉得有用就输入 helpful")
    return ["\(review.stars)  \(review.author)  \(review.date)", review.text, status]
  }

  func didTapOnHelpful() async {
    presenter.didTapOnHelpful()
  }

  func showHelpfulStatus(_ isHelpful: Bool) {
    self.isHelpful = isHelpful
    setNeedsDisplay()
  }
}
