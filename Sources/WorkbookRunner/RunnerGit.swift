import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// What the workbook asks of git: the files of a folder as committed in `HEAD` (the stubs as they were before the
/// learner began, for `verify` and `reset`), and a mutant's patch applied to the reference.
package struct RunnerGit: Sendable {
  let root: URL

  package init(root: URL) {
    self.root = root
  }

  /// The files directly in `folder` (relative to the repository) as committed, by name; `nil` when git cannot
  /// say (no git, not a repository, nothing committed there).
  package func committedFiles(in folder: String) async -> [String: Data]? {
    try? await committedFilesOrError(in: folder)
  }

  /// The files directly in `folder` as committed, by name, or why git could not give them.
  package func committedFilesOrError(in folder: String) async throws(ExerciseError) -> [String:
    Data]
  {
    let listing = await git(["ls-tree", "--name-only", "HEAD", "--", folder + "/"])
    guard listing.succeeded else {
      let line = listing.output.split(separator: "\n").first ?? "no output"
      throw ExerciseError(
        en: "git could not list \(folder) as committed: \(line)",
        zh: "git 无法列出 \(folder) 提交时的文件：\(line)")
    }
    let paths = listing.output.split(separator: "\n").map(String.init)
    guard !paths.isEmpty else {
      throw ExerciseError(
        en: "\(folder) has no committed files in git, so there is nothing to restore from.",
        zh: "\(folder) 在 git 里没有已提交的文件，所以没有可以恢复的内容。")
    }
    var files: [String: Data] = [:]
    for path in paths {
      // Only what git writes to standard output is the file; a warning on standard error is not.
      let shown = await git(["show", "HEAD:" + path], keepingErrors: false)
      guard shown.succeeded else {
        throw ExerciseError(
          en: "git could not show \(path) as committed (exit status \(shown.status)).",
          zh: "git 无法显示 \(path) 提交时的内容（退出状态 \(shown.status)）。")
      }
      files[URL(fileURLWithPath: path).lastPathComponent] = Data(shown.output.utf8)
    }
    return files
  }

  /// The bytes that git keeps under the blob id `id` (`git cat-file blob`), `nil` when it has none: a shipped
  /// file as it was, whatever has been committed over it since.
  package func blob(_ id: String) async -> Data? {
    let shown = await git(["cat-file", "blob", id], keepingErrors: false)
    return shown.succeeded ? Data(shown.output.utf8) : nil
  }

  /// `files` (by name) with the patch at `patch` (relative to the repository) applied by `git apply`: a mutant as
  /// it is built. Throws, naming the patch and what git said, when it does not apply.
  func applying(_ patch: String, to files: [String: Data]) async throws(ExerciseError) -> [String:
    Data]
  {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "workbook-patch-\(UUID().uuidString)")
    defer { try? manager.removeItem(at: folder) }
    func failure(_ reason: String) -> ExerciseError {
      ExerciseError(en: "\(patch) does not apply: \(reason)", zh: "\(patch) 无法应用：\(reason)")
    }
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, data) in files {
        try data.write(to: folder.appendingPathComponent(name))
      }
    } catch {
      throw failure(error.localizedDescription)
    }
    // Outside any repository, so that git applies the patch to these files and nothing else.
    let applied = await RunnerProcess.run(
      ["git", "apply", "--whitespace=nowarn", root.appendingPathComponent(patch).path],
      in: folder, environment: ["GIT_CEILING_DIRECTORIES": folder.deletingLastPathComponent().path],
      timeout: .seconds(30))
    guard applied.succeeded else {
      let lines = applied.output.split(separator: "\n").map(String.init)
      throw failure(lines.isEmpty ? "no output" : lines.joined(separator: " "))
    }
    do {
      return try RunnerPackage.swiftFiles(in: folder)
    } catch {
      throw failure(error.localizedDescription)
    }
  }

  private func git(_ arguments: [String], keepingErrors: Bool = true) async -> RunnerProcessResult {
    await RunnerProcess.run(
      ["git", "-C", root.path] + arguments, timeout: .seconds(30), keepingErrors: keepingErrors)
  }
}
