import Entities

/// The module builder of the search: it creates the roles and sets every reference between them. The
/// Interactor has no delegate, so two references go back, both weak: Presenter → View, Router → View.
@MainActor enum MovieSearchModule {
  /// A search over the films that `service` fetches; the film the user picks goes to `output`.
  static func build(
    service: any MovieServiceProtocol, output: any MovieSearchModuleOutput
  ) -> any MovieSearchScreen {
    let router = MovieSearchRouterImpl()
    let presenter = MovieSearchPresenterImpl(
      interactor: MovieSearchInteractorImpl(service: service), router: router, output: output)
    let view = MovieSearchViewController(presenter: presenter)
    presenter.view = view
    router.screen = view
    return view
  }
}
