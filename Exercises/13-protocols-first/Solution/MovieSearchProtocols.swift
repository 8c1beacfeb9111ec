import Entities
import TerminalKit

// The roles of the search module, designed before any of them is written: what each one offers the others.
// Strong references go forward, from the screen the user sees to the work behind it: View → Presenter →
// Interactor and Router. Every reference that points back (Interactor → Presenter, Presenter → View,
// Router → View, Presenter → output) is weak.

/// The View, as its Presenter sees it: it shows what it is told, every text ready to print, each time in
/// place of what it showed before.
///
/// It owns its Presenter (strong); the Presenter holds it weakly.
@MainActor protocol MovieSearchView: AnyObject {
  /// A heading, then one line for each film found.
  func showResults(heading: String, rows: [String])
  /// One sentence instead of any row: the prompt, no match, or why the search failed.
  func showMessage(_ message: String)
}

/// The Presenter: the display logic of the search, and the role that decides who handles each action. A
/// search goes to the Interactor; a tap on a row goes to the Router, which closes the search, then to the
/// module's output.
///
/// Held strongly by the View. It holds the Interactor and the Router strongly, and the View and the module's
/// output weakly.
@MainActor protocol MovieSearchPresenter: MovieSearchInteractorDelegate {
  /// The screen is shown: it asks for a query.
  func viewDidLoad()
  func didSearch(for query: String) async
  func didTapOnResult(at index: Int) async
}

/// Told by the Interactor what each search found: the Presenter, which the Interactor holds weakly.
@MainActor protocol MovieSearchInteractorDelegate: AnyObject {
  /// The films whose title holds `query`, in the service's order. `query` is as typed, without the white
  /// space around it; it is empty when the user searched for nothing.
  func interactorDidFind(_ movies: [Movie], for query: String)
  /// The service failed: the search found nothing.
  func interactorDidFail(with error: any Error)
}

/// The Interactor: the business side of the search. It fetches the films and keeps those whose English or
/// Chinese title holds the query; it knows nothing about screens.
///
/// Held strongly by the Presenter. It holds the service strongly and its delegate, the Presenter, weakly.
@MainActor protocol MovieSearchInteractor: AnyObject {
  var delegate: MovieSearchInteractorDelegate? { get set }
  /// What the last search found, in the service's order: the films that the rows show. Empty before the
  /// first search, after a blank one and after a failure.
  var results: [Movie] { get }
  /// Searches the films for `query`, then tells the delegate what it found, or why it failed. A query of
  /// nothing but white space asks the service nothing.
  func search(for query: String) async
}

/// The Router: the navigation of the search, which is to close it.
///
/// Held strongly by the Presenter. It holds the screen it closes, the View, weakly.
@MainActor protocol MovieSearchRouter: AnyObject {
  /// The screen to close: the search's View.
  var viewController: ViewController? { get set }
  /// Dismisses the search screen.
  func closeSearch()
}
