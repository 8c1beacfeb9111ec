// Given, do not change this file: the review detail screen's module, built with a closure as its
// output.

import Entities

/// Assembles the review detail module (seed 000's `createModule(userId:)`): it is built with its
/// parameters, the review and whether the user marked it helpful, and with the closure it reports
/// each change of the mark to.
@MainActor enum ReviewDetailModule {
  /// The module, drawn by `design` (the app's `ReviewDetailViewController`, or a test's spy);
  /// `onHelpfulChange` is called with the review's id and its new mark.
  static func build<View: ReviewDetailView>(
    _ design: View.Type, review: Review, isHelpful: Bool,
    onHelpfulChange: @escaping (Review.ID, Bool) -> Void
  ) -> View {
    let presenter = ReviewDetailPresenterImpl(
      review: review, isHelpful: isHelpful, onHelpfulChange: onHelpfulChange)
    let view = View(review: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
