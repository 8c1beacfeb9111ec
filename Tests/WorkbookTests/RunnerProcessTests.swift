import Foundation
import Testing

@testable import WorkbookProcess

/// What a child leaves running is stopped with it: nothing of a learner's run outlives the check, or holds its
/// output open past its end.
@Suite("Running a child process") struct RunnerProcessTests {
  @Test(
    "A process that a child starts in a session of its own, with its output elsewhere, is stopped when the child ends",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
  func leftoverIsStopped() async throws {
    let seconds = sleepSeconds()
    let result = await RunnerProcess.run(
      ["sh", "-c", "setsid sleep \(seconds) >/dev/null 2>&1 </dev/null & echo started"],
      timeout: .seconds(300), endingLeftovers: true)

    #expect(result.output == "started\n")
    #expect(result.leftProcesses)
    #expect(liveProcesses(holding: seconds) == [])
  }

  @Test(
    "A process left holding a child's output open ends the run when the child ends, not when it does",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/environ")))
  func leftoverHoldingTheOutput() async throws {
    let seconds = sleepSeconds()
    let result = await RunnerProcess.run(
      ["sh", "-c", "sleep \(seconds) & exit 3"], timeout: .seconds(300), endingLeftovers: true)

    #expect(!result.timedOut)
    #expect(result.status == 3)
    #expect(result.leftProcesses)
    #expect(liveProcesses(holding: seconds) == [])
  }

  @Test("A child that leaves nothing running is not said to")
  func nothingLeft() async {
    let result = await RunnerProcess.run(
      ["sh", "-c", "sleep 0; echo done"], timeout: .seconds(300), endingLeftovers: true)

    #expect(result.output == "done\n")
    #expect(!result.leftProcesses)
  }
}

/// The processes not yet ended whose command line holds `word` (a zombie has ended), on Linux.
func liveProcesses(holding word: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return names.filter { Int($0) != nil }.filter { name in
    guard let line = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
      String(decoding: line, as: UTF8.self).contains(word),
      let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
      let state = stat.split(separator: ")").last?.split(separator: " ").first
    else { return false }
    return state != "Z"
  }
}

/// What to give a `sleep` that no other process runs: a hundred seconds and a fraction of its own. Short
/// enough that one a test fails to stop holds nothing open for long.
func sleepSeconds() -> String {
  "100.\(Int.random(in: 100_000...999_999))"
}
