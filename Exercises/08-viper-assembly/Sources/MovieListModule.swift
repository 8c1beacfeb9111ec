import Entities

/// Assembles the VIPER module of the list screen: who creates whom, and who holds whom.
///
/// The caller keeps only the View it returns: whatever the View does not hold, directly or through
/// the others, is gone.
@MainActor enum MovieListModule {
  /// The list screen, with `router` deciding which detail screen a tap opens.
  static func build(service: MovieService, router: MovieListRouter) -> MovieListViewController {
    // TODO: Which objects make up the module, and who creates each one with what? Which of them
    //       reports to which, and which screen does the Router present from? Each of those
    //       references must point at the very object the others use.
    // A placeholder, so that the stub compiles: a View whose parts do not know each other.
    MovieListViewController(
      presenter: MovieListPresenterImpl(
        interactor: MovieListInteractorImpl(service: service), router: router))
  }
}
