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
  public nonisolated static var stageOptions: [OptionSpec] {
    [
      OptionSpec(
        "--platform", value: "platform", choices: ["phone", "desktop"],
        help: localized(
          en: "Which View to show: phone or desktop (default: phone).",
          zh: "显示哪个 View：phone（手机）或 desktop（桌面），默认 phone。"))
    ]
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    let platform = options.arguments.values["--platform"].flatMap(Platform.init) ?? .phone
    return MovieListModule.build(service: service, platform: platform)
  }
}
