import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Learner code for exercise 01 of `fixtureWithTwo()` that never lets its test end: it loops, printing or not.
private func looping(printing: Bool) -> String {
  """
  import Entities

  public func describe(_ movie: Movie) -> String {
    var count = 0
    while true {
      count += 1
      \(printing ? #"print("Still describing \(movie.title), round \(count)")"# : "")
    }
  }

  """
}

private let source = "Exercises/01-first/Sources/Describe.swift"
/// Wide enough that no line of a report is wrapped, so that a test can look for a whole sentence.
private let wide = ["COLUMNS": "200"]

/// The compiler's processes running inside the fixture.
private func compilers(in fixture: WorkbookFixture) -> [pid_t] {
  processes(inside: fixture.root).filter { pid in
    let commandLine = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
    return commandLine.contains("swift-frontend")
  }
}

/// Whether the compiler process `pid` is compiling the file `name`.
private func compiling(_ name: String, _ pid: pid_t) -> Bool {
  ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").contains(name)
}

/// The test processes running inside the fixture.
private func testProcesses(in fixture: WorkbookFixture) -> [pid_t] {
  processes(inside: fixture.root).filter { pid in
    let commandLine = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
    return commandLine.contains(".xctest")
  }
}

/// Waits until `condition` holds, for at most `patience`; returns whether it did.
@MainActor private func eventually(_ condition: () -> Bool) async throws -> Bool {
  let deadline = ContinuousClock.now + patience
  // Once seen is enough: what it looks for (a compiler's process) may be gone by the next look.
  while ContinuousClock.now < deadline {
    if condition() {
      return true
    }
    try await Task.sleep(for: .milliseconds(100))
  }
  return condition()
}

/// Learner code that misbehaves, and the workbook stopped in the middle, through the built `workbook` on a
/// fixture that it really builds. Linux only: they look for what is left behind in `/proc`.
@MainActor
@Suite("Learner faults and stop signals", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct LearnerFaultTests {
  /// The fixture, built once with the stub so that a check afterwards builds only what changed.
  private func builtFixture() async throws -> WorkbookFixture {
    let (fixture, _) = try await fixtureWithTwo()
    let first = try await runBuilt(
      "workbook", ["check", "1"], in: fixture.root)
    #expect(first.status == 1, "\(first.output)")
    return fixture
  }

  @Test(
    "A test that prints without end is stopped at its time limit, and the verdict says the output was cut"
  )
  func printsWithoutEnd() async throws {
    let fixture = try await builtFixture()
    try fixture.write(looping(printing: true), to: source)
    let environment = wide.merging(["WORKBOOK_TIMEOUT": "2"]) { $1 }
    let outcome = try await runBuilt(
      "workbook", ["check", "1"], environment: environment, in: fixture.root)

    #expect(outcome.status == 1)
    #expect(outcome.output.contains("✗ 01 did not finish within 2 seconds"))
    #expect(
      outcome.output.contains(
        "    The tests printed more than 1 MB: the rest of what they printed was cut."))
    #expect(try await eventually { testProcesses(in: fixture).isEmpty })
  }

  @Test(
    "Learner code that calls exit(0) in a test is told it ended the test process, not that it crashed"
  )
  func exitsInATest() async throws {
    let fixture = try await builtFixture()
    try fixture.write(
      "import Entities\nimport Foundation\n\npublic func describe(_ movie: Movie) -> String {\n  exit(0)\n}\n",
      to: source)

    let outcome = try await runBuilt(
      "workbook", ["check", "1"], environment: wide, in: fixture.root)

    #expect(outcome.status == 1)
    #expect(outcome.output.contains("the test process ended before its tests finished."))
    #expect(outcome.output.contains("The test process exited with status 0."))
    #expect(outcome.output.contains("look for a call to exit() in your code."))
    #expect(!outcome.output.contains("crashed"))
  }

  @Test("Ctrl-C during a test that never ends stops the test process, and the workbook exits 130")
  func interruptedTest() async throws {
    let fixture = try await builtFixture()
    try fixture.write(looping(printing: false), to: source)
    let workbook = try BuiltProcess("workbook", ["check", "1"], in: fixture.root)
    #expect(try await eventually { !testProcesses(in: fixture).isEmpty })

    workbook.send(SIGINT)
    let outcome = try await workbook.finish()

    #expect(outcome.status == 130)
    #expect(try await eventually { processes(inside: fixture.root).isEmpty })
  }

  @Test(
    "SIGTERM, or SIGHUP from a closed terminal, during a build stops the build, and the workbook exits 143 or 129",
    arguments: [(SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
  func terminatedBuild(signal: Int32, status: Int32) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    // A file the compiler takes minutes over, so that it is still at work when the workbook is stopped.
    let rows = (0..<20_000).map { "  (\($0), \"\($0)\")," }.joined(separator: "\n")
    try fixture.write(
      "let rows: [(Int, String)] = [\n\(rows)\n]\n", to: "Exercises/01-first/Sources/Rows.swift")
    let workbook = try BuiltProcess("workbook", ["check", "1"], in: fixture.root)
    #expect(
      try await eventually {
        compilers(in: fixture).contains { compiling("Rows.swift", $0) }
      })

    workbook.send(signal)
    let outcome = try await workbook.finish()

    #expect(outcome.status == status)
    // The compilers too, which SwiftPM starts in process groups of their own: none is left to finish its job.
    #expect(try await eventually { processes(inside: fixture.root).isEmpty })
  }

  @Test("A test process never outlives its time limit, even when the workbook is killed outright")
  func killedOutright() async throws {
    let fixture = try await builtFixture()
    try fixture.write(looping(printing: false), to: source)
    let workbook = try BuiltProcess(
      "workbook", ["check", "1"], environment: ["WORKBOOK_TIMEOUT": "3"], in: fixture.root)
    #expect(try await eventually { !testProcesses(in: fixture).isEmpty })

    workbook.send(SIGKILL)
    _ = try await workbook.finish()

    // Its own deadline: 3 seconds from its start, whole seconds as alarm() counts them.
    #expect(try await eventually { testProcesses(in: fixture).isEmpty })
  }
}
