import Foundation
import Localization
import TestSupport
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookRunner

/// The verdict comes from the shipped tests only: a check refuses tests that the learner changed, added or
/// deleted, and `reset --tests` brings them back.
@MainActor @Suite("The shipped tests") struct ShippedTestsTests {
  @Test(
    "A blob id is git's own, across the lengths where SHA-1's padding takes another block",
    arguments: [
      (0, "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"),
      (47, "719ddd7888a02660234770b651274214ff7df239"),
      (48, "3b3abca28de4b8ce6ea9dac5da512120ed7c5a0c"),
      (55, "e329c5109ce10a7367561757d2f5a053c528f11e"),
      (56, "355e203863c368f0404d7fc7ae4761122c117dd2"),
      (119, "476be27639daf140e142c5f18280c33563ade72b"),
    ])
  func blobIDs(length: Int, id: String) {
    let data = Data(repeating: UInt8(ascii: "x"), count: length)
    #expect(GitBlobID.of(data) == id)
  }

  @Test("A blob id of UTF-8 text is git's own")
  func blobIDOfText() {
    let id: String = GitBlobID.of(Data("你好，世界\n".utf8))
    #expect(id == "98882f78c89031729fe6b6bc52ac3a59f67b0191")
  }

  /// The drift guard of `Exercises/shipped-tests.txt`: `UPDATE_SHIPPED=1` writes it anew.
  @Test("The list of shipped tests names every exercise's tests as they are in the repository")
  func listMatchesTheRepository() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let catalog = try ExerciseCatalog(root: root)
    let expected = ShippedTests.listText(for: catalog.exercises, root: root)
    let url = root.appendingPathComponent(ShippedTests.listPath)
    if ProcessInfo.processInfo.environment["UPDATE_SHIPPED"] == "1" {
      try Data(expected.utf8).write(to: url)
    }
    let listed = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let stale: [String] = expected.split(separator: "\n").filter { !listed.contains($0) }.map(
      String.init)
    #expect(stale == [], "run UPDATE_SHIPPED=1 swift test --filter ShippedTestsTests")
    #expect(listed == expected)
  }

  @Test(
    "check refuses a changed test file, naming it and the reset that brings it back, and records nothing"
  )
  func changedTestIsRefused() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write(
      "import Testing\n\n@Test func ok() { #expect(true) }\n",
      to: exercises[0].testsPath + "/DescribeTests.swift")
    let checker = ScriptedChecker([.passed])

    let run = await Run(["check", "01"], in: fixture, checker: checker)

    #expect(run.status == 1)
    #expect(
      run.errors.text == """
        Error: Exercises/01-first/Tests/DescribeTests.swift was changed, so there is no verdict: a check runs \
        the tests as shipped. Run 'swift run workbook reset 01 --tests' to get them back; it keeps a copy of \
        your changes.

        """)
    #expect(run.output.text == "")
    #expect(await checker.checks.isEmpty)
    #expect(try ExerciseStateStore(root: fixture.root).load().state.done == [])
  }

  @Test(
    "A test file that cannot be read gives no verdict, and the line says how to make it readable")
  func unreadableTestIsNamed() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    let shipped = try ShippedTests(root: fixture.root)
    let path = exercises[0].testsPath + "/DescribeTests.swift"

    let problem = shipped.problem(
      of: exercises[0], root: fixture.root, reset: "swift run workbook reset 01 --tests",
      reading: { _ in nil })

    #expect(
      problem
        == "\(path) cannot be read, so there is no verdict. Run 'chmod -R u+rwX \(path)', then check again."
    )
    #expect(shipped.differences(of: exercises[0], root: fixture.root) == [])
  }

  @Test("check names an added and a deleted test file, and counts the others")
  func addedAndDeletedTests() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("import Testing\n", to: exercises[1].testsPath + "/Extra/MoreTests.swift")
    let added = await Run(["check", "02"], in: fixture)
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercises[1].testsPath + "/DescribeTests.swift"))
    let both = await Run(["check", "02"], in: fixture)

    #expect(
      added.errors.text.hasPrefix(
        "Error: Exercises/02-second/Tests/Extra/MoreTests.swift is not a shipped file, so there is no verdict"
      ))
    #expect(
      both.errors.text.hasPrefix(
        "Error: Exercises/02-second/Tests/DescribeTests.swift is missing (and 1 more), so there is no verdict"
      ))
    #expect([added.status, both.status] == [1, 1])
  }

  @Test("A hidden file beside the tests, such as .DS_Store, is not a test and is let be")
  func hiddenFilesAreLetBe() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("finder", to: exercises[0].testsPath + "/.DS_Store")
    let checker = ScriptedChecker([.passed])

    let run = await Run(["check", "01"], in: fixture, checker: checker)

    #expect(run.status == 0)
    #expect(await checker.checks.count == 1)
  }

  @Test(
    "A test changed while the check runs gives no verdict, and an exercise done before stays as it was"
  )
  func testChangedDuringTheCheck() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("{\"done\": [\"01\"]}", to: ExerciseStateStore.path)
    let tests = fixture.root.appendingPathComponent(exercises[0].testsPath + "/DescribeTests.swift")
    let checker = EditingChecker(file: tests)

    let run = await Run(["check", "01"], in: fixture, checker: checker)

    #expect(run.status == 1)
    #expect(run.errors.text.contains("DescribeTests.swift was changed, so there is no verdict"))
    #expect(!run.output.text.contains("✓"))
    let state = try ExerciseStateStore(root: fixture.root).load().state
    #expect(state.done == ["01"])
    #expect(state.failing == [])
  }

  @Test(
    "check without the list of shipped tests, or with a damaged line in it, says how to get it back"
  )
  func missingOrDamagedList() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("# shipped\nnot a line\n", to: ShippedTests.listPath)
    let damaged = await Run(["check", "01"], in: fixture)
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(ShippedTests.listPath))
    let missing = await Run(["check", "01"], in: fixture)

    let restore =
      "Get it back with 'git checkout -- Exercises/shipped-tests.txt', or from a fresh download of the workbook.\n"
    #expect(
      damaged.errors.text
        == "Error: Exercises/shipped-tests.txt, line 2, is not '<blob id>  Exercises/<file>'. "
        + restore)
    #expect(
      missing.errors.text
        == "Error: Exercises/shipped-tests.txt is missing or cannot be read: it says which tests are the "
        + "workbook's, so no check can give a verdict without it. " + restore)
    #expect([damaged.status, missing.status] == [1, 1])
  }

  @Test(
    "reset --tests keeps a copy of the learner's tests, brings back the shipped ones, and the check runs again"
  )
  func resetTests() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    let path = exercises[0].testsPath + "/DescribeTests.swift"
    let shipped = try #require(fixture.read(path))
    try fixture.write("// mine\n", to: path)
    try fixture.write("// added\n", to: exercises[0].testsPath + "/MineTests.swift")
    let blobs = [GitBlobID.of(Data(shipped.utf8)): Data(shipped.utf8)]
    let checker = ScriptedChecker([.passed])

    let reset = await Run(["reset", "01", "--tests"], in: fixture, shipped: { blobs[$0] })
    let check = await Run(["check", "01"], in: fixture, checker: checker)

    #expect(reset.status == 0)
    #expect(
      reset.output.text == """
        Kept a copy of your changes in .workbook/backups/01-first-tests-20231114-221320/
        Restored as shipped: Exercises/01-first/Tests/DescribeTests.swift.
        Removed Exercises/01-first/Tests/MineTests.swift, which the workbook does not
        ship (the copy has it).

        """)
    #expect(fixture.read(path) == shipped)
    let backup = ".workbook/backups/01-first-tests-20231114-221320/Tests/"
    #expect(fixture.read(backup + "DescribeTests.swift") == "// mine\n")
    #expect(fixture.read(backup + "MineTests.swift") == "// added\n")
    #expect(check.status == 0)
    #expect(await checker.checks.count == 1)
  }

  @Test("reset --tests without the shipped bytes in git changes nothing and says where to get them")
  func resetTestsWithoutGit() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    let path = exercises[0].testsPath + "/DescribeTests.swift"
    try fixture.write("// mine\n", to: path)

    let reset = await Run(["reset", "01", "--tests"], in: fixture)

    #expect(reset.status == 1)
    #expect(
      reset.errors.text == """
        Error: git cannot give the shipped Exercises/01-first/Tests/DescribeTests.swift: this copy of the \
        workbook has no git history that holds it. Take the file from a fresh download of the workbook. \
        Nothing was changed.

        """)
    #expect(fixture.read(path) == "// mine\n")
    #expect(fixture.read(".workbook/backups") == nil)
  }

  @Test(
    "reset --tests on tests as shipped changes nothing; reset without it names tests that differ")
  func resetTellsOfTheTests() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    let stub = ["Describe.swift": Data(WorkbookFixture.stub.utf8)]
    let unchanged = await Run(["reset", "01", "--tests"], in: fixture)
    try fixture.write("// mine\n", to: exercises[0].testsPath + "/DescribeTests.swift")

    let sources = await Run(
      ["reset", "01"], in: fixture, committed: { _ throws(ExerciseError) in stub })

    #expect(unchanged.status == 0)
    #expect(
      unchanged.output.text
        == "Exercises/01-first: the tests are already as shipped: nothing to reset.\n")
    #expect(sources.status == 0)
    #expect(
      sources.output.text == """
        Exercises/01-first/Sources is already the stub as committed: nothing to reset.
        Exercises/01-first/Tests/DescribeTests.swift was changed, so there is no
        verdict: a check runs the tests as shipped. Run 'swift run workbook reset 01
        --tests' to get them back; it keeps a copy of your changes.

        """)
  }

  @Test(
    "In the exercise where the learner writes the tests, the code under test and the mutants are the shipped files"
  )
  func codeUnderTestAndMutantsAreShipped() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    try fixture.writeMetadata([exercise])
    try fixture.write("// weaker\n", to: exercise.path + "/Mutants/no-prefix.patch")
    let mutant = await Run(["check", "11"], in: fixture)
    try fixture.write("// learner's own\n", to: exercise.sourcesPath + "/DescribeTests.swift")
    try fixture.write(WorkbookFixture.stub, to: exercise.codeUnderTestPath + "/Describe.swift")

    let code = await Run(["check", "11"], in: fixture)

    #expect(
      mutant.errors.text.hasPrefix(
        "Error: Exercises/11-tests/Mutants/no-prefix.patch was changed, so there is no verdict: a check runs the "
          + "code under test and its mutants as shipped."))
    #expect(
      code.errors.text.hasPrefix(
        "Error: Exercises/11-tests/CodeUnderTest/Describe.swift was changed (and 1 more)"))
  }

  @Test("check refuses changed tests in Chinese too")
  func refusedInChinese() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try fixture.write("// mine\n", to: exercises[0].testsPath + "/DescribeTests.swift")

    let run = await Language.$current.withValue(.simplifiedChinese) {
      await Run(["check", "01"], in: fixture)
    }

    #expect(
      run.errors.text == """
        错误：Exercises/01-first/Tests/DescribeTests.swift 被改过了，所以没有结论：检查只用练习册自带的测试。\
        运行 'swift run workbook reset 01 --tests' 把它们恢复原样；它会先备份你的改动。

        """)
  }
}

/// A checker that changes a test file while it "runs", then passes: what a learner saving the tests in the middle
/// of a check does.
struct EditingChecker: ExerciseChecking {
  let file: URL

  func check(
    _ exercises: [Exercise], code: ExerciseCode, progress: @escaping @Sendable (String) -> Void
  ) async -> [ExerciseCheckResult] {
    await check(exercises, code: code)
  }

  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    try? Data("// saved mid-check\n".utf8).write(to: file)
    return exercises.map { ExerciseCheckResult(exercise: $0, verdict: .passed) }
  }
}
