import Entities
import Localization
import TerminalKit
import TopMoviesApp

/// Stage 1, MVVM: the phone app, a View and a ViewModel.
@main
enum App: StageApp {
  static let name = "Stage1MVVM"
  static var abstract: String {
    localized(
      en: "TopMovies, stage 1: MVVM (a View and a ViewModel).",
      zh: "TopMovies，第 1 阶段：MVVM（一个 View 和一个 ViewModel）。")
  }

  static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    MovieListModule.build(service: service)
  }
}
