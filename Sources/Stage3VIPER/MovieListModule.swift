import Entities
import TopMoviesApp

/// Which View the app is built with; both share one Presenter type.
enum Platform: String {
  case phone, desktop
}

/// Assembles the VIPER module of the list screen: who creates whom, and who holds whom.
@MainActor enum MovieListModule {
  // lesson:begin build
  /// The module, with `router` deciding which detail design a tap opens.
  static func build(
    service: MovieService, platform: Platform, router: MovieListRouter
  ) -> any MovieListScreen {
    // Strong, from the front: View → Presenter → Interactor and Router.
    // Weak, going back: Interactor → Presenter and Presenter → View (delegates), Router → View.
    let presenter = MovieListPresenterImpl(
      interactor: MovieListInteractorImpl(service: service), router: router)
    let view: any MovieListScreen =
      switch platform {
      case .phone: MovieListViewController(presenter: presenter)
      case .desktop: MovieListDesktopViewController(presenter: presenter)
      }
    router.viewController = view
    return view
  }
  // lesson:end build
}
