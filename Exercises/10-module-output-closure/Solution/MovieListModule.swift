// Given, do not change this file: the assembly of the list module, as stage 3 has it.

import Entities

/// Assembles the VIPER module of the list screen. Strong, from the front: View → Presenter →
/// Interactor and Router. Weak, going back: Interactor → Presenter and Presenter → View (delegates),
/// Router → View.
@MainActor enum MovieListModule {
  /// The list screen, with `router` deciding which detail screen a tap opens.
  static func build(service: any MovieServiceProtocol, router: MovieListRouter)
    -> MovieListViewController
  {
    let presenter = MovieListPresenterImpl(
      interactor: MovieListInteractorImpl(service: service), router: router)
    let view = MovieListViewController(presenter: presenter)
    router.viewController = view
    return view
  }
}
