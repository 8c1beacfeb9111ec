import Entities

/// Assembles the VIPER module of ONE film's reviews: who creates whom, and who holds whom.
///
/// The caller keeps only the View it returns: whatever the View does not hold, directly or through
/// the others, is gone. The input it returns is kept by the module that opened the reviews, which is
/// also the `output` it is given.
@MainActor enum ReviewListModule {
  /// The reviews of the film `movieID`, fetched from `service`; `router` opens a review's detail, and
  /// `output`, the screen that opened the reviews, hears how many there are.
  /// Returns the View to show and the module's input.
  static func build(
    movieID: Movie.ID, service: any ReviewServiceProtocol, router: ReviewListRouter,
    output: ReviewListModuleOutput
  ) -> (view: ReviewListViewController, input: any ReviewListModuleInput) {
    // TODO: Which objects make up the module, and who creates each one with what? Which one needs
    //       the film's id? Which of them reports to which, which one tells `output`, and which
    //       screen does the Router present from? Which object is the module's input? Each of those
    //       references must point at the very object the others use, and each build must make a
    //       module of its own.
    // A placeholder, so that the stub compiles: parts that do not know each other, for no film.
    func placeholder() -> ReviewListPresenterImpl {
      ReviewListPresenterImpl(
        interactor: ReviewListInteractorImpl(movieID: "", service: service), router: router)
    }
    return (ReviewListViewController(presenter: placeholder()), placeholder())
  }
}
