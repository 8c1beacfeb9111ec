import CommandLineOptions
import Entities
import Localization
import TerminalKit
import TopMoviesApp

/// Stage 2, MVVM + Presenter: a phone View and a desktop View share one Presenter.
public enum App: StageApp {
  public static let name = "Stage2Presenter"
  public static var abstract: String {
    localized(
      en: "TopMovies, stage 2: MVVM + Presenter (one Presenter, a phone and a desktop View).",
      zh: "TopMovies，第 2 阶段：MVVM + Presenter（一个 Presenter，手机和桌面两个 View）。")
  }
  public nonisolated static var stageOptions: [OptionSpec<StageOptions>] { [.platform()] }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    MovieListModule.build(service: service, platform: options.platform)
  }
}
