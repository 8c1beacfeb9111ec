// Given, do not change this file: the review detail module's View protocol, and its screen.

import Entities
import Localization
import TerminalKit

/// The review detail module's View: it shows the review it is given, passes `helpful` on to its
/// Presenter, and shows what the Presenter tells it.
///
/// It owns its Presenter (strong).
@MainActor protocol ReviewDetailView: AnyObject {
  init(review: ReviewPresentation, presenter: ReviewDetailPresenter)
  func showHelpfulStatus(_ isHelpful: Bool)
}

/// The review detail screen: the stars, the author, the day, the whole text, and the helpful mark.
final class ReviewDetailViewController: ViewController, ReviewDetailView {
  let presenter: ReviewDetailPresenter
  private let review: ReviewPresentation
  private(set) var isHelpful: Bool

  init(review: ReviewPresentation, presenter: ReviewDetailPresenter) {
    self.review = review
    self.presenter = presenter
    isHelpful = review.isHelpful
  }

  override func draw() -> [String] {
    let mark =
      isHelpful
      ? localized(
        en: "👍 You found this review helpful. Type helpful to take it back.",
        zh: "👍 你觉得这条影评有用。输入 helpful 可以撤销。")
      : localized(
        en: "Did this review help you? Type helpful to say so.",
        zh: "这条影评对你有用吗？有用的话，输入 helpful。")
    return [review.stars + "  " + review.author + "  " + review.date, ""]
      + review.text.wrapped(toWidth: contentWidth) + ["", mark]
  }

  /// The user typed `helpful`.
  func didTapOnHelpful() async {
    presenter.didTapOnHelpful()
  }

  func showHelpfulStatus(_ isHelpful: Bool) {
    self.isHelpful = isHelpful
    setNeedsDisplay()
  }
}
