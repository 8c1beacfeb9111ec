// Given: the code under test. Your tests stand in for this role; nothing here needs to change.

/// What the reviews screen can be asked to do: show what the Presenter tells it, and pass the
/// user's actions on.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor public protocol ReviewListView: ReviewListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnReview(at index: Int) async
}
