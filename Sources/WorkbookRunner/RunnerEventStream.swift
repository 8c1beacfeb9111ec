import Foundation
import Localization
import WorkbookExercises

/// What a test run's event stream says: each test in the order it started, and whether the run got to its end.
struct RunnerTestReport: Sendable, Equatable {
  var tests: [RunnerTestResult] = []
  /// Whether the stream holds the run's end; without it the process crashed or was stopped.
  var finished = false
  /// The tests that the run was to run and that never started, neither skipped nor begun, in their order.
  var notStarted: [String] = []

  /// The tests that started and never finished, in the order they started.
  var unfinished: [String] { tests.filter { $0.outcome == .unfinished }.map(\.name) }
}

/// Reads the event stream that Swift Testing writes with `--event-stream-output-path FILE
/// --event-stream-version 0`: JSON Lines, one record each for every test (its id, kind and display name) and
/// for every event (a test started, recorded an issue, ended or was skipped; the run ended).
enum RunnerEventStream {
  /// The arguments that make a Swift Testing test program (or `swift test`) write the stream to `path`.
  static func arguments(writingTo path: String) -> [String] {
    ["--event-stream-output-path", path, "--event-stream-version", "0"]
  }

  /// The tests of a stream, and whether it reached the run's end. A line that does not decode, such as the last
  /// one of a process that died while writing it, is passed over. A test is named from `names`, keyed by its
  /// function's name (`Exercise.testNames(root:)`), else by its display name; a suite the same way, keyed by
  /// its type's name.
  static func report(from data: Data, names testNames: [String: String] = [:]) -> RunnerTestReport {
    let decoder = JSONDecoder()
    var report = RunnerTestReport()
    // Every test is listed before the run begins, by its id: the run's plan.
    var planned: [(id: String, test: RunnerTestResult)] = []
    var index: [String: Int] = [:]
    // The suites' names, by id: a test's id is its suite's, then `/` and the function.
    var suites: [String: String] = [:]
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let record = try? decoder.decode(Record.self, from: line) else { continue }
      let payload = record.payload
      if record.kind == "test" {
        // Suites are records too; only functions are tests.
        if payload.kind == "suite", let id = payload.id {
          suites[id] = payload.name.flatMap { testNames[$0] } ?? payload.displayName ?? payload.name
        }
        if payload.kind == "function", let id = payload.id {
          let function = payload.name.map { String($0.prefix { $0 != "(" }) }
          let name = function.flatMap { testNames[$0] } ?? payload.displayName ?? payload.name ?? id
          planned.append(
            (id, RunnerTestResult(name: name, outcome: .unfinished, function: function ?? "")))
        }
        continue
      }
      report.finished = report.finished || payload.kind == "runEnded"
      guard let id = payload.testID, let new = planned.first(where: { $0.id == id })?.test else {
        continue
      }
      let test = index[id] ?? report.tests.count
      if test == report.tests.count {
        index[id] = test
        report.tests.append(new)
      }
      switch payload.kind {
      case "testSkipped":
        report.tests[test].outcome = .skipped
      case "testEnded":
        report.tests[test].outcome = report.tests[test].issues.isEmpty ? .passed : .failed
      case "issueRecorded" where payload.issue?.isKnown == false:
        report.tests[test].issues.append(issue(from: payload))
      default:
        break
      }
    }
    report.notStarted = planned.filter { index[$0.id] == nil }.map(\.test.name)
    for (id, test) in index {
      // The suite that the test is in: the longest id that its own begins with, so a nested suite's.
      let suite = suites.keys.filter { id.hasPrefix($0 + "/") }.max { $0.count < $1.count }
      report.tests[test].suite = suite.flatMap { suites[$0] } ?? ""
    }
    return report
  }

  private static func issue(from payload: Record.Payload) -> RunnerIssue {
    let messages = payload.messages ?? []
    let location = payload.issue?.sourceLocation.map { "\($0.fileID):\($0.line):\($0.column)" }
    var issue = RunnerIssue(
      location: location,
      message: messages.first { $0.symbol == "fail" }?.text ?? messages.first?.text ?? "")
    let marks = ["difference": "± ", "details": "↳ "]
    issue.details = messages.compactMap { message in marks[message.symbol].map { $0 + message.text }
    }
    if let testCase = payload.testCase {
      issue.details.append(
        localized(en: "↳ with the arguments ", zh: "↳ 参数为 ") + testCase.displayName)
    }
    return issue
  }

  /// The parts of one line of the stream that the workbook reads.
  private struct Record: Decodable {
    /// `test` or `event`.
    let kind: String
    let payload: Payload

    struct Payload: Decodable {
      /// A test's kind (`suite`, `function`) or an event's (`testStarted`, `issueRecorded`, `runEnded`, …).
      let kind: String
      /// A test's id, its display name and its function's name.
      let id, displayName, name: String?
      /// The test an event belongs to.
      let testID: String?
      /// The event's text as the console shows it, each part with its symbol: `fail`, `difference`, `details`…
      let messages: [Message]?
      let issue: Issue?
      /// The case of a parameterized test, for an issue that one case recorded.
      let testCase: TestCase?

      enum CodingKeys: String, CodingKey {
        case kind, id, displayName, name, testID, messages, issue
        case testCase = "_testCase"
      }
    }

    struct Message: Decodable {
      let symbol, text: String
    }

    struct Issue: Decodable {
      /// An issue expected with `withKnownIssue`, which does not fail its test.
      let isKnown: Bool
      let sourceLocation: SourceLocation?
    }

    struct SourceLocation: Decodable {
      /// `Exercise01Tests/ReviewFormatterTests.swift`: the module, then the file.
      let fileID: String
      let line, column: Int
    }

    struct TestCase: Decodable {
      /// The case's arguments: `8.85, "8.9"`.
      let displayName: String
    }
  }
}
