import Entities
import TerminalKit

// MARK: - Given, do not change

/// The navigation of the reviews screen: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter. It presents from the list's View.
@MainActor protocol ReviewListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `review` and presents it; the module reports to `output`.
  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async
}

// MARK: - Your work

/// The Router of the review's detail screen, design A (`ReviewDetailViewController`).
final class ReviewListRouterImpl: ReviewListRouter {
  /// Weak: the View owns the Presenter, which owns this Router, so a strong reference back to the
  /// View would be a cycle. Once the View is gone, this reads `nil` and the Router presents nothing.
  weak var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    if let viewController {
      let detail = ReviewDetailModule.build(
        ReviewDetailViewController.self, review: review, isHelpful: isHelpful, output: output)
      await viewController.present(detail)
    }
  }
}
