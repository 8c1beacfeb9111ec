import Foundation
import TerminalKit

/// What the exercise commands use from outside themselves: the repository, the checker and the clock. The
/// workbook makes the real one; tests make their own.
struct ExerciseContext: Sendable {
  var root: URL
  var checker: any ExerciseChecking
  /// How long one exercise's tests may run before they are stopped.
  var testTimeout: Duration = ExerciseContext.defaultTimeout
  /// Waits between two looks at the files in `watch`.
  var pause: @Sendable () async -> Void = ExerciseWatcher.sleep
  /// How many looks `watch` takes before it gives up; `nil` (for ever) but in tests.
  var maximumLooks: Int?
  var now: @Sendable () -> Date = { Date() }
  /// The stub of a folder as committed, for `reset`.
  var committedFiles: @Sendable (String) async throws(ExerciseError) -> [String: Data]

  static let defaultTimeout = Duration.seconds(30)

  /// The real context for the repository around the current directory; `WORKBOOK_TIMEOUT` (seconds) sets how
  /// long tests may run.
  static func standard(environment: Environment) throws(ExerciseError) -> ExerciseContext {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let root = WorkbookRepository.root(from: here) else {
      throw ExerciseError(
        "No TopMovies Workbook here: no folder at or above \(here.path) has both Package.swift and "
          + "Exercises/. Run workbook inside the repository.")
    }
    var timeout = defaultTimeout
    let name = "WORKBOOK_TIMEOUT"
    if let text = environment.variables[name] {
      guard let seconds = Double(text), seconds > 0 else {
        throw ExerciseError("\(name) should be a number of seconds, such as 30, not '\(text)'.")
      }
      timeout = .milliseconds(Int(seconds * 1000))
    }
    let git = RunnerGit(root: root)
    return ExerciseContext(
      root: root, checker: ExerciseRunner(root: root, testTimeout: timeout), testTimeout: timeout,
      committedFiles: { folder throws(ExerciseError) in
        try await git.committedFilesOrError(in: folder)
      })
  }
}

/// The exercise subcommands: progress (no subcommand), `list`, `check`, `watch`, `hint`, `reset`, `solution` and
/// `verify`.
@MainActor enum ExerciseCommand {
  /// Whether a subcommand takes an exercise's id.
  enum IDArgument {
    case none, optional, required
  }

  static let subcommands: [String: (help: CommandHelp, id: IDArgument)] = [
    "": (
      CommandHelp(
        name: "workbook", abstract: "Show progress and the current exercise.", options: []), .none
    ),
    "list": (
      CommandHelp(
        name: "workbook list", abstract: "List every exercise with its status.", options: []), .none
    ),
    "check": (
      CommandHelp(
        name: "workbook check [<id>]",
        abstract: "Run an exercise's tests against your code (the current one by default).",
        options: [],
        epilogue: ["ENVIRONMENT:", "  WORKBOOK_TIMEOUT    Seconds the tests may run (default 30)."]),
      .optional
    ),
    "watch": (
      CommandHelp(
        name: "workbook watch [<id>]",
        abstract: "Check an exercise again on every save, until it passes.", options: []),
      .optional
    ),
    "hint": (
      CommandHelp(
        name: "workbook hint <id>", abstract: "Show the exercise's next hint.",
        options: [OptionSpec("--all", help: "Show every hint at once.")]),
      .required
    ),
    "reset": (
      CommandHelp(
        name: "workbook reset <id>",
        abstract: "Restore the exercise's stub as committed, after keeping a copy of your files.",
        options: []),
      .required
    ),
    "solution": (
      CommandHelp(
        name: "workbook solution <id>",
        abstract: "Show the reference solution, once the exercise passes.",
        options: [
          OptionSpec("--force", help: "Show it even though the exercise does not pass yet.")
        ]),
      .required
    ),
    "verify": (
      CommandHelp(
        name: "workbook verify",
        abstract:
          "Check that every solution passes, every untouched stub fails and the metadata is complete.",
        options: []),
      .none
    ),
  ]

  static func run(
    _ subcommand: String, _ arguments: [String], output: any TextOutput, errors: any TextOutput,
    environment: Environment
  ) async -> Int32 {
    await run(subcommand, arguments, output: output, errors: errors, environment: environment) {
      () throws(ExerciseError) in try ExerciseContext.standard(environment: environment)
    }
  }

  /// Runs `subcommand` in the context that `makeContext` gives, once the arguments are known to be good.
  static func run(
    _ subcommand: String, _ arguments: [String], output: any TextOutput, errors: any TextOutput,
    environment: Environment, makeContext: () throws(ExerciseError) -> ExerciseContext
  ) async -> Int32 {
    guard let (help, idArgument) = subcommands[subcommand] else {
      return usageError("Unknown subcommand '\(subcommand)'", help: nil, errors: errors)
    }
    // The id is the one word that is not an option; ParsedArguments reads the options and rejects any other word.
    let words = arguments.filter { !$0.hasPrefix("-") }
    let id = idArgument == .none ? nil : words.first
    var options = arguments
    if let id, let index = options.firstIndex(of: id) {
      options.remove(at: index)
    }
    let parsed: ParsedArguments
    do {
      parsed = try ParsedArguments(options, specs: help.options)
    } catch {
      return usageError(error.message, help: help, errors: errors)
    }
    if parsed.wantsHelp {
      output.write(help.helpText.joined(separator: "\n") + "\n")
      return 0
    }
    if idArgument == .required, id == nil {
      return usageError("Missing expected argument '<id>'", help: help, errors: errors)
    }
    let terminal = Terminal(output: output, width: nil, environment: environment)
    do {
      let context = try makeContext()
      let catalog = try ExerciseCatalog(root: context.root)
      var exercise: Exercise?
      if let id {
        guard let named = catalog.exercise(named: id) else {
          let ids = catalog.exercises.map(\.id)
          let range = ids.count > 1 ? "\(ids.first!) to \(ids.last!)" : ids.joined()
          return usageError(
            "No exercise '\(id)': the ids are \(range) (see 'workbook list')", help: help,
            errors: errors)
        }
        exercise = named
      }
      let store = ExerciseStateStore(root: context.root)
      let loaded = store.load(now: context.now())
      if let warning = loaded.warning {
        errors.write("Warning: \(warning)\n")
      }
      let workbook = ExerciseWorkbook(
        context: context, catalog: catalog, store: store, state: loaded.state, terminal: terminal,
        output: output,
        errors: errors, environment: environment)
      return try await workbook.run(subcommand, exercise: exercise, flags: parsed.flags)
    } catch {
      errors.write(error.description + "\n")
      return 1
    }
  }

  /// `Error: …`, the subcommand's usage, and where to read more; exit code 64.
  private static func usageError(_ message: String, help: CommandHelp?, errors: any TextOutput)
    -> Int32
  {
    let usage = help.map { [$0.usage] } ?? []
    let lines =
      [UsageError(message).description] + usage + ["  See 'workbook --help' for more information."]
    errors.write(lines.joined(separator: "\n") + "\n")
    return UsageError.exitCode
  }
}

/// One run of an exercise subcommand, with the catalog and the progress it works on.
@MainActor final class ExerciseWorkbook {
  let context: ExerciseContext
  let catalog: ExerciseCatalog
  let store: ExerciseStateStore
  var state: ExerciseState
  let terminal: Terminal
  let output: any TextOutput
  let errors: any TextOutput
  let environment: Environment

  init(
    context: ExerciseContext, catalog: ExerciseCatalog, store: ExerciseStateStore,
    state: ExerciseState,
    terminal: Terminal, output: any TextOutput, errors: any TextOutput, environment: Environment
  ) {
    self.context = context
    self.catalog = catalog
    self.store = store
    self.state = state
    self.terminal = terminal
    self.output = output
    self.errors = errors
    self.environment = environment
  }

  func run(_ subcommand: String, exercise: Exercise?, flags: Set<String>)
    async throws(ExerciseError) -> Int32
  {
    switch subcommand {
    case "list":
      return list()
    case "check":
      return try await check(exercise ?? current)
    case "watch":
      return try await watch(exercise ?? current)
    case "hint":
      return try hint(exercise!, all: flags.contains("--all"))
    case "reset":
      return try await reset(exercise!)
    case "solution":
      return solution(exercise!, force: flags.contains("--force"))
    case "verify":
      return await verify()
    default:
      return progress()
    }
  }

  /// The first exercise not done, else the last one.
  private var current: Exercise {
    state.current(in: catalog) ?? catalog.exercises.last!
  }

  private var doneCount: Int {
    catalog.exercises.filter(state.isDone).count
  }

  // MARK: - Progress and list

  private func progress() -> Int32 {
    let total = catalog.exercises.count
    terminal.write("TopMovies Workbook: \(doneCount) of \(total) exercises done.", style: .title)
    guard let exercise = state.current(in: catalog) else {
      terminal.write(
        "Every exercise passes. Compare yours with the reference: 'workbook solution <id>'.")
      return 0
    }
    terminal.write("")
    terminal.write(
      "Current exercise: \(exercise.heading) (stage \(exercise.stage))", style: .accent)
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }.joined(separator: ", ")
    for (label, text) in [
      ("Concept:", exercise.concept),
      ("Read:", "\(exercise.readmePath) (lesson: \(exercise.lesson))"),
      ("Edit:", files),
      (
        "Next:",
        "workbook check \(exercise.id)   (or 'workbook watch \(exercise.id)' to check on every save)"
      ),
    ] {
      let lines = text.wrapped(toWidth: max(20, terminal.width - 11))
      terminal.write("  " + label.padded(toWidth: 9) + lines[0])
      for line in lines.dropFirst() {
        terminal.write(String(repeating: " ", count: 11) + line)
      }
    }
    return 0
  }

  private func list() -> Int32 {
    let current = state.current(in: catalog)
    let titleWidth = min(48, catalog.exercises.map(\.title.displayWidth).max() ?? 0)
    terminal.write("Exercises (\(doneCount) of \(catalog.exercises.count) done):", style: .title)
    for exercise in catalog.exercises {
      let status = state.isDone(exercise) ? "done" : exercise == current ? "current" : "todo"
      let marker = exercise == current ? "▸" : " "
      terminal.write(
        "\(marker) \(exercise.id)  \(status.padded(toWidth: 8)) "
          + "\(exercise.title.padded(toWidth: titleWidth))  stage \(exercise.stage)",
        style: exercise == current ? .accent : state.isDone(exercise) ? .dim : .plain)
    }
    return 0
  }

  // MARK: - Check and watch

  /// Checks the learner's code; on a pass records it and says what is next.
  private func check(_ exercise: Exercise) async throws(ExerciseError) -> Int32 {
    terminal.write("Checking \(exercise.heading)", style: .title)
    terminal.startActivity("Building and testing \(exercise.sourcesPath)")
    let result = await context.checker.check([exercise], code: .learner).first!
    terminal.stopActivity()
    let report = ExerciseReport(result: result, timeout: context.testTimeout)
    report.write(to: terminal, output: output)
    guard report.passed else { return 1 }
    try recordPass(of: exercise)
    return 0
  }

  /// Checks now and again on every save, until the exercise passes.
  private func watch(_ exercise: Exercise) async throws(ExerciseError) -> Int32 {
    guard environment.outputIsTerminal, environment.inputIsTerminal else {
      errors.write(
        "Error: watch needs a terminal, to check again each time you save; without one, run "
          + "'workbook check \(exercise.id)'.\n"
      )
      return 1
    }
    let watcher = ExerciseWatcher(
      folder: context.root.appendingPathComponent(exercise.sourcesPath), pause: context.pause)
    var snapshot = watcher.snapshot()
    while true {
      if try await check(exercise) == 0 {
        return 0
      }
      terminal.write(
        "Watching \(exercise.sourcesPath): save a file to check again (Ctrl-C to stop).",
        style: .dim)
      guard let changed = await watcher.change(since: snapshot, maximumLooks: context.maximumLooks)
      else { return 1 }
      snapshot = changed
      terminal.write("")
    }
  }

  private func recordPass(of exercise: Exercise) throws(ExerciseError) {
    state.done.insert(exercise.id)
    try store.save(state)
    terminal.write(
      "Exercise \(exercise.id) is done: \(doneCount) of \(catalog.exercises.count).", style: .accent
    )
    if let next = state.current(in: catalog) {
      terminal.writeIndented(
        "Next: \(next.heading). Read \(next.readmePath), then run 'workbook check \(next.id)' "
          + "(or 'workbook watch \(next.id)')."
      )
    } else {
      terminal.write("That was the last one: every exercise passes. Well done!")
    }
  }

  // MARK: - Hint, reset, solution

  private func hint(_ exercise: Exercise, all: Bool) throws(ExerciseError) -> Int32 {
    let hints = exercise.hints
    guard !hints.isEmpty else {
      terminal.write(
        "\(exercise.id) has no hints; its README is the place to start: \(exercise.readmePath).")
      return 0
    }
    let shown = state.hintsShown[exercise.id] ?? 0
    let indices = all ? Array(hints.indices) : [min(shown, hints.count - 1)]
    for index in indices {
      terminal.write("Hint \(index + 1) of \(hints.count) for \(exercise.heading):", style: .title)
      terminal.writeIndented("  " + hints[index])
    }
    state.hintsShown[exercise.id] = max(shown, indices.last! + 1)
    try store.save(state)
    if all || indices.last! + 1 == hints.count {
      terminal.write(
        "That is the last hint. Still stuck? 'workbook solution \(exercise.id) --force' shows the reference.",
        style: .dim)
    } else {
      terminal.write("Run 'workbook hint \(exercise.id)' again for the next one.", style: .dim)
    }
    return 0
  }

  private func reset(_ exercise: Exercise) async throws(ExerciseError) -> Int32 {
    // The stub is read first: when git cannot give it, nothing has been touched.
    let stub = try await context.committedFiles(exercise.sourcesPath)
    let outcome = try ExerciseReset(root: context.root, exercise: exercise).run(
      stub: stub, now: context.now())
    switch outcome {
    case .unchanged:
      terminal.write("\(exercise.sourcesPath) is already the stub as committed: nothing to reset.")
    case .restored(let backup, let removed):
      terminal.write("Kept a copy of your files in \(backup)")
      terminal.write("Restored \(exercise.sourcesPath) to the stub as committed.")
      if !removed.isEmpty {
        terminal.write(
          "Removed \(removed.joined(separator: ", ")), which the stub does not have (the copy has it)."
        )
      }
    }
    return 0
  }

  private func solution(_ exercise: Exercise, force: Bool) -> Int32 {
    guard state.isDone(exercise) || force else {
      errors.write(
        "Error: The solution to \(exercise.id) shows once your code passes ('workbook check \(exercise.id)'), "
          + "or now with 'workbook solution \(exercise.id) --force'.\n"
      )
      return 1
    }
    let folder = context.root.appendingPathComponent(exercise.solutionPath)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let ordered =
      exercise.files.filter(names.contains) + names.filter { !exercise.files.contains($0) }
    for name in ordered {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      terminal.write("── \(exercise.solutionPath)/\(name) ──", style: .title)
      output.write(text.hasSuffix("\n") ? text : text + "\n")
    }
    return 0
  }

  // MARK: - Verify

  private func verify() async -> Int32 {
    let verifier = ExerciseVerifier(root: context.root, catalog: catalog, checker: context.checker)
    return await verifier.run(catalog.exercises, timeout: context.testTimeout, terminal: terminal)
  }
}
