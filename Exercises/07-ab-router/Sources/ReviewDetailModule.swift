// Given, do not change this file: the review's detail module, built as stage 3 builds the movie's.

import Entities

/// Assembles the detail module (seed 000's `createModule(userId:)`): it is built with its parameters, the
/// review and whether it is marked helpful, and with the output it reports to.
@MainActor enum ReviewDetailModule {
  /// The module, drawn by `design`: the list's Router chooses the design.
  static func build<View: ReviewDetailView>(
    _ design: View.Type, review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput
  ) -> View {
    // Strong: View → Presenter. Weak: Presenter → View, and Presenter → output (the list's Presenter).
    let presenter = ReviewDetailPresenterImpl(review: review, isHelpful: isHelpful, output: output)
    let view = View(review: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
