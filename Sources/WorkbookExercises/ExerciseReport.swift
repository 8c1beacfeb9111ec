import Localization
import TerminalKit
import TextWidth

/// How a check's result reads: ✓ or ✗ for each test by its name, what failed and where, the compiler's own
/// lines, and one verdict line at the end.
package struct ExerciseReport {
  /// One line of the report; `verbatim` lines (the compiler's, a crash's) are written as they are, never wrapped.
  package struct Line: Equatable {
    package var text: String
    package var style: Style = .plain
    var verbatim = false
  }

  /// How many of one test's issues are shown (one in a report that fits a screen); a parameterized test can
  /// record one per case.
  static let issuesShown = 3

  /// How much a check of tests that the learner wrote says about the mutants that survive them.
  package enum Survivors {
    /// How many survive, and nothing of what they get wrong: the untouched stub's check, which should raise a
    /// question, not hand over a checklist.
    case counted
    /// The first survivor's name and mistake, and how many others survive.
    case first
    /// Every survivor's name and mistake (`check --all`).
    case all
  }

  let result: ExerciseCheckResult
  /// How long the tests were allowed, for the message when they ran out of time.
  let timeout: Duration
  package var survivors = Survivors.first
  /// The terminal's width, which every failed expectation is fitted to; `write(to:output:)` takes the terminal's.
  package var width = Terminal.defaultWidth
  /// Whether each failed expectation is shown whole, as Swift Testing words it (`check --verbose`).
  package var verbose = false
  /// Whether every test is shown, each failing one in full (`check --all`); else the report fits a screen: how
  /// many pass, the first failing test in full, every other one a line, up to `failuresListed`.
  package var everyTest = true
  /// The Chinese of the tests' messages, keyed by the English (`Exercise.testMessages(root:)`); in Chinese, a
  /// message without its Chinese is left out.
  package var messages: [String: String] = [:]

  /// How many lines one issue takes at most in a report that fits a screen (`--all` and `--verbose` show it whole).
  static let issueLinesShown = 8

  /// How many failing tests a report that fits a screen names, the first in full.
  static let failuresListed = 8

  package init(result: ExerciseCheckResult, timeout: Duration) {
    self.result = result
    self.timeout = timeout
  }

  package var passed: Bool { result.verdict == .passed }

  package var lines: [Line] {
    let exercise = result.exercise
    guard exercise.writesTests else { return testLines + verdictLines }
    let heading = Line(
      .plain, en: "Your tests on the code they test, \(exercise.codeUnderTestPath):",
      zh: "你的测试在被测代码 \(exercise.codeUnderTestPath) 上的结果：")
    return [heading] + testLines + mutantLines + verdictLines
  }

  /// The verdict's line, then what the run printed and what to do next.
  private var verdictLines: [Line] {
    let id = result.exercise.id
    switch result.verdict {
    case .passed:
      let mutants = result.mutants.count
      let allCaught =
        mutants == 0
        ? localized(en: ".", zh: "。")
        : localized(
          en: ", and they catch all \(mutants) mutants.", zh: "，而且杀死了全部 \(mutants) 个变异体。")
      return [
        Line(
          text: localized(en: "✓ \(id) passes: ", zh: "✓ \(id) 通过：") + allPass
            + allCaught, style: .accent)
      ]
    case .missesMutants:
      return missesMutantsLines
    case .failed:
      return failedLines
    case .doesNotCompile:
      return [Line(.error, en: "✗ \(id) does not compile:", zh: "✗ \(id) 编译失败：")] + output()
        + [editAdvice]
    case .crashed:
      return [Line(.error, en: "✗ \(id) crashed\(place):", zh: "✗ \(id) \(place)崩溃了：")]
        + output(indent: "    ") + [Line(text: Self.crashAdvice(for: result.lines), style: .dim)]
        + mistakeLines + notRunLines
    case .exited:
      let verdict = Line(
        .error, en: "✗ \(id) stopped\(place): the test process ended before its tests finished.",
        zh: "✗ \(id) \(place)停止了：测试还没有全部结束，测试进程就退出了。")
      let advice = Line(
        .dim,
        en:
          "A test process must run to its end, pass or fail: look for a call to exit() in your code.",
        zh: "无论测试通过与否，测试进程都必须运行到结束：检查你的代码里有没有调用 exit()。")
      return [verdict] + output(indent: "    ") + (result.stoppedTest == nil ? [] : [advice])
        + notRunLines
    case .timedOut:
      return timedOutLines
    case .noTests, .allSkipped:
      return [
        Line(
          .error, en: "✗ \(id): \(result.inFewWords), which is a failure, never a pass.",
          zh: "✗ \(id)：\(result.inFewWords)，这只能算未通过，绝不算通过。")
      ]
    case .couldNotRun:
      return [Line(.error, en: "✗ \(id) could not be checked:", zh: "✗ \(id) 无法检查：")] + output()
    }
  }

  /// The learner's tests pass, but some mutant survives them.
  private var missesMutantsLines: [Line] {
    let id = result.exercise.id
    let survivors = result.mutants.filter { $0.outcome == .survived }.count
    let verdict = Line(
      .error,
      en: "✗ \(id) fails: \(allPass), but \(survivors) of \(result.mutants.count) "
        + "mutants survive them.",
      zh: "✗ \(id) 未通过：\(allPass)，但 \(result.mutants.count) 个变异体中有 "
        + "\(survivors) 个存活了下来。")
    let advice =
      self.survivors == .counted
      ? Line(
        .dim,
        en:
          "A mutant is the code under test with one mistake in it. For each thing the code does, ask what a "
          + "wrong version would do instead, and write a test that would fail on it.",
        zh: "变异体就是被测代码带上一个错误的版本。对代码做的每一件事，都问问自己：写错的版本会怎么做？"
          + "再写一个会在它上面失败的测试。")
      : Line(
        .dim,
        en:
          "Write a test that fails on a surviving mutant; its patch is in \(result.exercise.path)/Mutants/.",
        zh: "写一个能让存活的变异体失败的测试；它的补丁在 \(result.exercise.path)/Mutants/ 里。")
    return [verdict, advice, editAdvice]
  }

  /// The tests ran out of time: which one was running, and how to allow more.
  private var timedOutLines: [Line] {
    let id = result.exercise.id
    let seconds = timeout.secondsText
    let running = result.stoppedTest.map { test in
      localized(en: "; \"\(test)\" was still running", zh: "；当时仍在运行的是 \"\(test)\"")
    }
    let verdict = Line(
      .error,
      en: "✗ \(id) did not finish within \(seconds) seconds\(running ?? "") and was stopped.",
      zh: "✗ \(id) 没有在 \(seconds) 秒内运行完，已被停止\(running ?? "")。")
    let advice = Line(
      .dim,
      en:
        "Look for a loop that never ends or an await that never returns. To allow 60 seconds, run "
        + "'WORKBOOK_TIMEOUT=60 swift run workbook check \(id)'.",
      zh: "检查有没有永远不结束的循环，或者永远不返回的 await。要放宽到 60 秒，运行 "
        + "'WORKBOOK_TIMEOUT=60 swift run workbook check \(id)'。")
    return [verdict] + output(indent: "    ") + [advice] + notRunLines
  }

  /// Some test failed: which, and what the tests said.
  private var failedLines: [Line] {
    let exercise = result.exercise
    let ran = result.tests.filter { $0.outcome != .skipped }
    let failing = ran.filter { $0.outcome != .passed }
    let skipped = result.tests.count - ran.count
    var lines = [
      Line(
        text: localized(
          en: "✗ \(exercise.id) fails: \(ran.count - failing.count) of \(ran.count) tests pass",
          zh: "✗ \(exercise.id) 未通过：\(ran.count) 个测试中通过了 \(ran.count - failing.count) 个")
          + (skipped > 0 ? localized(en: " (\(skipped) skipped)", zh: "（跳过了 \(skipped) 个）") : "")
          + (failing.isEmpty || !everyTest
            ? localized(en: ".", zh: "。") : localized(en: ". Failing:", zh: "。未通过的测试：")),
        style: .error)
    ]
    if everyTest {
      lines += failing.map { Line(text: "  - \($0.name)", style: .error) }
    } else if failing.count > 1 {
      let all = WorkbookInvocation.command(["check", exercise.id, "--all"])
      lines.append(
        Line(
          .dim, en: "'\(all)' shows every failing test in full.",
          zh: "运行 '\(all)' 可以看到每个未通过测试的完整信息。"))
    }
    lines += output()
    if exercise.writesTests {
      lines.append(
        Line(
          .dim,
          en:
            "The code in \(exercise.codeUnderTestPath) is right, so a test that fails on it expects the wrong "
            + "thing. Your tests meet the mutants once they all pass.",
          zh: "\(exercise.codeUnderTestPath) 里的代码是对的，在它上面失败的测试说明期望写错了。等你的测试全部"
            + "通过，才会拿它们去检查变异体。"))
    }
    return lines + mistakeLines + [editAdvice]
  }

  /// The mistake that the failing tests point to, named as a tutor would name it, never the fix.
  private var mistakeLines: [Line] {
    guard let mistake = result.likelyMistake else { return [] }
    return [
      Line(
        .plain, en: "These failures look like a common mistake: \(mistake)",
        zh: "这些失败很像一个常见的错误：\(mistake)")
    ]
  }

  /// What the run printed (the compiler's errors, a crash's lines), as it printed it.
  private func output(indent: String = "") -> [Line] {
    result.lines.map { Line(text: indent + $0, verbatim: true) }
  }

  /// ✓ or ✗ and each test's name, with each failed expectation and where it is; or, unless `everyTest`, as much
  /// as fits a screen.
  private var testLines: [Line] {
    guard !everyTest else {
      // Where the tests are in several suites, each group under its suite's name, as the tests' files have them.
      let grouped = Set(result.tests.map(\.suite)).count > 1
      var suite = ""
      return result.tests.flatMap { test in
        defer { suite = test.suite }
        let heading =
          grouped && test.suite != suite ? [Line(text: "  " + test.suite, style: .title)] : []
        return heading + lines(of: test)
      }
    }
    let others = result.tests.filter { !($0.outcome == .passed && $0.issues.isEmpty) }
    let passing = result.tests.count - others.count
    // A pass: the verdict's line says how many.
    guard !others.isEmpty else { return [] }
    var shown =
      passing == 0
      ? []
      : [
        Line(
          .plain, en: passing == 1 ? "  ✓ 1 test passes" : "  ✓ \(passing) tests pass",
          zh: "  ✓ \(passing) 个测试通过")
      ]
    for (index, test) in others.prefix(Self.failuresListed).enumerated() {
      let each = lines(of: test, issues: 1)
      shown += index == 0 ? each : [each[0]]
    }
    let more = others.count - Self.failuresListed
    if more > 0 {
      shown.append(Line(.error, en: "  … and \(more) more", zh: "  … 还有 \(more) 个"))
    }
    return shown
  }

  /// What the report says of one test: ✓ or ✗ and its name, with each failed expectation and where it is.
  private func lines(of test: RunnerTestResult, issues: Int = issuesShown) -> [Line] {
    switch test.outcome {
    case .passed where test.issues.isEmpty:
      return [Line(text: "  ✓ \(test.name)")]
    case .skipped:
      return [Line(.dim, en: "  - \(test.name) (skipped)", zh: "  - \(test.name)（已跳过）")]
    case .unfinished:
      let why =
        switch result.verdict {
        case .timedOut:
          localized(en: "still running when the time ran out", zh: "时间用完时仍在运行")
        case .exited: localized(en: "ended the test process", zh: "结束了测试进程")
        default: localized(en: "crashed", zh: "崩溃了")
        }
      return [Line(.error, en: "  ✗ \(test.name) (\(why))", zh: "  ✗ \(test.name)（\(why)）")]
    case .passed, .failed:
      let shown = test.issues.prefix(issues)
      let more = test.issues.count - shown.count
      var lines = [Line(text: "  ✗ \(test.name)", style: .error)]
      for issue in shown {
        // On one screen, a message of thousands of characters shows its start, then where it is.
        var issueLines = IssueLines(
          issue: issue, width: width, verbose: verbose, messages: messages
        ).lines
        if !everyTest, !verbose, issueLines.count > Self.issueLinesShown {
          issueLines =
            issueLines.prefix(Self.issueLinesShown - 2)
            + [String(repeating: " ", count: IssueLines.indent) + "…"] + issueLines.suffix(1)
        }
        lines += issueLines.map { Line(text: $0, verbatim: true) }
        // An exit test's process crashed: what to look for, but no other test stopped.
        if let reason = issue.details.first(where: { $0.contains("Fatal error") }) {
          lines.append(
            Line(text: "      " + Self.adviceOnCrash(for: [reason]), style: .dim))
        }
      }
      if more > 0 {
        lines.append(
          Line(
            .dim, en: "      … and \(more) more like \(more == 1 ? "it" : "these")",
            zh: "      … 还有 \(more) 个类似的问题"))
      }
      return lines
    }
  }

  /// The tests that never started because the run ended first, by name.
  private var notRunLines: [Line] {
    let count = result.notRun.count
    guard count > 0 else { return [] }
    let tests = count == 1 ? "1 test" : "\(count) tests"
    let heading = Line(.error, en: "\(tests) never ran:", zh: "有 \(count) 个测试没有运行：")
    return [heading] + result.notRun.map { Line(text: "  - \($0)", style: .error) }
  }

  /// `all 7 tests pass`, or `its one test passes`.
  private var allPass: String {
    let count = result.tests.filter { $0.outcome == .passed }.count
    return count == 1
      ? localized(en: "its one test passes", zh: "唯一的测试通过了")
      : localized(en: "all \(count) tests pass", zh: "全部 \(count) 个测试都通过了")
  }

  /// Where a crashed or stopped run stopped: ` in "Loading ends"`, or ` before any test began`; Chinese puts
  /// it before the verb: `在运行 "Loading ends" 时`.
  private var place: String {
    localized(
      en: result.stoppedTest.map { " in \"\($0)\"" } ?? " before any test began",
      zh: result.stoppedTest.map { "在运行 \"\($0)\" 时" } ?? "在任何测试开始之前就")
  }

  /// What the learner's tests did on the mutants: the tests that killed each, as much of the survivors as
  /// `survivors` says, and why a run did not complete.
  private var mutantLines: [Line] {
    guard !result.mutants.isEmpty else { return [] }
    let exercise = result.exercise
    var lines = [
      Line(
        .plain,
        en:
          "Your tests on \(result.mutants.count) mutants, wrong versions of that code, in \(exercise.path)/Mutants:",
        zh:
          "你的测试在 \(exercise.path)/Mutants 里的 \(result.mutants.count) 个变异体（这份代码的错误版本）上的结果：")
    ]
    let survivors = result.mutants.filter { $0.outcome == .survived }
    for mutant in result.mutants {
      switch mutant.outcome {
      case .killed(let catchers) where survivors.isEmpty || self.survivors != .counted:
        lines.append(Line(text: "  ✓ \(mutant.name)" + ExerciseCheckResult.caught(by: catchers)))
      case .unfinished(let reason):
        lines.append(
          Line(
            .error,
            en: "  ? \(mutant.name): its run did not complete, so it proves nothing: \(reason)",
            zh: "  ? \(mutant.name)：它的运行没有完成，所以什么也证明不了：\(reason)"))
      default:
        break
      }
    }
    let shown: [ExerciseCheckResult.Mutant] =
      switch self.survivors {
      case .counted: []
      case .first: Array(survivors.prefix(1))
      case .all: survivors
      }
    lines += shown.map {
      Line(
        .error, en: "  ✗ \($0.name) survives: every test passes. \($0.why)",
        zh: "  ✗ \($0.name) 存活了：所有测试都通过了。\($0.why)")
    }
    let hidden = survivors.count - shown.count
    if hidden > 0 {
      let all = WorkbookInvocation.command(["check", exercise.id, "--all"])
      lines.append(
        shown.isEmpty
          ? Line(
            .error, en: "  ✗ \(hidden) survive: every test passes on them.",
            zh: "  ✗ \(hidden) 个存活了：所有测试在它们上面都通过了。")
          : Line(
            .error, en: "  ✗ \(hidden) more survive. Run '\(all)' to see them all.",
            zh: "  ✗ 另有 \(hidden) 个存活了。运行 '\(all)' 查看全部。"))
    }
    return lines
  }

  private var editAdvice: Line {
    let exercise = result.exercise
    let files = exercise.files.map { exercise.sourcesPath + "/" + $0 }
      .joined(separator: localized(en: ", ", zh: "、"))
    // No command to check again: the same advice follows a `check` and each round of a `watch`.
    let hint = "'swift run workbook hint \(exercise.id)'"
    return Line(
      .dim, en: "Edit \(files), then check again. Stuck? Run \(hint).",
      zh: "改好 \(files) 后再检查一次。卡住了？运行 \(hint)。")
  }

  /// Writes the report: the verbatim lines as they are, the others fitted to the terminal, in colour on one.
  @MainActor package func write(to terminal: Terminal, output: any TextOutput) {
    var fitted = self
    fitted.width = terminal.width
    for line in fitted.lines {
      if line.verbatim {
        // Whole, never wrapped, but never raw: a compiler quotes the learner's code, control characters and all.
        output.write(line.text.terminalSafe + "\n")
      } else {
        terminal.writeIndented(line.text, style: line.style)
      }
    }
  }

  /// What to look for after a crash, from the reason the Swift runtime gave (`Fatal error: …`, among `lines`).
  static func crashAdvice(for lines: [String]) -> String {
    localized(
      en: "A crash stops every test after it. ", zh: "一次崩溃会让它之后的测试全都无法运行。")
      + adviceOnCrash(for: lines)
  }

  /// The advice on the crash itself: all there is to say when an exit test's process crashed, stopping no test.
  static func adviceOnCrash(for lines: [String]) -> String {
    let reason = lines.first { $0.contains("Fatal error") } ?? ""
    if reason.contains("unowned reference") {
      return localized(
        en:
          "An unowned reference was read after its object was freed: unowned never becomes nil, so it may "
          + "only point at something that outlives it. Where the object can go first, make the reference "
          + "weak (an optional) and let it read nil; Stages/Stage3VIPER.md, \"A delegate out\", shows why.",
        zh:
          "对象释放之后，又读取了指向它的 unowned 引用：unowned 永远不会变成 nil，所以它只能指向生命周期比它长的"
          + "对象。如果对象可能先被释放，就改用 weak（可选值），让它读到 nil；Stages/Stage3VIPER.zh-Hans.md 的"
          + "“传出：代理”一节讲了原因。")
    }
    if reason.contains("Unexpectedly found nil") {
      return localized(
        en:
          "A force unwrap (!) met nil: unwrap with if let or guard let, and decide what nil means.",
        zh: "强制解包（!）遇到了 nil：改用 if let 或 guard let 解包，并想清楚 nil 意味着什么。")
    }
    if reason.contains("Index out of range") {
      return localized(
        en:
          "An index was out of range: check it against the collection's indices before you use it.",
        zh: "下标越界了：使用下标之前，先检查它在不在集合的 indices 范围内。")
    }
    if reason.contains("index is out of bounds") {
      return localized(
        en:
          "A String index was past the end. A String's views (its Characters, utf16, utf8) have different "
          + "lengths: count and cut in one and the same view, and check the index against its count.",
        zh: "String 的下标超出了末尾。String 的几种视图（Character、utf16、utf8）长度各不相同：计数和截取要"
          + "在同一种视图里进行，并先用它的 count 检查下标。")
    }
    if !reason.isEmpty {
      return localized(
        en:
          "Your code stopped the program on purpose (fatalError, precondition): the line above says where.",
        zh: "你的代码主动终止了程序（fatalError、precondition）：上面那一行说明了位置。")
    }
    return localized(
      en: "Look for a force unwrap (!), an index out of range or a fatalError() in your code.",
      zh: "检查你的代码里有没有强制解包（!）、下标越界或者 fatalError()。")
  }
}

extension ExerciseReport.Line {
  /// A line in `style`, in the learner's language.
  init(_ style: Style, en: String, zh: String) {
    self.init(text: localized(en: en, zh: zh), style: style)
  }
}

extension Terminal {
  /// Writes one line in the learner's language, as `write(_:style:wraps:)` does.
  package func write(en: String, zh: String, style: Style = .plain, wraps: Bool = true) {
    write(localized(en: en, zh: zh), style: style, wraps: wraps)
  }

  /// Writes `text` wrapped to the terminal's width, each wrapped line starting under the first one's text: past
  /// its indent, and past a leading mark (`✗ `, `✓ `, `- `) too.
  package func writeIndented(_ text: String, style: Style = .plain) {
    let indent = text.prefix { $0 == " " }.count
    let hanging =
      ["✗ ", "✓ ", "- "].contains(text.dropFirst(indent).prefix(2)) ? indent + 2 : indent
    for line in Layout.hanging(
      String(text.prefix(hanging)), String(text.dropFirst(hanging)), width: width)
    {
      write(line, style: style)
    }
  }
}
