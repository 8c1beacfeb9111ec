import Entities
import TopMoviesApp

/// Assembles the VIPER module of the list screen: it creates the Interactor, the Presenter and the View,
/// takes the Router it is handed, and sets every reference between them, so no role wires itself and each
/// reference's strength is decided here, in one place.
///
/// Seed 000 puts this factory on the Router instead, as a static `createModule()` that creates the Router
/// too; `MovieListRouterAssembly` below writes it that way, beside this one, to compare them.
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

// lesson:begin create-module
/// Seed 000's assembly: a Router that builds the module it navigates for, with a static `createModule`.
/// The app does not use it; it is here to set beside `MovieListModule.build`.
///
/// Written once, in this protocol's extension, rather than once in each Router as the seed would: a Router
/// only has to conform (and have an `init()`), and `MovieListRouterV2.createModule(…)` builds the module
/// with design B. The price is that a navigation type now knows every role of the list, and builds them.
@MainActor protocol MovieListRouterAssembly: MovieListRouter {
  init()
}

extension MovieListRouterAssembly {
  /// The list module with a new Router of this type, as seed 000's `UserListRouter.createModule()`.
  static func createModule(service: MovieService, platform: Platform) -> any MovieListScreen {
    let router = Self()
    let interactor = MovieListInteractorImpl(service: service)
    let presenter = MovieListPresenterImpl(interactor: interactor, router: router)
    let view: any MovieListScreen & MovieListView =
      switch platform {
      case .phone: MovieListViewController(presenter: presenter)
      case .desktop: MovieListDesktopViewController(presenter: presenter)
      }
    interactor.delegate = presenter
    presenter.delegate = view
    router.viewController = view
    return view
  }
}

extension MovieListRouterImpl: MovieListRouterAssembly {}
extension MovieListRouterV2: MovieListRouterAssembly {}
// lesson:end create-module
