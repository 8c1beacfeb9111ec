import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookRunner

/// `workbook check [<id>] [--all]`: runs an exercise's tests against the learner's code, and records a pass.
enum CheckCommand: ExerciseSubcommand {
  static let name = "check"
  static let idArgument = ExerciseIDArgument.optional
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Run an exercise's tests on your code (the current one by default).",
        zh: "用练习的测试检查你的代码（默认检查当前练习）。"),
      epilogue: [
        FrameWord.environment,
        localized(
          en: "  WORKBOOK_TIMEOUT    Seconds the tests may run (default 30).",
          zh: "  WORKBOOK_TIMEOUT    测试最多可以运行的秒数（默认 30）。"),
      ])
  }

  static var options: [OptionSpec<ExerciseOptions>] {
    [
      OptionSpec(
        "--all", flag: \.all,
        help: localized(
          en:
            "Show every failing test in full, and every surviving mutant when you write the tests.",
          zh: "完整显示每个未通过的测试；在你写测试的练习里，还列出所有存活下来的变异体。")),
      verboseOption,
    ]
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    try await workbook.check(exercise ?? workbook.current, options: options)
  }

  /// `--verbose`, which `watch` takes too.
  static var verboseOption: OptionSpec<ExerciseOptions> {
    OptionSpec(
      "--verbose", flag: \.verbose,
      help: localized(
        en: "Show each failed expectation whole.", zh: "完整显示每个未满足的期望。"))
  }
}

extension ExerciseWorkbook {
  /// Checks the learner's code (for `watch` too) and records a pass. The report fits a screen, or with
  /// `--all` shows every test; it names one surviving mutant, or all of them, or only counts them while the
  /// learner's tests are the stub.
  func check(_ exercise: Exercise, options: ExerciseOptions) async throws(ExerciseError) -> Int32 {
    try requireFiles(of: exercise)
    try requireShippedTests(of: exercise)
    terminal.write(
      en: "Checking \(exercise.heading)", zh: "正在检查 \(exercise.heading)", style: .title)
    let activity = localized(
      en: "Building and testing \(exercise.sourcesPath)",
      zh: "正在构建并测试 \(exercise.sourcesPath)")
    terminal.startActivity(activity)
    // Each step, in order, by the spinner or on a line of its own: a check of many mutants is never silent long.
    let (steps, stepsWriter) = AsyncStream.makeStream(of: String.self)
    let shown = Task { @MainActor [terminal] in
      for await step in steps {
        terminal.startActivity(step)
      }
    }
    let result = await context.checker.check(
      [exercise], code: .learner, progress: { stepsWriter.yield($0) }
    ).first!
    stepsWriter.finish()
    await shown.value
    terminal.stopActivity()
    // Tests changed while they ran give no verdict either.
    try requireShippedTests(of: exercise)
    var report = ExerciseReport(result: result, timeout: context.testTimeout)
    report.verbose = options.verbose
    report.everyTest = options.all
    report.messages = exercise.testMessages(root: context.root)
    if options.all {
      report.survivors = .all
    } else if exercise.writesTests, await isUntouchedStub(exercise) {
      report.survivors = .counted
    }
    report.write(to: terminal, output: output)
    guard report.passed else {
      try await recordFailure(of: exercise)
      return 1
    }
    try await recordPass(of: exercise)
    return 0
  }

  /// A failed check of an exercise that passed before: it stays done, and the learner hears that it fails now.
  private func recordFailure(of exercise: Exercise) async throws(ExerciseError) {
    guard state.isDone(exercise) else { return }
    try await updateState { $0.failing.insert(exercise.id) }
    terminal.write(
      en:
        "Exercise \(exercise.id) passed before and fails now: it stays done, and the list of "
        + "exercises shows it as failing until it passes again.",
      zh: "练习 \(exercise.id) 之前通过了，现在却失败了：它仍算作已完成，但在再次通过之前，练习列表会把它显示为"
        + "失败。",
      style: .error)
  }

  /// Whether the learner's files are the stub as committed.
  private func isUntouchedStub(_ exercise: Exercise) async -> Bool {
    let folder = context.root.appendingPathComponent(exercise.sourcesPath)
    guard
      let committed = await RunnerGit(root: context.root).committedFiles(in: exercise.sourcesPath)
    else { return false }
    return (try? RunnerPackage.swiftFiles(in: folder)) == committed
  }

  /// Each file the learner edits is there, and a file: without one, a build's linker errors name no file.
  func requireFiles(of exercise: Exercise) throws(ExerciseError) {
    let reset = ResetCommand.command(exercise.id)
    // Without the folder, every file is missing: name the folder once.
    switch DiskItem(at: context.root.appendingPathComponent(exercise.sourcesPath)) {
    case .folder:
      break
    case nil:
      throw ExerciseError(
        en: "\(exercise.sourcesPath) is missing. Run '\(reset)' to get the stub back.",
        zh: "\(exercise.sourcesPath) 不见了。运行 '\(reset)' 取回起始代码。")
    case .file:
      throw ExerciseError(
        en:
          "\(exercise.sourcesPath) is a file, but it should be the folder of your code. Move the file "
          + "away, then run '\(reset)' to get the stub back.",
        zh: "\(exercise.sourcesPath) 是一个文件，但它应该是放你代码的文件夹。先把这个文件移走，再运行 "
          + "'\(reset)' 取回起始代码。")
    }
    for file in exercise.files {
      let path = exercise.sourcesPath + "/" + file
      switch DiskItem(at: context.root.appendingPathComponent(path)) {
      case .file:
        continue
      case nil:
        throw ExerciseError(
          en:
            "\(path) is missing. Run '\(reset)' to get the stub back; it keeps a copy of your other files first.",
          zh: "\(path) 不见了。运行 '\(reset)' 取回起始代码；它会先备份你的其他文件。")
      case .folder:
        throw ExerciseError(
          en:
            "\(path) is a folder, not a Swift file. Move the folder away, then run '\(reset)' to get "
            + "the stub back.",
          zh: "\(path) 是一个文件夹，不是 Swift 文件。先把这个文件夹移走，再运行 '\(reset)' 取回起始代码。")
      }
    }
  }

  /// The files that give `exercise` its verdict are as shipped: one from tests the learner changed is theirs.
  func requireShippedTests(of exercise: Exercise) throws(ExerciseError) {
    let shipped = try ShippedTests(root: context.root)
    let reset = ResetCommand.command(exercise.id, ResetCommand.testsFlag)
    if let problem = shipped.problem(of: exercise, root: context.root, reset: reset) {
      throw ExerciseError(problem)
    }
  }

  private func recordPass(of exercise: Exercise) async throws(ExerciseError) {
    try await updateState {
      $0.done.insert(exercise.id)
      $0.failing.remove(exercise.id)
    }
    let (done, count) = (doneCount, catalog.exercises.count)
    terminal.write(
      en: "Exercise \(exercise.id) is done: \(done) of \(count).",
      zh: "练习 \(exercise.id) 完成了：\(count) 个练习中已完成 \(done) 个。",
      style: .accent)
    if let next = state.current(in: catalog) {
      terminal.write(en: "Next: \(next.heading)", zh: "下一个：\(next.heading)")
      terminal.write(
        en: "Read \(next.readmePath), then run:",
        zh: "先阅读 \(next.readmePath(in: .current))，然后运行：")
      write(commands: [
        CheckCommand.command(next.id),
        WatchCommand.offered(on: next.id),
      ])
    } else {
      terminal.write(
        en: "That was the last one: every exercise passes. Well done!",
        zh: "这是最后一个练习：所有练习都通过了。干得漂亮！")
    }
  }
}
