import TerminalKit

/// The Router of the search. Its `viewController` is `weak`: the View owns the Presenter, which owns this
/// Router, so a strong reference back would keep the closed screen alive.
final class MovieSearchRouterImpl: MovieSearchRouter {
  weak var viewController: ViewController?

  func closeSearch() {
    viewController?.dismiss()
  }
}
