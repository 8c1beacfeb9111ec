import Entities
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
@main
enum App: StageApp {
  static let name = "Stage3CleanSwift"
  static let abstract =
    "TopMovies, stage 3: Clean Swift (a Router per detail design, chosen by an A/B test)."
  static let stageOptions = [
    OptionSpec(
      "--platform", value: "platform", choices: ["phone", "desktop"],
      help: "Which view controller to show: phone or desktop (default: phone)."),
    OptionSpec(
      "--variant", value: "variant", choices: ["A", "B"],
      help: "Which detail design to show: A (v1) or B (the redesign)."),
    userOption,
  ]
  static let userOption = OptionSpec(
    "--user", value: "id", help: "Choose the variant from this user's A/B bucket.")

  static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) throws(UsageError) -> any MovieListScreen {
    let user = options.arguments.values[userOption.name]
    if let user, user.trimmingSpaces.isEmpty {
      throw .invalidValue(user, for: userOption, "give a user id that is not blank")
    }
    // lesson:begin variant
    let assignment = VariantAssignment.assign(
      variant: options.arguments.values["--variant"].flatMap(Variant.init), user: user)
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
