import TerminalKit

/// `workbook hint <id> [--all]`: the exercise's next hint, from concept to direction; it remembers how many
/// the learner has seen.
enum HintCommand: ExerciseSubcommand {
  static let name = "hint"
  static let idArgument = ExerciseIDArgument.required
  static let help = CommandHelp(
    name: "workbook hint <id>", abstract: "Show the exercise's next hint.",
    options: [OptionSpec("--all", help: "Show every hint at once.")])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    throws(ExerciseError) -> Int32
  {
    let exercise = exercise!
    let terminal = workbook.terminal
    let hints = exercise.hints
    guard !hints.isEmpty else {
      terminal.write(
        "\(exercise.id) has no hints; its README is the place to start: \(exercise.readmePath).")
      return 0
    }
    let all = flags.contains("--all")
    // A hand-edited state file may say anything: what it says is kept within the hints there are.
    let shown = min(max(0, workbook.state.hintsShown[exercise.id] ?? 0), hints.count)
    let indices = all ? Array(hints.indices) : [min(shown, hints.count - 1)]
    for index in indices {
      terminal.write("Hint \(index + 1) of \(hints.count) for \(exercise.heading):", style: .title)
      terminal.writeIndented("  " + hints[index])
    }
    workbook.state.hintsShown[exercise.id] = max(shown, indices.last! + 1)
    try workbook.store.save(workbook.state)
    if all || indices.last! + 1 == hints.count {
      terminal.write("That is the last hint. Still stuck? This shows the reference:", style: .dim)
      workbook.write(commands: [SolutionCommand.command(exercise.id, "--force")])
    } else {
      terminal.write(
        "Run '\(command(exercise.id))' again for the next one.", style: .dim, wraps: false)
    }
    return 0
  }
}
