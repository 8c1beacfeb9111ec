import Entities
import TopMoviesApp

/// Assembles the list screen: who creates whom, and who holds whom.
@MainActor enum MovieListModule {
  // lesson:begin build
  static func build(service: MovieService, platform: Platform) -> any MovieListScreen {
    // The View holds the Presenter strongly, the Presenter holds the ViewModel strongly; each makes
    // itself the (weak) delegate of the one it holds.
    let presenter = MovieListPresenterImpl(viewModel: MovieListViewModelImpl(service: service))
    switch platform {
    case .phone: return MovieListViewController(presenter: presenter)
    case .desktop: return MovieListDesktopViewController(presenter: presenter)
    }
  }
  // lesson:end build
}
