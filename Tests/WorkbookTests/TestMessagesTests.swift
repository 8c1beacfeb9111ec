import Foundation
import Localization
import Testing
import TextWidth

@testable import WorkbookExercises

/// The repository's root.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The messages of the exercises' expectations in the learner's language: the scan that finds them, the table
/// that holds their Chinese, and the report that shows it.
@Suite("The tests' messages in the learner's language")
struct TestMessagesTests {
  @Test(
    "The scan finds each plain string message of an #expect or #require once, and no test name, interpolation, label or Comment"
  )
  func scanFindsPlainMessages() {
    let source = #"""
      @Test("A test's name, with a comma, is no message")
      func sorts() throws {
        #expect(a == b, "the first message")
        #expect(a == b, "row \(row) is missing")
        #expect(a == b, sourceLocation: location)
        #expect(format("x, y)") == "z", "a message after a string with a comma and a bracket")
        try #require(
          rows.map { ($0, 1) }.isEmpty,
          "a message after a closure")
        #expect(a == b)  // a comment, "not a message"
        #expect(a == b, "the first message")
        #expect(a == b, Comment(rawValue: "a Comment"))
        #expect(a == b, "a \"quoted\" word")
        #expect(a == b, "two" + " literals")
      }
      """#
    #expect(
      Exercise.messages(in: source) == [
        "the first message", "a message after a string with a comma and a bracket",
        "a message after a closure", #"a "quoted" word"#,
      ])
  }

  /// A check's report of one failing test, whose expectation says `message`, in `language` with `table`.
  @MainActor private func report(
    _ message: String, in language: Language, table: [String: String]
  ) -> [String] {
    var result = ExerciseCheckResult(exercise: RecordedRun.exercise, verdict: .failed)
    let issue = RunnerIssue(
      location: "Exercises/01-movies/Tests/MoviesTests.swift:9:5",
      message: "Expectation failed: probe == nil", details: ["↳ // Then", "↳ " + message])
    result.tests = [RunnerTestResult(name: "Frees the View", outcome: .failed, issues: [issue])]
    return Language.$current.withValue(language) {
      var report = ExerciseReport(result: result, timeout: .seconds(30))
      report.everyTest = false
      report.messages = table
      return report.lines.map(\.text)
    }
  }

  @Test(
    "The report shows a message in Chinese when its table has it and in English in English, and leaves out in Chinese an English message that the table lacks"
  )
  @MainActor func reportShowsTheLearnersLanguage() {
    let table = ["the ViewModel keeps its View alive": "ViewModel 让 View 一直没有被释放"]
    let chinese = report("the ViewModel keeps its View alive", in: .simplifiedChinese, table: table)
    #expect(chinese.contains("      ↳ ViewModel 让 View 一直没有被释放"))
    #expect(!chinese.contains { $0.contains("keeps its View alive") || $0.contains("// Then") })

    let english = report("the ViewModel keeps its View alive", in: .english, table: table)
    #expect(english.contains("      ↳ the ViewModel keeps its View alive"))
    #expect(!english.contains { $0.contains("被释放") || $0.contains("// Then") })

    let untranslated = report(
      "the Router keeps its View alive", in: .simplifiedChinese, table: table)
    #expect(!untranslated.contains { $0.contains("↳") })
    #expect(untranslated.contains("      期望未满足：probe == nil"))
  }

  @Test(
    "A messages' table that is not JSON or not an object of strings leaves the report as without one: the English message, left out in Chinese"
  )
  @MainActor func brokenTableFallsBack() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    let message = "the ViewModel keeps its View alive"
    for broken in ["not JSON", #"{"the ViewModel keeps its View alive": 1}"#, "[]"] {
      try fixture.write(broken, to: exercise.chineseMessagesPath)
      let table = Language.$current.withValue(.simplifiedChinese) {
        exercise.testMessages(root: fixture.root)
      }
      #expect(table.isEmpty, "\(broken)")
      #expect(
        !report(message, in: .simplifiedChinese, table: table).contains { $0.contains("↳") },
        "\(broken)")
      #expect(report(message, in: .english, table: table).contains("      ↳ " + message))
    }
    try fixture.write(
      #"{"the ViewModel keeps its View alive": "没有释放"}"#, to: exercise.chineseMessagesPath)
    #expect(
      Language.$current.withValue(.simplifiedChinese) { exercise.testMessages(root: fixture.root) }
        == [message: "没有释放"])
    #expect(
      Language.$current.withValue(.english) { exercise.testMessages(root: fixture.root) }.isEmpty)
  }

  @Test(
    "Every plain message of every exercise's expectations has its Chinese in the exercise's table, and every message in a table is an expectation's"
  )
  func everyMessageIsInChinese() throws {
    let catalog = try ExerciseCatalog(root: root)
    for exercise in catalog.exercises where !exercise.writesTests {
      let table = try exercise.chineseMessages(root: root)
      let folder = root.appendingPathComponent(exercise.testsPath)
      let messages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
          Exercise.messages(
            in: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }
      let untranslated = messages.filter { message in
        !(table[message]?.contains { $0.displayWidth == 2 } ?? false)
      }
      #expect(untranslated.isEmpty, "\(exercise.chineseMessagesPath) has no Chinese for these")
      let orphans = Set(table.keys).subtracting(messages).sorted()
      #expect(orphans.isEmpty, "\(exercise.chineseMessagesPath) has these, which no test says")
    }
  }
}
