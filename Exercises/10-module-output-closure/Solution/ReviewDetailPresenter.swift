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

/// The review detail module's Presenter, with its output as a closure (seed 000's third way), as
/// seed 000's `SelectUserPresenter(onSelected:)` has it.
final class ReviewDetailPresenterImpl: ReviewDetailPresenter {
  /// The detail's View owns this Presenter: the reference back is weak.
  weak var view: ReviewDetailView?
  private let review: Review
  private var isHelpful: Bool

  // MARK: Your work

  /// The module's output. Nothing else holds the closure, so the Presenter keeps it.
  private let onHelpfulChange: (Review.ID, Bool) -> Void

  init(review: Review, isHelpful: Bool, onHelpfulChange: @escaping (Review.ID, Bool) -> Void) {
    self.review = review
    self.isHelpful = isHelpful
    self.onHelpfulChange = onHelpfulChange
  }

  func didTapOnHelpful() {
    isHelpful.toggle()
    view?.showHelpfulStatus(isHelpful)
    onHelpfulChange(review.id, isHelpful)
  }

  // MARK: Given, do not change

  var presentation: ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: isHelpful)
  }
}
