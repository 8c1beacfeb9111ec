import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner
@testable import WorkbookVerifier

/// A checker that answers from a table instead of building: for each code, the tests that fail (a code not in the
/// table fails none; `nil` stands for code that does not compile).
private actor TableChecker: ExerciseChecking {
  static let tests = [
    "Describes a movie by its title", "Describes another movie",
    "guard: never describes a movie as nil",
  ]

  private let failing: [ExerciseCode: [String]?]
  /// Whether each test has its function's name, `test0`, `test1`, …, as a real run gives it.
  private let namesFunctions: Bool
  /// What each failing test recorded: nothing unless given.
  private let issues: [RunnerIssue]
  private(set) var checks: [ExerciseCode] = []

  /// Unless `failing` says otherwise, the plain copy of the worked example does not compile, and the renamed copy
  /// fails the tests the stub fails.
  init(
    _ failing: [ExerciseCode: [String]?], namingFunctions: Bool = false, issues: [RunnerIssue] = []
  ) {
    self.failing = failing.merging(
      [.copy(renamed: false): nil, .copy(renamed: true): stubFails]) { given, _ in given }
    self.namesFunctions = namingFunctions
    self.issues = issues
  }

  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    checks.append(code)
    return exercises.map { exercise in
      guard let failing = failing[code] ?? [] else {
        return ExerciseCheckResult(
          exercise: exercise, verdict: .doesNotCompile,
          lines: ["Exercises/01-first/Solution/Describe.swift:4:9: error: cannot find 'titel'"])
      }
      let tests = Self.tests.enumerated().map { index, name in
        RunnerTestResult(
          name: name, outcome: failing.contains(name) ? .failed : .passed,
          issues: failing.contains(name) ? issues : [],
          function: namesFunctions ? "test\(index)" : "")
      }
      return ExerciseCheckResult(
        exercise: exercise, verdict: failing.isEmpty ? .passed : .failed, tests: tests)
    }
  }
}

/// `workbook verify` of the fixture's exercises with `checker`: what it wrote and its exit status.
@MainActor private func verify(
  _ fixture: WorkbookFixture, _ exercises: [Exercise], checker: TableChecker,
  updatingSignatures: Bool = false
) async throws -> (text: String, status: Int32) {
  let output = RecordedOutput()
  // Fewer mutants and alternatives than an exercise needs, so that each test writes only the ones it is about.
  let verifier = ExerciseVerifier(
    root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root), checker: checker,
    minimumMutants: 2, minimumAlternatives: 1, updatesSignatures: updatingSignatures)
  let status = await verifier.run(
    exercises, timeout: .seconds(30), terminal: Terminal(output: output, width: 100))
  return (output.text, status)
}

/// Writes an alternative: its one file, its WHY and, unless `nil`, its WHY in Chinese.
private func alternative(
  _ fixture: WorkbookFixture, _ name: String, why: String?, whyChinese: String? = "另一种写法。\n"
) throws {
  try fixture.write(
    WorkbookFixture.solution, to: "Exercises/01-first/Alternatives/\(name)/Describe.swift")
  if let why {
    try fixture.write(why, to: "Exercises/01-first/Alternatives/\(name)/WHY")
  }
  if let whyChinese {
    try fixture.write(whyChinese, to: "Exercises/01-first/Alternatives/\(name)/WHY.zh-Hans")
  }
}

/// Writes a mutant of exercise 01 that adds a comment to its solution.
private func mutant(
  _ fixture: WorkbookFixture, _ name: String, why: String, whyChinese: String? = "一个错误。"
) throws {
  try fixture.addMutant(
    name, to: try #require(ExerciseCatalog(root: fixture.root).exercise(named: "01")),
    replacing: "import Entities", with: "import Entities  // \(name)", why: why,
    whyChinese: whyChinese)
}

/// What verify finds wrong in the metadata of `exercise`, in `fixture`, in the current language.
private func metadataProblems(of exercise: Exercise, in fixture: WorkbookFixture) -> [String] {
  ExerciseVerifier(
    root: fixture.root, catalog: ExerciseCatalog(exercises: [exercise]), checker: TableChecker([:])
  ).metadataProblems(of: exercise)
}

private let stubFails = ["Describes a movie by its title", "Describes another movie"]

@MainActor @Suite("Verifying the exercises") struct ExerciseVerifierTests {
  @Test("verify names the tests that catch each mutant, one line each, and counts every kind")
  func caught() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try mutant(fixture, "empty", why: "Describes every movie as nothing.")
    try mutant(fixture, "no-prefix", why: "Forgets the 'Movie: ' in front.")
    try alternative(fixture, "joined", why: "Joins the two parts.\n")
    let checker = TableChecker([
      .committedStub: stubFails, .mutant("empty"): stubFails,
      .mutant("no-prefix"): ["Describes another movie"],
    ])
    let run = try await verify(fixture, [exercise], checker: checker)
    #expect(run.status == 0)
    #expect(
      run.text == """
        Checking every solution, stub, mutant and alternative of exercise 01…
        01 mutant empty: caught by "Describes a movie by its title", "Describes another movie"
        01 mutant no-prefix: caught by "Describes another movie"
        01 alternative joined: passes
        01 mutants: 2 of 2 killed
        01 alternatives: 1 of 1 pass
        01 copy attack: 1 tried, 1 fail, 1 not tried (does not compile)
        verify: 1 solution passes, 1 stub fails, 2 mutants caught, 1 alternative passes, metadata complete

        """)
    #expect(
      await checker.checks == [
        .solution, .committedStub, .mutant("empty"), .mutant("no-prefix"), .alternative("joined"),
        .copy(renamed: false), .copy(renamed: true),
      ])
  }

  @Test(
    "verify names what it caught and counts in Chinese, with a measure word for each thing counted")
  func verifyInChinese() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("WHY: A fix.\n", to: exercises[1].renamedCopyPatchPath)
    let variants =
      Array(repeating: ExerciseCheckResult.Verdict.failed, count: 8) + [.passed, .passed]
    // The solutions pass and the stubs fail; then each exercise's 8 mutants, 2 alternatives and 2 copies: 01's first
    // mutant fails a test, its second crashes, and 02's first passes every test.
    let verifier = ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root),
      checker: ScriptedChecker(byExercise: [
        "01": [.passed, .failed, .failed, .crashed] + variants.dropFirst(2) + [.failed, .failed],
        "02": [.passed, .failed, .passed] + variants.dropFirst(),
      ]))
    let findings = await Language.$current.withValue(.simplifiedChinese) {
      let findings = await verifier.verify(exercises)
      return (lines: findings.all.map(\.line), summary: verifier.summary(of: findings))
    }
    #expect(
      findings.lines.prefix(2) == [
        "01 变异体 mutant-1：杀死它的是 \"按片名描述一部电影\"",
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

  @Test("verify's summary counts in English, one of a kind in the singular")
  func englishSummary() {
    let verifier = ExerciseVerifier(
      root: URL(fileURLWithPath: "/"), catalog: ExerciseCatalog(exercises: []),
      checker: ScriptedChecker([]))
    let findings = ExerciseVerifier.Findings(
      solutions: (2, 1), stubs: (1, 1), mutants: (16, 16), alternatives: (4, 3), metadataProblems: 1
    )
    let summary: String = Language.$current.withValue(.english) { verifier.summary(of: findings) }
    #expect(
      summary == """
        verify: 1 of 2 solutions pass, 1 stub fails, 16 mutants caught, 3 of 4 alternatives pass, \
        1 metadata problem
        """)
  }

  @Test(
    "A renamed copy that compiles only with the fixes of a RenamedCopy.patch says so, in its exercise's line and in the count"
  )
  func renamedCopyPatch() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("WHY: The exercise takes a film.\n", to: exercises[0].renamedCopyPatchPath)
    // The solutions pass and the stubs fail; then each exercise's 8 mutants fail, its 2 alternatives pass and its
    // plain copy does not compile; 02's renamed copy does not either.
    let variants =
      Array(repeating: ExerciseCheckResult.Verdict.failed, count: 8) + [.passed, .passed]
    let checker = ScriptedChecker(byExercise: [
      "01": [.passed, .failed] + variants + [.doesNotCompile, .failed],
      "02": [.passed, .failed] + variants + [.doesNotCompile, .doesNotCompile],
    ])

    let lines = await ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root), checker: checker
    ).verify(exercises).all.map(\.line)

    let copyAttacks: [String] = lines.filter { $0.contains("copy attack") }
    #expect(
      copyAttacks == [
        """
        01 copy attack: 1 tried, 1 fail, 1 not tried (does not compile); the renamed copy with the \
        compile fixes of RenamedCopy.patch
        """,
        "02 copy attack: 0 tried, 0 fail, 2 not tried (does not compile)",
        """
        copy attack: the renamed copies of 1 of 2 exercises compile (1 of them with the compile fixes \
        of a RenamedCopy.patch), so the tests ran on them
        """,
      ])
  }

  @Test(
    "A renamed copy whose RenamedCopy.patch no longer applies is counted as not checked, never as not compiling"
  )
  func renamedCopyPatchThatDoesNotApply() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("WHY: The exercise takes a film.\n", to: exercises[0].renamedCopyPatchPath)
    // As above, but 01's renamed copy could not be checked: its patch no longer applies.
    let variants =
      Array(repeating: ExerciseCheckResult.Verdict.failed, count: 8) + [.passed, .passed]
    let checker = ScriptedChecker(byExercise: [
      "01": [.passed, .failed] + variants + [.doesNotCompile, .couldNotRun],
      "02": [.passed, .failed] + variants + [.doesNotCompile, .doesNotCompile],
    ])

    let findings = await ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root), checker: checker
    ).verify(exercises)

    let copyAttacks: [String] = findings.all.map(\.line).filter { $0.contains("copy attack") }
    #expect(
      copyAttacks == [
        "01 copy attack: a copy could not be checked",
        """
        01 copy attack: 0 tried, 0 fail, 1 not tried (does not compile), 1 could not be checked; the \
        renamed copy with the compile fixes of RenamedCopy.patch
        """,
        "02 copy attack: 0 tried, 0 fail, 2 not tried (does not compile)",
        "copy attack: the renamed copies of 0 of 2 exercises compile, so the tests ran on them",
      ])
    #expect(!findings.isClean)
  }

  @Test(
    "A mutant that survives or does not compile, and a rejected alternative, are problems; verify exits 1"
  )
  func problems() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try mutant(fixture, "keeps-the-title", why: "Keeps the title as it is.")
    try mutant(fixture, "typo", why: "Misspells the title.")
    try alternative(fixture, "by-hand", why: "Builds the text by hand.\n")
    let checker = TableChecker([
      .committedStub: ["Describes a movie by its title"], .mutant("typo"): nil,
      .alternative("by-hand"): ["Describes another movie"], .copy(renamed: true): [],
    ])
    let run = try await verify(fixture, [exercise], checker: checker)
    #expect(run.status == 1)
    #expect(
      run.text == """
        Checking every solution, stub, mutant and alternative of exercise 01…
        ✗ 01 stub: "Describes another movie" passes on the untouched stub; only a test named "guard: …" may
        ✗ 01 mutant keeps-the-title survives: every test passes. WHY: Keeps the title as it is.
        ✗ 01 mutant typo does not compile, so it proves nothing
            ✗ 01 does not compile:
            Exercises/01-first/Solution/Describe.swift:4:9: error: cannot find 'titel'
        ✗ 01 alternative by-hand is rejected: 1 of 3 tests fail
              ✓ Describes a movie by its title
              ✗ Describes another movie
              ✓ guard: never describes a movie as nil
            ✗ 01 fails: 2 of 3 tests pass. Failing:
              - Describes another movie
        ✗ 01 mutants: 0 of 2 killed
        ✗ 01 alternatives: 0 of 1 pass
        ✗ 01 copy attack: the renamed copy of Sources/TopMoviesApp/App.swift passes; the exercise must ask for more than the worked example
        ✗ 01 copy attack: 1 tried, 0 fail, 1 not tried (does not compile)
        verify: 1 solution passes, 1 stub fails, 0 of 2 mutants caught, 0 of 1 alternatives pass, metadata complete

        """)
  }

  @Test(
    "Under a rejected alternative, the report gives a test's message in the reader's language, as check does"
  )
  func problemReportsInChinese() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try alternative(fixture, "by-hand", why: "Builds the text by hand.\n")
    try fixture.write(
      #"{"the other movie is described": "另一部电影的描述不对"}"#, to: exercise.chineseMessagesPath)
    let issue = RunnerIssue(
      location: "Exercises/01-first/Tests/DescribeTests.swift:9:5",
      message: "Expectation failed: (text → \"\") == \"Heat\"",
      details: ["↳ the other movie is described"])
    let checker = TableChecker(
      [.committedStub: stubFails, .alternative("by-hand"): ["Describes another movie"]],
      issues: [issue])
    let english = try await verify(fixture, [exercise], checker: checker).text
    let chinese = try await Language.$current.withValue(.simplifiedChinese) {
      try await verify(fixture, [exercise], checker: checker).text
    }
    #expect(english.contains("    ↳ the other movie is described\n"))
    #expect(chinese.contains("    ↳ 另一部电影的描述不对\n"))
    #expect(!chinese.contains("↳ the other movie is described"))
  }

  @Test(
    "A mutant or an alternative without a .swift file or without a WHY of one line is a problem")
  func incompleteVariants() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try mutant(fixture, "no-chinese", why: "Says it in English only.", whyChinese: nil)
    try fixture.write(
      "WHY: One.\nWHY: Two.\nWHY zh-Hans: 一。\n--- a/Describe.swift\n",
      to: "Exercises/01-first/Mutants/long-why.patch")
    try fixture.write("Nothing to build.\n", to: "Exercises/01-first/Alternatives/empty/WHY")
    #expect(
      metadataProblems(of: exercise, in: fixture) == [
        "Exercises/01-first/Mutants/long-why.patch should say why it is wrong in one line that starts with "
          + "\"WHY:\"; it has 2",
        "Exercises/01-first/Mutants/no-chinese.patch should say why it is wrong in one line that starts "
          + "with \"WHY zh-Hans:\"; it has 0",
        "Exercises/01-first/Mutants has 2 patches; at least 8 are expected",
        "Exercises/01-first/Alternatives/empty has no .swift file",
        "Exercises/01-first/Alternatives/empty/WHY.zh-Hans is missing",
        "Exercises/01-first/Alternatives has 1; at least 2 are expected",
      ])
  }

  @Test(
    "A test without a Chinese name, a name for no test, and a table that is not JSON are each a problem that names them"
  )
  func chineseTestNames() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    func problems() -> [String] {
      metadataProblems(of: exercise, in: fixture).filter { $0.contains("TestNames") }
    }
    #expect(problems().isEmpty)

    try fixture.write(
      #"{"describesByTitle": "按片名描述电影", "describesAnother": "", "gone": "已删除的测试"}"#,
      to: exercise.chineseTestNamesPath)
    #expect(
      problems() == [
        "Exercises/01-first/TestNames.zh-Hans.json has no Chinese name for describesAnother, neverEmpty",
        "Exercises/01-first/TestNames.zh-Hans.json names gone, which no @Test function or @Suite type is",
      ])
    try fixture.write("[]", to: exercise.chineseTestNamesPath)
    let chinese = Language.$current.withValue(.simplifiedChinese) { problems() }
    #expect(
      chinese == [
        "Exercises/01-first/TestNames.zh-Hans.json 不存在，或者不是一个只含字符串的 JSON 对象：它是测试的中文名"
      ])
  }

  @Test(
    "A message without its Chinese, a Chinese message for no expectation, and a table that is not an object of strings are each a problem that names them, in both languages"
  )
  func chineseMessages() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    func problems() -> [String] {
      metadataProblems(of: exercise, in: fixture).filter { $0.contains("Messages") }
    }
    // No message and no table: nothing to translate.
    #expect(problems().isEmpty)

    try fixture.write(
      """
      func checks(_ text: String, row: Int) throws {
        #expect(!text.isEmpty, "the text is empty")
        try #require(text.count > 1, "the text has one \\"letter\\"")
        #expect(row > 0, "row \\(row) is not on the screen")
      }

      """, to: exercise.testsPath + "/Helpers.swift")
    try fixture.write(
      #"{"the text is empty": "文字是空的", "gone": "已删除的消息"}"#, to: exercise.chineseMessagesPath)
    #expect(
      problems() == [
        #"Exercises/01-first/Messages.zh-Hans.json has no Chinese for the message "the text has one "letter"""#,
        #"Exercises/01-first/Messages.zh-Hans.json translates "gone", which no #expect or #require of the tests says"#,
      ])
    #expect(
      Language.$current.withValue(.simplifiedChinese) { problems() } == [
        #"Exercises/01-first/Messages.zh-Hans.json 里没有这些消息的中文：“the text has one "letter"”"#,
        #"Exercises/01-first/Messages.zh-Hans.json 里的 “gone” 不是测试里任何 #expect 或 #require 的消息"#,
      ])

    for broken in ["not JSON", #"{"the text is empty": 1}"#, "[]"] {
      try fixture.write(broken, to: exercise.chineseMessagesPath)
      #expect(
        problems() == [
          "Exercises/01-first/Messages.zh-Hans.json is not one JSON object of strings: the Chinese of the "
            + "tests' messages"
        ], "\(broken)")
      #expect(
        Language.$current.withValue(.simplifiedChinese) { problems() } == [
          "Exercises/01-first/Messages.zh-Hans.json 不是一个只含字符串的 JSON 对象：它是测试消息的中文"
        ], "\(broken)")
    }
  }

  @Test(
    "A mutant whose CAUGHT BY line is not the tests that catch it is a problem, and UPDATE_SIGNATURES writes the line"
  )
  func signatures() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try mutant(fixture, "empty", why: "Describes every movie as nothing.")
    try mutant(fixture, "no-prefix", why: "Forgets the 'Movie: ' in front.")
    let noPrefix = exercise.path + "/Mutants/no-prefix.patch"
    let text = try #require(fixture.read(noPrefix))
    try fixture.write(
      text.replacingOccurrences(of: "\n\n---", with: "\nCAUGHT BY: test1\n\n---"), to: noPrefix)
    try alternative(fixture, "joined", why: "Joins the two parts.\n")
    let checker = TableChecker(
      [
        .committedStub: stubFails, .mutant("empty"): stubFails,
        .mutant("no-prefix"): ["Describes another movie"],
      ], namingFunctions: true)

    let run = try await verify(fixture, [exercise], checker: checker)
    #expect(run.status == 1)
    #expect(
      run.text.contains(
        "01 mutant empty: its CAUGHT BY: line says \"\", but \"test0 test1\" catch it; "
          + "UPDATE_SIGNATURES=1 swift run workbook verify writes it"))
    #expect(!run.text.contains("01 mutant no-prefix: its"))

    let update = try await verify(fixture, [exercise], checker: checker, updatingSignatures: true)
    #expect(update.status == 0)
    #expect(update.text.contains("01 mutant empty: signature written"))
    let written = try #require(fixture.read(exercise.path + "/Mutants/empty.patch"))
    #expect(written.contains("WHY zh-Hans: 一个错误。\nCAUGHT BY: test0 test1\n\n--- a/Describe.swift"))
    #expect(try await verify(fixture, [exercise], checker: checker).status == 0)
  }

  @Test(
    "An alternative without its Chinese WHY, or with one of two lines, is a metadata problem that names the file"
  )
  func alternativeWithoutChineseWhy() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try fixture.addVariants(to: exercise, mutants: 8, alternatives: 0)
    try alternative(fixture, "english-only", why: "Says it in English only.\n", whyChinese: nil)
    try alternative(fixture, "long", why: "One line.\n", whyChinese: "第一行。\n第二行。\n")
    try alternative(fixture, "both", why: "Says it twice.\n")

    let english: [String] = metadataProblems(of: exercise, in: fixture)
    let chinese: [String] = Language.$current.withValue(.simplifiedChinese) {
      metadataProblems(of: exercise, in: fixture)
    }

    #expect(
      english == [
        "Exercises/01-first/Alternatives/english-only/WHY.zh-Hans is missing",
        "Exercises/01-first/Alternatives/long/WHY.zh-Hans should say the style in one line; it has 2",
      ])
    #expect(
      chinese == [
        "缺少 Exercises/01-first/Alternatives/english-only/WHY.zh-Hans",
        "Exercises/01-first/Alternatives/long/WHY.zh-Hans 应该用一行说明这种写法，但它有 2 行",
      ])
  }

  @Test("A cheat without its Chinese WHY is a metadata problem that names the file")
  func cheatWithoutChineseWhy() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    try fixture.writeMetadata([exercise])
    let cheatProblems = {
      metadataProblems(of: exercise, in: fixture).filter { $0.contains("/Cheats/") }
    }
    #expect(cheatProblems().isEmpty)

    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercise.cheatPath("reads-its-file") + "/WHY.zh-Hans")
    )

    #expect(cheatProblems() == ["Exercises/11-tests/Cheats/reads-its-file/WHY.zh-Hans is missing"])
  }

  @Test("A mutant whose patch no longer applies is one line that names the patch and the file")
  func staleMutant() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try fixture.write(
      "WHY: Out of date.\nWHY zh-Hans: 过时了。\n\n--- a/Describe.swift\n+++ b/Describe.swift\n"
        + "@@ -1,1 +1,1 @@\n-import Nothing\n+import Something\n",
      to: exercise.path + "/Mutants/stale.patch")

    let result = await ExerciseRunner(root: fixture.root).check([exercise], code: .mutant("stale"))[
      0]

    #expect(result.verdict == .couldNotRun)
    let line = try #require(result.lines.first)
    #expect(line.hasPrefix("Exercises/01-first/Mutants/stale.patch does not apply: "))
    #expect(line.contains("Describe.swift"))
  }

  @Test("verify checks only the exercises it is given")
  func subset() async throws {
    let fixture = try WorkbookFixture()
    let exercises = [
      try fixture.addExercise("01", "first"), try fixture.addExercise("02", "second"),
    ]
    try fixture.writeMetadata(exercises)
    try fixture.addVariants(to: exercises[1], mutants: 2, alternatives: 1)
    let checker = TableChecker([
      .committedStub: stubFails, .mutant("mutant-1"): stubFails, .mutant("mutant-2"): stubFails,
    ])
    let run = try await verify(fixture, [exercises[1]], checker: checker)
    #expect(run.status == 0)
    #expect(!run.text.contains("01"))
    #expect(
      run.text.hasPrefix("Checking every solution, stub, mutant and alternative of exercise 02"))
  }

  @Test("The mutants and alternatives of an exercise whose solution fails are not checked")
  func solutionFirst() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([exercise])
    try mutant(fixture, "empty", why: "Describes every movie as nothing.")
    let checker = TableChecker([.solution: ["Describes another movie"], .committedStub: stubFails])
    let run = try await verify(fixture, [exercise], checker: checker)
    #expect(run.status == 1)
    #expect(run.text.contains("✗ 01 solution: 1 of 3 tests fail\n"))
    #expect(run.text.contains("01: mutants and alternatives not checked, as the solution fails\n"))
    #expect(await checker.checks == [.solution, .committedStub])
  }
}
