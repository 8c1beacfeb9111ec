import TerminalKit

/// `workbook reset <id>`: puts the exercise's stub back as committed, after keeping a copy of the learner's
/// files.
enum ResetCommand: ExerciseSubcommand {
  static let name = "reset"
  static let idArgument = ExerciseIDArgument.required
  static let help = CommandHelp(
    name: "workbook reset <id>",
    abstract: "Restore the exercise's stub as committed, after keeping a copy of your files.",
    options: [])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    let exercise = exercise!
    let context = workbook.context
    let terminal = workbook.terminal
    // The stub is read first: when git cannot give it, nothing has been touched.
    let stub = try await context.committedFiles(exercise.sourcesPath)
    let outcome = try ExerciseReset(root: context.root, exercise: exercise).run(
      stub: stub, now: context.now())
    switch outcome {
    case .unchanged:
      terminal.write("\(exercise.sourcesPath) is already the stub as committed: nothing to reset.")
    case .restored(let backup, let removed):
      terminal.write("Kept a copy of your files in \(backup)")
      terminal.write("Restored \(exercise.sourcesPath) to the stub as committed.")
      if !removed.isEmpty {
        terminal.write(
          "Removed \(removed.joined(separator: ", ")), which the stub does not have (the copy has it)."
        )
      }
    }
    return 0
  }
}
