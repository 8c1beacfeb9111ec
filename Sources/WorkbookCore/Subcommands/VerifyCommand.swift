import TerminalKit

/// `workbook verify [<id>]`: every reference solution and alternative passes, every stub as committed and every
/// mutant fails, and the metadata is complete. What CI runs, and what a teacher runs after adding an exercise.
enum VerifyCommand: ExerciseSubcommand {
  static let name = "verify"
  static let idArgument = ExerciseIDArgument.optional
  static let help = CommandHelp(
    name: "workbook verify [<id>]",
    abstract:
      "Check that every solution and alternative passes, every untouched stub and every mutant fails, and the metadata is complete.",
    options: [],
    epilogue: [
      "ARGUMENTS:", "  <id>    One exercise to verify (default: every exercise).",
    ])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook) async
    -> Int32
  {
    let context = workbook.context
    let verifier = ExerciseVerifier(
      root: context.root, catalog: workbook.catalog, checker: context.checker)
    return await verifier.run(
      exercise.map { [$0] } ?? workbook.catalog.exercises, timeout: context.testTimeout,
      terminal: workbook.terminal)
  }
}
