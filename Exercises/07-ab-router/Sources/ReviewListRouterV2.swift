import Entities
import TerminalKit

/// Variant B: the redesigned detail screen (design B). Only this Router knows that design exists.
///
/// Held strongly by the Presenter, like every Router.
final class ReviewListRouterV2: ReviewListRouter {
  // TODO: How should this Router hold the View it presents from? Variant A's Router has met the
  //       same question.
  var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    // TODO: Variant A's Router opens the detail module in design A. What does this one open, and
    //       what changes between the two? Once the user leaves the detail, what should still hold
    //       it?
  }
}
