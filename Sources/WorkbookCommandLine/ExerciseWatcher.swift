import Foundation
import WorkbookRunner

/// Notices a save by the contents of a folder's `.swift` files (two saves within a second can keep their times
/// and sizes). Polling is simple, needs nothing from the platform, and a look costs microseconds.
struct ExerciseWatcher: Sendable {
  /// The folder watched, such as `…/Exercises/01-presentation/Sources`.
  let folder: URL
  /// Waits between two looks; tests pass one that returns at once.
  var pause: @Sendable () async -> Void = ExerciseWatcher.sleep

  /// The time between two looks: a save waits half of it on average (docs/performance.md).
  static let interval = Duration.milliseconds(20)
  static let sleep: @Sendable () async -> Void = { try? await Task.sleep(for: interval) }

  /// The `.swift` files that `check` builds, by name: an editor's swap files, written as you type, are not.
  typealias Snapshot = [String: Data]

  func snapshot() -> Snapshot {
    (try? RunnerPackage.swiftFiles(in: folder)) ?? [:]
  }

  /// Waits until the folder looks different from `last`, and returns how; `nil` after `maximumLooks` looks.
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
