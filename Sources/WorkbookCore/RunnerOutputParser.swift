import Foundation

/// One problem a test recorded: where, as Swift Testing prints it (`File.swift:12:5`), and what.
struct RunnerIssue: Sendable, Equatable {
  var location: String?
  var message: String
  /// The lines that follow it (`↳ …`): comments and the values compared.
  var details: [String] = []
}

/// What became of one test in a run.
struct RunnerTestResult: Sendable, Equatable {
  /// How the test ended, as far as the output tells.
  enum Outcome: Sendable, Equatable {
    case passed, failed, skipped
    /// Started and never finished: the process crashed or was stopped while it ran.
    case unfinished
  }

  /// The display name (`"Formats the rating"`), or the function's name when it has none (`rating()`).
  var name: String
  var outcome: Outcome
  var issues: [RunnerIssue] = []
}

/// What a test run's console output says: each test in the order it started, and the run's last line.
struct RunnerTestReport: Sendable, Equatable {
  var tests: [RunnerTestResult] = []
  /// The count in Swift Testing's closing `Test run with N tests …` line; `nil` when the run never got there.
  var testCount: Int?
  /// The count in XCTest's `Executed N tests` line, if there was one.
  var xcTestCount: Int?
  /// Lines that say why a process stopped (`…: Fatal error: …`).
  var crashLines: [String] = []
  /// The source paths of a crash backtrace's frames (`/…/File.swift:8:29`), innermost first.
  var crashFrames: [String] = []

  /// The tests that started and never finished, in the order they started.
  var unfinished: [String] { tests.filter { $0.outcome == .unfinished }.map(\.name) }
}

/// One error from the compiler: its first line (`/…/File.swift:2:56: error: …`) and the excerpt under it.
struct RunnerDiagnostic: Sendable, Equatable {
  /// The file's path as the compiler printed it.
  var path: String
  var lines: [String]
}

/// Reads the console output of `swift build` and of Swift Testing (as `swift test` prints it).
enum RunnerOutputParser {
  /// The tests and the run's outcome in Swift Testing's console output (with or without colour).
  static func parse(_ output: String) -> RunnerTestReport {
    var report = RunnerTestReport()
    var lastIssue: (test: Int, issue: Int)?
    for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = withoutEscapes(rawLine)
      let words = line.drop { $0 != " " }.dropFirst()  // after the leading symbol (◇ ✔ ✘ ➜ ↳ …)
      if line.hasPrefix("↳"), let lastIssue {
        report.tests[lastIssue.test].issues[lastIssue.issue].details.append(String(words))
        continue
      }
      lastIssue = nil
      if words.hasPrefix("Test run ") {
        if words.hasPrefix("Test run with ") {
          report.testCount = Int(words.dropFirst("Test run with ".count).prefix { $0.isNumber })
        }
      } else if words.hasPrefix("Test ") && !words.hasPrefix("Test case ") {
        lastIssue = record(words.dropFirst("Test ".count), in: &report)
      } else if let executed = line.range(of: "Executed "), line.contains(" test") {
        report.xcTestCount = Int(line[executed.upperBound...].prefix { $0.isNumber })
      } else if line.contains("Fatal error") || line.contains("Program crashed") {
        report.crashLines.append(line.trimmingCharacters(in: .whitespaces))
      } else if let frame = backtraceSource(line) {
        report.crashFrames.append(frame)
      }
    }
    return report
  }

  /// The errors in the output of `swift build`, each once, with the compiler's excerpt of the code.
  static func diagnostics(in output: String) -> [RunnerDiagnostic] {
    var diagnostics: [RunnerDiagnostic] = []
    var current: RunnerDiagnostic?
    var seen: Set<String> = []
    for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = withoutEscapes(rawLine)
      if current != nil, isExcerpt(line) {
        current?.lines.append(line)
        continue
      }
      if let finished = current {
        diagnostics.append(finished)
        current = nil
      }
      guard let marker = line.range(of: ": error: "), seen.insert(line).inserted else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
      current = RunnerDiagnostic(path: location.dropLast(2).joined(separator: ":"), lines: [line])
    }
    if let current {
      diagnostics.append(current)
    }
    return diagnostics
  }

  /// Reads the rest of a `Test …` line into the report; returns where an issue went, so that the `↳` lines after
  /// it can join it.
  private static func record(_ rest: Substring, in report: inout RunnerTestReport) -> (
    test: Int, issue: Int
  )? {
    let verbs = [
      " started.", " passed after ", " passed.", " failed after ", " failed.", " recorded an issue",
      " skipped",
    ]
    guard
      let (verb, range) = verbs.compactMap({ verb in rest.range(of: verb).map { (verb, $0) } })
        .min(by: { $0.1.lowerBound < $1.1.lowerBound })
    else { return nil }
    let name = unquoted(withoutCaseCount(rest[..<range.lowerBound]))
    let index =
      report.tests.lastIndex { $0.name == name }
      ?? {
        report.tests.append(RunnerTestResult(name: name, outcome: .unfinished))
        return report.tests.count - 1
      }()
    switch verb {
    case " passed after ", " passed.":
      report.tests[index].outcome = .passed
    case " failed after ", " failed.":
      report.tests[index].outcome = .failed
    case " skipped":
      report.tests[index].outcome = .skipped
    case " recorded an issue":
      report.tests[index].issues.append(issue(from: rest[range.upperBound...]))
      return (index, report.tests[index].issues.count - 1)
    default:
      break
    }
    return nil
  }

  /// ` at File.swift:12:5: Expectation failed: …`, ` with 1 argument x → 3 at File.swift:12:5: …`, or `: …`.
  private static func issue(from text: Substring) -> RunnerIssue {
    guard let swift = text.range(of: ".swift:"),
      let at = text[..<swift.lowerBound].range(of: " at ", options: .backwards)
    else {
      return RunnerIssue(location: nil, message: String(text.drop { $0 == ":" || $0 == " " }))
    }
    let end = text[swift.upperBound...].range(of: ": ")
    let location = String(text[at.upperBound..<(end?.lowerBound ?? text.endIndex)])
    let message = end.map { String(text[$0.upperBound...]) } ?? ""
    let arguments = text[..<at.lowerBound].trimmingCharacters(in: .whitespaces)
    return RunnerIssue(
      location: location, message: arguments.isEmpty ? message : "(\(arguments)) " + message)
  }

  /// `/…/File.swift:8:29` from a backtrace frame (`… in X.xctest at /…/File.swift:8:29`).
  private static func backtraceSource(_ line: String) -> String? {
    guard let at = line.range(of: " at /", options: .backwards) else { return nil }
    let path = line[line.index(before: at.upperBound)...]
    return path.contains(".swift:") ? String(path) : nil
  }

  /// `"Rounds" with 4 test cases` (a parameterized test's last line) → `"Rounds"`.
  private static func withoutCaseCount(_ name: Substring) -> Substring {
    guard let with = name.range(of: " with ", options: .backwards) else { return name }
    let count = name[with.upperBound...]
    let isCaseCount =
      count.first?.isNumber == true
      && (count.hasSuffix(" test cases") || count.hasSuffix(" test case"))
    return isCaseCount ? name[..<with.lowerBound] : name
  }

  /// `"Formats the rating"` → `Formats the rating`; `rating()` stays as it is.
  private static func unquoted(_ name: Substring) -> String {
    name.count >= 2 && name.hasPrefix("\"") && name.hasSuffix("\"")
      ? String(name.dropFirst().dropLast()) : String(name)
  }

  /// A line of the compiler's excerpt under an error: `2 | code`, `  |   `- error: …`.
  private static func isExcerpt(_ line: String) -> Bool {
    line.drop { $0 == " " || $0.isNumber }.hasPrefix("|")
  }

  /// The line without terminal colour codes (`ESC [ … m`).
  private static func withoutEscapes(_ line: Substring) -> String {
    guard line.contains("\u{1B}") else { return String(line) }
    var result = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        inEscape = !character.isLetter
      } else {
        result.append(character)
      }
    }
    return result
  }
}
