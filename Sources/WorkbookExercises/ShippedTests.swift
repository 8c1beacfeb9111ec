import Foundation
import Localization

/// The files that give an exercise its verdict, as shipped: every file under its `Tests/`, or, where the learner
/// writes the tests, under `CodeUnderTest/` and `Mutants/`. `Exercises/shipped-tests.txt` lists each by its git
/// blob id, `<id>  <path>` a line, so that `check` can refuse tests the learner has changed, and `reset --tests`
/// can ask git for the shipped bytes.
package struct ShippedTests: Sendable, Equatable {
  package static let listPath = "Exercises/shipped-tests.txt"

  /// The blob id of each shipped file, by its path relative to the repository.
  package let ids: [String: String]

  /// How a file of an exercise's shipped tests is not as shipped; each names the file, relative to the repository.
  package enum Difference: Sendable, Equatable {
    case changed(String)
    case added(String)
    case missing(String)
    case unreadable(String)

    package var path: String {
      switch self {
      case .changed(let path), .added(let path), .missing(let path), .unreadable(let path): path
      }
    }
  }

  package init(ids: [String: String]) {
    self.ids = ids
  }

  /// Reads the list of the repository at `root`; a list that is missing or has a line of another shape is an error.
  package init(root: URL) throws(ExerciseError) {
    let path = Self.listPath
    let restore = localized(
      en: "Get it back with 'git checkout -- \(path)', or from a fresh download of the workbook.",
      zh: "用 'git checkout -- \(path)' 取回它，或者从重新下载的练习册里拿一份。")
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    else {
      throw ExerciseError(
        en:
          "\(path) is missing or cannot be read: it says which tests are the workbook's, so no check can "
          + "give a verdict without it. " + restore,
        zh: "\(path) 不见了或读不了：它记录了哪些测试是练习册自带的，没有它就没法给出结论。" + restore)
    }
    var ids: [String: String] = [:]
    for (number, line) in String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() where !line.isEmpty && !line.hasPrefix("#") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2, parts[0].count == 40, parts[0].allSatisfy(\.isHexDigit),
        parts[1].hasPrefix(" Exercises/")
      else {
        throw ExerciseError(
          en: "\(path), line \(number + 1), is not '<blob id>  Exercises/<file>'. " + restore,
          zh: "\(path) 的第 \(number + 1) 行不是 '<blob id>  Exercises/<文件>' 的格式。" + restore)
      }
      ids[String(parts[1].dropFirst())] = String(parts[0])
    }
    self.ids = ids
  }

  /// The folders of `exercise` whose files are shipped, relative to the repository.
  package static func folders(of exercise: Exercise) -> [String] {
    exercise.writesTests
      ? [exercise.codeUnderTestPath, exercise.path + "/Mutants"] : [exercise.testsPath]
  }

  /// The files in `exercise`'s shipped folders now, relative to the repository and in order, but for names that
  /// start with a dot (`.DS_Store`), which no build reads.
  package static func files(of exercise: Exercise, root: URL) -> [String] {
    folders(of: exercise).flatMap { folder -> [String] in
      let base = root.appendingPathComponent(folder)
      guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: base.path) else {
        return []
      }
      return paths.filter { path in
        !path.split(separator: "/").contains { $0.hasPrefix(".") }
          && DiskItem(at: base.appendingPathComponent(path)) == .file
      }.map { folder + "/" + $0 }
    }.sorted()
  }

  /// How `exercise`'s shipped files on disk differ from the list, by path; `reading` gives a file's bytes or `nil`.
  package func differences(
    of exercise: Exercise, root: URL, reading: (URL) -> Data? = { try? Data(contentsOf: $0) }
  ) -> [Difference] {
    let prefixes = Self.folders(of: exercise).map { $0 + "/" }
    let listed = ids.keys.filter { path in prefixes.contains { path.hasPrefix($0) } }
    let present = Self.files(of: exercise, root: root)
    return Set(listed).union(present).sorted().compactMap { path in
      guard let id = ids[path] else { return .added(path) }
      guard present.contains(path) else { return .missing(path) }
      guard let data = reading(root.appendingPathComponent(path)) else { return .unreadable(path) }
      return GitBlobID.of(data) == id ? nil : .changed(path)
    }
  }

  /// Why a check of `exercise` gives no verdict when its shipped files are not as shipped; `reset` restores them.
  package func problem(
    of exercise: Exercise, root: URL, reset: String,
    reading: (URL) -> Data? = { try? Data(contentsOf: $0) }
  ) -> String? {
    let differences = differences(of: exercise, root: root, reading: reading)
    guard let first = differences.first else { return nil }
    let path = first.path
    let what =
      switch first {
      case .changed: localized(en: "\(path) was changed", zh: "\(path) 被改过了")
      case .added: localized(en: "\(path) is not a shipped file", zh: "\(path) 不是练习册自带的文件")
      case .missing: localized(en: "\(path) is missing", zh: "\(path) 不见了")
      case .unreadable: localized(en: "\(path) cannot be read", zh: "\(path) 读不了")
      }
    let more =
      differences.count == 1
      ? ""
      : localized(
        en: " (and \(differences.count - 1) more)", zh: "（另外还有 \(differences.count - 1) 个）")
    let shipped = Self.description(of: exercise)
    if case .unreadable = first {
      let rights = DiskItem.rightsCommand(for: path, at: root.appendingPathComponent(path))
      return localized(
        en: "\(what)\(more), so there is no verdict. Run '\(rights)', then check again.",
        zh: "\(what)\(more)，所以没有结论。先运行 '\(rights)'，再重新检查。")
    }
    return localized(
      en:
        "\(what)\(more), so there is no verdict: a check runs \(shipped) as shipped. Run '\(reset)' "
        + "to get them back; it keeps a copy of your changes.",
      zh: "\(what)\(more)，所以没有结论：检查只用练习册自带的\(shipped)。运行 '\(reset)' 把它们恢复原样；"
        + "它会先备份你的改动。")
  }

  /// `the tests`, or in exercise 11 `the code under test and its mutants`.
  package static func description(of exercise: Exercise) -> String {
    exercise.writesTests
      ? localized(en: "the code under test and its mutants", zh: "被测代码和它的变异体")
      : localized(en: "the tests", zh: "测试")
  }

  /// The list for the shipped files of `exercises` as they are on disk: what the maintainers' update writes.
  package static func listText(for exercises: [Exercise], root: URL) -> String {
    let header = """
      # The files that give each exercise its verdict, by git blob id (git hash-object FILE). A check refuses a
      # file that differs, and 'swift run workbook reset NN --tests' brings it back. After changing one, run
      # UPDATE_SHIPPED=1 swift test --filter ShippedTestsTests to write this list anew.

      """
    let lines = exercises.flatMap { files(of: $0, root: root) }.map { path in
      let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
      return (data.map(GitBlobID.of) ?? String(repeating: "0", count: 40)) + "  " + path + "\n"
    }
    return header + lines.joined()
  }
}
