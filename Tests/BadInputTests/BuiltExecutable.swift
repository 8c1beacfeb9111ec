import Foundation

/// What a run of a built executable printed, and how it ended.
struct Outcome: Sendable {
  let status: Int32
  let output: String
  let errors: String
  /// Whether it was still running at its time limit, and was stopped.
  let timedOut: Bool

  var outputLines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

/// The folder that holds the built executables: the test bundle's own folder, as swift-argument-parser's
/// example tests find it.
var productsDirectory: URL {
  #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      return bundle.bundleURL.deletingLastPathComponent()
    }
  #endif
  return Bundle.main.bundleURL
}

/// Runs a built executable (`Stage1MVVM`, `workbook`) as a learner would from a shell: with `arguments`, the
/// environment of this process without `COLUMNS` and with `NO_COLOR`, then `environment` over it, `input` on
/// standard input (none when `nil`), in `directory`. A run still going after `timeout` is killed, and says so.
func runBuilt(
  _ name: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil,
  in directory: URL? = nil, timeout: Duration = .seconds(60)
) async throws -> Outcome {
  let process = Process()
  process.executableURL = productsDirectory.appendingPathComponent(name)
  process.arguments = arguments
  var inherited = ProcessInfo.processInfo.environment
  // The width comes from the case, never from the shell that runs the tests.
  inherited["COLUMNS"] = nil
  inherited["NO_COLOR"] = "1"
  process.environment = inherited.merging(environment) { $1 }
  if let directory {
    process.currentDirectoryURL = directory
  }
  // Files, not pipes: a child that prints a lot never waits for this process to read.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bad-input-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let files = ["out", "err", "in"].map { folder.appendingPathComponent($0) }
  try Data((input ?? "").utf8).write(to: files[2])
  try Data().write(to: files[0])
  try Data().write(to: files[1])
  process.standardOutput = try FileHandle(forWritingTo: files[0])
  process.standardError = try FileHandle(forWritingTo: files[1])
  process.standardInput =
    input == nil ? FileHandle.nullDevice : try FileHandle(forReadingFrom: files[2])
  try process.run()
  let deadline = ContinuousClock.now + timeout
  while process.isRunning && ContinuousClock.now < deadline {
    try await Task.sleep(for: .milliseconds(20))
  }
  let timedOut = process.isRunning
  if timedOut {
    kill(process.processIdentifier, SIGKILL)
  }
  process.waitUntilExit()
  let text = { (url: URL) in String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
  }
  return Outcome(
    status: process.terminationStatus, output: text(files[0]), errors: text(files[1]),
    timedOut: timedOut)
}
