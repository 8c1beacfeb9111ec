import TerminalKit

/// The Router: it closes the screen it is given, which it holds weakly (the screen owns the module).
final class MovieSearchRouterImpl: MovieSearchRouter {
  weak var screen: ViewController?

  func close() {
    screen?.dismiss()
  }
}
