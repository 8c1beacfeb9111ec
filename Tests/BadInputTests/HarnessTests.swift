import Foundation
import TestSupport
import Testing

@Suite("Running a built executable", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct HarnessTests {
  @Test("A run gives back what the executable printed and its exit status")
  func printsAndExits() async throws {
    let outcome = try await runBuilt("Stage1MVVM", ["--bogus"])
    #expect(outcome.status == 64)
    #expect(outcome.errors.hasPrefix("Error: "))
    #expect(!outcome.timedOut)
  }
}
