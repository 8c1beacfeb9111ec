import Foundation
import WorkbookRunner

/// Notices when the learner saves: it compares the contents of the `.swift` files in a folder from one look to the
/// next. Not their times and sizes: two saves within one second can keep both, and a look that missed such a save
/// would leave the verdict on screen stale. Polling is simple, needs nothing from the platform, and reading a few
/// small files costs microseconds.
struct ExerciseWatcher: Sendable {
  /// The folder watched, such as `…/Exercises/01-presentation/Sources`.
  let folder: URL
  /// Waits between two looks; tests pass one that returns at once.
  var pause: @Sendable () async -> Void = ExerciseWatcher.sleep

  /// The time between two looks. A look costs microseconds (a few small reads); a save waits half of this on
  /// average before it is seen. docs/performance.md has what longer intervals cost `watch`.
  static let interval = Duration.milliseconds(20)
  static let sleep: @Sendable () async -> Void = { try? await Task.sleep(for: interval) }

  /// What a look sees: the `.swift` files that `check` builds, by name, with their contents. An editor's swap
  /// and backup files are not among them, so that typing without saving never starts a check.
  struct Snapshot: Equatable, Sendable {
    var files: [String: Data] = [:]
  }

  func snapshot() -> Snapshot {
    Snapshot(files: (try? RunnerPackage.swiftFiles(in: folder)) ?? [:])
  }

  /// Waits until the folder looks different from `last` and returns what it looks like now; `nil` when
  /// `maximumLooks` looks (if given) saw no change.
  func change(since last: Snapshot, maximumLooks: Int? = nil) async -> Snapshot? {
    var looks = 0
    while maximumLooks.map({ looks < $0 }) ?? true {
      await pause()
      looks += 1
      let now = snapshot()
      if now != last {
        return now
      }
    }
    return nil
  }
}
