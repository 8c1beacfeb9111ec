import Localization
import TerminalKit
import WorkbookExercises

/// `workbook`: the entry point. `all` lists its subcommands; the help, the parsing of a subcommand's name and
/// the dispatch to it all come from that list.
@MainActor package enum WorkbookCommand {

  /// Every subcommand, in the order that `--help` lists them.
  static let all: [any WorkbookSubcommand.Type] = [
    ProgressCommand.self, ListCommand.self, CheckCommand.self, WatchCommand.self, HintCommand.self,
    ResetCommand.self, SolutionCommand.self, VerifyCommand.self, OpenCommand.self,
    CompareCommand.self, DiffCommand.self, TutorialCommand.self,
  ]

  static var help: CommandHelp {
    let synopses = all.map {
      $0.synopsis.isEmpty ? localized(en: "(none)", zh: "（无）") : $0.synopsis
    }
    let column = (synopses.map(\.displayWidth).max() ?? 0) + 4
    let subcommands = zip(synopses, all).flatMap { synopsis, subcommand in
      let abstract = subcommand.help.abstract.wrapped(toWidth: Terminal.defaultWidth - column - 2)
      return ["  " + synopsis.padded(toWidth: column) + abstract[0]]
        + abstract.dropFirst().map { String(repeating: " ", count: column + 2) + $0 }
    }
    let subcommandHelp = WorkbookInvocation.command(["<subcommand>", "--help"])
    return CommandHelp(
      name: "\(WorkbookInvocation.executable) [<subcommand>]",
      abstract: localized(
        en: "TopMovies Workbook: exercises, progress, and the stages side by side.",
        zh: "TopMovies 练习册：练习、进度，以及各个阶段的并排对比。"),
      options: [],
      epilogue: ["SUBCOMMANDS:"] + subcommands + [
        "",
        localized(
          en: "  See '\(subcommandHelp)' for a subcommand's options.",
          zh: "  子命令的选项见 '\(subcommandHelp)'。"),
      ], runner: WorkbookInvocation.runner)
  }

  /// Runs `workbook` with `arguments` (without its own name) and returns the exit code.
  ///
  /// It speaks the language that `--lang` names, before or after the subcommand, else the one the
  /// environment's `LC_ALL`, `LC_MESSAGES` or `LANG` asks for.
  package static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment
  ) async -> Int32 {
    await Language.speaking(arguments, environment: environment, help: help, errors: errors) {
      if let warning = environment.ambiguousWidthWarning {
        errors.write(lines: [warning])
      }
      return await run($0, in: .standard(output: output, errors: errors, environment: environment))
    }
  }

  /// Runs the subcommand that `arguments` name (none: progress) in `context`.
  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    let name = arguments.first ?? ""
    if ["--help", "-h", "help"].contains(name) {
      context.output.write(lines: help.helpText)
      return 0
    }
    guard let subcommand = all.first(where: { $0.name == name }) else {
      let error: UsageError =
        name.hasPrefix("-")
        ? .unknown(.option, name, known: [Language.option.name, "--help"])
        : .unknown(.subcommand, name, known: all.map { $0.name }.filter { !$0.isEmpty })
      return help.report(error, to: context.errors)
    }
    return await subcommand.run(Array(arguments.dropFirst()), in: context)
  }
}
