import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner
@testable import WorkbookVerifier

private let failedProcess = RunnerProcessResult(output: "", status: 1)
private let timedOutProcess = RunnerProcessResult(
  output: "", status: 9, wasSignalled: true, timedOut: true, outputWasCut: true)
private let compilerError =
  "Exercises/01-movies/Sources/Movies.swift:3:9: error: cannot find 'titel' in scope"

@Suite("The runner in Chinese") struct RunnerChineseTests {
  @Test("A check that passes says so in Chinese, each test by its own name")
  func passes() {
    #expect(
      reportLines(in: .simplifiedChinese) {
        verdict(RecordedRun.passing, RunnerProcessResult(output: "", status: 0))
      } == ["  ✓ Lists a film that failed to load before", "✓ 01 通过：唯一的测试通过了。"])
  }

  @Test(
    "A check that fails names the failing tests in Chinese, and keeps Swift Testing's own words in English"
  )
  func fails() {
    #expect(
      reportLines(in: .simplifiedChinese) { verdict(RecordedRun.failing, failedProcess) }
        .joined(separator: "\n") == #"""
            ✗ Hides skipped movies
                Expectation failed: visible(["Heat", "Up"], skipping: ["Up"]) == ["Heat"]
                期望 ["Heat"]，实际是 ["Heat", "Up"]
                ↳ a skipped movie is not shown
                位于 Exercises/01-movies/Tests/MoviesTests.swift:7:5
            ✗ Shows only the movies that passed the filter
                Expectation failed: visible(["Heat", "Up"], skipping: ["Heat"]) == ["Up"]
                期望 ["Up"]，实际是 ["Heat", "Up"]
                位于 Exercises/01-movies/Tests/MoviesTests.swift:11:5
            ✓ Lists a film that failed to load before
            ✗ Keeps the titles in order
                Expectation failed: visible(["Heat", "Up", "Alien"], skipping: ["Up"]) ==
                  ["Heat", "Alien"]
                期望 ["Heat", "Alien"]，实际是 ["Heat", "Up", "Alien"]
                位于 Exercises/01-movies/Tests/MoviesTests.swift:19:5
            ✗ The rating has one decimal
                Expectation failed: (rating(value) → "8.85") == (expected → "8.9")
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
          """#)
  }

  @Test("A build that fails shows the compiler's own lines under a Chinese verdict")
  func doesNotCompile() {
    #expect(
      reportLines(in: .simplifiedChinese) {
        ExerciseCheckResult(
          exercise: RecordedRun.exercise, verdict: .doesNotCompile, lines: [compilerError])
      } == [
        "✗ 01 编译失败：",
        compilerError,
        "改好 Exercises/01-movies/Sources/Movies.swift 后再检查一次。卡住了？运行 'swift run workbook hint 01'。",
      ])
  }

  @Test(
    "Tests that run out of time name the test still running, and how to allow more time, in Chinese"
  )
  func timedOut() {
    #expect(
      reportLines(in: .simplifiedChinese) { verdict(RecordedRun.hang, timedOutProcess) } == [
        "  ✓ Lists a film that failed to load before",
        "  ✗ Loading ends（时间用完时仍在运行）",
        "✗ 01 没有在 30 秒内运行完，已被停止；当时仍在运行的是 \"Loading ends\"。",
        "    测试打印的内容超过了 1 MB：超出的部分已被截掉。",
        "检查有没有永远不结束的循环，或者永远不返回的 await。要放宽到 60 秒，运行 "
          + "'WORKBOOK_TIMEOUT=60 swift run workbook check 01'。",
      ])
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
    "A crash, and a test process that ends itself, are told in Chinese with the test that was running"
  )
  func crashedAndExited() {
    let crash = RunnerProcessResult(output: RecordedRun.crashText, status: 4, wasSignalled: true)
    #expect(
      reportLines(in: .simplifiedChinese) { verdict(RecordedRun.crash, crash) }.suffix(6) == [
        "  ✗ The top movie is the first（崩溃了）",
        "✗ 01 在运行 \"The top movie is the first\" 时崩溃了：",
        "    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
        "    *** Program crashed: Illegal instruction at 0x00007f48f0d6df7f ***",
        "    位于 Exercises/01-movies/Sources/Movies.swift:15:70",
        "一次崩溃会让它之后的测试全都无法运行。下标越界了：使用下标之前，先检查它在不在集合的 indices 范围内。",
      ])
    let exited = RunnerProcessResult(output: "", status: 0)
    #expect(
      reportLines(in: .simplifiedChinese) { verdict(RecordedRun.crash, exited) }.suffix(4) == [
        "  ✗ The top movie is the first（结束了测试进程）",
        "✗ 01 在运行 \"The top movie is the first\" 时停止了：测试还没有全部结束，测试进程就退出了。",
        "    测试进程退出了，退出状态为 0。",
        "无论测试通过与否，测试进程都必须运行到结束：检查你的代码里有没有调用 exit()。",
      ])
  }

  @Test(
    "A test program that cannot start is told in Chinese, though it is started from another thread")
  func couldNotRun() async {
    let process = await Language.$current.withValue(.simplifiedChinese) {
      await RunnerProcess.run(["/nonexistent/WorkbookExercisesPackageTests"], timeout: .seconds(10))
    }
    #expect(process.output.hasPrefix("无法运行 /nonexistent/WorkbookExercisesPackageTests："))
    #expect(
      reportLines(in: .simplifiedChinese) { verdict("", process) } == [
        "✗ 01 无法检查：", process.output,
      ])
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

  @Test("reset stops in Chinese when a folder is where the stub goes, and changes nothing")
  func resetOntoAFolder() throws {
    let fixture = try WorkbookFixture()
    let first = try fixture.addExercise("01", "first")
    let file = fixture.root.appendingPathComponent(first.sourcesPath + "/Describe.swift")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let reset = ExerciseReset(root: fixture.root, exercise: first)
    #expect(
      throws: ExerciseError(
        "Exercises/01-first/Sources/Describe.swift 是一个文件夹，所以起始代码放不进去。先把这个文件夹移走，"
          + "再重新运行 'swift run workbook reset 01'。什么都没有改动。")
    ) {
      try Language.$current.withValue(.simplifiedChinese) {
        _ = try reset.run(stub: ["Describe.swift": Data(WorkbookFixture.stub.utf8)], now: Date())
      }
    }
    #expect(DiskItem(at: file) == .folder)
  }

  @Test("A damaged state file is a Chinese warning that says where its copy is kept")
  func damagedState() throws {
    let fixture = try WorkbookFixture()
    try fixture.write("{ not json", to: ExerciseStateStore.path)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let loaded = try Language.$current.withValue(.simplifiedChinese) {
      try ExerciseStateStore(root: fixture.root).load(now: now)
    }
    #expect(
      loaded.warning
        == ".workbook/state.json 不是有效的进度文件（不是 JSON）；已在 "
        + ".workbook/state-unreadable-\(ExerciseStateStore.stamp(now)).json 留了一份副本。进度从头开始。")
  }

  @Test(
    "verify names what it caught and counts in Chinese, with a measure word for each thing counted")
  @MainActor func verify() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("WHY: A fix.\n", to: exercises[1].renamedCopyPatchPath)
    let variants =
      Array(repeating: ExerciseCheckResult.Verdict.failed, count: 8) + [.passed, .passed]
    // The solutions pass and the stubs fail; then each exercise's 8 mutants, 2 alternatives and 2 copies: 01's first
    // mutant fails a test, its second crashes, and 02's first passes every test.
    let verifier = ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root),
      checker: ScriptedChecker(
        [.passed, .failed, .failed, .crashed] + variants.dropFirst(2) + [.failed, .failed, .passed]
          + variants.dropFirst()))
    let findings = await Language.$current.withValue(.simplifiedChinese) {
      let findings = await verifier.verify(exercises)
      return (lines: findings.all.map(\.line), summary: verifier.summary(of: findings))
    }
    #expect(
      findings.lines.prefix(2) == [
        "01 变异体 mutant-1：杀死它的是 \"Describes a movie by its title\"",
        "01 变异体 mutant-2：杀死它的是任何测试开始之前发生的一次崩溃",
      ])
    #expect(findings.lines.contains("02 变异体 mutant-1 存活了：所有测试都通过了。WHY：第 1 个。"))
    #expect(findings.lines.contains("02 变异体：8 个中杀死了 7 个"))
    #expect(findings.lines.contains("02 其他正确写法：2 种中通过了 2 种"))
    #expect(
      findings.lines.contains(
        "02 复制攻击：试了 2 份，2 份未通过，0 份没有试（编译失败）；改名后的副本用了 RenamedCopy.patch 的编译修正"))
    #expect(
      findings.lines.last
        == "复制攻击：2 个练习中有 2 个的改名副本能编译（其中 1 个用了 RenamedCopy.patch 的编译修正），测试在它们上面运行过")
    #expect(
      findings.summary
        == "verify：2 个参考答案通过，2 份起始代码未通过，16 个变异体中 15 个被杀死，4 种其他正确写法通过，元数据完整")
  }

  @Test("In English every verdict, runner line, error and summary reads exactly as before")
  func english() async throws {
    #expect(
      reportLines(in: .english) { verdict(RecordedRun.hang, timedOutProcess) }.suffix(3) == [
        "✗ 01 did not finish within 30 seconds; \"Loading ends\" was still running and was stopped.",
        "    The tests printed more than 1 MB: the rest of what they printed was cut.",
        "Look for a loop that never ends or an await that never returns. To allow 60 seconds, run "
          + "'WORKBOOK_TIMEOUT=60 swift run workbook check 01'.",
      ])
    #expect(
      reportLines(in: .english) {
        ExerciseCheckResult(
          exercise: RecordedRun.exercise, verdict: .doesNotCompile, lines: [compilerError])
      } == [
        "✗ 01 does not compile:", compilerError,
        "Edit Exercises/01-movies/Sources/Movies.swift, then check again. Stuck? Run "
          + "'swift run workbook hint 01'.",
      ])
    #expect(
      reportLines(in: .english) {
        verdict(RecordedRun.passing, RunnerProcessResult(output: "", status: 0))
      }
      .last == "✓ 01 passes: its one test passes.")
    let process = await Language.$current.withValue(.english) {
      await RunnerProcess.run(["/nonexistent/WorkbookExercisesPackageTests"], timeout: .seconds(10))
    }
    #expect(process.output.hasPrefix("Could not run /nonexistent/WorkbookExercisesPackageTests: "))
    let verifier = ExerciseVerifier(
      root: URL(fileURLWithPath: "/"), catalog: ExerciseCatalog(exercises: []),
      checker: ScriptedChecker([]))
    let findings = ExerciseVerifier.Findings(
      solutions: 2, solutionsPassing: 1, stubs: 1, stubsFailing: 1, mutants: 16, mutantsCaught: 16,
      alternatives: 4, alternativesPassing: 3, metadataProblems: 1)
    let summary: String = Language.$current.withValue(.english) { verifier.summary(of: findings) }
    #expect(
      summary == """
        verify: 1 of 2 solutions pass, 1 stub fails, 16 mutants caught, 3 of 4 alternatives pass, \
        1 metadata problem
        """)
  }
}

@Suite("The advice after a crash fits the crash")
struct CrashAdviceTests {
  /// The reason the runtime gives for each common crash, as a test process prints it.
  static let reasons = [
    "unowned":
      "Exercise09/ReviewDetailPresenter.swift:31: Fatal error: Attempted to read an unowned reference but object 0x55d1b66d4b90 was already deallocated",
    "nil":
      "Exercise02/ReviewListViewModel.swift:40: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
    "index": "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
    "fatalError": "Exercise01/ReviewFormatter.swift:12: Fatal error: not written yet",
  ]

  func advice(_ kind: String, in language: Language) -> String {
    Language.$current.withValue(language) {
      ExerciseReport.crashAdvice(for: ["", Self.reasons[kind] ?? "", "*** Program crashed ***"])
    }
  }

  @Test("Each common crash gets advice of its own, in English")
  func english() {
    #expect(
      advice("unowned", in: .english)
        == "A crash stops every test after it. An unowned reference was read after its object was freed: "
        + "unowned never becomes nil, so it may only point at something that outlives it. Where the object "
        + "can go first, make the reference weak (an optional) and let it read nil; Stages/Stage3VIPER.md, "
        + "\"A delegate out\", shows why.")
    #expect(
      advice("nil", in: .english)
        == "A crash stops every test after it. A force unwrap (!) met nil: unwrap with if let or guard let, "
        + "and decide what nil means.")
    #expect(
      advice("index", in: .english)
        == "A crash stops every test after it. An index was out of range: check it against the "
        + "collection's indices before you use it.")
    #expect(
      advice("fatalError", in: .english)
        == "A crash stops every test after it. Your code stopped the program on purpose (fatalError, "
        + "precondition): the line above says where.")
    #expect(
      Language.$current.withValue(.english) {
        ExerciseReport.crashAdvice(for: ["Segmentation fault"])
      }
        == "A crash stops every test after it. Look for a force unwrap (!), an index out of range or a "
        + "fatalError() in your code.")
  }

  @Test("Each common crash gets advice of its own, in Chinese")
  func chinese() {
    #expect(
      advice("unowned", in: .simplifiedChinese)
        == "一次崩溃会让它之后的测试全都无法运行。对象释放之后，又读取了指向它的 unowned 引用：unowned 永远不会变成 "
        + "nil，所以它只能指向生命周期比它长的对象。如果对象可能先被释放，就改用 weak（可选值），让它读到 nil；"
        + "Stages/Stage3VIPER.zh-Hans.md 的“传出：代理”一节讲了原因。")
    #expect(
      advice("nil", in: .simplifiedChinese)
        == "一次崩溃会让它之后的测试全都无法运行。强制解包（!）遇到了 nil：改用 if let 或 guard let 解包，并想清楚 nil "
        + "意味着什么。")
    #expect(
      advice("fatalError", in: .simplifiedChinese)
        == "一次崩溃会让它之后的测试全都无法运行。你的代码主动终止了程序（fatalError、precondition）：上面那一行说明了位置。")
  }
}
