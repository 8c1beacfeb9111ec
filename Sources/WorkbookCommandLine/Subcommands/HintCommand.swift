import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises

/// `workbook hint <id> [<hint>]`: the next hint, the one before, the one asked for, or all; it remembers where.
enum HintCommand: ExerciseSubcommand {
  static let name = "hint"
  static let idArgument = ExerciseIDArgument.required
  static let numberArgument: String? = "<hint>"
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Show the exercise's next hint, or the one you ask for.",
        zh: "显示这个练习的下一条提示，或者你指定的那一条。"))
  }

  static var options: [OptionSpec<ExerciseOptions>] {
    [
      OptionSpec(
        "--previous", flag: \.previous,
        help: localized(en: "Show the hint before.", zh: "显示上一条提示。")),
      OptionSpec(
        "--all", flag: \.all,
        help: localized(
          en: "Show every hint at once; the next is still the next.",
          zh: "一次显示全部提示；下一条提示仍然不变。")),
    ]
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    guard let exercise else { return UsageError.exitCode }
    let terminal = workbook.terminal
    let hints = exercise.hints
    guard !hints.isEmpty else {
      let readme = exercise.readmePath(in: Language.current)
      terminal.write(
        en: "\(exercise.id) has no hints; its README is the place to start: \(readme).",
        zh: "练习 \(exercise.id) 没有提示，请从它的 README 读起：\(readme)。")
      return 0
    }
    // The hint the learner is at, from 0, kept within the hints: a hand-edited state file may say anything.
    let at = min(max(0, workbook.state.hintsShown[exercise.id] ?? 0), hints.count)
    if let number = options.number, number > hints.count || options.previous {
      let range =
        hints.count == 1 ? "1" : localized(en: "1 to \(hints.count)", zh: "1 到 \(hints.count)")
      throw ExerciseError(
        options.previous
          ? localized(
            en: "Give a hint's number or --previous, not both",
            zh: "请给出提示的编号或者 --previous，不要两个都给。")
          : localized(
            en: "\(exercise.id) has no hint \(number): its hints are \(range)",
            zh: "练习 \(exercise.id) 没有第 \(number) 条提示：它的提示编号是 \(range)。"), isUsage: true)
    }
    if options.all {
      for number in 1...hints.count {
        write(number, of: exercise, to: terminal)
      }
      writeLastHintAdvice(exercise, on: workbook)
      return 0
    }
    let shown = options.number ?? (options.previous ? max(at - 1, 1) : min(at + 1, hints.count))
    write(shown, of: exercise, to: terminal)
    try await workbook.updateState { $0.hintsShown[exercise.id] = shown }
    if shown < hints.count {
      let next = command(exercise.id)
      terminal.write(
        en: "Run '\(next)' again for the next one.", zh: "再运行一次 '\(next)'，看下一条提示。",
        style: .dim, wraps: false)
    } else {
      writeLastHintAdvice(exercise, on: workbook)
    }
    if shown > 1 {
      let before = command(exercise.id, "--previous")
      terminal.write(
        en: "Run '\(before)' for the one before.", zh: "运行 '\(before)'，看上一条提示。",
        style: .dim, wraps: false)
    }
    return 0
  }

  /// Writes the hint `number` (from 1) of `exercise`, under a heading that says which it is.
  private static func write(_ number: Int, of exercise: Exercise, to terminal: Terminal) {
    terminal.write(
      en: "Hint \(number) of \(exercise.hints.count) for \(exercise.heading):",
      zh: "提示 \(number)/\(exercise.hints.count)：\(exercise.heading)",
      style: .title)
    terminal.writeIndented("  " + exercise.hints[number - 1])
  }

  /// What follows the last hint: where the reference is.
  private static func writeLastHintAdvice(_ exercise: Exercise, on workbook: ExerciseWorkbook) {
    workbook.terminal.write(
      en: "That is the last hint. Still stuck? This shows the reference:",
      zh: "这是最后一条提示。还是卡住了？下面的命令会显示参考答案：",
      style: .dim)
    workbook.write(commands: [SolutionCommand.command(exercise.id, "--force")])
  }
}
