import Foundation
import Localization

/// An exclusive lock on a file (`flock`), which every workbook takes before it changes what the file guards (the
/// progress, an exercise's build folder), so that two commands take turns. The process's end releases it too.
package enum FileLock {
  /// Runs `body` while holding the lock on the file at `path` (made if it is not there). While another process
  /// holds it, this one waits, and tells `waiting` once after `patience`. Throws `couldNotLock`'s error when the
  /// file cannot be opened. It runs on its caller's actor, so that the caller's closures need not be sendable.
  nonisolated(nonsending) package static func holding<Result>(
    _ path: String, patience: Duration = .seconds(1), waiting: () -> Void = {},
    couldNotLock: (String) -> ExerciseError,
    _ body: () async throws(ExerciseError) -> Result
  ) async throws(ExerciseError) -> Result {
    // Why its folder cannot be made, if it cannot: then the file cannot be opened either, and this is why.
    let folder = makeFolder((path as NSString).deletingLastPathComponent).map { reason in
      localized(en: "its folder cannot be made: \(reason)", zh: "无法创建它所在的文件夹：\(reason)")
    }
    let lock = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else {
      throw couldNotLock(folder ?? String(cString: strerror(errno)))
    }
    defer { close(lock) }  // which releases the lock
    let start = ContinuousClock.now
    var told = false
    while flock(lock, LOCK_EX | LOCK_NB) != 0 {
      if !told, ContinuousClock.now - start >= patience {
        waiting()
        told = true
      }
      // A short poll rather than a blocking flock, which could not say after a second that it waits.
      try? await Task.sleep(for: .milliseconds(20))
    }
    return try await body()
  }

  /// Makes the folder at `path` and any missing above it; why it cannot (`Permission denied`), or `nil`.
  private static func makeFolder(_ path: String) -> String? {
    if mkdir(path, 0o755) == 0 || errno == EEXIST { return nil }
    let parent = (path as NSString).deletingLastPathComponent
    guard errno == ENOENT, !parent.isEmpty, parent != path else {
      return String(cString: strerror(errno))
    }
    if let reason = makeFolder(parent) { return reason }
    return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : String(cString: strerror(errno))
  }
}
