// Given, do not change this file: the detail module's View protocol, and its design A.

import Entities
import Localization
import TerminalKit

/// The review's detail screen, in any design: it shows the review it is given, passes `helpful` on to its
/// Presenter, and shows what the Presenter tells it.
///
/// It owns its Presenter (strong) and is the Presenter's `view` (weak).
@MainActor protocol ReviewDetailView: ViewController {
  init(review: ReviewPresentation, presenter: ReviewDetailPresenter)
  /// The user typed `helpful`.
  func didTapOnHelpful() async
  func showHelpfulStatus(_ isHelpful: Bool)
}

/// Detail design A: the stars, the author and the day, the whole text, and whether it was helpful.
final class ReviewDetailViewController: ViewController, ReviewDetailView {
  private let presenter: ReviewDetailPresenter
  private let review: ReviewPresentation
  private var isHelpful: Bool

  init(review: ReviewPresentation, presenter: ReviewDetailPresenter) {
    self.review = review
    self.presenter = presenter
    isHelpful = review.isHelpful
  }

  override func draw() -> [String] {
    [
      "\(review.starsText)  \(review.authorText) · \(review.date)",
      review.text,
      isHelpful
        ? localized(en: "👍 You found this review helpful.", zh: "👍 你觉得这条影评有用。")
        : localized(en: "Type helpful if this review helped you.", zh: "觉得有用就输入 helpful。"),
    ]
  }

  func didTapOnHelpful() async {
    presenter.didTapOnHelpful()
  }

  func showHelpfulStatus(_ isHelpful: Bool) {
    self.isHelpful = isHelpful
    setNeedsDisplay()
  }
}
