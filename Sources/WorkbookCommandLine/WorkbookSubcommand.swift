import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises

/// One subcommand of `workbook`: under `Subcommands/` (`WorkbookCommand.all`), or a `LaunchedCommand`'s.
@MainActor package protocol WorkbookSubcommand {
  /// The word that names it on the command line, such as `check`; empty for the one run without any.
  static var name: String { get }
  /// Its `--help`, and the usage that follows an error; `workbook --help` lists its synopsis and abstract.
  static var help: CommandHelp { get }
  /// Runs it with `arguments`, the words after its name, and returns the exit code.
  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32
}

extension WorkbookSubcommand {
  /// How a learner runs it, with `arguments`, from the repository's root: `swift run workbook check 01`.
  package static func command(_ arguments: String...) -> String {
    WorkbookInvocation.command([name] + arguments)
  }

  /// What `workbook --help` shows for it: the arguments of its usage, such as `check [<id>]`, or `(none)`.
  static var synopsis: String {
    let synopsis = help.name.dropFirst(WorkbookInvocation.executable.count).drop { $0 == " " }
    return synopsis.isEmpty ? localized(en: "(none)", zh: "（无）") : String(synopsis)
  }
}

/// What a subcommand runs with: where it writes, the environment, and the exercises; tests make their own.
@MainActor package struct WorkbookContext {
  package let output: any TextOutput
  package let errors: any TextOutput
  package let environment: Environment
  /// What the exercise subcommands work with, made once their command line is known to be good.
  var exercises: () throws(ExerciseError) -> ExerciseContext
  /// The launched subcommands linked into this process: none in `workbook`, which launches their executables.
  var linkedCommands: [any WorkbookSubcommand.Type] = []
}
