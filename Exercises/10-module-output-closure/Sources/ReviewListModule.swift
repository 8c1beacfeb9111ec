// Given, do not change this file: the assembly of the review list module.

import Entities

/// Assembles the VIPER module of one film's review list. Strong, from the front: View → Presenter →
/// Interactor and Router. Weak, going back: Interactor → Presenter and Presenter → View (delegates),
/// Router → View.
@MainActor enum ReviewListModule {
  /// The list of the reviews of the film `movieID`.
  static func build(
    movieID: Movie.ID, service: any ReviewServiceProtocol, router: ReviewListRouter
  ) -> ReviewListViewController {
    let presenter = ReviewListPresenterImpl(
      interactor: ReviewListInteractorImpl(movieID: movieID, service: service), router: router)
    let view = ReviewListViewController(presenter: presenter)
    router.viewController = view
    return view
  }
}
