import Entities

/// The module builder of the search: it creates the Interactor, the Router, the Presenter and the View, and
/// sets every reference between them, so that no role wires itself.
///
/// Strong references point forward: View → Presenter → Interactor (→ service) and Router. References back
/// are weak: Interactor → Presenter, Presenter → View, Router → View, and Presenter → output. So whoever
/// presents the screen owns the whole module through it, and once the screen is closed, all of it is freed.
@MainActor enum MovieSearchModule {
  /// A search over the films that `service` fetches; the film the user picks goes to `output`.
  static func build(
    service: any MovieServiceProtocol, output: any MovieSearchModuleOutput
  ) -> any MovieSearchScreen {
    let interactor = MovieSearchInteractorImpl(service: service)
    let router = MovieSearchRouterImpl()
    let presenter = MovieSearchPresenterImpl(interactor: interactor, router: router, output: output)
    let view = MovieSearchViewController(presenter: presenter)
    interactor.delegate = presenter
    presenter.view = view
    router.viewController = view
    return view
  }
}
