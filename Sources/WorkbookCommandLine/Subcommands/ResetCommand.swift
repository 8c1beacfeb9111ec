import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises

/// `workbook reset <id>`: puts the exercise's stub back as committed, after keeping a copy of the learner's.
enum ResetCommand: ExerciseSubcommand {
  static let name = "reset"
  static let idArgument = ExerciseIDArgument.required
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Restore the exercise's stub as committed, after keeping a copy of your files.",
        zh: "把练习恢复成提交时的起始代码（stub），并先备份你的文件。"))
  }

  static var options: [OptionSpec<ExerciseOptions>] {
    [
      OptionSpec(
        testsFlag, flag: \.tests,
        help: localized(
          en: "Restore only the exercise's tests as shipped, after keeping a copy of your changes.",
          zh: "只把练习的测试恢复成自带的样子，并先备份你的改动。"))
    ]
  }

  /// `--tests`, which restores the files that give the verdict instead of the learner's.
  static let testsFlag = "--tests"

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    guard let exercise else { return UsageError.exitCode }
    let context = workbook.context
    let terminal = workbook.terminal
    let shipped = try ShippedTests(root: context.root)
    let reset = ExerciseReset(root: context.root, exercise: exercise)
    if options.tests {
      let outcome = try await reset.restoreTests(
        shipped, blob: context.shippedFile, now: context.now())
      report(outcome, of: exercise, to: terminal)
      return 0
    }
    // The stub is read first: when git cannot give it, nothing has been touched.
    let stub = try await context.committedFiles(exercise.sourcesPath)
    let outcome = try reset.run(stub: stub, now: context.now())
    switch outcome {
    case .unchanged:
      terminal.write(
        en: "\(exercise.sourcesPath) is already the stub as committed: nothing to reset.",
        zh: "\(exercise.sourcesPath) 已经是提交时的起始代码，无需重置。")
    case .filled(let files, let wasMissing):
      let names = files.joined(separator: localized(en: ", ", zh: "、"))
      terminal.write(
        wasMissing
          ? localized(
            en:
              "Restored \(exercise.sourcesPath), which was missing, to the stub as committed: \(names).",
            zh: "已把不见了的 \(exercise.sourcesPath) 恢复成提交时的起始代码：\(names)。")
          : localized(
            en:
              "Restored \(exercise.sourcesPath), which had no files, to the stub as committed: \(names).",
            zh: "已把没有文件的 \(exercise.sourcesPath) 恢复成提交时的起始代码：\(names)。"))
    case .restored(let backup, let removed):
      terminal.write(
        en: "Kept a copy of your files in \(backup)", zh: "已把你的文件备份到 \(backup)")
      terminal.write(
        en: "Restored \(exercise.sourcesPath) to the stub as committed.",
        zh: "已把 \(exercise.sourcesPath) 恢复成提交时的起始代码。")
      if !removed.isEmpty {
        let files = removed.joined(separator: localized(en: ", ", zh: "、"))
        terminal.write(
          en: "Removed \(files), which the stub does not have (the copy has it).",
          zh: "已删除 \(files)：起始代码里没有它们（备份里有）。")
      }
    }
    // The tests stay, but a check refuses them while they differ: say so to a learner after a fresh start.
    if let problem = shipped.problem(
      of: exercise, root: context.root, reset: command(exercise.id, testsFlag))
    {
      terminal.write(problem, style: .error)
    }
    return 0
  }

  /// Says what `reset --tests` did.
  private static func report(
    _ outcome: ExerciseReset.TestsOutcome, of exercise: Exercise, to terminal: Terminal
  ) {
    let shipped = ShippedTests.description(of: exercise)
    guard case .restored(let backup, let restored, let removed) = outcome else {
      terminal.write(
        en: "\(exercise.path): \(shipped) are already as shipped: nothing to reset.",
        zh: "\(exercise.path)：\(shipped)已经是自带的样子，无需重置。")
      return
    }
    let separator = localized(en: ", ", zh: "、")
    if let backup {
      terminal.write(
        en: "Kept a copy of your changes in \(backup)", zh: "已把你的改动备份到 \(backup)")
    }
    if !restored.isEmpty {
      let files = restored.joined(separator: separator)
      terminal.write(en: "Restored as shipped: \(files).", zh: "已恢复成自带的样子：\(files)。")
    }
    if !removed.isEmpty {
      let files = removed.joined(separator: separator)
      terminal.write(
        en: "Removed \(files), which the workbook does not ship (the copy has it).",
        zh: "已删除 \(files)：练习册没有自带它们（备份里有）。")
    }
  }
}
