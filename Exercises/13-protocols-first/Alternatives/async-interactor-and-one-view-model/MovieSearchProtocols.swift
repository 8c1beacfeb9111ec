import Entities

// The roles of the search module, designed before any of them is written. The Interactor answers each
// search itself (`async throws`), so it needs no delegate and holds nothing back; the View is given the
// whole screen at once, as one view model. Strong references go forward: View → Presenter → Interactor and
// Router. The references back (Presenter → View, Router → View, Presenter → output) are weak.

/// What the search screen shows, every line ready to print: the Presenter makes it, the View lays it out.
struct MovieSearchViewModel: Equatable {
  let lines: [String]
}

/// The View, as its Presenter sees it: it displays a whole view model in place of the last one.
///
/// It owns its Presenter (strong); the Presenter holds it weakly.
@MainActor protocol MovieSearchView: AnyObject {
  func display(_ viewModel: MovieSearchViewModel)
}

/// The Presenter: the display logic of the search, and the role that decides who handles each action. It
/// remembers which film each row shows, since the Interactor keeps nothing.
///
/// Held strongly by the View. It holds the Interactor and the Router strongly, and the View and the module's
/// output weakly.
@MainActor protocol MovieSearchPresenter: AnyObject {
  func viewDidLoad()
  func didSearch(for query: String) async
  func didTapOnResult(at index: Int) async
}

/// What one search found: the query as searched (without the white space around it; empty when it was
/// blank), and the films whose title holds it, in the service's order.
struct MovieSearchResult {
  let query: String
  let films: [Movie]
}

/// The Interactor: the business side of the search, as one question and its answer. It knows nothing about
/// screens, and nothing about who asks.
///
/// Held strongly by the Presenter; it holds the service strongly, and nothing else.
@MainActor protocol MovieSearchInteractor: AnyObject {
  /// The films whose English or Chinese title holds `query`, in any case. A blank query asks the service
  /// nothing and finds nothing; a failure of the service is thrown.
  func search(_ query: String) async throws -> MovieSearchResult
}

/// The Router: the navigation of the search, which is to close it.
///
/// Held strongly by the Presenter; it holds the screen it closes weakly.
@MainActor protocol MovieSearchRouter: AnyObject {
  func close()
}
