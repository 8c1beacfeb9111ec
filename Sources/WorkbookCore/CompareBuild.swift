import Foundation

/// Why `workbook compare` cannot show the stages: one line for the user.
struct CompareError: Error, Equatable, Sendable, CustomStringConvertible {
  let message: String

  var description: String { "Error: \(message)" }
}

/// One of the three stages, as `workbook compare` and the lessons name it.
struct WorkbookStage: Equatable, Sendable {
  let number: Int
  /// The executable product: `Stage1MVVM`.
  let product: String
  /// The column header: `Stage 1 MVVM`.
  let title: String

  static let all = [
    WorkbookStage(number: 1, product: "Stage1MVVM", title: "Stage 1 MVVM"),
    WorkbookStage(number: 2, product: "Stage2Presenter", title: "Stage 2 Presenter"),
    WorkbookStage(number: 3, product: "Stage3VIPER", title: "Stage 3 VIPER"),
  ]
}

/// Runs a program to its end and keeps what it printed.
enum CompareProcess {
  /// How a program ended and what it printed.
  struct Result: Sendable {
    let status: Int32
    let output: String
    let errors: String
  }

  /// Runs `executable` with `arguments` in `directory` and waits for it to end.
  ///
  /// Standard output and error go to files, not pipes, so that a program that prints a lot on both can
  /// never block on a full pipe while this one waits.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let output = try FileHandle(forWritingTo: outputFile)
    let errors = try FileHandle(forWritingTo: errorFile)
    defer {
      try? output.close()
      try? errors.close()
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory {
      process.currentDirectoryURL = directory
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
      errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
  }
}

/// Builds the stages from the current code with SwiftPM, and says where their executables are.
enum CompareBuild {
  /// The nearest folder at or above `directory` that holds the workbook's `Package.swift` (a package with
  /// the stages' sources).
  static func packageRoot(from directory: URL) -> URL? {
    var folder = directory.standardizedFileURL
    while true {
      let files = ["Package.swift", "Sources/\(WorkbookStage.all[0].product)"]
      if files.allSatisfy({ FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }) {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
    }
  }

  /// The SwiftPM options that build into the same place as the executable at `path` was built: its
  /// scratch path (the folder above it with `workspace-state.json`) and its configuration.
  static func buildOptions(forExecutableAt path: URL) -> [String] {
    let folder = path.resolvingSymlinksInPath().deletingLastPathComponent()
    var options = folder.lastPathComponent == "release" ? ["--configuration", "release"] : []
    var candidate = folder
    for _ in 0..<3 {
      candidate = candidate.deletingLastPathComponent()
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("workspace-state.json").path) {
        options += ["--scratch-path", candidate.path]
        break
      }
    }
    return options
  }

  /// Builds `stages` in the package at `root`, then returns the folder that holds their executables.
  static func build(_ stages: [WorkbookStage], root: URL, options: [String]) throws(CompareError) -> URL {
    for stage in stages {
      let result = try swift(["build", "--product", stage.product] + options, root: root)
      guard result.status == 0 else {
        let lines = (result.output + "\n" + result.errors).split(separator: "\n")
        let firstError = lines.first { $0.contains("error:") }.map { ": " + $0 } ?? ""
        throw CompareError(
          message: "Cannot build \(stage.product) (swift build failed)\(firstError)")
      }
    }
    let result = try swift(["build", "--show-bin-path"] + options, root: root)
    let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.status == 0, !path.isEmpty else {
      throw CompareError(message: "Cannot find the built stages: 'swift build --show-bin-path' failed.")
    }
    return URL(fileURLWithPath: path)
  }

  private static func swift(_ arguments: [String], root: URL) throws(CompareError) -> CompareProcess.Result {
    do {
      return try CompareProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: root)
    } catch {
      throw CompareError(message: "Cannot run swift: \(error.localizedDescription)")
    }
  }
}
