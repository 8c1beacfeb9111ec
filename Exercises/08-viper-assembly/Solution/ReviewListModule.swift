import Entities

/// Assembles the VIPER module of ONE film's reviews: who creates whom, and who holds whom.
///
/// Strong references point forward, from the screen the user sees to the work behind it:
/// View → Presenter → Interactor and Router. References back are weak: Interactor → Presenter,
/// Presenter → View and Router → View, and Presenter → output, the screen that opened the module. So
/// the caller owns the whole module through the View alone; whoever keeps the input keeps it weakly.
@MainActor enum ReviewListModule {
  /// The reviews of the film `movieID`, fetched from `service`; `router` opens a review's detail, and
  /// `output`, the screen that opened the reviews, hears how many there are.
  /// Returns the View to show and the module's input, the Presenter that the View uses.
  static func build(
    movieID: Movie.ID, service: any ReviewServiceProtocol, router: ReviewListRouter,
    output: ReviewListModuleOutput
  ) -> (view: ReviewListViewController, input: any ReviewListModuleInput) {
    let interactor = ReviewListInteractorImpl(movieID: movieID, service: service)
    let presenter = ReviewListPresenterImpl(interactor: interactor, router: router)
    let view = ReviewListViewController(presenter: presenter)
    interactor.delegate = presenter
    presenter.delegate = view
    presenter.output = output
    router.viewController = view
    return (view, presenter)
  }
}
