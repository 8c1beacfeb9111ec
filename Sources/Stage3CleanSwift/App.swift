import CommandLineOptions
import Entities
import Localization
import TerminalKit
import TopMoviesApp

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
  public nonisolated static var stageOptions: [OptionSpec<StageOptions>] {
    [.platform(showing: localized(en: "view controller", zh: "ViewController")), .variant, .user]
  }

  public static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen {
    // lesson:begin variant
    let assignment = VariantAssignment.assign(variant: options.variant, user: options.user)
    terminal.write(assignment.line, style: .accent)
    // The one thing the variant changes: the scene is handed this Router and wires it like any other.
    let router: any MovieListSceneRouter =
      switch assignment.variant {
      case .a: MovieListRouter()
      case .b: MovieListRouterV2()
      }
    return switch options.platform {
    case .phone: MovieListViewController(service: service, router: router)
    case .desktop: MovieListDesktopViewController(service: service, router: router)
    }
    // lesson:end variant
  }
}
