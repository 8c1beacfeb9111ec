// Given: the code under test. Nothing here needs to change.

import Entities

/// What the review's detail module reports to the module that opened it: seed 000's module output
/// through a delegate. Here that is the reviews list's Presenter.
///
/// The detail module holds its output weakly: the list opened it and lives longer than it.
@MainActor public protocol ReviewDetailModuleOutput: AnyObject {
  /// The user marked the review helpful (`true`) or took the mark away (`false`) on the detail.
  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool)
}
