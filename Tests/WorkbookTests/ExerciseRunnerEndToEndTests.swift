import Foundation
import Testing

@testable import WorkbookCore

@Suite("Checking exercises for real") struct ExerciseRunnerEndToEndTests {
  @Test("An exercise that does not compile is reported by name while another one checks green")
  func brokenExerciseDoesNotStopAnother() async throws {
    let fixture = try WorkbookFixture()
    let green = try fixture.addExercise("01", "green", stub: WorkbookFixture.solution)
    let broken = try fixture.addExercise(
      "02", "broken",
      stub:
        "import Entities\n\npublic func describe(_ movie: Movie) -> String {\n  movie.titel\n}\n")
    try fixture.writeMetadata([green, broken])

    let results = await ExerciseRunner(root: fixture.root).check([green, broken], code: .learner)

    #expect(results.map(\.exercise.id) == ["01", "02"])
    #expect(results[0].verdict == .passed)
    #expect(
      results[0].tests.map(\.name).sorted() == [
        "Describes a movie by its title", "Describes another movie",
        "Never describes a movie as nothing",
      ])
    #expect(results[1].verdict == .doesNotCompile)
    #expect(
      results[1].lines.first?.hasPrefix("Exercises/02-broken/Sources/Describe.swift:4:9: error:")
        == true)
    #expect(results[1].lines.contains { $0.contains("movie.titel") })
  }
}
