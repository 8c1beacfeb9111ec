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

  init(review: Review, isHelpful: Bool, onHelpfulChange: @escaping (Review.ID, Bool) -> Void) {
    self.review = review
    self.isHelpful = isHelpful
    // TODO: `onHelpfulChange` is this module's output. The user types helpful long after the
    //       module is built: how will the Presenter still have the closure then? Does anything
    //       else hold it?
  }

  func didTapOnHelpful() {
    // TODO: What changes when the user types helpful? Who must hear about it, and with what? The
    //       closure tells the list that the mark did change, and the list may look at this detail
    //       or close it: what should already be true of the detail, and of its screen, when the
    //       closure is called? Is the closure called once, like a completion handler, or on every
    //       change? Think of a second and a third helpful too.
  }

  // MARK: Given, do not change

  var presentation: ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: isHelpful)
  }
}
