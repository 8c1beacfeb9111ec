import Entities
import TopMoviesApp

/// Which View the app is built with; both share one Presenter type.
enum Platform: String {
  case phone, desktop
}

/// Assembles the VIPER module of the list screen: it creates every role and sets every reference between
/// them, so no role wires itself and each reference's strength is decided here, in one place.
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
