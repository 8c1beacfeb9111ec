import Entities
import TerminalKit
import TopMoviesApp

/// Stage 3, VIPER: a Router owns navigation, so two detail designs are A/B tested by swapping the Router
/// alone.
@main
enum App: StageApp {
  static let name = "Stage3VIPER"
  static let abstract =
    "TopMovies, stage 3: VIPER (a Router per detail design, chosen by an A/B test)."
  static let stageOptions = [
    OptionSpec(
      "--platform", value: "platform", choices: ["phone", "desktop"],
      help: "Which View to show: phone or desktop (default: phone)."),
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
