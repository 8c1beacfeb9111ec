import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookProcess
import WorkbookRunner

/// What the exercise subcommands use from outside: the repository, checker, builds and clock; tests make theirs.
package struct ExerciseContext: Sendable {
  package var root: URL
  package var checker: any ExerciseChecking
  /// How long one exercise's tests may run before they are stopped.
  package var testTimeout: Duration = ExerciseContext.defaultTimeout
  /// Waits between two looks at the files in `watch`.
  var pause: @Sendable () async -> Void = ExerciseWatcher.sleep
  /// How many looks `watch` takes before it gives up; `nil` (no limit) except in tests.
  var maximumLooks: Int?
  var now: @Sendable () -> Date = { Date() }
  /// The stub of a folder as committed, for `reset`.
  var committedFiles: @Sendable (String) async throws(ExerciseError) -> [String: Data]
  /// The bytes of a shipped file by its git blob id, for `reset --tests`; `nil` when git has none.
  var shippedFile: @Sendable (String) async -> Data? = { _ in nil }
  /// Builds the package in a folder for an editor, for `open`.
  var buildForEditor: @Sendable (URL) async -> RunnerProcessResult = EditorPackage.build

  static let defaultTimeout = Duration.seconds(30)

  /// The real context for the repository around the current directory.
  static func standard(environment: Environment) throws(ExerciseError) -> ExerciseContext {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let root = WorkbookRepository.root(from: here) else {
      throw ExerciseError(
        en:
          "No TopMovies Workbook here: no folder at or above \(here.path) has both Package.swift and "
          + "Exercises/. Run the workbook inside the repository.",
        zh: "这里没有 TopMovies 练习册：\(here.path) 及其上层没有哪个文件夹同时包含 Package.swift 和 "
          + "Exercises/。请在仓库里运行 workbook。")
    }
    let timeout = try testTimeout(environment.variables[timeoutVariable])
    let git = RunnerGit(root: root)
    let executable = ExecutableLocation.url
    let runner = ExerciseRunner(
      root: root, testTimeout: timeout, launcher: executable?.path,
      products: executable?.deletingLastPathComponent())
    return ExerciseContext(
      root: root, checker: runner, testTimeout: timeout,
      committedFiles: { folder throws(ExerciseError) in
        try await git.committedFilesOrError(in: folder)
      }, shippedFile: { id in await git.blob(id) })
  }

  static let timeoutVariable = "WORKBOOK_TIMEOUT"
  /// The longest time limit `WORKBOOK_TIMEOUT` may set: a day.
  static let longestTimeout = 86_400.0

  /// The time limit that `WORKBOOK_TIMEOUT`'s value `text` sets: seconds, more than 0 and at most a day.
  static func testTimeout(_ text: String?) throws(ExerciseError) -> Duration {
    guard let text, !text.isEmpty else { return defaultTimeout }
    guard let seconds = Double(text.trimmingCharacters(in: .whitespaces)), seconds > 0,
      seconds <= longestTimeout
    else {
      let (longest, standard) = (Int(longestTimeout), defaultTimeout.components.seconds)
      throw ExerciseError(
        en:
          "\(timeoutVariable) is '\(text)', but it should be a number of seconds more than 0 and at "
          + "most \(longest) (a day), such as 60. Set it so, or unset it for the default of \(standard).",
        zh: "\(timeoutVariable) 的值是 '\(text)'，但它应该是大于 0、不超过 \(longest)（一天）的秒数，"
          + "比如 60。请改成这样的值，或者取消设置以使用默认的 \(standard) 秒。")
    }
    return .milliseconds(Int((seconds * 1000).rounded(.up)))
  }
}

/// Whether an exercise subcommand takes an exercise's id, as its usage shows it.
package enum ExerciseIDArgument: String {
  case none = ""
  case optional = "[<id>]"
  case required = "<id>"
}

/// What an exercise subcommand's command line asks for besides the exercise: flags, and a number (`hint 01 2`).
package struct ExerciseOptions: Sendable, Equatable {
  var all = false
  var verbose = false
  var previous = false
  var tests = false
  var force = false
  var number: Int?
}

/// A subcommand about the exercises: `run(_:in:)` reads the command line, catalog and progress for the other.
@MainActor package protocol ExerciseSubcommand: WorkbookSubcommand {
  static var idArgument: ExerciseIDArgument { get }
  /// What the number after the id stands for, as a usage error names it (`<hint>`); `nil` when it takes none.
  static var numberArgument: String? { get }
  /// The options it takes, in the order that its help lists them.
  static var options: [OptionSpec<ExerciseOptions>] { get }
  /// Runs it on the exercise the command line names (`nil`: none, never when the id is required).
  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
}

extension ExerciseSubcommand {
  package static var numberArgument: String? { nil }
  package static var options: [OptionSpec<ExerciseOptions>] { [] }

  /// Its help, whose usage names its arguments and options: `workbook hint <id> [<hint>] [--all]`.
  static func help(abstract: String, epilogue: [String] = []) -> CommandHelp {
    let number = numberArgument.map { "[\($0)]" } ?? ""
    let words = [WorkbookInvocation.executable, name, idArgument.rawValue, number]
    return CommandHelp(
      name: words.filter { !$0.isEmpty }.joined(separator: " "), abstract: abstract,
      options: options, epilogue: epilogue, runner: WorkbookInvocation.runner)
  }

  package static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    // The words are the id, then the number, for a subcommand that takes them; ParsedArguments rejects others.
    await help.parsing(
      arguments, into: ExerciseOptions(), specs: options,
      words: idArgument == .none ? 0 : numberArgument == nil ? 1 : 2,
      output: context.output, errors: context.errors
    ) { parsed throws(UsageError) in
      let id = parsed.words.first
      if idArgument == .required, id == nil {
        throw UsageError(en: "Missing expected argument '<id>'", zh: "缺少必需的参数 '<id>'。")
      }
      var given = parsed.options
      if let numberWord = parsed.words.dropFirst().first, let numberArgument {
        guard let value = Int(numberWord.foldingFullwidthForms), value > 0 else {
          throw UsageError(
            en:
              "The value '\(numberWord)' is invalid for '\(numberArgument)': give a number such as 1",
            zh: "'\(numberArgument)' 的值 '\(numberWord)' 无效：请给出一个数字，例如 1。")
        }
        given.number = value
      }
      do throws(ExerciseError) {
        let exercises = try context.exercises()
        let catalog = try ExerciseCatalog(root: exercises.root)
        let exercise = id.flatMap(catalog.exercise(named:))
        if let id, exercise == nil {
          let ids = catalog.exercises.map(\.id)
          let (first, last) = (ids[0], ids[ids.count - 1])
          let range =
            ids.count > 1 ? localized(en: "\(first) to \(last)", zh: "\(first) 到 \(last)") : first
          let list = ListCommand.command()
          throw ExerciseError(
            en: "No exercise '\(id)': the ids are \(range) (see '\(list)')",
            zh: "没有练习 '\(id)'：练习的编号是 \(range)（见 '\(list)'）。", isUsage: true)
        }
        let workbook = try ExerciseWorkbook(context, exercises: exercises, catalog: catalog)
        return try await run(exercise, options: given, on: workbook)
      } catch let error where error.isUsage {
        throw UsageError(error.message)
      } catch {
        context.errors.write(lines: [error.description])
        return 1
      }
    }
  }
}

/// One run of an exercise subcommand: the catalog and the progress it works on, and where it writes.
@MainActor package final class ExerciseWorkbook {
  package let context: ExerciseContext
  package let catalog: ExerciseCatalog
  let store: ExerciseStateStore
  var state: ExerciseState
  package let terminal: Terminal
  let output: any TextOutput
  let errors: any TextOutput
  let environment: Environment

  /// Loads the progress: a damaged state file is a warning and a fresh start, one that cannot be read an error.
  init(_ command: WorkbookContext, exercises: ExerciseContext, catalog: ExerciseCatalog)
    throws(ExerciseError)
  {
    context = exercises
    self.catalog = catalog
    store = ExerciseStateStore(root: exercises.root)
    let loaded = try store.load(now: exercises.now())
    if let warning = loaded.warning {
      command.errors.write(lines: [FrameWord.warning + warning])
    }
    state = loaded.state
    terminal = Terminal(output: command.output, width: nil, environment: command.environment)
    output = command.output
    errors = command.errors
    environment = command.environment
  }

  /// The first exercise not done, else the last one.
  var current: Exercise {
    state.current(in: catalog) ?? catalog.exercises.last!
  }

  var doneCount: Int {
    catalog.exercises.filter(state.isDone).count
  }

  /// Changes the saved progress under its lock (saying so after a second's wait), and keeps the state as saved.
  func updateState(_ change: (inout ExerciseState) -> Void) async throws(ExerciseError) {
    state = try await store.update(
      waiting: {
        terminal.write(
          en: "Waiting for another workbook command to save its progress…",
          zh: "正在等另一个 workbook 命令保存它的进度……",
          style: .dim)
      }, change)
  }

  /// Writes `commands` one on each line, indented and never wrapped, so that each runs as printed.
  func write(commands: [String]) {
    for command in commands {
      terminal.write("  " + command, wraps: false)
    }
  }
}
