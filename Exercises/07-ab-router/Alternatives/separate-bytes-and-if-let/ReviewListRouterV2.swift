import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design B). Only this Router knows that design exists.
///
/// Held strongly by the Presenter, like every Router.
final class ReviewListRouterV2: ReviewListRouter {
  /// Weak: the View owns the Presenter, which owns this Router; a strong reference back would be a
  /// cycle.
  weak var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    if let viewController {
      let detail = ReviewDetailModule.build(
        ReviewDetailViewControllerV2.self, review: review, isHelpful: isHelpful, output: output)
      await viewController.present(detail)
    }
  }
}
