// Given, do not change this file: the Router's protocol and variant A's Router (exercise 06's
// answer).

import Entities
import TerminalKit

/// The navigation of the reviews screen: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the Presenter. One implementation per design of the detail screen, swapped for
/// the experiment without touching the View or the Presenter.
@MainActor protocol ReviewListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `review` and presents it; the module reports to `output`.
  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async
}

/// Variant A: the review's detail as it has always been (design A).
final class ReviewListRouterImpl: ReviewListRouter {
  /// Weak: the View owns the Presenter, which owns this Router.
  weak var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    let detail = ReviewDetailModule.build(
      ReviewDetailViewController.self, review: review, isHelpful: isHelpful, output: output)
    await viewController?.present(detail)
  }
}
