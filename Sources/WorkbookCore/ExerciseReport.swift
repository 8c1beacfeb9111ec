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
    if exercise.writesTests {
      lines.insert(
        Line(text: "Your tests on the code they test, \(exercise.codeUnderTestPath):"), at: 0)
      lines += mutantLines
    }
    switch result.verdict {
    case .passed:
      let count = result.tests.filter { $0.outcome == .passed }.count
      let mutants = result.mutants.count
      lines.append(
        Line(
          text: "✓ \(exercise.id) passes: \(Self.allPass(count))"
            + (mutants == 0 ? "." : ", and they catch all \(mutants) mutants."), style: .accent))
    case .missesMutants:
      let count = result.tests.filter { $0.outcome == .passed }.count
      let survivors = result.mutants.filter { $0.caughtBy == nil }
      lines.append(
        Line(
          text:
            "✗ \(exercise.id) fails: \(Self.allPass(count)), but \(survivors.count) of \(result.mutants.count) "
            + "mutants pass them too. Missed:", style: .error))
      lines += survivors.map { Line(text: "  - \($0.name)", style: .error) }
      lines.append(
        Line(
          text:
            "Write a test that fails on each one missed: what it gets wrong is in its WHY, and its code is in "
            + "\(exercise.path)/Mutants/.", style: .dim))
      lines.append(Line(text: editAdvice, style: .dim))
    case .failed:
      let ran = result.tests.filter { $0.outcome != .skipped }
      let failing = ran.filter { $0.outcome != .passed }
      let skipped = result.tests.count - ran.count
      lines.append(
        Line(
          text: "✗ \(exercise.id) fails: \(ran.count - failing.count) of \(ran.count) tests pass"
            + (skipped > 0 ? " (\(skipped) skipped)" : "") + (failing.isEmpty ? "." : ". Failing:"),
          style: .error))
      lines += failing.map { Line(text: "  - \($0.name)", style: .error) }
      lines += result.lines.map { Line(text: $0, verbatim: true) }
      if exercise.writesTests {
        lines.append(
          Line(
            text:
              "The code in \(exercise.codeUnderTestPath) is right, so a test that fails on it expects the wrong "
              + "thing. Your tests meet the mutants once they all pass.", style: .dim))
      }
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
    case .exited:
      let place = result.stoppedTest.map { " in \"\($0)\"" } ?? " before any test began"
      lines.append(
        Line(
          text:
            "✗ \(exercise.id) stopped\(place): the test process ended before its tests finished.",
          style: .error))
      lines += result.lines.map { Line(text: "    " + $0, verbatim: true) }
      if result.stoppedTest != nil {
        lines.append(
          Line(
            text:
              "A test process must run to its end, pass or fail: look for a call to exit() in your code.",
            style: .dim))
      }
    case .timedOut:
      let place = result.stoppedTest.map { "; \"\($0)\" was still running" } ?? ""
      lines.append(
        Line(
          text:
            "✗ \(exercise.id) did not finish within \(timeout.components.seconds) seconds\(place) and was "
            + "stopped.", style: .error))
      lines += result.lines.map { Line(text: "    " + $0, verbatim: true) }
      lines.append(
        Line(
          text:
            "Look for a loop that never ends or an await that never returns. To allow 60 seconds, run "
            + "'WORKBOOK_TIMEOUT=60 swift run workbook check \(exercise.id)'.", style: .dim))
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
        let why =
          switch result.verdict {
          case .timedOut: "still running when the time ran out"
          case .exited: "ended the test process"
          default: "crashed"
          }
        return [Line(text: "  ✗ \(test.name) (\(why))", style: .error)]
      case .passed, .failed:
        let shown = test.issues.prefix(Self.issuesShown)
        let more = test.issues.count - shown.count
        var lines = [Line(text: "  ✗ \(test.name)", style: .error)]
        lines += shown.flatMap(Self.issueLines)
        if more > 0 {
          lines.append(
            Line(text: "      … and \(more) more like \(more == 1 ? "it" : "these")", style: .dim))
        }
        return lines
      }
    }
  }

  /// `all 7 tests pass`, or `its one test passes`.
  private static func allPass(_ count: Int) -> String {
    count == 1 ? "its one test passes" : "all \(count) tests pass"
  }

  /// What the learner's tests did on each mutant: ✓ and the tests that caught it, or ✗ and what it gets wrong.
  private var mutantLines: [Line] {
    guard !result.mutants.isEmpty else { return [] }
    let exercise = result.exercise
    return [
      Line(
        text:
          "Your tests on \(result.mutants.count) mutants, wrong versions of that code, in \(exercise.path)/Mutants:"
      )
    ]
      + result.mutants.map { mutant in
        if let caughtBy = mutant.caughtBy {
          return Line(text: "  ✓ \(mutant.name): caught by \(caughtBy)")
        }
        return Line(text: "  ✗ \(mutant.name): every test passes. \(mutant.why)", style: .error)
      }
  }

  /// Every line of an issue's message and of what follows it (an expectation can span lines, and so can the
  /// difference between two values), then where it is.
  private static func issueLines(_ issue: RunnerIssue) -> [Line] {
    let text = ([issue.message] + issue.details).flatMap {
      $0.split(separator: "\n", omittingEmptySubsequences: false)
    }
    // A path is never cut in two, so that a terminal or an editor can open it.
    let location = issue.location.map { [Line(text: "      at " + $0, verbatim: true)] } ?? []
    return text.map { Line(text: "      " + $0, verbatim: true) } + location
  }

  private var editAdvice: String {
    let exercise = result.exercise
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }.joined(separator: ", ")
    // No command to check again: the same advice follows a `check` and each round of a `watch`.
    return "Edit \(files), then check again. Stuck? Run 'swift run workbook hint \(exercise.id)'."
  }

  /// Writes the report: the verbatim lines as they are, the others fitted to the terminal, in colour on one.
  @MainActor func write(to terminal: Terminal, output: any TextOutput) {
    for line in lines {
      if line.verbatim {
        // Whole, never wrapped, but never raw: a compiler quotes the learner's code, control characters and all.
        output.write(line.text.terminalSafe + "\n")
      } else {
        terminal.writeIndented(line.text, style: line.style)
      }
    }
  }
}

extension Terminal {
  /// Writes `text` wrapped to the terminal's width, each wrapped line starting under the first one's text: past
  /// its indent, and past a leading mark (`✗ `, `✓ `, `- `) too.
  func writeIndented(_ text: String, style: Style = .plain) {
    let indent = text.prefix { $0 == " " }.count
    let hanging =
      ["✗ ", "✓ ", "- "].contains(text.dropFirst(indent).prefix(2)) ? indent + 2 : indent
    let lines = text.dropFirst(hanging).wrapped(toWidth: max(20, width - hanging))
    write(text.prefix(hanging) + lines[0], style: style)
    for line in lines.dropFirst() {
      write(String(repeating: " ", count: hanging) + line, style: style)
    }
  }
}
