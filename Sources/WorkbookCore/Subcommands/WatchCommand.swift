import TerminalKit

/// `workbook watch [<id>]`: checks an exercise, then again on every save, until it passes.
enum WatchCommand: ExerciseSubcommand {
  static let name = "watch"
  static let idArgument = ExerciseIDArgument.optional
  static let help = CommandHelp(
    name: "workbook watch [<id>]",
    abstract: "Check an exercise again on every save, until it passes.", options: [])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    let exercise = exercise ?? workbook.current
    guard workbook.environment.outputIsTerminal, workbook.environment.inputIsTerminal else {
      workbook.errors.write(
        "Error: watch needs a terminal, to check again each time you save; without one, run "
          + "'\(CheckCommand.command(exercise.id))'.\n"
      )
      return 1
    }
    let watcher = ExerciseWatcher(
      folder: workbook.context.root.appendingPathComponent(exercise.sourcesPath),
      pause: workbook.context.pause)
    var snapshot = watcher.snapshot()
    while true {
      if try await workbook.check(exercise) == 0 {
        return 0
      }
      workbook.terminal.write(
        "Watching \(exercise.sourcesPath): save a file to check again (Ctrl-C to stop).",
        style: .dim)
      guard
        let changed = await watcher.change(
          since: snapshot, maximumLooks: workbook.context.maximumLooks)
      else { return 1 }
      snapshot = changed
      workbook.terminal.write("")
    }
  }
}
