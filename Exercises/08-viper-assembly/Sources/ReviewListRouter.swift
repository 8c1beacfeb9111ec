import Entities
import TerminalKit

// MARK: - Given, do not change

/// The navigation of the reviews: a tap opens the review's detail, shown over the list.
///
/// Held strongly by the Presenter. It presents from the reviews' View.
@MainActor protocol ReviewListRouter: AnyObject {
  /// The screen to present from: the reviews' View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `review` and presents it; the module reports to `output`.
  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async
}

final class ReviewListRouterImpl: ReviewListRouter {
  // MARK: Your work

  // TODO: The View owns the Presenter, which owns this Router. How should the Router hold the
  //       View? What should it read once that View is gone?
  var viewController: ViewController?

  // MARK: Given, do not change

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    let detail = ReviewDetailModule.build(review: review, isHelpful: isHelpful, output: output)
    await viewController?.present(detail)
  }
}
