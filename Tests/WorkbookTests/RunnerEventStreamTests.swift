import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner

@Suite("Reading the tests' event stream") struct RunnerEventStreamTests {
  @Test(
    "A run where every test passes is a pass, each test by its display name and its function, and check says so",
    arguments: [
      (Language.english, "✓ 01 passes: its one test passes."),
      (.simplifiedChinese, "✓ 01 通过：唯一的测试通过了。"),
    ])
  func pass(language: Language, verdictLine: String) {
    let result = Language.$current.withValue(language) {
      verdict(RecordedRun.passing, .exited(0))
    }
    #expect(result.verdict == .passed)
    #expect(
      result.tests == [
        RunnerTestResult(
          name: "Lists a film that failed to load before", outcome: .passed,
          function: "listsFailed",
          suite: "Movies")
      ])
    // One suite: no heading, which would only repeat the exercise's subject.
    let lines = reportLines(in: language) { result }
    #expect(lines == ["  ✓ Lists a film that failed to load before", verdictLine])
  }

  @Test(
    "A test is in the suite whose id its own begins with, named from the table by the suite's type, and check --all heads each suite's tests with it"
  )
  func suites() {
    let records = [
      ("test", #""kind":"suite","id":"E.MoviesTests","name":"MoviesTests","displayName":"Movies""#),
      ("test", #""kind":"function","id":"E.MoviesTests/lists()/M.swift:3:4","name":"lists()""#),
      (
        "test",
        #""kind":"suite","id":"E.MoviesTests.Details","name":"Details","displayName":"Details""#
      ),
      (
        "test",
        #""kind":"function","id":"E.MoviesTests.Details/shows()/M.swift:9:4","name":"shows()""#
      ),
      ("event", #""kind":"testEnded","testID":"E.MoviesTests/lists()/M.swift:3:4""#),
      ("event", #""kind":"testEnded","testID":"E.MoviesTests.Details/shows()/M.swift:9:4""#),
      ("event", #""kind":"runEnded""#),
    ]
    let stream = records.map { #"{"kind":"\#($0.0)","payload":{\#($0.1)}}"# }.joined(
      separator: "\n")

    let tests = RunnerEventStream.report(from: Data(stream.utf8), names: ["Details": "详情"]).tests
    var result = ExerciseCheckResult(exercise: RecordedRun.exercise, verdict: .passed)
    result.tests = tests

    #expect(tests.map(\.suite) == ["Movies", "详情"])
    #expect(
      reportLines(in: .english) { result }.prefix(4) == [
        "  Movies", "  ✓ lists()", "  详情", "  ✓ shows()",
      ])
  }

  @Test("A run whose processes outlived it counts for nothing, even when every test passed")
  func leftProcesses() {
    let result = verdict(
      RecordedRun.passing, RunnerProcessResult(output: "", status: 0, leftProcesses: true))
    #expect(result.verdict == .couldNotRun)
    #expect(result.catchers == nil)
    #expect(
      result.lines == [
        "The tests started processes that were still running when the tests ended. They were "
          + "stopped, and this run counts for nothing: a test must wait for what it starts."
      ])
  }

  @Test("Each test's outcome comes from the stream, whatever its name says")
  func outcomes() {
    let report = RunnerEventStream.report(from: Data(RecordedRun.failing.utf8))
    #expect(report.finished)
    #expect(
      report.tests.map(\.name) == [
        "Hides skipped movies", "Shows only the movies that passed the filter",
        "Lists a film that failed to load before", "Keeps the titles in order",
        "The rating has one decimal", "Shows the reviews", "The top movie is the first",
        "Loading ends",
      ])
    #expect(
      report.tests.map(\.outcome) == [
        .failed, .failed, .passed, .failed, .failed, .skipped, .passed, .passed,
      ])
    #expect(verdict(RecordedRun.failing, .exited(1)).verdict == .failed)
  }

  @Test(
    "A test is named from the table of its exercise's names, keyed by its function, and by its display name when the table has no entry"
  )
  func namesFromTheTable() {
    let names = RunnerEventStream.report(
      from: Data(RecordedRun.failing.utf8),
      names: ["hidesSkipped": "隐藏跳过的电影", "listsFailed": "列出之前加载失败的电影", "showsPassed()": "不是函数名"]
    ).tests.map(\.name)
    #expect(
      names.prefix(4) == [
        "隐藏跳过的电影", "Shows only the movies that passed the filter", "列出之前加载失败的电影",
        "Keeps the titles in order",
      ])
  }

  @Test("An issue keeps its whole message, the difference, the comment, the case and the file:line")
  func issues() {
    let tests = RunnerEventStream.report(from: Data(RecordedRun.failing.utf8)).tests
    #expect(
      tests[0].issues == [
        RunnerIssue(
          location: "Exercise01Tests/MoviesTests.swift:7:5",
          message:
            #"Expectation failed: (visible(["Heat", "Up"], skipping: ["Up"]) → ["Heat", "Up"]) == ["Heat"]"#,
          details: [#"± inserted ["Up"]"#, "↳ a skipped movie is not shown"])
      ])
    #expect(
      tests[3].issues.first?.message == #"""
        Expectation failed: (visible(["Heat", "Up", "Alien"], skipping: ["Up"]) → ["Heat", "Up", "Alien"]) == ([
                "Heat",
                "Alien",
              ] → ["Heat", "Alien"])
        """#)
    #expect(tests[4].issues.first?.details == [#"↳ with the arguments 8.85, "8.9""#])
  }

  @Test(
    "check shows each failed expectation under its test at 80 columns, short values in plain words, then n of m tests pass; in Chinese, a test's English comment is left out",
    arguments: Language.allCases)
  func report(language: Language) {
    let expected: [Language: String] = [
      .english: #"""
        ✗ Hides skipped movies
            Expectation failed: visible(["Heat", "Up"], skipping: ["Up"]) == ["Heat"]
            expected ["Heat"], got ["Heat", "Up"]
            ↳ a skipped movie is not shown
            at Exercises/01-movies/Tests/MoviesTests.swift:7:5
        ✗ Shows only the movies that passed the filter
            Expectation failed: visible(["Heat", "Up"], skipping: ["Heat"]) == ["Up"]
            expected ["Up"], got ["Heat", "Up"]
            at Exercises/01-movies/Tests/MoviesTests.swift:11:5
        ✓ Lists a film that failed to load before
        ✗ Keeps the titles in order
            Expectation failed: visible(["Heat", "Up", "Alien"], skipping: ["Up"]) ==
              ["Heat", "Alien"]
            expected ["Heat", "Alien"], got ["Heat", "Up", "Alien"]
            at Exercises/01-movies/Tests/MoviesTests.swift:19:5
        ✗ The rating has one decimal
            Expectation failed: (rating(value) → "8.85") == (expected → "8.9")
            ↳ with the arguments 8.85, "8.9"
            at Exercises/01-movies/Tests/MoviesTests.swift:28:5
        - Shows the reviews (skipped)
        ✓ The top movie is the first
        ✓ Loading ends
      ✗ 01 fails: 3 of 7 tests pass (1 skipped). Failing:
        - Hides skipped movies
        - Shows only the movies that passed the filter
        - Keeps the titles in order
        - The rating has one decimal
      Edit Exercises/01-movies/Sources/Movies.swift, then check again. Stuck? Run 'swift run workbook hint 01'.
      """#,
      .simplifiedChinese: #"""
        ✗ Hides skipped movies
            期望未满足：visible(["Heat", "Up"], skipping: ["Up"]) == ["Heat"]
            期望 ["Heat"]，实际是 ["Heat", "Up"]
            位于 Exercises/01-movies/Tests/MoviesTests.swift:7:5
        ✗ Shows only the movies that passed the filter
            期望未满足：visible(["Heat", "Up"], skipping: ["Heat"]) == ["Up"]
            期望 ["Up"]，实际是 ["Heat", "Up"]
            位于 Exercises/01-movies/Tests/MoviesTests.swift:11:5
        ✓ Lists a film that failed to load before
        ✗ Keeps the titles in order
            期望未满足：visible(["Heat", "Up", "Alien"], skipping: ["Up"]) == ["Heat",
              "Alien"]
            期望 ["Heat", "Alien"]，实际是 ["Heat", "Up", "Alien"]
            位于 Exercises/01-movies/Tests/MoviesTests.swift:19:5
        ✗ The rating has one decimal
            期望未满足：(rating(value) → "8.85") == (expected → "8.9")
            ↳ 参数为 8.85, "8.9"
            位于 Exercises/01-movies/Tests/MoviesTests.swift:28:5
        - Shows the reviews（已跳过）
        ✓ The top movie is the first
        ✓ Loading ends
      ✗ 01 未通过：7 个测试中通过了 3 个（跳过了 1 个）。未通过的测试：
        - Hides skipped movies
        - Shows only the movies that passed the filter
        - Keeps the titles in order
        - The rating has one decimal
      改好 Exercises/01-movies/Sources/Movies.swift 后再检查一次。卡住了？运行 'swift run workbook hint 01'。
      """#,
    ]
    let lines = reportLines(in: language) { verdict(RecordedRun.failing, .exited(1)) }
    #expect(lines.joined(separator: "\n") == expected[language])
  }

  @Test("A crash names the test that was running, the fatal error and the learner's file:line")
  func crash() {
    let result = verdict(
      RecordedRun.crash,
      RunnerProcessResult(output: RecordedRun.crashText, status: 4, wasSignalled: true))
    #expect(result.verdict == .crashed)
    #expect(result.stoppedTest == "The top movie is the first")
    #expect(result.tests.map(\.outcome) == [.passed, .unfinished])
    #expect(
      result.lines == [
        "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "*** Program crashed: Illegal instruction ***",
        "at Exercises/01-movies/Sources/Movies.swift:15:70",
        "which called Array.subscript.getter (the standard library), where the program stopped",
      ])
  }

  @Test(
    "A crash inside Foundation names the learner's call that led there, and a String index past the end gets advice on the String's views"
  )
  func crashInFoundation() {
    let output = RecordedRun.crashText
      .replacingOccurrences(
        of: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        with: "Swift/StringUTF16View.swift:147: Fatal error: String index is out of bounds"
      )
      .replacingOccurrences(
        of: "specialized Array.subscript.getter + 114 in libswiftSwiftOnoneSupport.so",
        with: "NSString.substring(to:) + 107 in libFoundation.so")
    let result = verdict(
      RecordedRun.crash, RunnerProcessResult(output: output, status: 4, wasSignalled: true))
    #expect(
      result.lines.suffix(2) == [
        "at Exercises/01-movies/Sources/Movies.swift:15:70",
        "which called NSString.substring(to:) (Foundation), where the program stopped",
      ])
    let advice = Language.$current.withValue(.simplifiedChinese) {
      ExerciseReport.adviceOnCrash(for: result.lines)
    }
    #expect(advice.hasPrefix("String 的下标超出了末尾。"))
  }

  @Test("A run stopped for taking too long names the test that was still running")
  func hang() {
    let result = verdict(
      RecordedRun.hang,
      RunnerProcessResult(output: "", status: 9, wasSignalled: true, timedOut: true))
    #expect(result.verdict == .timedOut)
    #expect(result.stoppedTest == "Loading ends")
    #expect(result.tests.map(\.outcome) == [.passed, .unfinished])
  }

  @Test(
    "A stream without the run's end is never a pass: a process that ended itself says so, one that never ran says why"
  )
  func cutShort() {
    // What learner code that calls exit(0) in the middle of a test leaves.
    let exited = verdict(RecordedRun.crash, RunnerProcessResult(output: "", status: 0))
    #expect(exited.verdict == .exited)
    #expect(exited.stoppedTest == "The top movie is the first")
    #expect(exited.lines == ["The test process exited with status 0."])
    // What check says of it, in each language: `CheckReportTests.crashedAndExited`.
    let notRun = verdict(
      "", RunnerProcessResult(output: "Could not run swift: No such file or directory", status: 127)
    )
    #expect(notRun.verdict == .couldNotRun)
    #expect(notRun.lines == ["Could not run swift: No such file or directory"])
  }

  @Test(
    "A compiler's line that quotes a control character is written in its visible form, never raw")
  @MainActor func verbatimLinesAreSafe() {
    let result = ExerciseCheckResult(
      exercise: RecordedRun.exercise, verdict: .doesNotCompile,
      lines: ["Exercises/01-movies/Sources/Movies.swift:3:9: error: '\u{1B}[2J' is not a movie"])
    let output = RecordedOutput()
    ExerciseReport(result: result, timeout: .seconds(30)).write(
      to: Terminal(output: output, width: 80), output: output)
    #expect(output.text.contains("Movies.swift:3:9: error: '^[[2J' is not a movie\n"))
    #expect(!output.text.contains("\u{1B}"))
  }

  @Test("Output past the cap is cut, and the report says so under the verdict")
  func outputCut() {
    let result = verdict(
      RecordedRun.hang,
      RunnerProcessResult(
        output: "", status: 9, wasSignalled: true, timedOut: true, outputWasCut: true))
    #expect(result.verdict == .timedOut)
    #expect(
      ExerciseReport(result: result, timeout: .seconds(1)).lines.map(\.text).contains(
        "    The tests printed more than 1 MB: the rest of what they printed was cut."))
  }

  @Test("A line cut off in the middle is passed over, and the lines before it still count")
  func halfALine() {
    let lines = RecordedRun.failing.split(separator: "\n")
    let cut = lines.dropLast(2).joined(separator: "\n") + "\n" + lines[lines.count - 2].prefix(40)
    let report = RunnerEventStream.report(from: Data(cut.utf8))
    #expect(!report.finished)
    #expect(report.tests.count == 8)
  }

  @Test("Zero tests, or every test skipped, is a failure, never a pass")
  func nothingRan() {
    #expect(
      verdict(RecordedRun.zero, RunnerProcessResult(output: "", status: 69)).verdict == .noTests)
    #expect(verdict(RecordedRun.skipped, .exited(0)).verdict == .allSkipped)
  }

  @Test("Tests that all pass in a process that fails are not a pass")
  func passingTestsFailingProcess() {
    let result = verdict(RecordedRun.passing, .exited(1))
    #expect(result.verdict == .failed)
    #expect(result.lines == ["The tests passed, but their process ended with exit status 1."])
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
    let diagnostics = RunnerConsoleText.diagnostics(in: output)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.path == "/repo/.workbook/check/Exercise01/Describe.swift")
    #expect(diagnostics.first?.lines.count == 5)
  }
}
