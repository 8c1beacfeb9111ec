// Given, do not change this file: the review list's Router.

import Entities
import TerminalKit

/// The navigation of the review list: a tap opens the review's detail module.
///
/// Held strongly by the list's Presenter; holds the View it presents from weakly.
@MainActor protocol ReviewListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `review` and presents it; the module reports to `output`.
  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async
}

final class ReviewListRouterImpl: ReviewListRouter {
  weak var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    let detail = ReviewDetailModule.build(
      ReviewDetailViewController.self, review: review, isHelpful: isHelpful, output: output)
    await viewController?.present(detail)
  }
}
