import Entities

// The roles of the search module, with seed 000's names: a protocol for each side of each role. The
// Interactor keeps the state of the last search and tells its output; leaving the module is navigation, so
// the Router both closes the search and tells the module's output which film was picked. Strong references
// go forward: View → Presenter → Interactor and Router. Every reference back is weak: Interactor →
// Presenter, Presenter → View, Router → View and Router → output.

/// What the View offers its Presenter: one method for each thing the screen can show.
///
/// The View owns its Presenter (strong); the Presenter holds it weakly.
@MainActor protocol MovieSearchViewProtocol: AnyObject {
  func showPrompt(_ prompt: String)
  func showFilms(heading: String, rows: [String])
  func showNoMatch(_ sentence: String)
  func showError(_ sentence: String)
}

/// What the View tells its Presenter: the user's actions.
///
/// Held strongly by the View. The Presenter holds the Interactor and the Router strongly, and the View
/// weakly.
@MainActor protocol MovieSearchPresenterProtocol: AnyObject {
  func viewDidLoad()
  func search(_ query: String) async
  func selectRow(_ index: Int) async
}

/// The state of the search, as the Interactor keeps it.
enum MovieSearchState {
  /// Nothing searched yet, or a query of nothing but white space.
  case blank
  /// The films whose title holds `query` (without the white space around it), in the service's order.
  case found(query: String, films: [Movie])
  /// The service failed.
  case failed(any Error)
}

/// What the Presenter asks of the Interactor: the business side of the search.
///
/// Held strongly by the Presenter. It holds the service strongly and its output, the Presenter, weakly.
@MainActor protocol MovieSearchInteractorInputProtocol: AnyObject {
  /// Searches the English and Chinese titles for `query`, in any case, then tells the output.
  func search(_ query: String) async
  /// The film on row `index` of what the last search found, or `nil` when no row has that index.
  func film(at index: Int) -> Movie?
}

/// What the Interactor tells its output, the Presenter, after each search.
@MainActor protocol MovieSearchInteractorOutputProtocol: AnyObject {
  func searchDidEnd(in state: MovieSearchState)
}

/// The navigation of the search: leaving it, picking a film.
///
/// Held strongly by the Presenter. It holds the screen it closes and the module's output weakly: both
/// outlive it or own it.
@MainActor protocol MovieSearchRouterProtocol: AnyObject {
  /// Closes the search, then tells the module's output the film picked.
  func leaveSearch(picking movieID: Movie.ID) async
}
