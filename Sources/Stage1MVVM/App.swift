import Entities
import Localization
import TerminalKit
import TopMoviesApp

/// Stage 1, MVVM: the phone app, a View and a ViewModel.
public enum App: StageApp {
  public static let name = "Stage1MVVM"
  public static var abstract: String {
    localized(
      en: "TopMovies, stage 1: MVVM (a View and a ViewModel).",
      zh: "TopMovies，第 1 阶段：MVVM（一个 View 和一个 ViewModel）。")
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    MovieListModule.build(service: service)
  }
}
