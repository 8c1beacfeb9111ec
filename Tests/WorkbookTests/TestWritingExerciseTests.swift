import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCore

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
  caughtBy: "\"Describes a movie with some text\"")
private let missed = ExerciseCheckResult.Mutant(
  name: "no-prefix", why: "Forgets the prefix.", caughtBy: nil)

/// A checker for an exercise whose learner writes the tests: checking any tests runs them on each mutant too.
private actor MutantChecker: ExerciseChecking {
  private(set) var checks: [ExerciseCode] = []

  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    checks.append(code)
    let exercise = exercises[0]
    switch code {
    case .solution: return [result(.passed, mutants: [caught, caught], of: exercise)]
    case .variant: return [result(.missesMutants, mutants: [caught, missed], of: exercise)]
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
        "  ✗ no-prefix: every test passes. Forgets the prefix.",
        "✗ 11 fails: all 2 tests pass, but 1 of 2 mutants pass them too. Missed:",
        "  - no-prefix",
        "Write a test that fails on each one missed: what it gets wrong is in its WHY, and its code is in "
          + "Exercises/11-tests/Mutants/.",
        "Edit Exercises/11-tests/Sources/DescribeTests.swift, then check again. Stuck? Run "
          + "'swift run workbook hint 11'.",
      ])
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
        ✗ 11 alternative rules is rejected: lets 1 of 2 mutants through
            Your tests on the code they test, Exercises/11-tests/CodeUnderTest:
              ✓ Describes a movie with some text
              ✓ Starts with the prefix
            Your tests on 2 mutants, wrong versions of that code, in Exercises/11-tests/Mutants:
              ✓ empty: caught by "Describes a movie with some text"
              ✗ no-prefix: every test passes. Forgets the prefix.
            ✗ 11 fails: all 2 tests pass, but 1 of 2 mutants pass them too. Missed:
              - no-prefix
            Write a test that fails on each one missed: what it gets wrong is in its WHY, and its code is in Exercises/11-tests/Mutants/.
        verify: 1 solution passes, 1 stub fails, 2 mutants caught, 0 of 1 alternatives pass, metadata complete

        """)
    // The mutants are checked with the solution's tests, not one by one.
    #expect(await checker.checks == [.solution, .committedStub, .variant("Alternatives/rules")])
  }

  @Test(
    "check runs the learner's tests on the code and on each mutant for real, and names the one they miss",
    .tags(.slow), .whenSlowTestsAreWanted)
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
          caughtBy: "\"Describes a movie with some text\""),
        .init(name: "no-prefix", why: "Forgets the prefix.", caughtBy: nil),
      ])
    #expect(solution.verdict == .passed)
    #expect(solution.mutants.allSatisfy { $0.caughtBy != nil })

    // A compile error in the tests is built once for each mutant, and shown once.
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
