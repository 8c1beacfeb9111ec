import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess
import WorkbookRunner

/// The package that `workbook open` writes for an editor in `.workbook/editor/NN-name/`: the exercise's code
/// (`ExerciseNN`), its tests (`ExerciseNNTests`) and the shared code (`SharedTarget.all`), each target's folder a
/// link to the repository's. Folders, never files: an editor saves a new file over the old one, a copy where
/// the link was. Not the repository's package, whose `Solution/`s an editor would index and offer as you type.
package struct EditorPackage: Sendable {
  let root: URL
  let exercise: Exercise

  /// The package's folder relative to the repository, as the learner types it: its links are four levels down.
  package var relativePath: String { ".workbook/editor/" + exercise.folder }

  package var directory: URL { root.appendingPathComponent(relativePath) }

  var manifest: String {
    let name = exercise.targetName
    let shared = SharedTarget.names.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      // swift-tools-version:6.0
      // Written by `workbook open` for an editor: exercise \(exercise.id), its tests and the shared code they build on,
      // and no solution. Each target's folder is a link to the repository's; `workbook open` writes this again.
      import PackageDescription

      let package = Package(
        name: "\(exercise.folder)",
        platforms: [.macOS(.v15)],
        targets: [
      \(SharedTarget.all.map { "    \($0.declaration)," }.joined(separator: "\n"))
          .target(name: "\(name)", dependencies: [\(shared)]),
          .testTarget(name: "\(name)Tests", dependencies: ["\(name)"]),
        ],
        swiftLanguageModes: [.v6]
      )
      \(indexingOwnCodeOnly)
      """
  }

  /// Each link in the package, relative to it, and what it points at, relative to the link's folder.
  var links: [(path: String, destination: String)] {
    let up = "../../../../"
    // When the learner writes the tests, their `Sources/` are the tests, of the code in `CodeUnderTest/`.
    let (code, tests) =
      exercise.writesTests
      ? (exercise.codeUnderTestPath, exercise.sourcesPath)
      : (exercise.sourcesPath, exercise.testsPath)
    return SharedTarget.all.map { ("Sources/\($0.name)", "\(up)Sources/\($0.name)") } + [
      ("Sources/\(exercise.targetName)", up + code),
      ("Tests/\(exercise.targetName)Tests", up + tests),
    ]
  }

  /// Writes the manifest and the links, but what already is, to keep the build warm; an error says what to do.
  package func write() throws(ExerciseError) {
    let manager = FileManager.default
    for folder in ["Sources", "Tests"] {
      try writing(relativePath + "/" + folder, as: .folder) {
        try manager.createDirectory(
          at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
    }
    try writing(relativePath + "/Package.swift", as: .file) {
      let manifestURL = directory.appendingPathComponent("Package.swift")
      if manager.contents(atPath: manifestURL.path) != Data(manifest.utf8) {
        try Data(manifest.utf8).write(to: manifestURL, options: .atomic)
      }
    }
    for link in links {
      let path = directory.appendingPathComponent(link.path).path
      guard (try? manager.destinationOfSymbolicLink(atPath: path)) != link.destination else {
        continue
      }
      try writing(relativePath + "/" + link.path, as: nil) {
        try? manager.removeItem(atPath: path)
        try manager.createSymbolicLink(atPath: path, withDestinationPath: link.destination)
      }
    }
  }

  /// Runs `write`, which makes `path` a `kind` (`nil`: a link); when it fails, throws what is in the way.
  private func writing(_ path: String, as kind: DiskItem?, _ write: () throws -> Void)
    throws(ExerciseError)
  {
    do {
      try write()
    } catch {
      throw obstacle(to: path, as: kind)
        ?? ExerciseError(
          en: "Could not write \(path): \(error.localizedDescription)",
          zh: "无法写入 \(path)：\(error.localizedDescription)")
    }
  }

  /// What keeps `path` (relative to the repository) from being made a `kind` (`nil`: a link, which replaces
  /// anything), said with what to do: a file where a folder must be, a folder where a file must be, or a folder
  /// the learner cannot write in.
  func obstacle(to path: String, as kind: DiskItem?) -> ExerciseError? {
    let again = WorkbookInvocation.command(["open", exercise.id])
    let parts = path.split(separator: "/")
    // The deepest folder on the way so far: what is missing or replaced is written in it.
    var folder: String?
    for count in 1...parts.count {
      let prefix = parts.prefix(count).joined(separator: "/")
      let item = DiskItem(at: root.appendingPathComponent(prefix))
      let isLast = count == parts.count
      if item == nil || isLast, let folder, let error = notWritable(folder, again: again) {
        return error
      }
      switch (item, isLast ? kind : .folder) {
      case (.file, .folder):
        return ExerciseError(
          en:
            "\(prefix) is a file, but open writes your editor's package in a folder of that name. Move "
            + "the file away (mv \(prefix) \(prefix)-file), then run '\(again)' again.",
          zh: "\(prefix) 是一个文件，但 open 要在同名的文件夹里写编辑器用的包。先把这个文件移走（mv "
            + "\(prefix) \(prefix)-file），再重新运行 '\(again)'。")
      case (.folder, .file):
        return ExerciseError(
          en:
            "\(prefix) is a folder, but open writes a file there for your editor. Move the folder away "
            + "(mv \(prefix) \(prefix)-folder), then run '\(again)' again.",
          zh: "\(prefix) 是一个文件夹，但 open 要在那里给编辑器写一个文件。先把这个文件夹移走（mv "
            + "\(prefix) \(prefix)-folder），再重新运行 '\(again)'。")
      case (.folder, _):
        folder = prefix
      default:
        return nil
      }
    }
    return nil
  }

  /// The error for `folder` (relative to the repository) when the learner cannot write in it.
  private func notWritable(_ folder: String, again: String) -> ExerciseError? {
    let path = root.appendingPathComponent(folder).path
    let manager = FileManager.default
    guard !manager.isWritableFile(atPath: path) || !manager.isExecutableFile(atPath: path) else {
      return nil
    }
    let rights = DiskItem.rightsCommand(for: folder, at: URL(fileURLWithPath: path))
    return ExerciseError(
      en:
        "\(folder) cannot be written by you, so open cannot write your editor's package there. Give "
        + "yourself the right with '\(rights)', then run '\(again)' again.",
      zh: "你没有写入 \(folder) 的权限，所以 open 无法在那里写编辑器用的包。用 '\(rights)' 给自己加上权限，"
        + "再重新运行 '\(again)'。")
  }

  /// Builds the package in `directory` with its tests, as an editor's index wants it.
  package static func build(_ directory: URL) async -> RunnerProcessResult {
    await RunnerProcess.run(
      ["swift", "build", "--build-tests"], in: directory, timeout: RunnerProcess.buildTimeout,
      whileProgressing: true)
  }

  /// How a build went.
  package enum BuildOutcome: Equatable, Sendable {
    case built
    /// The exercise's code, or its tests, do not compile: the editor shows where.
    case errorsInExercise
    /// The build failed for another reason, said in one line.
    case failed(String)
  }

  /// What the build that ended with `result` means for the learner.
  package func outcome(of result: RunnerProcessResult) -> BuildOutcome {
    if result.succeeded {
      return .built
    }
    if result.timedOut {
      let seconds = RunnerProcess.buildTimeout.secondsText
      return .failed(
        localized(
          en: "the build made no progress for \(seconds) seconds", zh: "构建已有 \(seconds) 秒没有进展"))
    }
    let exerciseFolder = root.appendingPathComponent(exercise.path).resolvingSymlinksInPath().path
    let inExercise = RunnerConsoleText.diagnostics(in: result.output).contains {
      URL(fileURLWithPath: $0.path).resolvingSymlinksInPath().path.hasPrefix(exerciseFolder + "/")
    }
    if inExercise {
      return .errorsInExercise
    }
    let lines = result.output.split(separator: "\n").map(String.init)
    return .failed(
      lines.first { $0.contains("error:") } ?? lines.last
        ?? localized(en: "exit status \(result.status)", zh: "退出状态 \(result.status)"))
  }
}
