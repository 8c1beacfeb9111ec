import CommandLineOptions
import Entities
import Localization
import TerminalKit
import TopMoviesApp

/// Stage 3, VIPER: a Router owns navigation, so two detail designs are A/B tested by swapping the Router
/// alone.
public enum App: StageApp {
  public static let name = "Stage3VIPER"
  public static var abstract: String {
    localized(
      en: "TopMovies, stage 3: VIPER (a Router per detail design, chosen by an A/B test).",
      zh: "TopMovies，第 3 阶段：VIPER（每种详情页设计一个 Router，由 A/B 测试选择）。")
  }
  public nonisolated static var stageOptions: [OptionSpec] {
    [
      OptionSpec(
        "--platform", value: "platform", choices: ["phone", "desktop"],
        help: localized(
          en: "Which View to show: phone or desktop (default: phone).",
          zh: "显示哪个 View：phone（手机）或 desktop（桌面），默认 phone。")),
      VariantAssignment.variantOption, VariantAssignment.userOption,
    ]
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) throws(UsageError) -> any MovieListScreen {
    // lesson:begin variant
    let assignment = try VariantAssignment.assign(options)
    terminal.write(assignment.line, style: .accent)
    let router: MovieListRouter =
      switch assignment.variant {
      case .a: MovieListRouterImpl()
      case .b: MovieListRouterV2()
      }
    let platform = options.arguments.values["--platform"].flatMap(Platform.init) ?? .phone
    return MovieListModule.build(service: service, platform: platform, router: router)
    // lesson:end variant
  }
}
