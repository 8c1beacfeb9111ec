// Given, do not change this file: the review detail module's Presenter, and the output it reports to.

import Entities

/// What the detail module reports to the module that opened it: seed 000's module output through a
/// delegate. Here that is the review list's Presenter.
///
/// `AnyObject`, so that the detail's Presenter can hold it weakly: the list module opened the detail
/// and outlives it, and a module must never keep the one that opened it alive.
@MainActor protocol ReviewDetailModuleOutput: AnyObject {
  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// The display logic of the detail module: it keeps the module's parameters (the review, whether it is
/// marked helpful), formats them, and decides what `helpful` does.
///
/// Held strongly by the detail's View; holds the View and the module's output weakly.
@MainActor protocol ReviewDetailPresenter: AnyObject {
  /// The review as the View shows it.
  var presentation: ReviewPresentation { get }
  func didTapOnHelpful()
}

/// The detail module's Presenter. Both references it keeps are `weak`: its View owns it, and its output
/// belongs to another module.
final class ReviewDetailPresenterImpl: ReviewDetailPresenter {
  weak var view: ReviewDetailView?
  weak var output: ReviewDetailModuleOutput?
  private let review: Review
  private var isHelpful: Bool

  init(review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) {
    self.review = review
    self.isHelpful = isHelpful
    self.output = output
  }

  var presentation: ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: isHelpful)
  }

  func didTapOnHelpful() {
    isHelpful.toggle()
    output?.reviewDetailDidChangeHelpful(reviewID: review.id, isHelpful: isHelpful)
    view?.showHelpfulStatus(isHelpful)
  }
}
