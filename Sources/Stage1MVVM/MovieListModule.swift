import Entities

/// Assembles the list screen: who creates whom, and who holds whom.
@MainActor enum MovieListModule {
  static func build(service: MovieService) -> MovieListViewController {
    // The View holds the ViewModel strongly; it makes itself the ViewModel's (weak) delegate when it loads.
    MovieListViewController(viewModel: MovieListViewModelImpl(service: service))
  }
}
