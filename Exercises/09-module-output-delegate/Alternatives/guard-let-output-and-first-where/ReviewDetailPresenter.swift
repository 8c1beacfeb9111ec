import Entities

// MARK: - Given, do not change

/// The display logic of the review detail module: it keeps the module's parameters (the review,
/// whether the user marked it helpful), formats them, and decides what `helpful` does.
///
/// Held strongly by the detail's View.
@MainActor protocol ReviewDetailPresenter: AnyObject {
  /// The review as the View shows it.
  var presentation: ReviewPresentation { get }
  func didTapOnHelpful()
}

// MARK: - Your work

/// What the review detail module reports to the module that opened it: seed 000's module output
/// through a delegate. Here that is the review list's Presenter.
@MainActor protocol ReviewDetailModuleOutput: AnyObject {
  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// The review detail module's Presenter: it keeps the module's parameters, and reports each change
/// of the helpful mark to the module's output.
final class ReviewDetailPresenterImpl: ReviewDetailPresenter {
  /// The detail's View owns this Presenter: the reference back is weak.
  weak var view: ReviewDetailView?
  /// The list module opened this one and outlives it: the detail must not keep it alive.
  weak var output: ReviewDetailModuleOutput?
  private let review: Review
  private var isHelpful: Bool

  init(review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) {
    self.review = review
    self.isHelpful = isHelpful
    self.output = output
  }

  // MARK: Given, do not change

  var presentation: ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: isHelpful)
  }

  // MARK: Your work

  func didTapOnHelpful() {
    isHelpful = !isHelpful
    view?.showHelpfulStatus(isHelpful)
    guard let output else { return }
    output.reviewDetailDidChangeHelpful(reviewID: review.id, isHelpful: isHelpful)
  }
}
