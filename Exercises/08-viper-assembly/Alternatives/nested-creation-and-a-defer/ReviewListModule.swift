import Entities

/// Assembles the VIPER module of ONE film's reviews: who creates whom, and who holds whom.
///
/// Strong references point forward, from the screen the user sees to the work behind it:
/// View → Presenter → Interactor and Router. References back are weak: Interactor → Presenter,
/// Presenter → View and Router → View. So the caller owns the whole module through the View alone;
/// whoever keeps the input keeps it weakly.
@MainActor enum ReviewListModule {
  /// The reviews of the film `movieID`, fetched from `service`; `router` opens a review's detail.
  /// Returns the View to show and the module's input, the Presenter that the View uses.
  static func build(
    movieID: Movie.ID, service: any ReviewServiceProtocol, router: ReviewListRouter
  ) -> (view: ReviewListViewController, input: any ReviewListModuleInput) {
    let presenter = ReviewListPresenterImpl(
      interactor: ReviewListInteractorImpl(movieID: movieID, service: service), router: router)
    presenter.interactor.delegate = presenter
    let view = ReviewListViewController(presenter: presenter)
    defer { router.viewController = view }
    presenter.delegate = view
    return (view, view.presenter)
  }
}
