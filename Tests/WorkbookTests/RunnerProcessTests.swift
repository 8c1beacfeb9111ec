import Foundation
import TestSupport
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

  @Test(
    "A run closes the pipe of its child's output once it has read it, so a verify's thousand runs leave none open",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
  func runClosesItsPipe() async throws {
    // The child names its own output, `pipe:[inode]`; the same pipe must be open nowhere in this process.
    let result = await RunnerProcess.run(["readlink", "/proc/self/fd/1"], timeout: .seconds(300))
    let pipe = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(pipe.hasPrefix("pipe:["))

    let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)
    }

    #expect(!open.contains(pipe))
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

/// A build is stopped when it hangs, never because it is slow: its limit counts from its last progress. Each
/// run outlasts its limit on purpose, so these take seconds of real time.
@Suite(
  "A build's time limit counts from its last progress", .tags(.slow), .whenSlowTestsAreWanted,
  .oneTestPerCore)
struct RunnerProcessProgressTests {
  @Test("A build that writes a line now and then runs past its limit to its end")
  func writingIsProgress() async {
    let result = await RunnerProcess.run(
      ["sh", "-c", "for i in 1 2 3 4 5 6 7 8 9 10; do echo $i; sleep 0.4; done"],
      timeout: .seconds(2), whileProgressing: true)

    #expect(!result.timedOut)
    #expect(result.output.split(separator: "\n").count == 10)
  }

  @Test(
    "A build that only computes, writing nothing, runs past its limit to its end",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
  func computingIsProgress() async {
    // Seconds of work in the shell, more than the limit on any machine, with one line at the end.
    let result = await RunnerProcess.run(
      ["sh", "-c", "i=0; while [ $i -lt 2000000 ]; do i=$((i+1)); done; echo $i"],
      timeout: .seconds(1), whileProgressing: true)

    #expect(!result.timedOut)
    #expect(result.output == "2000000\n")
  }

  @Test("A build that neither writes nor computes is stopped as hung, with what it started")
  func hangIsStopped() async {
    let seconds = sleepSeconds()
    let result = await RunnerProcess.run(
      ["sh", "-c", "echo started; sleep \(seconds); echo woke"], timeout: .seconds(1),
      whileProgressing: true)

    #expect(result.timedOut)
    #expect(result.output == "started\n")
    #expect(liveProcesses(holding: seconds) == [])
  }
}
