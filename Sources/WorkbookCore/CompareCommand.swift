import TerminalKit

/// `workbook compare` (to be written).
@MainActor enum CompareCommand {
  static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment
  ) async -> Int32 {
    errors.write("Error: compare is not written yet\n")
    return 1
  }
}
