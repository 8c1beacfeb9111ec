import Foundation
import TerminalKit

/// `workbook check [<id>]`: runs an exercise's tests against the learner's code, and records a pass.
enum CheckCommand: ExerciseSubcommand {
  static let name = "check"
  static let idArgument = ExerciseIDArgument.optional
  static let help = CommandHelp(
    name: "workbook check [<id>]",
    abstract: "Run an exercise's tests against your code (the current one by default).",
    options: [],
    epilogue: ["ENVIRONMENT:", "  WORKBOOK_TIMEOUT    Seconds the tests may run (default 30)."])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    try await workbook.check(exercise ?? workbook.current)
  }
}

extension ExerciseWorkbook {
  /// Checks the learner's code; on a pass records it and says what is next. `watch` checks with it too.
  func check(_ exercise: Exercise) async throws(ExerciseError) -> Int32 {
    try requireFiles(of: exercise)
    terminal.write("Checking \(exercise.heading)", style: .title)
    terminal.startActivity("Building and testing \(exercise.sourcesPath)")
    let result = await context.checker.check([exercise], code: .learner).first!
    terminal.stopActivity()
    let report = ExerciseReport(result: result, timeout: context.testTimeout)
    report.write(to: terminal, output: output)
    guard report.passed else { return 1 }
    try recordPass(of: exercise)
    return 0
  }

  /// Each file the learner edits is there, and is a file: a build without one fails with linker errors that
  /// name no file, so say which one, and how to get it back.
  private func requireFiles(of exercise: Exercise) throws(ExerciseError) {
    for file in exercise.files {
      let path = exercise.sourcesPath + "/" + file
      let reset = ResetCommand.command(exercise.id)
      switch DiskItem(at: context.root.appendingPathComponent(path)) {
      case .file:
        continue
      case nil:
        throw ExerciseError(
          "\(path) is missing. Run '\(reset)' to get the stub back; it keeps a copy of your other files first."
        )
      case .folder:
        throw ExerciseError(
          "\(path) is a folder, not a Swift file. Move the folder away, then run '\(reset)' to get the stub "
            + "back.")
      }
    }
  }

  private func recordPass(of exercise: Exercise) throws(ExerciseError) {
    state.done.insert(exercise.id)
    try store.save(state)
    terminal.write(
      "Exercise \(exercise.id) is done: \(doneCount) of \(catalog.exercises.count).", style: .accent
    )
    if let next = state.current(in: catalog) {
      terminal.write("Next: \(next.heading)")
      terminal.write("Read \(next.readmePath), then run:")
      write(commands: [
        CheckCommand.command(next.id),
        WatchCommand.command(next.id) + "   (checks again on every save)",
      ])
    } else {
      terminal.write("That was the last one: every exercise passes. Well done!")
    }
  }
}
