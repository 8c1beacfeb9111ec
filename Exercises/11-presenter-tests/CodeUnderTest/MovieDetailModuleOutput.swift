// Given: the code under test. Nothing here needs to change.

import Entities

/// What the detail module reports to the module that opened it: seed 000's module output through a
/// delegate. In stage 3 that is the list's Presenter.
///
/// The detail module holds its output weakly: the list opened it and lives longer than it.
@MainActor protocol MovieDetailModuleOutput: AnyObject {
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}
