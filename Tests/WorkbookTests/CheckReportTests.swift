import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner
@testable import WorkbookVerifier

private let timedOutProcess = RunnerProcessResult(
  output: "", status: 9, wasSignalled: true, timedOut: true, outputWasCut: true)
private let compilerError =
  "Exercises/01-movies/Sources/Movies.swift:3:9: error: cannot find 'titel' in scope"

/// What `check` says of a run, in each language: its verdicts, its own lines under them and its advice in the
/// learner's language; the test names, Swift Testing's messages and the compiler's lines as they are.
@Suite("What check says, in each language") struct CheckReportTests {
  /// A check of `RecordedRun.exercise` in which 3 tests pass and 12 fail, each with 3 failed expectations.
  private static var manyFailures: ExerciseCheckResult {
    var result = ExerciseCheckResult(exercise: RecordedRun.exercise, verdict: .failed)
    let issue = RunnerIssue(
      location: "Exercises/01-movies/Tests/MoviesTests.swift:9:5",
      message: "Expectation failed: (title → \"\") == (\"Up\" → \"Up\")")
    result.tests =
      (1...3).map { RunnerTestResult(name: "Passing test \($0)", outcome: .passed) }
      + (1...12).map {
        RunnerTestResult(
          name: "Failing test \($0)", outcome: .failed, issues: [issue, issue, issue])
      }
    return result
  }

  @Test(
    "A failed check fits a screen: how many pass, the first failing test in full, each other one a line, and how to see them all",
    arguments: Language.allCases)
  func oneScreen(language: Language) {
    let lines = Language.$current.withValue(language) {
      var report = ExerciseReport(result: Self.manyFailures, timeout: .seconds(30))
      report.everyTest = false
      return report.lines.map(\.text)
    }
    let expected: [Language: [String]] = [
      .english: [
        "  ✓ 3 tests pass", "  ✗ Failing test 1",
        "      Expectation failed: (title → \"\") == (\"Up\" → \"Up\")",
        "      at Exercises/01-movies/Tests/MoviesTests.swift:9:5", "      … and 2 more like these",
      ] + (2...8).map { "  ✗ Failing test \($0)" } + [
        "  … and 4 more", "✗ 01 fails: 3 of 15 tests pass.",
        "'swift run workbook check 01 --all' shows every failing test in full.",
        "Edit Exercises/01-movies/Sources/Movies.swift, then check again. Stuck? Run "
          + "'swift run workbook hint 01'.",
      ],
      .simplifiedChinese: [
        "  ✓ 3 个测试通过", "  ✗ Failing test 1",
        "      期望未满足：(title → \"\") == (\"Up\" → \"Up\")",
        "      位于 Exercises/01-movies/Tests/MoviesTests.swift:9:5", "      … 还有 2 个类似的问题",
      ] + (2...8).map { "  ✗ Failing test \($0)" } + [
        "  … 还有 4 个", "✗ 01 未通过：15 个测试中通过了 3 个。",
        "运行 'swift run workbook check 01 --all' 可以看到每个未通过测试的完整信息。",
        "改好 Exercises/01-movies/Sources/Movies.swift 后再检查一次。卡住了？运行 "
          + "'swift run workbook hint 01'。",
      ],
    ]
    #expect(lines == expected[language])
  }

  @Test("With --all, a failed check shows every test, and every failing one in full")
  func everyTest() {
    let lines = ExerciseReport(result: Self.manyFailures, timeout: .seconds(30)).lines.map(\.text)
    #expect(lines.filter { $0.hasPrefix("  ✓ Passing test") }.count == 3)
    #expect(lines.filter { $0.hasPrefix("  ✗ Failing test") }.count == 12)
    #expect(lines.filter { $0.hasPrefix("      at ") }.count == 12 * 3)
    #expect(lines.contains("✗ 01 fails: 3 of 15 tests pass. Failing:"))
  }

  @Test(
    "A build that fails shows the compiler's own lines under the verdict",
    arguments: Language.allCases)
  func doesNotCompile(language: Language) {
    let expected: [Language: [String]] = [
      .english: [
        "✗ 01 does not compile:", compilerError,
        "Edit Exercises/01-movies/Sources/Movies.swift, then check again. Stuck? Run "
          + "'swift run workbook hint 01'.",
      ],
      .simplifiedChinese: [
        "✗ 01 编译失败：",
        compilerError,
        "改好 Exercises/01-movies/Sources/Movies.swift 后再检查一次。卡住了？运行 'swift run workbook hint 01'。",
      ],
    ]
    let lines = reportLines(in: language) {
      ExerciseCheckResult(
        exercise: RecordedRun.exercise, verdict: .doesNotCompile, lines: [compilerError])
    }
    #expect(lines == expected[language])
  }

  @Test(
    "Tests that run out of time name the test still running, and how to allow more time",
    arguments: Language.allCases)
  func timedOut(language: Language) {
    let expected: [Language: [String]] = [
      .english: [
        "  ✓ Lists a film that failed to load before",
        "  ✗ Loading ends (still running when the time ran out)",
        "✗ 01 did not finish within 30 seconds; \"Loading ends\" was still running and was stopped.",
        "    The tests printed more than 1 MB: the rest of what they printed was cut.",
        "Look for a loop that never ends or an await that never returns. To allow 60 seconds, run "
          + "'WORKBOOK_TIMEOUT=60 swift run workbook check 01'.",
      ],
      .simplifiedChinese: [
        "  ✓ Lists a film that failed to load before",
        "  ✗ Loading ends（时间用完时仍在运行）",
        "✗ 01 没有在 30 秒内运行完，已被停止；当时仍在运行的是 \"Loading ends\"。",
        "    测试打印的内容超过了 1 MB：超出的部分已被截掉。",
        "检查有没有永远不结束的循环，或者永远不返回的 await。要放宽到 60 秒，运行 "
          + "'WORKBOOK_TIMEOUT=60 swift run workbook check 01'。",
      ],
    ]
    let lines = reportLines(in: language) { verdict(RecordedRun.hang, timedOutProcess) }
    #expect(lines == expected[language])
  }

  @Test(
    "A time limit of half a second, as WORKBOOK_TIMEOUT=0.5 sets it, is reported as 0.5 seconds in both languages"
  )
  func fractionalTimeout() throws {
    let timeout = try ExerciseContext.testTimeout("0.5")
    let lines = [Language.english, .simplifiedChinese].map { language in
      reportLines(in: language, timeout: timeout) { verdict(RecordedRun.hang, timedOutProcess) }[2]
    }
    #expect(
      lines == [
        "✗ 01 did not finish within 0.5 seconds; \"Loading ends\" was still running and was stopped.",
        "✗ 01 没有在 0.5 秒内运行完，已被停止；当时仍在运行的是 \"Loading ends\"。",
      ])
  }

  @Test(
    "A time limit is written in seconds as a learner gives them, to the millisecond",
    arguments: [
      (Duration.seconds(30), "30"), (.milliseconds(500), "0.5"), (.milliseconds(2250), "2.25"),
      (.milliseconds(1), "0.001"), (.seconds(86_400), "86400"),
    ])
  func secondsText(duration: Duration, text: String) {
    #expect(duration.secondsText == text)
  }

  @Test(
    "A crash, and a test process that ends itself, are told with the test that was running",
    arguments: Language.allCases)
  func crashedAndExited(language: Language) {
    let crashed: [Language: [String]] = [
      .english: [
        "  ✗ The top movie is the first (crashed)",
        "✗ 01 crashed in \"The top movie is the first\":",
        "    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "    *** Program crashed: Illegal instruction ***",
        "    at Exercises/01-movies/Sources/Movies.swift:15:70",
        "    which called Array.subscript.getter (the standard library), where the program stopped",
        "A crash stops every test after it. An index was out of range: check it against the "
          + "collection's indices before you use it.",
      ],
      .simplifiedChinese: [
        "  ✗ The top movie is the first（崩溃了）",
        "✗ 01 在运行 \"The top movie is the first\" 时崩溃了：",
        "    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "    *** Program crashed: Illegal instruction ***",
        "    位于 Exercises/01-movies/Sources/Movies.swift:15:70",
        "    这一行调用了 Array.subscript.getter（标准库），程序在那里停止",
        "一次崩溃会让它之后的测试全都无法运行。下标越界了：使用下标之前，先检查它在不在集合的 indices 范围内。",
      ],
    ]
    let exited: [Language: [String]] = [
      .english: [
        "  ✗ The top movie is the first (ended the test process)",
        "✗ 01 stopped in \"The top movie is the first\": the test process ended before its tests "
          + "finished.",
        "    The test process exited with status 0.",
        "A test process must run to its end, pass or fail: look for a call to exit() in your code.",
      ],
      .simplifiedChinese: [
        "  ✗ The top movie is the first（结束了测试进程）",
        "✗ 01 在运行 \"The top movie is the first\" 时停止了：测试还没有全部结束，测试进程就退出了。",
        "    测试进程退出了，退出状态为 0。",
        "无论测试通过与否，测试进程都必须运行到结束：检查你的代码里有没有调用 exit()。",
      ],
    ]
    let crash = RunnerProcessResult(output: RecordedRun.crashText, status: 4, wasSignalled: true)
    let crashLines = reportLines(in: language) { verdict(RecordedRun.crash, crash) }
    #expect(Array(crashLines.suffix(7)) == crashed[language])
    let exitLines = reportLines(in: language) { verdict(RecordedRun.crash, .exited(0)) }
    #expect(Array(exitLines.suffix(4)) == exited[language])
  }

  @Test(
    "A test program that cannot start is told in the learner's language, though it is started from another thread",
    arguments: [
      (
        Language.english, "Could not run /nonexistent/WorkbookExercisesPackageTests: ",
        "✗ 01 could not be checked:"
      ),
      (.simplifiedChinese, "无法运行 /nonexistent/WorkbookExercisesPackageTests：", "✗ 01 无法检查："),
    ])
  func couldNotRun(language: Language, reason: String, verdictLine: String) async {
    let process = await Language.$current.withValue(language) {
      await RunnerProcess.run(["/nonexistent/WorkbookExercisesPackageTests"], timeout: .seconds(10))
    }
    #expect(process.output.hasPrefix(reason))
    let lines = reportLines(in: language) { verdict("", process) }
    #expect(lines == [verdictLine, process.output])
  }

  @Test("A long Chinese verdict wraps by display width, each line under the first one's text")
  @MainActor func wraps() throws {
    let output = RecordedOutput()
    Language.$current.withValue(.simplifiedChinese) {
      ExerciseReport(result: verdict(RecordedRun.hang, timedOutProcess), timeout: .seconds(30))
        .write(to: Terminal(output: output, width: 40), output: output)
    }
    let lines = output.text.split(separator: "\n").map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("✗ 01") })
    // The verdict's lines, up to the runner's own line under it, which is written whole.
    let wrapped = lines[first...].prefix { !$0.hasPrefix("    ") }
    #expect(wrapped.count > 1)
    #expect(wrapped.allSatisfy { $0.displayWidth <= 40 })
    #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("   ") })
    // Chinese breaks between characters, with no space to drop: the text is all there, in order.
    #expect(
      wrapped.joined().filter { $0 != " " }
        == "✗01没有在30秒内运行完，已被停止；当时仍在运行的是\"Loadingends\"。")
    #expect(wrapped.allSatisfy { !"，。；".contains($0.drop { $0 == " " }.first ?? " ") })
  }
}

@Suite("Naming the likely mistake from a mutant's signature")
struct LikelyMistakeTests {
  /// A mutant of exercise 01 with its reasons and the functions of the tests that catch it.
  private func mutant(_ name: String, caughtBy functions: String) -> ExerciseMutant {
    ExerciseMutant(
      name: name, path: "Exercises/01-movies/Mutants/\(name).patch",
      text:
        "WHY: The \(name) mistake.\nWHY zh-Hans: \(name) 错误。\nCAUGHT BY: \(functions)\n\n--- a/X\n")
  }

  @Test(
    "The failing tests name the one mutant whose signature they are, and stay quiet when none or two are"
  )
  func matching() {
    // Given: 01's failing run, whose failing tests are hidesSkipped, showsPassed, keepsOrder and rounds
    let result = verdict(RecordedRun.failing, .exited(1))
    let theirs = mutant("theirs", caughtBy: "showsPassed keepsOrder hidesSkipped rounds")
    let fewer = mutant("fewer", caughtBy: "showsPassed keepsOrder")
    // Then
    #expect(result.failingFunctions == ["hidesSkipped", "showsPassed", "keepsOrder", "rounds"])
    #expect(ExerciseMutant.likelyMistake(in: result, among: [fewer, theirs]) == theirs)
    #expect(ExerciseMutant.likelyMistake(in: result, among: [fewer]) == nil)
    #expect(ExerciseMutant.likelyMistake(in: result, among: [theirs, theirs]) == nil)
    #expect(
      ExerciseMutant.likelyMistake(in: verdict(RecordedRun.passing, .exited(0)), among: [theirs])
        == nil)
  }

  @Test(
    "check adds the likely mistake under the failures, in the learner's language",
    arguments: [
      (Language.english, "These failures look like a common mistake: The theirs mistake."),
      (.simplifiedChinese, "这些失败很像一个常见的错误：theirs 错误。"),
    ])
  func reported(language: Language, line: String) {
    let lines = reportLines(in: language) {
      var result = verdict(RecordedRun.failing, .exited(1))
      result.likelyMistake = mutant("theirs", caughtBy: "x").why
      return result
    }
    #expect(lines.suffix(2).first == line)
  }
}

@Suite("The advice after a crash fits the crash")
struct CrashAdviceTests {
  /// What a test process prints of each common crash: the reason the runtime gives, or for a crash it gives no
  /// reason for, only the signal.
  static let crashes: [String: [String]] = [
    "unowned": [
      "",
      "Exercise09/ReviewDetailPresenter.swift:31: Fatal error: Attempted to read an unowned reference but object 0x55d1b66d4b90 was already deallocated",
      "*** Program crashed ***",
    ],
    "nil": [
      "",
      "Exercise02/ReviewListViewModel.swift:40: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      "*** Program crashed ***",
    ],
    "index": [
      "", "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      "*** Program crashed ***",
    ],
    "fatalError": [
      "", "Exercise01/ReviewFormatter.swift:12: Fatal error: not written yet",
      "*** Program crashed ***",
    ],
    "other": ["Segmentation fault"],
  ]

  /// The advice for each crash of `crashes`, in each language.
  static let expectedAdvice: [(Language, String, String)] = [
    (
      .english, "unowned",
      "A crash stops every test after it. An unowned reference was read after its object was freed: "
        + "unowned never becomes nil, so it may only point at something that outlives it. Where the object "
        + "can go first, make the reference weak (an optional) and let it read nil; Stages/Stage3VIPER.md, "
        + "\"A delegate out\", shows why."
    ),
    (
      .english, "nil",
      "A crash stops every test after it. A force unwrap (!) met nil: unwrap with if let or guard let, "
        + "and decide what nil means."
    ),
    (
      .english, "index",
      "A crash stops every test after it. An index was out of range: check it against the "
        + "collection's indices before you use it."
    ),
    (
      .english, "fatalError",
      "A crash stops every test after it. Your code stopped the program on purpose (fatalError, "
        + "precondition): the line above says where."
    ),
    (
      .english, "other",
      "A crash stops every test after it. Look for a force unwrap (!), an index out of range or a "
        + "fatalError() in your code."
    ),
    (
      .simplifiedChinese, "unowned",
      "一次崩溃会让它之后的测试全都无法运行。对象释放之后，又读取了指向它的 unowned 引用：unowned 永远不会变成 "
        + "nil，所以它只能指向生命周期比它长的对象。如果对象可能先被释放，就改用 weak（可选值），让它读到 nil；"
        + "Stages/Stage3VIPER.zh-Hans.md 的“传出：代理”一节讲了原因。"
    ),
    (
      .simplifiedChinese, "nil",
      "一次崩溃会让它之后的测试全都无法运行。强制解包（!）遇到了 nil：改用 if let 或 guard let 解包，并想清楚 nil "
        + "意味着什么。"
    ),
    (
      .simplifiedChinese, "index",
      "一次崩溃会让它之后的测试全都无法运行。下标越界了：使用下标之前，先检查它在不在集合的 indices 范围内。"
    ),
    (
      .simplifiedChinese, "fatalError",
      "一次崩溃会让它之后的测试全都无法运行。你的代码主动终止了程序（fatalError、precondition）：上面那一行说明了位置。"
    ),
  ]

  @Test("Each common crash gets advice of its own, in each language", arguments: expectedAdvice)
  func advice(language: Language, kind: String, expected: String) throws {
    let crash = try #require(Self.crashes[kind])
    let advice = Language.$current.withValue(language) { ExerciseReport.crashAdvice(for: crash) }
    #expect(advice == expected)
  }
}
