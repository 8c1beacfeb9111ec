// Given, do not change this file: the review detail screen's module.

import Entities

/// Assembles the review detail module (seed 000's `createModule(userId:)`): it is built with its
/// parameters, the review and whether the user marked it helpful, and with the output it reports to.
@MainActor enum ReviewDetailModule {
  /// The module, drawn by `design` (the app's `ReviewDetailViewController`, or a test's spy).
  static func build<View: ReviewDetailView>(
    _ design: View.Type, review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput
  ) -> View {
    let presenter = ReviewDetailPresenterImpl(review: review, isHelpful: isHelpful, output: output)
    let view = View(review: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
