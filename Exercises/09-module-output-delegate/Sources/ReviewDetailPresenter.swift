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
// TODO: Which kinds of type can conform to this protocol as it is written now? And what does that
//       allow the detail's Presenter to do with its reference to the output, or not do?
@MainActor protocol ReviewDetailModuleOutput {
  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// The review detail module's Presenter: it keeps the module's parameters, and reports each change
/// of the helpful mark to the module's output.
final class ReviewDetailPresenterImpl: ReviewDetailPresenter {
  // TODO: The detail's View owns this Presenter. What happens to the two of them when the detail
  //       screen is dismissed, if the Presenter owns its View too? And if something else still
  //       holds the Presenter once its View has gone, what should this property read then?
  var view: ReviewDetailView?
  // TODO: The output is the list's Presenter. The list module opened this one and lives longer.
  //       Should the detail module decide how long the list lives? And once the list is gone, what
  //       should this property read: nil, or something that traps when it is touched?
  var output: ReviewDetailModuleOutput?
  private let review: Review
  private var isHelpful: Bool

  init(review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) {
    self.review = review
    self.isHelpful = isHelpful
    // TODO: The module is built with its output, and `helpful` comes much later. How will the
    //       Presenter reach the output then?
  }

  // MARK: Given, do not change

  var presentation: ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: isHelpful)
  }

  // MARK: Your work

  func didTapOnHelpful() {
    // TODO: What changes when the user types helpful? Who must hear about it, and with what? A
    //       report named "did change" is read by a module that may look at this detail, or close
    //       it: what should already be true of the detail, and of its screen, when the output hears
    //       it? Think of a second and a third helpful too.
  }
}
