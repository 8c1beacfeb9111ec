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
  // TODO: The View owns the Presenter, and the Presenter owns this Router. What happens to the
  //       three of them when the user leaves the list, if the Router also owns the View? And what
  //       should a tap do once the View is gone?
  var viewController: ViewController?

  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async {
    // TODO: Which screen does a tap open, and who assembles it (see `ReviewDetailModule.swift`)?
    //       Which of this method's parameters does it need, and from which screen is it shown?
  }
}
