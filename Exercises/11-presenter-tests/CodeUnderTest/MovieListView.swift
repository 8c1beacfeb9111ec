// Given: the code under test. Your tests stand in for this role; nothing here needs to change.

/// What the list screen can be asked to do: show what the Presenter tells it, and pass the user's
/// actions on.
///
/// It owns its Presenter (strong) and is the Presenter's delegate (weak).
@MainActor protocol MovieListView: MovieListPresenterDelegate {
  func didTapOnReload() async
  func didTapOnMovie(at index: Int) async
}
