import Entities

/// Assembles the VIPER module of the list screen: who creates whom, and who holds whom.
@MainActor enum MovieListModule {
  /// The module, with `router` deciding which detail design a tap opens.
  static func build(service: MovieService, router: MovieListRouter) -> MovieListViewController {
    // Strong, from the front: View → Presenter → Interactor and Router.
    // Weak, going back: Interactor → Presenter and Presenter → View (delegates), Router → View.
    let presenter = MovieListPresenterImpl(
      interactor: MovieListInteractorImpl(service: service), router: router)
    let view = MovieListViewController(presenter: presenter)
    router.viewController = view
    return view
  }
}
