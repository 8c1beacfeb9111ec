import Foundation

/// The learner's progress: which exercises pass and how many hints each has shown. Kept in
/// `.workbook/state.json`, which git ignores.
struct ExerciseState: Codable, Sendable, Equatable {
  var version = 1
  /// The ids of the exercises that have passed `workbook check`.
  var done: Set<String> = []
  /// How many of each exercise's hints have been shown, by id.
  var hintsShown: [String: Int] = [:]

  private enum CodingKeys: String, CodingKey {
    case version, done, hintsShown
  }

  init() {}

  /// Reads a state file; a key that is missing keeps its default, so an older or hand-edited file still loads.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
    done = try container.decodeIfPresent(Set<String>.self, forKey: .done) ?? []
    hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
  }

  /// Writes `done` in order, so that saving the same progress writes the same file.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(done.sorted(), forKey: .done)
    try container.encode(hintsShown, forKey: .hintsShown)
  }

  func isDone(_ exercise: Exercise) -> Bool {
    done.contains(exercise.id)
  }

  /// The first exercise that is not done, if any.
  func current(in catalog: ExerciseCatalog) -> Exercise? {
    catalog.exercises.first { !isDone($0) }
  }

  /// The state as JSON, with its keys sorted so the file reads the same from one save to the next.
  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}

/// Reads and writes the state file, without ever losing it: a file it cannot read is kept as a copy.
struct ExerciseStateStore: Sendable {
  static let path = ".workbook/state.json"

  let root: URL
  /// Reads a file, `nil` when it cannot; tests stand in for a file that exists and cannot be read, which root,
  /// who reads any file, cannot make.
  var read: @Sendable (URL) -> Data? = { FileManager.default.contents(atPath: $0.path) }

  var url: URL { root.appendingPathComponent(Self.path) }

  /// What loading found: the state, and a warning when the file could not be read and a fresh state begins.
  struct Loaded: Sendable {
    var state: ExerciseState
    var warning: String?
  }

  /// The saved state, or a fresh one when there is none. A file that is not valid state is copied to
  /// `state-unreadable-<time>.json` next to it (`-2`, `-3`, … when that name is taken), and the warning says so.
  /// A state file that is there but cannot be read, or a `.workbook` or a state file that is not what it should
  /// be, is an error: starting afresh would write over the learner's progress at the next save.
  func load(now: Date = Date()) throws(ExerciseError) -> Loaded {
    if DiskItem(at: url.deletingLastPathComponent()) == .file {
      throw ExerciseError(
        ".workbook is a file, but the workbook keeps your progress and its builds in a folder of that name. "
          + "Move the file away (mv .workbook .workbook-file), then run the workbook again.")
    }
    switch DiskItem(at: url) {
    case nil: return Loaded(state: ExerciseState())
    case .file: break
    case .folder:
      throw ExerciseError(
        "\(Self.path) is a folder, but it should be the file that keeps your progress. Move it away "
          + "(mv \(Self.path) .workbook/state-folder), then run the workbook again.")
    }
    guard let data = read(url) else {
      throw ExerciseError(
        "\(Self.path) cannot be read, so the workbook stops rather than start afresh and write over your "
          + "progress. Make it readable (chmod u+rw \(Self.path)), then run the workbook again.")
    }
    do {
      return Loaded(state: try JSONDecoder().decode(ExerciseState.self, from: data))
    } catch {
      let copy = keep(data, now: now)
      let whereKept =
        copy.map { "a copy is kept at .workbook/\($0)" }
        ?? "it could not be copied, so it is left as it is until the next save"
      return Loaded(
        state: ExerciseState(),
        warning:
          "\(Self.path) is not valid progress (\(Self.reason(error))); \(whereKept). Starting afresh."
      )
    }
  }

  /// Copies an unreadable state file under a name no earlier copy has; returns the name, or `nil` on failure.
  private func keep(_ data: Data, now: Date) -> String? {
    let folder = url.deletingLastPathComponent()
    let name = Self.unusedName(in: folder, "state-unreadable-\(Self.stamp(now))", ".json")
    return (try? data.write(to: folder.appendingPathComponent(name), options: .withoutOverwriting))
      != nil ? name : nil
  }

  func save(_ state: ExerciseState) throws(ExerciseError) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try state.encoded().write(to: url, options: .atomic)
    } catch {
      throw ExerciseError("Could not save progress to \(Self.path): \(error.localizedDescription)")
    }
  }

  /// `stem` + `suffix`, or `stem-2` + `suffix`, `stem-3` + …: the first name that nothing in `folder` has, so
  /// that a copy kept in the same second as another never takes its place.
  static func unusedName(in folder: URL, _ stem: String, _ suffix: String = "") -> String {
    var name = stem + suffix
    var attempt = 1
    while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
      attempt += 1
      name = "\(stem)-\(attempt)\(suffix)"
    }
    return name
  }

  /// `20260130-101500`, for file names that sort by time.
  static func stamp(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone.current
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    return formatter.string(from: date)
  }

  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted: "not JSON"
    case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty:
      "it should be a JSON object with \"done\" and \"hintsShown\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
    default: error.localizedDescription
    }
  }
}
