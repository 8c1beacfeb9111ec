// Given: the code under test. Your tests stand in for this role; nothing here needs to change.

import Entities
import TerminalKit

/// The navigation of the reviews list: which detail screen a tap opens, and how it is shown.
///
/// Held strongly by the list's Presenter; holds the View it presents from weakly.
@MainActor public protocol ReviewListRouter: AnyObject {
  /// The screen to present from: the list's View.
  var viewController: ViewController? { get set }
  /// Builds the detail module for `review` (its full text, and whether the user found it helpful)
  /// and presents it; the module reports to `output`, which it holds weakly.
  func showDetailView(for review: Review, isHelpful: Bool, output: ReviewDetailModuleOutput) async
}
