import CommandLineOptions
import Localization
import TerminalKit
import TextWidth
import WorkbookExercises

/// `workbook` with no subcommand: how far the learner is, the current exercise and what to run next.
enum ProgressCommand: ExerciseSubcommand {
  static let name = ""
  static let idArgument = ExerciseIDArgument.none
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Show progress and the current exercise.", zh: "显示进度和当前练习。"))
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    -> Int32
  {
    let terminal = workbook.terminal
    let catalog = workbook.catalog
    let (done, count) = (workbook.doneCount, catalog.exercises.count)
    terminal.write(
      en: "TopMovies Workbook: \(done) of \(count) exercises done.",
      zh: "TopMovies 练习册：\(count) 个练习中已完成 \(done) 个。",
      style: .title)
    guard let exercise = workbook.state.current(in: catalog) else {
      terminal.write(
        en: "Every exercise passes. Compare yours with the reference, for example:",
        zh: "所有练习都通过了。可以把你的代码和参考答案对比一下，例如：")
      workbook.write(commands: [SolutionCommand.command(catalog.exercises[0].id)])
      return 0
    }
    terminal.write("")
    terminal.write(
      en: "Current exercise: \(exercise.heading) (stage \(exercise.stage))",
      zh: "当前练习：\(exercise.heading)（第 \(exercise.stage) 阶段）",
      style: .accent)
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }
      .joined(separator: localized(en: ", ", zh: "、"))
    // Each label is padded to 9 columns of display width, in either language.
    for (label, text) in [
      (localized(en: "Concept:", zh: "概念："), exercise.concept),
      (localized(en: "Read:", zh: "阅读："), exercise.readmePath(in: .current)),
      (localized(en: "Lesson:", zh: "课程："), exercise.lesson(in: .current)),
      (localized(en: "Edit:", zh: "修改："), files),
    ] {
      terminal.write(
        lines: Layout.hanging("  " + label.padded(toWidth: 9), text, width: terminal.width))
    }
    // Commands are never wrapped, so that each runs as printed.
    for (label, command) in [
      (localized(en: "Next:", zh: "下一步："), CheckCommand.command(exercise.id)),
      (localized(en: "Or:", zh: "或者："), WatchCommand.offered(on: exercise.id)),
    ] {
      terminal.write("  " + label.padded(toWidth: 9) + command, wraps: false)
    }
    return 0
  }
}
