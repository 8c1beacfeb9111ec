import CommandLineOptions
import Localization
import TerminalKit
import TextWidth
import WorkbookExercises

/// `workbook list`: every exercise, with whether it is done, current or still to do.
enum ListCommand: ExerciseSubcommand {
  static let name = "list"
  static let idArgument = ExerciseIDArgument.none
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "List every exercise with its status.", zh: "列出每个练习及其状态。"))
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    -> Int32
  {
    let catalog = workbook.catalog
    let state = workbook.state
    let current = state.current(in: catalog)
    let (done, failing, now, todo) = (
      localized(en: "done", zh: "已完成"), localized(en: "fails now", zh: "现在失败"),
      localized(en: "current", zh: "进行中"), localized(en: "todo", zh: "未开始")
    )
    // Columns in display width, a Chinese character two; a title wider than 48 is cut, ending in `…`.
    let statusWidth = [done, failing, now, todo].map(\.displayWidth).max()! + 1
    let titleWidth = min(48, catalog.exercises.map(\.title.displayWidth).max() ?? 0)
    let count = catalog.exercises.count
    workbook.terminal.write(
      en: "Exercises (\(workbook.doneCount) of \(count) done):",
      zh: "练习（已完成 \(workbook.doneCount) 个，共 \(count) 个）：",
      style: .title)
    for exercise in catalog.exercises {
      let status =
        state.failsNow(exercise)
        ? failing : state.isDone(exercise) ? done : exercise == current ? now : todo
      let marker = exercise == current ? "▸" : " "
      let stage = localized(en: "stage \(exercise.stage)", zh: "第 \(exercise.stage) 阶段")
      workbook.terminal.write(
        "\(marker) \(exercise.id)  \(status.padded(toWidth: statusWidth)) "
          + "\(exercise.title.padded(toWidth: titleWidth))  \(stage)",
        style: state.failsNow(exercise)
          ? .error : exercise == current ? .accent : state.isDone(exercise) ? .dim : .plain)
    }
    return 0
  }
}
