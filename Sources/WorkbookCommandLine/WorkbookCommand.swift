import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook`: the entry point; its help and dispatch come from the lists `all` and `LaunchedCommand`.
@MainActor package enum WorkbookCommand {

  /// Every subcommand but the launched ones, in the order that `--help` lists them.
  static let all: [any WorkbookSubcommand.Type] = [
    ProgressCommand.self, ListCommand.self, CheckCommand.self, WatchCommand.self, HintCommand.self,
    ResetCommand.self, SolutionCommand.self, OpenCommand.self,
  ]

  static var help: CommandHelp {
    // The launched subcommands last, from their own list, whether or not they are linked in.
    let subcommands = CommandHelp.columns(
      all.map { ($0.synopsis, $0.help.abstract) }
        + LaunchedCommand.allCases.map { ($0.synopsis, $0.abstract) })
    let subcommandHelp = WorkbookInvocation.command(["<subcommand>", "--help"])
    return CommandHelp(
      name: "\(WorkbookInvocation.executable) [<subcommand>]",
      abstract: localized(
        en: "TopMovies Workbook: exercises, progress, and the stages side by side.",
        zh: "TopMovies 练习册：练习、进度，以及各个阶段的并排对比。"),
      epilogue: [FrameWord.subcommands] + subcommands + [
        "",
        localized(
          en: "  See '\(subcommandHelp)' for a subcommand's options.",
          zh: "  子命令的选项见 '\(subcommandHelp)'。"),
      ], runner: WorkbookInvocation.runner)
  }

  /// What every workbook executable's `main` runs, with the launched subcommands it links: this command line,
  /// with SIGPIPE ignored (a closed pipe is an error to write, not a death) and Ctrl-C stopping what it started,
  /// then the exit with its code. It also starts each test process through itself, to give it a deadline
  /// (`DeadlineLauncher`).
  package static func main(linkedCommands: [any WorkbookSubcommand.Type] = []) async -> Never {
    if let status = DeadlineLauncher.runIfAsked(Array(CommandLine.arguments.dropFirst())) {
      exit(status)
    }
    signal(SIGPIPE, SIG_IGN)
    StopSignals.install()
    let status = await run(
      Array(CommandLine.arguments.dropFirst()), output: FileOutput.standardOutput,
      errors: FileOutput.standardError,
      environment: .process(reading: ["WORKBOOK_TIMEOUT", "PATH"]),
      linkedCommands: linkedCommands)
    exit(status)
  }

  /// Runs `workbook` with `arguments` (without its own name), in the language of `--lang`, else of the
  /// environment; returns the exit code. The launched subcommands not in `linkedCommands` are launched.
  package static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment,
    linkedCommands: [any WorkbookSubcommand.Type] = []
  ) async -> Int32 {
    // The exercises are those of the repository around the current directory.
    let context = WorkbookContext(
      output: output, errors: errors, environment: environment,
      exercises: { () throws(ExerciseError) in try .standard(environment: environment) },
      linkedCommands: linkedCommands)
    return await Language.speaking(arguments, environment: environment, help: help, errors: errors)
    {
      await run($0, in: context)
    }
  }

  /// Runs the subcommand that `arguments` name (none: progress) in `context`.
  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    let name = arguments.first ?? ""
    let subcommand = (all + context.linkedCommands).first { $0.name == name }
    if subcommand == nil, let launched = LaunchedCommand(rawValue: name) {
      // Its executable speaks for itself, the warning below included.
      return launched.launch(arguments, errors: context.errors)
    }
    if let warning = context.environment.ambiguousWidthWarning {
      context.errors.write(lines: [warning])
    }
    if ["--help", "-h", "help"].contains(name) {
      context.output.write(lines: help.helpText)
      return 0
    }
    guard let subcommand else {
      let known =
        all.map { $0.name }.filter { !$0.isEmpty } + LaunchedCommand.allCases.map(\.rawValue)
      let error: UsageError =
        name.hasPrefix("-")
        ? .unknown(.option, name, known: [Language.option.name, "--help"])
        : .unknown(.subcommand, name, known: known)
      return help.report(error, to: context.errors)
    }
    return await subcommand.run(Array(arguments.dropFirst()), in: context)
  }
}
