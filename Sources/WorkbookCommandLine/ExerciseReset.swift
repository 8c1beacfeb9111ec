import Foundation
import Localization
import WorkbookExercises

/// Puts an exercise's stub back as committed, after keeping a copy of the learner's files: it never destroys work.
struct ExerciseReset: Sendable {
  let root: URL
  let exercise: Exercise

  /// What a reset did.
  enum Outcome: Equatable, Sendable {
    /// The files were already the stub as committed.
    case unchanged
    /// The learner's files were copied to `backup`, then the stub restored, and `removed`, which it lacks.
    case restored(backup: String, removed: [String])
    /// The folder was missing or empty, with nothing to keep: the stub's `files` were written into it.
    case filled(files: [String], wasMissing: Bool)
  }

  /// What `reset --tests` did.
  enum TestsOutcome: Equatable, Sendable {
    /// The files that give the verdict were already as shipped.
    case unchanged
    /// The learner's versions were copied to `backup`, then `restored` as shipped and `removed`.
    case restored(backup: String?, restored: [String], removed: [String])
  }

  /// `reset --tests`: reads every shipped file from `blob`, keeps a copy of the learner's, then restores them.
  func restoreTests(
    _ shipped: ShippedTests, blob: (String) async -> Data?, now: Date
  ) async throws(ExerciseError) -> TestsOutcome {
    let differences = shipped.differences(of: exercise, root: root)
    guard !differences.isEmpty else { return .unchanged }
    var restored: [String: Data] = [:]
    var removed: [String] = []
    var learners: [String: Data] = [:]
    for difference in differences {
      let path = difference.path
      let url = root.appendingPathComponent(path)
      switch difference {
      case .unreadable:
        let rights = DiskItem.rightsCommand(for: path, at: url)
        throw ExerciseError(
          en:
            "\(path) cannot be read, so no copy of it can be kept. Run '\(rights)', then reset again. "
            + "Nothing was changed.",
          zh: "\(path) 读不了，所以没法备份它。先运行 '\(rights)'，再重新重置。什么都没有改动。")
      case .added:
        removed.append(path)
      case .changed, .missing:
        guard let id = shipped.ids[path], let data = await blob(id), GitBlobID.of(data) == id else {
          throw ExerciseError(
            en:
              "git cannot give the shipped \(path): this copy of the workbook has no git history that "
              + "holds it. Take the file from a fresh download of the workbook. Nothing was changed.",
            zh: "git 取不到练习册自带的 \(path)：这份练习册没有包含它的 git 历史。请从重新下载的练习册里"
              + "拿这个文件。什么都没有改动。")
        }
        restored[path] = data
      }
      if DiskItem(at: url) == .file, let data = FileManager.default.contents(atPath: url.path) {
        learners[String(path.dropFirst(exercise.path.count + 1))] = data
      }
    }
    let backup =
      learners.isEmpty ? nil : try keep(learners, in: "\(exercise.folder)-tests", at: now)
    do {
      for (path, data) in restored {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      }
      for path in removed {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
      }
    } catch {
      throw ExerciseError(
        en:
          "Could not restore the shipped files of \(exercise.path): \(error.localizedDescription)."
          + (backup.map { " Your versions are kept in \($0)." } ?? ""),
        zh: "无法恢复 \(exercise.path) 自带的文件：\(error.localizedDescription)。"
          + (backup.map { "你的版本保留在 \($0) 里。" } ?? ""))
    }
    return .restored(backup: backup, restored: restored.keys.sorted(), removed: removed)
  }

  /// Copies the learner's files to `.workbook/backups/NN-name-<time>/`, and only then writes `stub` over them.
  func run(stub: [String: Data], now: Date) throws(ExerciseError) -> Outcome {
    let folder = root.appendingPathComponent(exercise.sourcesPath)
    let reset = WorkbookInvocation.command(["reset", exercise.id])
    switch DiskItem(at: folder) {
    case .folder:
      break
    case nil:
      // A deleted Sources/ is what check and open send the learner here to get back.
      try fill(folder, with: stub)
      return .filled(files: stub.keys.sorted(), wasMissing: true)
    case .file:
      throw ExerciseError(
        en:
          "\(exercise.sourcesPath) is a file, so the stub cannot be put in it. Move the file away, then run "
          + "'\(reset)' again. Nothing was changed.",
        zh: "\(exercise.sourcesPath) 是一个文件，所以起始代码放不进去。先把这个文件移走，再重新运行 "
          + "'\(reset)'。什么都没有改动。")
    }
    // A folder where a stub's file goes cannot be written over without losing what is in it: stop first.
    for name in stub.keys.sorted()
    where DiskItem(at: folder.appendingPathComponent(name)) == .folder {
      throw ExerciseError(
        en:
          "\(exercise.sourcesPath)/\(name) is a folder, so the stub cannot be put there. Move the folder away, "
          + "then run '\(reset)' again. Nothing was changed.",
        zh: "\(exercise.sourcesPath)/\(name) 是一个文件夹，所以起始代码放不进去。先把这个文件夹移走，"
          + "再重新运行 '\(reset)'。什么都没有改动。")
    }
    let current = files(in: folder)
    guard current != stub else { return .unchanged }
    guard !current.isEmpty else {
      try fill(folder, with: stub)
      return .filled(files: stub.keys.sorted(), wasMissing: false)
    }
    let backup = try keep(current, in: exercise.folder, at: now)
    do {
      for (name, data) in stub where current[name] != data {
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
      }
      let removed = current.keys.filter { stub[$0] == nil }.sorted()
      for name in removed {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      return .restored(backup: backup, removed: removed)
    } catch {
      throw ExerciseError(
        en:
          "Could not restore \(exercise.sourcesPath): \(error.localizedDescription). Your files are kept in \(backup).",
        zh: "无法恢复 \(exercise.sourcesPath)：\(error.localizedDescription)。你的文件保留在 \(backup) 里。")
    }
  }

  /// Writes `stub` into `folder`, which has no file to keep, making the folder if it is missing.
  private func fill(_ folder: URL, with stub: [String: Data]) throws(ExerciseError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for (name, data) in stub {
        try data.write(to: folder.appendingPathComponent(name), options: .atomic)
      }
    } catch {
      throw ExerciseError(
        en: "Could not restore \(exercise.sourcesPath): \(error.localizedDescription)",
        zh: "无法恢复 \(exercise.sourcesPath)：\(error.localizedDescription)")
    }
  }

  /// The files directly in `folder`, by name.
  private func files(in folder: URL) -> [String: Data] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var files: [String: Data] = [:]
    for name in names where DiskItem(at: folder.appendingPathComponent(name)) == .file {
      files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
    }
    return files
  }

  /// Copies `files` into a new `.workbook/backups/<label>-<time>/`, checks the copies, and returns its path.
  private func keep(_ files: [String: Data], in label: String, at now: Date) throws(ExerciseError)
    -> String
  {
    let backups = ".workbook/backups/"
    let path =
      backups
      + ExerciseStateStore.unusedName(
        in: root.appendingPathComponent(backups), "\(label)-\(ExerciseStateStore.stamp(now))")
    let folder = root.appendingPathComponent(path)
    do {
      for (name, data) in files {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        guard FileManager.default.contents(atPath: file.path) == data else {
          throw ExerciseError(
            en: "the copy of \(name) reads back differently", zh: "\(name) 的副本读回来的内容不一样")
        }
      }
    } catch {
      throw ExerciseError(
        en:
          "Could not keep a copy of your files in \(path) (\(error.localizedDescription)), so nothing was reset.",
        zh: "无法在 \(path) 里保留你文件的副本（\(error.localizedDescription)），所以没有重置任何东西。")
    }
    return path + "/"
  }
}
