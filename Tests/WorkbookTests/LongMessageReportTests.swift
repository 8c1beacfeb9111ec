import Localization
import TerminalKit
import Testing
import TextWidth

@testable import WorkbookExercises

/// What a check's one-screen report makes of a failing test whose message is thousands of characters long, or
/// holds control characters: it still fits the screen, and a terminal is never given a raw escape.
@Suite("A failing test's message fits the screen, however long or strange")
struct LongMessageReportTests {
  /// The messages (each shown in both languages): a comment of 5,000 characters, one with ESC, BEL and CR in it, and a compared value of
  /// 5,000 characters.
  static let cases: [(message: String, details: [String])] = [
    ("Expectation failed: isHelpful", ["↳ " + String(repeating: "the View 没有收到通知。 ", count: 300)]),
    ("Expectation failed: isHelpful", ["↳ 之前\u{1B}[2J\u{1B}[31mred\u{07}\r之后"]),
    (
      "Expectation failed: (text → \"" + String(repeating: "x", count: 5_000) + "\") == \"y\"",
      ["↳ a value of 5,000 characters"]
    ),
  ]

  @Test(
    "A failing test's message of 5,000 characters, or with ESC, BEL and CR, gives a report of at most 80 columns and 35 lines, the control characters in visible form",
    arguments: Language.allCases, 0..<cases.count)
  @MainActor func fitsTheScreen(language: Language, index: Int) {
    var result = ExerciseCheckResult(exercise: RecordedRun.exercise, verdict: .failed)
    let issue = RunnerIssue(
      location: "Exercises/01-movies/Tests/MoviesTests.swift:9:5",
      message: Self.cases[index].message,
      details: Self.cases[index].details)
    result.tests = [
      RunnerTestResult(name: "Marks the review helpful", outcome: .failed, issues: [issue]),
      RunnerTestResult(name: "Another test", outcome: .failed, issues: [issue]),
    ]
    let output = RecordedOutput()
    Language.$current.withValue(language) {
      var report = ExerciseReport(result: result, timeout: .seconds(30))
      report.everyTest = false
      report.write(to: Terminal(output: output, width: 80), output: output)
    }
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count <= 35, "\(lines.count) lines")
    for line in lines {
      #expect(line.displayWidth <= 80, "\(line.displayWidth) columns: \(line)")
    }
    #expect(!output.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    if index == 1 {
      #expect(output.text.contains("之前^[[2J^[[31mred^G^M之后"))
    }
  }
}
