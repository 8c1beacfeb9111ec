import Entities

/// Assembles the VIPER module of the list screen: who creates whom, and who holds whom.
///
/// Strong references point forward, from the screen the user sees to the work behind it:
/// View → Presenter → Interactor and Router. References back are weak: Interactor → Presenter,
/// Presenter → View and Router → View. So the caller owns the whole module through the View alone.
/// (The detail screen a tap opens is a module of its own, which `MovieDetailModule` assembles: it
/// holds the list's Presenter, its output, weakly too.)
@MainActor enum MovieListModule {
  /// The list screen, with `router` deciding which detail screen a tap opens.
  static func build(service: MovieService, router: MovieListRouter) -> MovieListViewController {
    let interactor = MovieListInteractorImpl(service: service)
    let presenter = MovieListPresenterImpl(interactor: interactor, router: router)
    let view = MovieListViewController(presenter: presenter)
    interactor.delegate = presenter
    router.viewController = view
    return view
  }
}
