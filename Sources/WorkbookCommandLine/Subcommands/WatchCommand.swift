import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises

/// `workbook watch [<id>]`: checks an exercise again on every save until stopped, to refactor under a check.
enum WatchCommand: ExerciseSubcommand {
  static let name = "watch"
  static let idArgument = ExerciseIDArgument.optional
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Check an exercise again on every save, until you stop it (Ctrl-C).",
        zh: "每次保存都重新检查练习，直到你按 Ctrl-C 停止。"))
  }

  static var options: [OptionSpec<ExerciseOptions>] { [CheckCommand.verboseOption] }

  /// How a line that offers it on exercise `id` shows it: the command, then what it does.
  static func offered(on id: String) -> String {
    command(id) + "   " + localized(en: "(checks again on every save)", zh: "（每次保存都会重新检查）")
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    let exercise = exercise ?? workbook.current
    // Someone must be there to stop it: without a keyboard it would watch for ever.
    guard workbook.environment.inputIsTerminal else {
      let check = CheckCommand.command(exercise.id)
      throw ExerciseError(
        en: "watch needs you at a terminal, to check again each time you save until you stop it; "
          + "without one, run '\(check)'.",
        zh: "watch 需要你在终端前，才能在你每次保存时重新检查，直到你停止它；没有终端时，请运行 '\(check)'。")
    }
    let terminal = workbook.terminal
    let watcher = ExerciseWatcher(
      folder: workbook.context.root.appendingPathComponent(exercise.sourcesPath),
      pause: workbook.context.pause)
    var snapshot = watcher.snapshot()
    var checks = 0
    while true {
      // One verdict on the screen at a time; on a pipe, a rule between them.
      if terminal.isInteractive {
        terminal.clearScreen()
      } else if checks > 0 {
        terminal.write(String(repeating: "─", count: terminal.width), style: .dim)
      }
      let status = try await workbook.check(exercise, options: options)
      checks += 1
      terminal.write(
        en: "Watching \(exercise.sourcesPath): save a file to check again (Ctrl-C to stop).",
        zh: "正在监视 \(exercise.sourcesPath)：保存文件就会重新检查（按 Ctrl-C 停止）。",
        style: .dim)
      guard
        let changed = await watcher.change(
          since: snapshot, maximumLooks: workbook.context.maximumLooks)
      else { return status }
      snapshot = changed
    }
  }
}
