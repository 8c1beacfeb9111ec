import Entities
import TerminalKit
import TopMoviesApp

/// Stage 2, MVVM + Presenter: a phone View and a desktop View share one Presenter.
@main
enum App: StageApp {
  static let name = "Stage2Presenter"
  static let abstract =
    "TopMovies, stage 2: MVVM + Presenter (one Presenter, a phone and a desktop View)."
  static let stageOptions = [
    OptionSpec(
      "--platform", value: "platform", choices: ["phone", "desktop"],
      help: "Which View to show: phone or desktop (default: phone).")
  ]

  static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    let platform = options.arguments.values["--platform"].flatMap(Platform.init) ?? .phone
    return MovieListModule.build(service: service, platform: platform)
  }
}
