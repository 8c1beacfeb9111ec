import TerminalKit

/// `workbook verify [<id>]`: every reference solution passes, every stub as committed fails, and the metadata is
/// complete. What CI runs, and what a teacher runs after adding an exercise.
enum VerifyCommand: ExerciseSubcommand {
  static let name = "verify"
  static let idArgument = ExerciseIDArgument.optional
  static let help = CommandHelp(
    name: "workbook verify [<id>]",
    abstract:
      "Check that every solution passes, every untouched stub fails and the metadata is complete.",
    options: [],
    epilogue: [
      "ARGUMENTS:", "  <id>    An exercise to verify; for now, every exercise is verified.",
    ])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook) async
    -> Int32
  {
    let terminal = workbook.terminal
    let context = workbook.context
    // The one place where `verify <id>` narrows the check to one exercise, once ExerciseVerifier can take a
    // subset: today it takes the whole catalog, and also looks for exercise folders that the catalog lacks, so a
    // catalog of one exercise would find every other folder missing.
    if let exercise {
      terminal.write(
        "verify checks every exercise for now, \(exercise.id) among them.", style: .dim)
    }
    let verifier = ExerciseVerifier(
      root: context.root, catalog: workbook.catalog, checker: context.checker)
    terminal.startActivity("Building every solution, then every stub as committed")
    let findings = await verifier.run()
    terminal.stopActivity()
    for (line, result) in findings.problems {
      terminal.write("✗ " + line, style: .error)
      guard let result, result.verdict != .passed else { continue }
      for reportLine in ExerciseReport(result: result, timeout: context.testTimeout).lines
        .dropLast()
      {
        workbook.output.write("    " + reportLine.text + "\n")
      }
    }
    terminal.write(verifier.summary(of: findings), style: findings.isClean ? .accent : .error)
    return findings.isClean ? 0 : 1
  }
}
