import Foundation
import TestSupport
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner

/// Two workbook commands at once, as a learner with two terminals (or a script) runs them: real processes of the
/// built `workbook`, or real checks at the same time, never a simulation of one.
@Suite("Two workbook commands at once", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct ConcurrentCommandsTests {
  @Test("Two checks at once of two solved exercises leave both done, every time")
  func twoChecksKeepBothPasses() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercises = try ["01", "02"].map {
      try fixture.addExercise($0, "solved\($0)", stub: WorkbookFixture.solution)
    }
    try fixture.writeMetadata(exercises)
    let (root, store) = (fixture.root, ExerciseStateStore(root: fixture.root))
    for round in 1...3 {
      try? FileManager.default.removeItem(at: store.url)

      async let first = runBuilt("workbook", ["check", "1"], in: root)
      async let second = runBuilt("workbook", ["check", "2"], in: root)
      let statuses = try await [first.status, second.status]

      #expect(statuses == [0, 0], "round \(round)")
      #expect(try store.load().state.done == ["01", "02"], "round \(round)")
    }
  }

  @Test("Twelve hint commands at once, one for each exercise, leave twelve hints seen")
  func twelveHintsKeepTwelveCounts() async throws {
    let fixture = try WorkbookFixture()
    let ids = (1...12).map { String(format: "%02d", $0) }
    try fixture.writeMetadata(ids.map { try fixture.addExercise($0, "e\($0)") })
    let root = fixture.root

    let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
      for id in ids {
        group.addTask { try await runBuilt("workbook", ["hint", id], in: root).status }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }

    #expect(statuses == Array(repeating: 0, count: 12))
    let seen = try ExerciseStateStore(root: root).load().state.hintsShown
    #expect(seen == Dictionary(uniqueKeysWithValues: ids.map { ($0, 1) }))
  }

  @Test(
    "Checks of two exercises at once in packages never share one: each report has its own exercise's tests"
  )
  func twoPackagesAtOnce() async throws {
    let fixture = try WorkbookFixture()
    let first = try fixture.addExercise("01", "one", stub: WorkbookFixture.solution)
    let second = try fixture.addExercise("02", "two", stub: WorkbookFixture.solution)
    try fixture.writeMetadata([first, second])
    // A test that only the second exercise has, so that a report with the other's tests shows.
    try fixture.write(
      "import Testing\n\n@Test(\"Only the second exercise has this test\") func onlySecond() {}\n",
      to: second.testsPath + "/OnlySecondTests.swift")
    let runner = ExerciseRunner(root: fixture.root)

    async let one = runner.check([first], code: .learner)
    async let two = runner.check([second], code: .learner)
    let (firstResult, secondResult) = await (one[0], two[0])

    #expect([firstResult.verdict, secondResult.verdict] == [.passed, .passed])
    #expect(!firstResult.tests.map(\.name).contains("Only the second exercise has this test"))
    #expect(secondResult.tests.map(\.name).contains("Only the second exercise has this test"))
    #expect(secondResult.tests.count == firstResult.tests.count + 1)
  }
}
