import Foundation
import Localization

/// The learner's progress, in `.workbook/state.json`: which exercises pass, which fail now, which hint each is at.
package struct ExerciseState: Codable, Sendable, Equatable {
  var version = 1
  /// The ids of the exercises that have passed `workbook check`.
  package var done: Set<String> = []
  /// The ids of exercises that passed once and failed their last check since: still done, so no progress is
  /// lost, but `list` and `check` say that they fail now.
  package var failing: Set<String> = []
  /// The hint each exercise is at, by id: the number (from 1) of the hint that `hint` last showed on its own
  /// (the name is from when it counted the hints shown).
  package var hintsShown: [String: Int] = [:]

  private enum CodingKeys: String, CodingKey {
    case version, done, failing, hintsShown
  }

  /// Writes `done` and `failing` in order, so that the same progress writes the same file; `failing` if any.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(done.sorted(), forKey: .done)
    if !failing.isEmpty {
      try container.encode(failing.sorted(), forKey: .failing)
    }
    try container.encode(hintsShown, forKey: .hintsShown)
  }

  package func isDone(_ exercise: Exercise) -> Bool {
    done.contains(exercise.id)
  }

  /// Whether `exercise` passed once and failed its last check.
  package func failsNow(_ exercise: Exercise) -> Bool {
    isDone(exercise) && failing.contains(exercise.id)
  }

  /// The first exercise that is not done, if any.
  package func current(in catalog: ExerciseCatalog) -> Exercise? {
    catalog.exercises.first { !isDone($0) }
  }
}

extension ExerciseState {
  /// Reads a state file; a key that is missing keeps its default, so an older or hand-edited file still loads.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    done = try container.decodeIfPresent(Set<String>.self, forKey: .done) ?? []
    failing = try container.decodeIfPresent(Set<String>.self, forKey: .failing) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
  }
}

/// Reads and writes the state file, without ever losing it: a file it cannot read is kept as a copy.
package struct ExerciseStateStore: Sendable {
  static let path = ".workbook/state.json"

  let root: URL
  /// Reads a file, `nil` when it cannot; tests stand in for an unreadable file, which root cannot make.
  var read: @Sendable (URL) -> Data? = { FileManager.default.contents(atPath: $0.path) }

  var url: URL { root.appendingPathComponent(Self.path) }

  package init(root: URL) {
    self.root = root
  }

  /// What loading found: the state, and a warning when the file could not be read and a fresh state begins.
  package struct Loaded: Sendable {
    package var state: ExerciseState
    package var warning: String?
  }

  /// The saved state, or a fresh one when there is none. A file that is not valid state is copied to
  /// `state-unreadable-<time>.json` beside it, and the warning says so. A state file that cannot be read, or is
  /// not a file, is an error: starting afresh would write over the learner's progress at the next save.
  package func load(now: Date = Date()) throws(ExerciseError) -> Loaded {
    if DiskItem(at: url.deletingLastPathComponent()) == .file {
      throw ExerciseError(
        en:
          ".workbook is a file, but the workbook keeps your progress and its builds in a folder of that name. "
          + "Move the file away (mv .workbook .workbook-file), then run the workbook again.",
        zh:
          ".workbook 是一个文件，但 workbook 要把你的进度和构建产物放在同名的文件夹里。先把这个文件移走"
          + "（mv .workbook .workbook-file），再重新运行 workbook。")
    }
    switch DiskItem(at: url) {
    case nil: return Loaded(state: ExerciseState())
    case .file: break
    case .folder:
      throw ExerciseError(
        en:
          "\(Self.path) is a folder, but it should be the file that keeps your progress. Move it away "
          + "(mv \(Self.path) .workbook/state-folder), then run the workbook again.",
        zh: "\(Self.path) 是一个文件夹，但它应该是保存你进度的文件。先把它移走"
          + "（mv \(Self.path) .workbook/state-folder），再重新运行 workbook。")
    }
    guard let data = read(url) else {
      throw ExerciseError(
        en:
          "\(Self.path) cannot be read, so the workbook stops rather than start afresh and write over your "
          + "progress. Make it readable (chmod u+rw \(Self.path)), then run the workbook again.",
        zh: "\(Self.path) 无法读取。workbook 宁可停下，也不会从头开始、覆盖你的进度。先让它可以读取"
          + "（chmod u+rw \(Self.path)），再重新运行 workbook。")
    }
    do {
      return Loaded(state: try JSONDecoder().decode(ExerciseState.self, from: data))
    } catch {
      let copy = keep(data, now: now)
      let whereKept =
        copy.map {
          localized(en: "a copy is kept at .workbook/\($0)", zh: "已在 .workbook/\($0) 留了一份副本")
        }
        ?? localized(
          en: "it could not be copied, so it is left as it is until the next save",
          zh: "它无法复制，所以在下次保存之前保持原样")
      let reason = Self.reason(error)
      return Loaded(
        state: ExerciseState(),
        warning: localized(
          en: "\(Self.path) is not valid progress (\(reason)); \(whereKept). Starting afresh.",
          zh: "\(Self.path) 不是有效的进度文件（\(reason)）；\(whereKept)。进度从头开始。"))
    }
  }

  /// Copies an unreadable state file under a name no earlier copy has; returns the name, or `nil` on failure.
  private func keep(_ data: Data, now: Date) -> String? {
    let folder = url.deletingLastPathComponent()
    let name = Self.unusedName(in: folder, "state-unreadable-\(Self.stamp(now))", ".json")
    return (try? data.write(to: folder.appendingPathComponent(name), options: .withoutOverwriting))
      != nil ? name : nil
  }

  /// Changes the saved progress with `change` under the lock on `.workbook/state.lock`, so that two commands at
  /// once never lose each other's changes: it reads the file as it is now, changes that, and replaces it whole.
  /// `waiting` is told when another command has held the lock for a second. Returns the state as saved.
  @discardableResult
  nonisolated(nonsending) package func update(
    waiting: () -> Void = {}, _ change: (inout ExerciseState) -> Void
  ) async throws(ExerciseError) -> ExerciseState {
    let lock = url.deletingLastPathComponent().appendingPathComponent("state.lock").path
    return try await FileLock.holding(
      lock, waiting: waiting,
      couldNotLock: { reason in
        ExerciseError(
          en: "Could not lock .workbook/state.lock to save your progress (\(reason)). Check that "
            + ".workbook/ is a folder you can write to, then run the command again.",
          zh: "无法锁定 .workbook/state.lock 来保存你的进度（\(reason)）。请确认 .workbook/ 是你能写入的文件夹，"
            + "然后重新运行这条命令。")
      },
      { () throws(ExerciseError) in
        var state = try load().state
        change(&state)
        try save(state)
        return state
      })
  }

  /// Writes `state` whole, as JSON with sorted keys so that the same progress reads the same, replacing the file
  /// atomically so that a reader never sees half of it. Changes go through `update(waiting:_:)`, which locks.
  func save(_ state: ExerciseState) throws(ExerciseError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try (encoder.encode(state) + [0x0A]).write(to: url, options: .atomic)
    } catch {
      throw ExerciseError(
        en: "Could not save progress to \(Self.path): \(error.localizedDescription)",
        zh: "无法把进度保存到 \(Self.path)：\(error.localizedDescription)")
    }
  }

  /// `stem` + `suffix`, or `stem-2` + `suffix`, `stem-3` + …: the first name that nothing in `folder` has.
  package static func unusedName(in folder: URL, _ stem: String, _ suffix: String = "") -> String {
    var name = stem + suffix
    var attempt = 1
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
      attempt += 1
      name = "\(stem)-\(attempt)\(suffix)"
    }
    return name
  }

  /// `20260130-101500`, for file names that sort by time.
  package static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }

  private static func reason(_ error: any Error) -> String {
    /// `done`, or `hintsShown.01`: where in the file the value is.
    func location(of context: DecodingError.Context) -> String {
      context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    return switch error {
    case DecodingError.dataCorrupted: localized(en: "not JSON", zh: "不是 JSON")
    case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
      localized(
        en: "it should be a JSON object with \"done\" and \"hintsShown\"",
        zh: "它应该是一个包含 \"done\" 和 \"hintsShown\" 的 JSON 对象")
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      localized(
        en: "\"\(location(of: context))\" has the wrong type",
        zh: "\"\(location(of: context))\" 的类型不对")
    default: error.localizedDescription
    }
  }
}
