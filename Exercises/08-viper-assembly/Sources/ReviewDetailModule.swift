// Given, do not change this file: the review detail screen's module.

import Entities

/// Assembles the detail module (seed 000's `createModule(userId:)`): it is built with its parameters, the
/// review and whether it is marked helpful, and with the output it reports to.
@MainActor enum ReviewDetailModule {
  static func build(review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput)
    -> ReviewDetailViewController
  {
    // Strong: View → Presenter. Weak: Presenter → View, and Presenter → output (the list's Presenter).
    let presenter = ReviewDetailPresenterImpl(review: review, isHelpful: isHelpful, output: output)
    let view = ReviewDetailViewController(review: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
