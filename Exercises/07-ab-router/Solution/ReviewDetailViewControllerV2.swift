// Given, do not change this file: the redesigned detail screen that variant B shows.

import Entities
import Localization
import TerminalKit

/// Detail design B, the redesign under test: the review on a card, the author first, the stars with
/// their count.
///
/// The same module as design A (the same Presenter, the same output), with another View: only
/// `ReviewListRouterV2` knows this design exists.
final class ReviewDetailViewControllerV2: ViewController, ReviewDetailView {
  private let presenter: ReviewDetailPresenter
  private let review: ReviewPresentation
  private var isHelpful: Bool

  init(review: ReviewPresentation, presenter: ReviewDetailPresenter) {
    self.review = review
    self.presenter = presenter
    isHelpful = review.isHelpful
  }

  override func draw() -> [String] {
    let stars = review.starsText.filter { $0 == "★" }.count
    return [
      "╭─ \(review.authorText) · \(review.date)",
      "│ \(review.starsText) \(stars)/5",
      "│ \(review.text)",
      "╰─ "
        + (isHelpful
          ? localized(en: "[👍 Helpful]", zh: "[👍 有用]")
          : localized(en: "[ Helpful? type helpful ]", zh: "[ 有用吗？输入 helpful ]")),
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
