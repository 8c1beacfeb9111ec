import TerminalKit

/// `workbook` with no subcommand: how far the learner is, the current exercise and what to run next.
enum ProgressCommand: ExerciseSubcommand {
  static let name = ""
  static let idArgument = ExerciseIDArgument.none
  static let help = CommandHelp(
    name: WorkbookCommand.executable, abstract: "Show progress and the current exercise.",
    options: [])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook) -> Int32
  {
    let terminal = workbook.terminal
    let catalog = workbook.catalog
    terminal.write(
      "TopMovies Workbook: \(workbook.doneCount) of \(catalog.exercises.count) exercises done.",
      style: .title)
    guard let exercise = workbook.state.current(in: catalog) else {
      terminal.write("Every exercise passes. Compare yours with the reference, for example:")
      workbook.write(commands: [SolutionCommand.command(catalog.exercises[0].id)])
      return 0
    }
    terminal.write("")
    terminal.write(
      "Current exercise: \(exercise.heading) (stage \(exercise.stage))", style: .accent)
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }.joined(separator: ", ")
    for (label, text) in [
      ("Concept:", exercise.concept),
      ("Read:", "\(exercise.readmePath) (lesson: \(exercise.lesson))"),
      ("Edit:", files),
    ] {
      let lines = text.wrapped(toWidth: max(20, terminal.width - 11))
      terminal.write("  " + label.padded(toWidth: 9) + lines[0])
      for line in lines.dropFirst() {
        terminal.write(String(repeating: " ", count: 11) + line)
      }
    }
    // Commands are never wrapped, so that each runs as printed.
    terminal.write("  Next:    " + CheckCommand.command(exercise.id), wraps: false)
    terminal.write(
      "  Or:      " + WatchCommand.command(exercise.id) + "   (checks again on every save)",
      wraps: false)
    return 0
  }
}
