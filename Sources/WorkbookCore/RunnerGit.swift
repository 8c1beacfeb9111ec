import Foundation
import Localization

/// The files of a folder as committed in git's `HEAD`: the stubs as they were before the learner began, for
/// `verify` and `reset`.
struct RunnerGit: Sendable {
  let root: URL

  /// The files directly in `folder` (relative to the repository) as committed, by name; `nil` when git cannot
  /// say (no git, not a repository, nothing committed there).
  func committedFiles(in folder: String) async -> [String: Data]? {
    try? await committedFilesOrError(in: folder)
  }

  /// The files directly in `folder` as committed, by name, or why git could not give them.
  func committedFilesOrError(in folder: String) async throws(ExerciseError) -> [String: Data] {
    let listing = await git(["ls-tree", "--name-only", "HEAD", "--", folder + "/"])
    guard listing.succeeded else {
      throw ExerciseError(
        localized(
          en: "git could not list \(folder) as committed: \(Self.firstLine(of: listing.output))",
          zh: "git 无法列出 \(folder) 提交时的文件：\(Self.firstLine(of: listing.output))"))
    }
    let paths = listing.output.split(separator: "\n").map(String.init)
    guard !paths.isEmpty else {
      throw ExerciseError(
        localized(
          en: "\(folder) has no committed files in git, so there is nothing to restore from.",
          zh: "\(folder) 在 git 里没有已提交的文件，所以没有可以恢复的内容。"))
    }
    var files: [String: Data] = [:]
    for path in paths {
      // Only what git writes to standard output is the file; a warning on standard error is not.
      let shown = await git(["show", "HEAD:" + path], keepingErrors: false)
      guard shown.succeeded else {
        throw ExerciseError(
          localized(
            en: "git could not show \(path) as committed (exit status \(shown.status)).",
            zh: "git 无法显示 \(path) 提交时的内容（退出状态 \(shown.status)）。"))
      }
      files[URL(fileURLWithPath: path).lastPathComponent] = Data(shown.output.utf8)
    }
    return files
  }

  private func git(_ arguments: [String], keepingErrors: Bool = true) async -> RunnerProcessResult {
    await RunnerProcess.run(
      ["git", "-C", root.path] + arguments, timeout: .seconds(30), keepingErrors: keepingErrors)
  }

  private static func firstLine(of output: String) -> String {
    let line = output.split(separator: "\n").first.map(String.init) ?? ""
    return line.isEmpty ? "no output" : line
  }
}
