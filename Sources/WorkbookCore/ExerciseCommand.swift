import TerminalKit

/// The exercise subcommands (to be written).
@MainActor enum ExerciseCommand {
  static func run(
    _ subcommand: String, _ arguments: [String], output: any TextOutput, errors: any TextOutput,
    environment: Environment
  ) async -> Int32 {
    errors.write("Error: \(subcommand) is not written yet\n")
    return 1
  }
}
