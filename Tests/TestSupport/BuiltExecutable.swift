import Foundation
import Synchronization
import WorkbookCommandLine
import WorkbookProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a run of a built executable printed, and how it ended.
public struct Outcome: Sendable {
  /// The exit status, or the number of the signal that ended it.
  public let status: Int32
  public let output: String
  public let errors: String
  /// Whether it was still running at its time limit, and was killed.
  public let timedOut: Bool

  public var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// The folder that holds the built executables: the test bundle's own folder, as swift-argument-parser's
/// example tests find it.
public var productsDirectory: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
  #endif
  return Bundle.main.bundleURL
}

/// A built executable (`Stage1MVVM`, `workbook`) running as a learner would run it from a shell: with the
/// environment of this process without `COLUMNS`, `WORKBOOK_AMBIGUOUS` and the language's variables, and with
/// `NO_COLOR`, then the test's own over it. So it speaks English unless the test asks for Chinese, whatever the
/// locale of whoever runs the tests. Its output goes to files, not pipes, so that a child that prints a lot
/// never waits for the test to read.
public final class BuiltProcess {
  private let process = Process()
  private let folder: URL
  /// Ends when the process does: waiting on it costs nothing and wakes at once, where polling would add its
  /// interval to every run.
  private let exited: AsyncStream<Void>
  /// How it ended, as `childEnding(of:)` saw it, before `exited` ends.
  private let ending = Ending()
  private var files: [URL] { ["out", "err", "in"].map { folder.appendingPathComponent($0) } }

  /// Starts `name` with `arguments`, `input` on its standard input (none when `nil`), in `directory`.
  public init(
    _ name: String, _ arguments: [String], environment: [String: String] = [:],
    input: String? = nil, in directory: URL? = nil
  ) throws {
    let (exited, continuation) = AsyncStream<Void>.makeStream()
    self.exited = exited
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "built-process-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    process.executableURL = productsDirectory.appendingPathComponent(name)
    process.arguments = arguments
    var inherited = ProcessInfo.processInfo.environment
    // The width, the language and the terminal's ambiguous width come from the test, never from the shell that
    // runs the tests.
    for name in ["COLUMNS", "LC_ALL", "LC_MESSAGES", "LANG", "WORKBOOK_AMBIGUOUS"] {
      inherited[name] = nil
    }
    inherited["NO_COLOR"] = "1"
    process.environment = inherited.merging(environment) { $1 }
    if let directory {
      process.currentDirectoryURL = directory
    }
    let files = files
    try Data().write(to: files[0])
    try Data().write(to: files[1])
    try Data((input ?? "").utf8).write(to: files[2])
    process.standardOutput = try FileHandle(forWritingTo: files[0])
    process.standardError = try FileHandle(forWritingTo: files[1])
    process.standardInput =
      input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: files[2])
    process.terminationHandler = { _ in continuation.finish() }
    try process.run()
    let pid = process.processIdentifier
    Thread.detachNewThread { [ending] in
      let end = childEnding(of: pid)
      ending.value.withLock { $0 = end }
      continuation.finish()
    }
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
    }
    try? FileManager.default.removeItem(at: folder)
  }

  public var processIdentifier: pid_t { process.processIdentifier }

  /// What it has written to standard output so far.
  public var output: String {
    String(decoding: (try? Data(contentsOf: files[0])) ?? Data(), as: UTF8.self)
  }

  /// Waits until its standard output holds `text`, or it has ended, or `timeout` has passed; returns whether
  /// the text came.
  public func waitForOutput(containing text: String, timeout: Duration = patience) async throws
    -> Bool
  {
    let deadline = ContinuousClock.now + timeout
    while !output.contains(text) && process.isRunning && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(50))
    }
    return output.contains(text)
  }

  /// Sends `signal` to it, as a terminal's Ctrl-C (SIGINT) or `kill` would.
  public func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Waits for it to end, killing it when it is still running after `timeout`.
  public func finish(timeout: Duration = patience) async throws -> Outcome {
    let exited = exited
    let timedOut = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in exited {}
        return false
      }
      group.addTask {
        try? await Task.sleep(for: timeout)
        return true
      }
      let first = await group.next() ?? true
      group.cancelAll()
      return first
    }
    if timedOut {
      kill(process.processIdentifier, SIGKILL)
    }
    let status: Int32
    if let end = ending.value.withLock({ $0 }) {
      status = end.status
    } else {
      // Foundation reaped it first, so it knows.
      process.waitUntilExit()
      status = process.terminationStatus
    }
    let errors = String(decoding: (try? Data(contentsOf: files[1])) ?? Data(), as: UTF8.self)
    return Outcome(status: status, output: output, errors: errors, timedOut: timedOut)
  }
}

/// How a `BuiltProcess` ended, shared with the thread that waits for it.
private final class Ending: Sendable {
  let value = Mutex<(status: Int32, signalled: Bool)?>(nil)
}

/// The built executable that runs `workbook` with `arguments`: `workbook`, or for a subcommand that it launches
/// (`LaunchedCommand`), the executable that it would build and become. Tests run that one directly: its build
/// would wait for the build folder, which `swift test` holds.
public func workbookExecutable(for arguments: [String]) -> String {
  arguments.lazy.compactMap(LaunchedCommand.init(rawValue:)).first?.product ?? "workbook"
}

/// Runs a built executable to its end, as `BuiltProcess` starts it; a run still going after `timeout` is killed,
/// and says so.
public func runBuilt(
  _ name: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
  in directory: URL? = nil, timeout: Duration = patience
) async throws -> Outcome {
  try await BuiltProcess(name, arguments, environment: environment, input: input, in: directory)
    .finish(timeout: timeout)
}

/// The processes whose command line or working directory is inside `folder`: what a run left behind there.
/// Linux only (it reads `/proc`); elsewhere none.
public func processes(inside folder: URL) -> [pid_t] {
  #if os(Linux)
    let path = folder.resolvingSymlinksInPath().path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(pid_t.init).filter { pid in
      let commandLine =
        (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")))
        .map { String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self) } ?? ""
      let directory =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd")) ?? ""
      return commandLine.contains(path) || directory.hasPrefix(path)
    }
  #else
    return []
  #endif
}

/// Where a test keeps its scratch files: in memory (`/dev/shm`) where the system has it, else in the
/// temporary folder. A test that writes many small files waits on the disk otherwise: ext4 searches the
/// inodes it freed lately before it gives out a new one, and these tests free thousands.
public let scratchDirectory: URL = {
  let memory = URL(fileURLWithPath: "/dev/shm")
  return access(memory.path, W_OK) == 0 ? memory : FileManager.default.temporaryDirectory
}()
