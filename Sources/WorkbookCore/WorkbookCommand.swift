import TerminalKit

/// `workbook`: the entry point, which hands each subcommand to the code that runs it.
@MainActor public enum WorkbookCommand {
  static let help = CommandHelp(
    name: "workbook",
    abstract: "The TopMovies Workbook: exercises, progress, and the stages side by side.",
    options: [],
    epilogue: [
      "SUBCOMMANDS:",
      "  (none)              Show progress and the current exercise.",
      "  list                List every exercise with its status.",
      "  check [ID]          Run an exercise's tests against your code.",
      "  watch [ID]          Check again on every save, until it passes.",
      "  hint ID             Show the next hint.",
      "  reset ID            Restore the exercise's stub (a copy of your files is kept).",
      "  solution ID         Show the reference solution (once you pass, or with --force).",
      "  verify              Every solution passes, every untouched stub fails.",
      "  compare             Run the stages on the same actions, side by side.",
      "  diff A B            Show what changed from stage A's code to stage B's.",
      "",
      "  See 'workbook <subcommand> --help' for a subcommand's options.",
    ])

  /// Runs `workbook` with `arguments` (without its own name) and returns the exit code.
  public static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment
  ) async -> Int32 {
    let subcommand = arguments.first ?? ""
    let rest = Array(arguments.dropFirst())
    switch subcommand {
    case "compare":
      return await CompareCommand.run(
        rest, output: output, errors: errors, environment: environment)
    case "diff":
      return DiffCommand.run(rest, output: output, errors: errors, environment: environment)
    case "", "list", "check", "watch", "hint", "reset", "solution", "verify":
      return await ExerciseCommand.run(
        subcommand, rest, output: output, errors: errors, environment: environment)
    case "--help", "-h", "help":
      output.write(help.helpText.joined(separator: "\n") + "\n")
      return 0
    default:
      let message =
        subcommand.hasPrefix("-")
        ? "Unknown option '\(subcommand)'" : "Unknown subcommand '\(subcommand)'"
      errors.write(
        ([UsageError(message).description] + help.errorFooter).joined(separator: "\n") + "\n")
      return UsageError.exitCode
    }
  }
}
