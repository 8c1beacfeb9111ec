import Foundation

/// Notices when the learner saves: it compares the modification times and sizes of the files in a folder from
/// one look to the next. Polling is simple, needs nothing from the platform, and a look costs microseconds.
struct ExerciseWatcher: Sendable {
  /// The folder watched, such as `…/Exercises/01-presentation/Sources`.
  let folder: URL
  /// Waits between two looks; tests pass one that returns at once.
  var pause: @Sendable () async -> Void = ExerciseWatcher.sleep

  /// The time between two looks. A look costs microseconds (a few `stat`s); a save waits half of this on
  /// average before it is seen. Against a peer's `swift test` (`scripts/bench-exercises.sh`), `watch` took
  /// 1.20 times as long looking every 0.05 s, and 1.11 to 1.14 times looking every 0.02 s.
  static let interval = Duration.milliseconds(20)
  static let sleep: @Sendable () async -> Void = { try? await Task.sleep(for: interval) }

  /// What a look sees: each file's name with its modification time and size.
  struct Snapshot: Equatable, Sendable {
    var files: [String: [Double]] = [:]
  }

  func snapshot() -> Snapshot {
    let manager = FileManager.default
    var snapshot = Snapshot()
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
      let attributes = try? manager.attributesOfItem(
        atPath: folder.appendingPathComponent(name).path)
      let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0
      let size = (attributes?[.size] as? NSNumber)?.doubleValue ?? 0
      snapshot.files[name] = [date, size]
    }
    return snapshot
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
