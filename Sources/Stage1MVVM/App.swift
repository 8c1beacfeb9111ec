import Entities
import TerminalKit
import TopMoviesApp

/// Stage 1, MVVM: the phone app, a View and a ViewModel.
@main
enum App: StageApp {
  static let name = "Stage1MVVM"
  static let abstract = "TopMovies, stage 1: MVVM (a View and a ViewModel)."

  static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    MovieListModule.build(service: service)
  }
}
