// Given, do not change this file: the search module as the rest of the app sees it. The tests drive the
// module through these two protocols and `MovieSearchModule.build(service:output:)`, and nothing else.

import Entities
import TerminalKit

/// The search screen, as whoever presents it sees it: the View of the search module. The user types a query
/// into it and taps one of its rows; it draws the lines that the README gives.
///
/// Whoever presents it holds it strongly, and through it the whole module: `build` returns it.
@MainActor protocol MovieSearchScreen: ViewController {
  /// The user searched for `query`, as typed.
  func didSearch(for query: String) async
  /// The user tapped the row `index` of the results; 0 is the first film's row.
  func didTapOnResult(at index: Int) async
}

/// What the search module reports to the module that opened it (in the app, the film list): the film that
/// the user picked. The search module's output, through a delegate.
///
/// `AnyObject`, so that the search module can hold it weakly: the module that opened the search outlives
/// it, and the search must never keep that module alive.
@MainActor protocol MovieSearchModuleOutput: AnyObject {
  /// The user picked the film `movieID`. By then the search screen is closed.
  func movieSearchDidPick(movieID: Movie.ID) async
}
