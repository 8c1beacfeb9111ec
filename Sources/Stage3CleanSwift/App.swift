import CommandLineOptions
import Entities
import Localization
import TerminalKit
import TopMoviesApp

/// Which view controller class the App builds; both wire the same scene.
enum Platform: String {
  case phone, desktop
}

/// Stage 3, Clean Swift: stage 3's requirement solved with a VIP cycle. A Router owns navigation, so two
/// detail designs are A/B tested by swapping the Router alone, chosen here, outside the scene.
///
/// It keeps nothing: it hands the view controller it builds to the session, whose window holds it.
public enum App: StageApp {
  public static let name = "Stage3CleanSwift"
  public static var abstract: String {
    localized(
      en: "TopMovies, stage 3: Clean Swift (a Router per detail design, chosen by an A/B test).",
      zh: "TopMovies，第 3 阶段：Clean Swift（每种详情页设计一个 Router，由 A/B 测试选择）。")
  }
  public nonisolated static var stageOptions: [OptionSpec] {
    [
      OptionSpec(
        "--platform", value: "platform", choices: ["phone", "desktop"],
        help: localized(
          en: "Which view controller to show: phone or desktop (default: phone).",
          zh: "显示哪个 ViewController：phone（手机）或 desktop（桌面），默认 phone。")),
      VariantAssignment.variantOption, VariantAssignment.userOption,
    ]
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) throws(UsageError) -> any MovieListScreen {
    // lesson:begin variant
    let assignment = try VariantAssignment.assign(options)
    terminal.write(assignment.line, style: .accent)
    // The one thing the variant changes: the scene is handed this Router and wires it like any other.
    let router: any MovieListSceneRouter =
      switch assignment.variant {
      case .a: MovieListRouter()
      case .b: MovieListRouterV2()
      }
    let platform = options.arguments.values["--platform"].flatMap(Platform.init) ?? .phone
    return switch platform {
    case .phone: MovieListViewController(service: service, router: router)
    case .desktop: MovieListDesktopViewController(service: service, router: router)
    }
    // lesson:end variant
  }
}
