import Entities
import TopMoviesApp

/// Assembles the VIPER module of the list screen: it creates the Interactor, the Presenter and the View,
/// takes the Router it is handed, and sets every reference between them, so no role wires itself and each
/// reference's strength is decided here, in one place.
///
/// Seed 000 puts this factory on the Router (a static `createModule()`, which creates the Router too).
/// Here the A/B test chooses one of two Routers before the module exists and injects it, and a factory on
/// a Router could not choose which Router to build, so the assembly is a type of its own.
@MainActor enum MovieListModule {
  // lesson:begin build
  /// The module, with `router` deciding which detail design a tap opens.
  static func build(
    service: MovieService, platform: Platform, router: MovieListRouter
  ) -> any MovieListScreen {
    // Strong, from the front: View → Presenter → Interactor and Router.
    let interactor = MovieListInteractorImpl(service: service)
    let presenter = MovieListPresenterImpl(interactor: interactor, router: router)
    let view: any MovieListScreen & MovieListView =
      switch platform {
      case .phone: MovieListViewController(presenter: presenter)
      case .desktop: MovieListDesktopViewController(presenter: presenter)
      }
    // Weak, going back: Interactor → Presenter and Presenter → View (delegates), Router → View.
    interactor.delegate = presenter
    presenter.delegate = view
    router.viewController = view
    return view
  }
  // lesson:end build
}
