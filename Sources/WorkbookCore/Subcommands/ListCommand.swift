import TerminalKit

/// `workbook list`: every exercise, with whether it is done, current or still to do.
enum ListCommand: ExerciseSubcommand {
  static let name = "list"
  static let idArgument = ExerciseIDArgument.none
  static let help = CommandHelp(
    name: "workbook list", abstract: "List every exercise with its status.", options: [])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook) -> Int32
  {
    let catalog = workbook.catalog
    let state = workbook.state
    let current = state.current(in: catalog)
    let titleWidth = min(48, catalog.exercises.map(\.title.displayWidth).max() ?? 0)
    workbook.terminal.write(
      "Exercises (\(workbook.doneCount) of \(catalog.exercises.count) done):", style: .title)
    for exercise in catalog.exercises {
      let status = state.isDone(exercise) ? "done" : exercise == current ? "current" : "todo"
      let marker = exercise == current ? "▸" : " "
      workbook.terminal.write(
        "\(marker) \(exercise.id)  \(status.padded(toWidth: 8)) "
          + "\(exercise.title.padded(toWidth: titleWidth))  stage \(exercise.stage)",
        style: exercise == current ? .accent : state.isDone(exercise) ? .dim : .plain)
    }
    return 0
  }
}
