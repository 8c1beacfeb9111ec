import TerminalKit

/// How a check's result reads: ✓ or ✗ for each test by its name, what failed and where, the compiler's own
/// lines, and one verdict line at the end.
struct ExerciseReport {
  /// One line of the report; `verbatim` lines (the compiler's, a crash's) are written as they are, never wrapped.
  struct Line: Equatable {
    var text: String
    var style: Style = .plain
    var verbatim = false
  }

  /// How many of one test's issues are shown; a parameterized test can record one per case.
  static let issuesShown = 3

  let result: ExerciseCheckResult
  /// How long the tests were allowed, for the message when they ran out of time.
  let timeout: Duration

  var passed: Bool { result.verdict == .passed }

  var lines: [Line] {
    let exercise = result.exercise
    var lines = testLines
    switch result.verdict {
    case .passed:
      let count = result.tests.filter { $0.outcome == .passed }.count
      lines.append(Line(text: "✓ \(exercise.id) passes: all \(count) tests pass.", style: .accent))
    case .failed:
      let failed = result.tests.filter { $0.outcome == .failed || !$0.issues.isEmpty }.count
      lines.append(
        Line(
          text: "✗ \(exercise.id) fails: \(failed) of \(result.tests.count) tests fail.",
          style: .error))
      lines.append(Line(text: editAdvice, style: .dim))
    case .doesNotCompile:
      lines.append(Line(text: "✗ \(exercise.id) does not compile:", style: .error))
      lines += result.lines.map { Line(text: $0, verbatim: true) }
      lines.append(Line(text: editAdvice, style: .dim))
    case .crashed:
      let place = result.stoppedTest.map { " in \"\($0)\"" } ?? " before any test began"
      lines.append(Line(text: "✗ \(exercise.id) crashed\(place):", style: .error))
      lines += result.lines.map { Line(text: "    " + $0, verbatim: true) }
      lines.append(
        Line(
          text:
            "A crash stops every test after it: look for a force unwrap (!), an index out of range or a "
            + "fatalError() in your code.", style: .dim))
    case .timedOut:
      let place = result.stoppedTest.map { "; \"\($0)\" was still running" } ?? ""
      lines.append(
        Line(
          text:
            "✗ \(exercise.id) did not finish within \(timeout.components.seconds) seconds\(place) and was "
            + "stopped.", style: .error))
      lines.append(
        Line(
          text:
            "Look for a loop that never ends or an await that never returns. (WORKBOOK_TIMEOUT=60 allows "
            + "60 seconds.)", style: .dim))
    case .noTests:
      lines.append(
        Line(
          text: "✗ \(exercise.id): 0 tests ran, which is a failure, never a pass.", style: .error))
    case .allSkipped:
      lines.append(
        Line(
          text: "✗ \(exercise.id): every test was skipped, which is a failure, never a pass.",
          style: .error))
    case .couldNotRun:
      lines.append(Line(text: "✗ \(exercise.id) could not be checked:", style: .error))
      lines += result.lines.map { Line(text: $0, verbatim: true) }
    }
    return lines
  }

  /// ✓ or ✗ and each test's name, with each failed expectation and where it is.
  private var testLines: [Line] {
    result.tests.flatMap { test -> [Line] in
      switch test.outcome {
      case .passed where test.issues.isEmpty:
        return [Line(text: "  ✓ \(test.name)")]
      case .skipped:
        return [Line(text: "  - \(test.name) (skipped)", style: .dim)]
      case .unfinished:
        let why = result.verdict == .timedOut ? "still running when the time ran out" : "crashed"
        return [Line(text: "  ✗ \(test.name) (\(why))", style: .error)]
      case .passed, .failed:
        let shown = test.issues.prefix(Self.issuesShown)
        let more = test.issues.count - shown.count
        return [Line(text: "  ✗ \(test.name)", style: .error)]
          + shown.flatMap { issue in
            [Line(text: "      " + issue.message, verbatim: true)]
              + issue.details.map { Line(text: "        " + $0, verbatim: true) }
              + (issue.location.map { [Line(text: "      at " + $0, style: .dim)] } ?? [])
          }
          + (more > 0
            ? [
              Line(text: "      … and \(more) more like \(more == 1 ? "it" : "these")", style: .dim)
            ] : [])
      }
    }
  }

  private var editAdvice: String {
    let exercise = result.exercise
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }.joined(separator: ", ")
    // No command here: the same advice follows a `check` and each round of a `watch`.
    return "Edit \(files), then check again. Stuck? 'workbook hint \(exercise.id)'."
  }

  /// Writes the report: the verbatim lines as they are, the others fitted to the terminal, in colour on one.
  @MainActor func write(to terminal: Terminal, output: any TextOutput) {
    for line in lines {
      if line.verbatim {
        output.write(line.text + "\n")
      } else {
        terminal.writeIndented(line.text, style: line.style)
      }
    }
  }
}

extension Terminal {
  /// Writes `text` wrapped to the terminal's width, each wrapped line indented as far as the first line is.
  func writeIndented(_ text: String, style: Style = .plain) {
    let indent = String(text.prefix { $0 == " " })
    let body = text.dropFirst(indent.count)
    for line in body.wrapped(toWidth: max(20, width - indent.count)) {
      write(indent + line, style: style)
    }
  }
}
