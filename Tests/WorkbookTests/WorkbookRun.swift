import Foundation
import Localization
import TerminalKit
import Testing
import WorkbookStageCommands
import WorkbookVerifier

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner

/// A checker that answers from a script instead of building: each check takes the next verdict, from the
/// exercise's own script where it has one, since verify checks two exercises at once and their calls interleave.
actor ScriptedChecker: ExerciseChecking {
  private var verdicts: [ExerciseCheckResult.Verdict]
  private var scripts: [String: [ExerciseCheckResult.Verdict]]
  /// What each check says as it goes, before its verdict.
  private let steps: [String]
  private(set) var checks: [(ids: [String], code: ExerciseCode)] = []

  init(_ verdicts: [ExerciseCheckResult.Verdict], steps: [String] = []) {
    (self.verdicts, self.scripts, self.steps) = (verdicts, [:], steps)
  }

  /// A script per exercise, keyed by its id: a check of several exercises takes the next verdict of each.
  init(byExercise scripts: [String: [ExerciseCheckResult.Verdict]]) {
    (self.verdicts, self.scripts, self.steps) = ([], scripts, [])
  }

  func check(
    _ exercises: [Exercise], code: ExerciseCode, progress: @escaping @Sendable (String) -> Void
  ) async -> [ExerciseCheckResult] {
    steps.forEach(progress)
    return await check(exercises, code: code)
  }

  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    checks.append((exercises.map(\.id), code))
    let shared = verdicts.isEmpty ? .failed : verdicts.removeFirst()
    return exercises.map { exercise in
      var verdict = shared
      if scripts[exercise.id]?.isEmpty == false {
        verdict = scripts[exercise.id, default: []].removeFirst()
      }
      var result = ExerciseCheckResult(exercise: exercise, verdict: verdict)
      result.tests = [
        RunnerTestResult(
          // Named as a real run names it: in Chinese, from the exercise's table.
          name: localized(en: "Describes a movie by its title", zh: "按片名描述一部电影"),
          outcome: verdict == .passed ? .passed : .failed)
      ]
      if verdict == .failed {
        result.tests[0].issues = [
          RunnerIssue(
            location: exercise.testsPath + "/DescribeTests.swift:7:3", message: "Expectation failed"
          )
        ]
      }
      return result
    }
  }
}

/// One run of `workbook` against a fixture, with what it wrote and its exit code: at a `terminal` (whose output
/// may be a pipe, `pipedOutput`), or in a script.
@MainActor struct Run {
  let output = RecordedOutput()
  let errors = RecordedOutput()
  var status: Int32 = 0

  init(
    _ arguments: [String], in fixture: WorkbookFixture,
    checker: any ExerciseChecking = ScriptedChecker([]),
    terminal: Bool = false, pipedOutput: Bool = false,
    pause: @escaping @Sendable () async -> Void = {},
    committed: @escaping @Sendable (String) async throws(ExerciseError) -> [String: Data] = {
      _ throws(ExerciseError) in [:]
    },
    shipped: @escaping @Sendable (String) async -> Data? = { _ in nil },
    build: @escaping @Sendable (URL) async -> RunnerProcessResult = { _ in
      RunnerProcessResult(output: "Build complete!", status: 0)
    }
  ) async {
    let exercises = ExerciseContext(
      root: fixture.root, checker: checker, pause: pause, maximumLooks: 5,
      now: { Date(timeIntervalSince1970: 1_700_000_000) }, committedFiles: committed,
      shippedFile: shipped, buildForEditor: build)
    let context = WorkbookContext(
      output: output, errors: errors,
      environment: Environment(
        inputIsTerminal: terminal, outputIsTerminal: terminal && !pipedOutput),
      exercises: { exercises }, linkedCommands: launchedSubcommands)
    status = await WorkbookCommand.run(arguments, in: context)
  }
}

/// What a run of `workbook` in process, as its `main` runs it, wrote and returned.
@MainActor struct Spoken: Equatable {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `workbook` with `arguments` in an environment of `variables` (no terminal).
  init(_ arguments: [String], variables: [String: String] = [:]) async {
    let output = RecordedOutput()
    let errors = RecordedOutput()
    status = await WorkbookCommand.run(
      arguments, output: output, errors: errors, environment: Environment(variables: variables),
      linkedCommands: launchedSubcommands)
    self.output = output.text
    self.errors = errors.text
  }
}

/// `workbook` run on `fixture` as `WorkbookCommand.run(_:output:errors:environment:)` runs it, whose
/// exercises are always those around the current directory: `--lang`, before or after the subcommand,
/// chooses the language, and no shell's language reaches the test.
@MainActor func runSpeaking(_ arguments: [String], in fixture: WorkbookFixture)
  async throws -> Run
{
  var run: Run?
  _ = await Language.speaking(
    arguments, environment: Environment(), help: WorkbookCommand.help, errors: RecordedOutput()
  ) { others in
    let finished = await Run(others, in: fixture)
    run = finished
    return finished.status
  }
  // `speaking` runs the command unless `--lang` is bad, which no test here gives.
  return try #require(run)
}

/// A fixture with two exercises, each with its variants, written off the main actor: the files take
/// longer to write than most tests take to run, and the main actor runs the tests that draw screens.
func fixtureWithTwo() async throws -> sending (WorkbookFixture, [Exercise]) {
  let fixture = try WorkbookFixture()
  let exercises = [try fixture.addExercise("01", "first"), try fixture.addExercise("02", "second")]
  for exercise in exercises {
    try fixture.addVariants(to: exercise)
  }
  try fixture.writeMetadata(exercises)
  return (fixture, exercises)
}

/// The subcommands that `workbook` launches in executables of their own, as `LaunchedCommand` lists them: the
/// tests link them all in.
@MainActor let launchedSubcommands: [any WorkbookSubcommand.Type] =
  [VerifyCommand.self] + WorkbookStageCommand.all

/// Every subcommand of `workbook`, as `--help` lists them: its own, then the launched ones.
@MainActor let everySubcommand = WorkbookCommand.all + launchedSubcommands
