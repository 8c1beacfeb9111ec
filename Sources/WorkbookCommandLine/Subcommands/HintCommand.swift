import Localization
import TerminalKit
import WorkbookExercises

/// `workbook hint <id> [--all]`: the exercise's next hint, from concept to direction, in the learner's
/// language; it remembers how many the learner has seen.
enum HintCommand: ExerciseSubcommand {
  static let name = "hint"
  static let idArgument = ExerciseIDArgument.required
  static var help: CommandHelp {
    CommandHelp(
      name: "workbook hint <id>",
      abstract: localized(en: "Show the exercise's next hint.", zh: "显示这个练习的下一条提示。"),
      options: [
        OptionSpec("--all", help: localized(en: "Show every hint at once.", zh: "一次显示全部提示。"))
      ], runner: WorkbookInvocation.runner)
  }

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    throws(ExerciseError) -> Int32
  {
    // The id is required, so a command line without one has already been refused as a usage error.
    guard let exercise else { return UsageError.exitCode }
    let terminal = workbook.terminal
    let hints = exercise.hints
    guard !hints.isEmpty else {
      let readme = exercise.readmePath(in: Language.current)
      terminal.write(
        localized(
          en: "\(exercise.id) has no hints; its README is the place to start: \(readme).",
          zh: "练习 \(exercise.id) 没有提示，请从它的 README 读起：\(readme)。"))
      return 0
    }
    let all = flags.contains("--all")
    // A hand-edited state file may say anything: what it says is kept within the hints there are.
    let shown = min(max(0, workbook.state.hintsShown[exercise.id] ?? 0), hints.count)
    let last = all ? hints.count - 1 : min(shown, hints.count - 1)
    for index in all ? Array(hints.indices) : [last] {
      terminal.write(
        localized(
          en: "Hint \(index + 1) of \(hints.count) for \(exercise.heading):",
          zh: "提示 \(index + 1)/\(hints.count)：\(exercise.heading)"),
        style: .title)
      terminal.writeIndented("  " + hints[index])
    }
    workbook.state.hintsShown[exercise.id] = max(shown, last + 1)
    try workbook.store.save(workbook.state)
    if last + 1 == hints.count {
      terminal.write(
        localized(
          en: "That is the last hint. Still stuck? This shows the reference:",
          zh: "这是最后一条提示。还是卡住了？下面的命令会显示参考答案："),
        style: .dim)
      workbook.write(commands: [SolutionCommand.command(exercise.id, "--force")])
    } else {
      let again = command(exercise.id)
      terminal.write(
        localized(
          en: "Run '\(again)' again for the next one.", zh: "再运行一次 '\(again)'，看下一条提示。"),
        style: .dim, wraps: false)
    }
    return 0
  }
}
