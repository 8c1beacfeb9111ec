import Entities

/// The module builder of the search (seed 000's `createModule()`, as a type of its own): it creates the
/// roles and sets every reference between them. The module's output goes to the Router, which leaves the
/// search.
@MainActor enum MovieSearchModule {
  /// A search over the films that `service` fetches; the film the user picks goes to `output`.
  static func build(
    service: any MovieServiceProtocol, output: any MovieSearchModuleOutput
  ) -> any MovieSearchScreen {
    let interactor = MovieSearchInteractor(service: service)
    let router = MovieSearchRouter(output: output)
    let presenter = MovieSearchPresenter(interactor: interactor, router: router)
    let view = MovieSearchViewController(presenter: presenter)
    interactor.output = presenter
    presenter.view = view
    router.view = view
    return view
  }
}
