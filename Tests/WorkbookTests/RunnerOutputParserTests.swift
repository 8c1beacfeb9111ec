import Testing

@testable import WorkbookCore

/// Swift Testing's console output, as `swift test` and the test executable print it (6.x, without colour).
private enum Output {
  static let header = """
    ◇ Test run started.
    ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
    ↳ Target Platform: x86_64-unknown-linux-gnu

    """

  static let pass =
    header + """
      ◇ Test "Formats the title" started.
      ✔ Test "Formats the title" passed after 0.001 seconds.
      ◇ Test rating() started.
      ✔ Test rating() passed after 0.001 seconds.
      ✔ Test run with 2 tests in 0 suites passed after 0.001 seconds.

      """

  static let fail =
    header + """
      ◇ Test "Formats the title" started.
      ✔ Test "Formats the title" passed after 0.001 seconds.
      ◇ Test "Formats the rating" started.
      ✘ Test "Formats the rating" recorded an issue at RatingTests.swift:12:5: Expectation failed: (text → "9.3") == "⭐️ 9.3"
      ↳ One decimal, after a star
      ✘ Test "Formats the rating" failed after 0.001 seconds with 1 issue.
      ✘ Test run with 2 tests in 0 suites failed after 0.001 seconds with 1 issue.

      """

  static let crash =
    header + """
      ◇ Test "Formats the title" started.
      ✔ Test "Formats the title" passed after 0.001 seconds.
      ◇ Test "Formats the rating" started.
      Exercise01/Rating.swift:8: Fatal error: not written yet

      *** Program crashed: Illegal instruction at 0x00007fec894f9361 ***
        1 [ra]  0x000055e69d28ab23 rating() + 98 in X.xctest at /repo/.workbook/check/Exercise01/Rating.swift:8:29

      """

  static let partial =
    header + """
      ◇ Test "Formats the title" started.
      ✔ Test "Formats the title" passed after 0.001 seconds.
      ◇ Test "Loads forever" started.

      """

  static let zero =
    header + """
      ✔ Test run with 0 tests in 0 suites passed after 0.001 seconds.

      """

  static let skipped =
    header + """
      ➜ Test "Formats the title" skipped: "not yet"
      ➜ Test "Formats the rating" skipped.
      ✔ Test run with 2 tests in 0 suites passed after 0.001 seconds.

      """
}

private func verdict(_ output: String, _ process: RunnerProcessResult) -> ExerciseCheckResult {
  let exercise = Exercise(
    id: "01", folder: "01-formatting", title: "Formatting", stage: 1, concept: "", lesson: "",
    files: [], hints: [])
  return ExerciseRunner.result(
    for: exercise, report: RunnerOutputParser.parse(output), process: process,
    locate: {
      $0.hasPrefix("/")
        ? nil : "Exercises/01-formatting/Sources/" + $0.drop { $0 != "/" }.dropFirst()
    })
}

private let exited = RunnerProcessResult(output: "", status: 0)
private let failed = RunnerProcessResult(output: "", status: 1)

@Suite("Reading test output") struct RunnerOutputParserTests {
  @Test("A run where every test passes is a pass, with each test by its display name")
  func pass() {
    let report = RunnerOutputParser.parse(Output.pass)
    #expect(report.tests.map(\.name) == ["Formats the title", "rating()"])
    #expect(report.tests.allSatisfy { $0.outcome == .passed })
    #expect(report.testCount == 2)
    #expect(verdict(Output.pass, exited).verdict == .passed)
  }

  @Test("A failed expectation is read with its message, its comment and its file:line")
  func failure() {
    let report = RunnerOutputParser.parse(Output.fail)
    let failedTest = report.tests[1]
    #expect(failedTest.name == "Formats the rating")
    #expect(failedTest.outcome == .failed)
    #expect(
      failedTest.issues == [
        RunnerIssue(
          location: "RatingTests.swift:12:5",
          message: "Expectation failed: (text → \"9.3\") == \"⭐️ 9.3\"",
          details: ["One decimal, after a star"])
      ])
    #expect(verdict(Output.fail, failed).verdict == .failed)
  }

  @Test("A crash names the test that started and never finished, and the learner's file:line")
  func crash() {
    let result = verdict(
      Output.crash, RunnerProcessResult(output: "", status: 4, wasSignalled: true))
    #expect(result.verdict == .crashed)
    #expect(result.stoppedTest == "Formats the rating")
    #expect(
      result.lines.first
        == "Exercises/01-formatting/Sources/Rating.swift:8: Fatal error: not written yet")
  }

  @Test("A run stopped for taking too long names the test that was still running")
  func hang() {
    let result = verdict(
      Output.partial, RunnerProcessResult(output: "", status: 9, wasSignalled: true, timedOut: true)
    )
    #expect(result.verdict == .timedOut)
    #expect(result.stoppedTest == "Loads forever")
    #expect(result.tests.map(\.outcome) == [.passed, .unfinished])
  }

  @Test("Output that ends before the run's last line is never a pass, even with exit status 0")
  func partialIsNotAPass() {
    #expect(verdict(Output.partial, exited).verdict == .crashed)
  }

  @Test("Zero tests is a failure, never a pass, from Swift Testing or from XCTest")
  func zeroTests() {
    #expect(verdict(Output.zero, exited).verdict == .noTests)
    #expect(
      verdict("\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds\n", exited)
        .verdict == .noTests)
    #expect(RunnerOutputParser.parse("\t Executed 0 tests, with 0 failures\n").xcTestCount == 0)
  }

  @Test("A run where every test was skipped is a failure, never a pass")
  func allSkipped() {
    let report = RunnerOutputParser.parse(Output.skipped)
    #expect(report.tests.map(\.outcome) == [.skipped, .skipped])
    #expect(verdict(Output.skipped, exited).verdict == .allSkipped)
  }

  @Test("Colour codes do not get in the way")
  func colour() {
    let coloured = Output.pass.replacingOccurrences(of: "✔", with: "\u{1B}[92m✔\u{1B}[0m")
    #expect(RunnerOutputParser.parse(coloured) == RunnerOutputParser.parse(Output.pass))
  }

  @Test("Compiler errors are read once each, with the compiler's excerpt of the code")
  func compilerErrors() {
    let output = """
      [4/6] Compiling Exercise01 Describe.swift
      /repo/.workbook/check/Exercise01/Describe.swift:2:56: error: value of type 'Movie' has no member 'titl'
      1 | import Entities
      2 | public func describe(_ movie: Movie) -> String { movie.titl }
        |                                                        `- error: value of type 'Movie' has no member 'titl'
      3 |
      [5/6] Compiling Exercise01 Describe.swift
      /repo/.workbook/check/Exercise01/Describe.swift:2:56: error: value of type 'Movie' has no member 'titl'
      1 | import Entities

      """
    let diagnostics = RunnerOutputParser.diagnostics(in: output)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.path == "/repo/.workbook/check/Exercise01/Describe.swift")
    #expect(diagnostics.first?.lines.count == 5)
  }
}
