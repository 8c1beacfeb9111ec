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
  public nonisolated static var stageOptions: [OptionSpec<StageOptions>] {
    [.platform(), .variant, .user]
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    // lesson:begin variant
    let assignment = VariantAssignment.assign(variant: options.variant, user: options.user)
    terminal.write(assignment.line, style: .accent)
    let router: MovieListRouter =
      switch assignment.variant {
      case .a: MovieListRouterImpl()
      case .b: MovieListRouterV2()
      }
    return MovieListModule.build(service: service, platform: options.platform, router: router)
    // lesson:end variant
  }
}
