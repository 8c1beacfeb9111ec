import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner
@testable import WorkbookVerifier

private let exercise: Exercise = {
  var exercise = Exercise(
    id: "11", folder: "11-tests", title: "Test a formatter", stage: 3, concept: "", lesson: "",
    files: ["DescribeTests.swift"], hints: [])
  exercise.kind = .tests
  return exercise
}()

/// The learner's two tests, both passing on the code under test, and what they did on two mutants.
private func result(
  _ verdict: ExerciseCheckResult.Verdict, mutants: [ExerciseCheckResult.Mutant],
  of checked: Exercise = exercise
) -> ExerciseCheckResult {
  ExerciseCheckResult(
    exercise: checked, verdict: verdict,
    tests: [
      RunnerTestResult(name: "Describes a movie with some text", outcome: .passed),
      RunnerTestResult(name: "Starts with the prefix", outcome: .passed),
    ], mutants: mutants)
}

private let caught = ExerciseCheckResult.Mutant(
  name: "empty", why: "Describes every movie as nothing.",
  outcome: .killed(by: "\"Describes a movie with some text\""))
private let missed = ExerciseCheckResult.Mutant(
  name: "no-prefix", why: "Forgets the prefix.", outcome: .survived)

/// Another mutant that survives: `name`.
private func survivor(_ name: String) -> ExerciseCheckResult.Mutant {
  .init(name: name, why: "Gets \(name) wrong.", outcome: .survived)
}

/// A checker for an exercise whose learner writes the tests: checking any tests runs them on each mutant too.
private actor MutantChecker: ExerciseChecking {
  private(set) var checks: [ExerciseCode] = []

  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    checks.append(code)
    let exercise = exercises[0]
    switch code {
    case .solution: return [result(.passed, mutants: [caught, caught], of: exercise)]
    case .alternative: return [result(.missesMutants, mutants: [caught, missed], of: exercise)]
    default: return [result(.missesMutants, mutants: [missed, missed], of: exercise)]
    }
  }
}

@MainActor @Suite("An exercise in which the learner writes the tests")
struct TestWritingExerciseTests {
  @Test("check shows the tests on the code, then each mutant caught or missed, then what to do")
  func reportMissed() {
    let lines = ExerciseReport(
      result: result(.missesMutants, mutants: [caught, missed]), timeout: .seconds(30)
    ).lines.map(\.text)
    #expect(
      lines == [
        "Your tests on the code they test, Exercises/11-tests/CodeUnderTest:",
        "  ✓ Describes a movie with some text",
        "  ✓ Starts with the prefix",
        "Your tests on 2 mutants, wrong versions of that code, in Exercises/11-tests/Mutants:",
        "  ✓ empty: caught by \"Describes a movie with some text\"",
        "  ✗ no-prefix survives: every test passes. Forgets the prefix.",
        "✗ 11 fails: all 2 tests pass, but 1 of 2 mutants survive them.",
        "Write a test that fails on a surviving mutant; its patch is in Exercises/11-tests/Mutants/.",
        "Edit Exercises/11-tests/Sources/DescribeTests.swift, then check again. Stuck? Run "
          + "'swift run workbook hint 11'.",
      ])
  }

  @Test("check names the first mutant that survives and counts the others; --all names them all")
  func reportFirstSurvivorOnly() {
    let mutants = [caught, missed, survivor("order"), survivor("ownership")]
    var report = ExerciseReport(
      result: result(.missesMutants, mutants: mutants), timeout: .seconds(30))
    let first = report.lines.map(\.text)
    report.survivors = .all
    let all = report.lines.map(\.text)

    #expect(
      Array(first[4...7]) == [
        "  ✓ empty: caught by \"Describes a movie with some text\"",
        "  ✗ no-prefix survives: every test passes. Forgets the prefix.",
        "  ✗ 2 more survive. Run 'swift run workbook check 11 --all' to see them all.",
        "✗ 11 fails: all 2 tests pass, but 3 of 4 mutants survive them.",
      ])
    #expect(
      Array(all[5...7]) == [
        "  ✗ no-prefix survives: every test passes. Forgets the prefix.",
        "  ✗ order survives: every test passes. Gets order wrong.",
        "  ✗ ownership survives: every test passes. Gets ownership wrong.",
      ])
  }

  @Test(
    "the untouched stub's check counts the survivors and names none: a question, not a checklist")
  func reportCountsOnly() {
    var report = ExerciseReport(
      result: result(.missesMutants, mutants: [caught, missed, survivor("order")]),
      timeout: .seconds(30))
    report.survivors = .counted
    let lines = report.lines.map(\.text)

    #expect(
      !lines.contains { $0.contains("no-prefix") || $0.contains("order") || $0.contains("empty") })
    #expect(lines.contains("  ✗ 2 survive: every test passes on them."))
    #expect(lines.contains("✗ 11 fails: all 2 tests pass, but 2 of 3 mutants survive them."))
  }

  @Test("a mutant whose run did not complete is said so, not counted as surviving")
  func reportUnfinished() {
    let vanished = ExerciseCheckResult.Mutant(
      name: "no-prefix", why: "Forgets the prefix.",
      outcome: .unfinished("Could not run .build/debug/Tests: no such file"))
    let lines = ExerciseReport(
      result: result(.couldNotRun, mutants: [caught, vanished]), timeout: .seconds(30)
    ).lines.map(\.text)

    #expect(
      lines.contains(
        "  ? no-prefix: its run did not complete, so it proves nothing: Could not run "
          + ".build/debug/Tests: no such file"))
    #expect(!lines.contains { $0.contains("survive") })
  }

  @Test("check passes once the tests pass on the code and catch every mutant")
  func reportPassed() {
    let lines = ExerciseReport(
      result: result(.passed, mutants: [caught, caught]), timeout: .seconds(30)
    ).lines.map(\.text)
    #expect(lines.last == "✓ 11 passes: all 2 tests pass, and they catch all 2 mutants.")
  }

  @Test("A test that fails on the code under test is the learner's to fix: the code is right")
  func reportFailsOnTheCode() {
    var failing = result(.failed, mutants: [])
    failing.tests[1].outcome = .failed
    let lines = ExerciseReport(result: failing, timeout: .seconds(30)).lines.map(\.text)
    #expect(!lines.contains { $0.hasPrefix("Your tests on 2 mutants") })
    #expect(lines.contains("✗ 11 fails: 1 of 2 tests pass. Failing:"))
    #expect(
      lines.contains(
        "The code in Exercises/11-tests/CodeUnderTest is right, so a test that fails on it expects the "
          + "wrong thing. Your tests meet the mutants once they all pass."))
  }

  @Test(
    "verify counts the mutants that the reference tests catch, and an alternative that misses one is rejected"
  )
  func verify() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    try fixture.write("Checks each rule.\n", to: exercise.path + "/Alternatives/rules/WHY")
    try fixture.write("逐条检查规则。\n", to: exercise.path + "/Alternatives/rules/WHY.zh-Hans")
    try fixture.write(
      WorkbookFixture.tests("11"), to: exercise.path + "/Alternatives/rules/DescribeTests.swift")
    try fixture.writeMetadata([exercise])
    let checker = MutantChecker()
    let verifier = ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root), checker: checker,
      minimumMutants: 2, minimumAlternatives: 1)
    let output = RecordedOutput()

    let status = await verifier.run(
      [exercise], timeout: .seconds(30), terminal: Terminal(output: output, width: 100))

    #expect(status == 1)
    #expect(
      output.text == """
        Checking every solution, stub, mutant and alternative of exercise 11…
        11 mutant empty: caught by "Describes a movie with some text"
        11 mutant empty: caught by "Describes a movie with some text"
        11 mutants: 2 of 2 killed
        ✗ 11 alternative rules is rejected: lets 1 of 2 mutants through
            Your tests on the code they test, Exercises/11-tests/CodeUnderTest:
              ✓ Describes a movie with some text
              ✓ Starts with the prefix
            Your tests on 2 mutants, wrong versions of that code, in Exercises/11-tests/Mutants:
              ✓ empty: caught by "Describes a movie with some text"
              ✗ no-prefix survives: every test passes. Forgets the prefix.
            ✗ 11 fails: all 2 tests pass, but 1 of 2 mutants survive them.
            Write a test that fails on a surviving mutant; its patch is in Exercises/11-tests/Mutants/.
        ✗ 11 alternatives: 0 of 1 pass
        11 cheats: 1 of 1 fail
        11 copy attack: 2 tried, 2 fail, 0 not tried (does not compile)
        verify: 1 solution passes, 1 stub fails, 2 mutants caught, 0 of 1 alternatives pass, metadata complete

        """)
    // The mutants are checked with the solution's tests, not one by one.
    #expect(
      await checker.checks == [
        .solution, .committedStub, .alternative("rules"), .cheat("reads-its-file"),
        .copy(renamed: false), .copy(renamed: true),
      ])
  }

  @Test(
    "A cheat that passes is named with its WHY in the learner's language, or in English when it has no Chinese one"
  )
  func cheatWhyInChinese() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    let englishOnly = exercise.cheatPath("asserts-nothing")
    try fixture.write(WorkbookFixture.stubTests("11"), to: englishOnly + "/DescribeTests.swift")
    try fixture.write("Asserts nothing.\n", to: englishOnly + "/WHY")
    try fixture.writeMetadata([exercise])
    let verifier = ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root),
      checker: ScriptedChecker([.passed, .passed]))

    let lines: [String] = await Language.$current.withValue(.simplifiedChinese) {
      var findings = ExerciseVerifier.Findings()
      await verifier.checkCheats(of: exercise, into: &findings)
      return findings.all.map(\.line)
    }

    #expect(
      lines == [
        "11 作弊测试 asserts-nothing 通过了，说明不测试行为也能分辨出变异体：Asserts nothing.",
        "11 作弊测试 reads-its-file 通过了，说明不测试行为也能分辨出变异体：凭自己文件的 id 分辨变异体。",
        "11 作弊测试：2 个中 0 个未通过",
      ])
  }

  @Test(
    "check runs the learner's tests on the code and on each mutant for real, and names the one they miss",
    .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
  func forReal() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    try fixture.writeMetadata([exercise])
    let runner = ExerciseRunner(root: fixture.root)

    let stub = await runner.check([exercise], code: .learner)[0]
    let solution = await runner.check([exercise], code: .solution)[0]

    #expect(stub.verdict == .missesMutants)
    #expect(stub.tests.map(\.name) == ["Describes a movie with some text"])
    #expect(
      stub.mutants == [
        .init(
          name: "empty", why: "Describes every movie as nothing.",
          outcome: .killed(by: "\"Describes a movie with some text\"")),
        .init(name: "no-prefix", why: "Forgets the prefix.", outcome: .survived),
      ])
    #expect(solution.verdict == .passed)
    #expect(solution.mutants.count == 2)
    #expect(solution.mutants.allSatisfy { $0.outcome != .survived })

    // The mutants are sealed: a test that reads its own file's id reads the same on each of them.
    let cheat = await runner.check([exercise], code: .cheat("reads-its-file"))[0]
    #expect(cheat.verdict == .missesMutants)

    // A compile error in the tests is shown once.
    try fixture.write(
      WorkbookFixture.stubTests("11").replacingOccurrences(of: "isEmpty", with: "isEmpty2"),
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let broken = await runner.check([exercise], code: .learner)[0]
    #expect(broken.verdict == .doesNotCompile)
    let errors = broken.lines.filter { $0.contains(": error:") }
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("Exercises/11-tests/Sources/DescribeTests.swift:7:") == true)
  }
}
