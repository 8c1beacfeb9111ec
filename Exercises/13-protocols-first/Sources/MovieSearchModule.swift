import Entities
import TerminalKit

/// The module builder of the search: it creates the roles and connects them.
@MainActor enum MovieSearchModule {
  /// A search over the films that `service` fetches; the film the user picks goes to `output`.
  static func build(
    service: any MovieServiceProtocol, output: any MovieSearchModuleOutput
  ) -> any MovieSearchScreen {
    // TODO: Step 3: create the Interactor, the Router, the Presenter and the View, set every reference
    //       between them here (no role wires itself), and return the View. Each build makes a module of
    //       its own.
    PlaceholderSearchScreen()
  }
}

/// A placeholder, so that the stub compiles: a screen that draws nothing and ignores every action. Delete it
/// once `build` returns your View.
private final class PlaceholderSearchScreen: ViewController, MovieSearchScreen {
  func didSearch(for query: String) async {}
  func didTapOnResult(at index: Int) async {}
}
