import Foundation
import Localization

/// One exercise, as `Exercises/exercises.json` describes it. Its title, concept and hints are there in English,
/// and in Simplified Chinese under the same name with `_zh-Hans` (`title_zh-Hans`); `title`, `concept` and
/// `hints` answer in `Language.current`.
package struct Exercise: Sendable, Equatable {
  /// What a learner reads about an exercise, in one language.
  struct Text: Sendable, Equatable {
    let title: String
    let concept: String
    /// From the concept to the direction; the last one gives the code, the same in every language.
    let hints: [String]
  }

  /// What the learner writes.
  enum Kind: String, Decodable, Sendable {
    /// Code, which the exercise's `Tests/` check (the default: no `kind` in the metadata).
    case code
    /// Tests, which must pass on the code in `CodeUnderTest/` and fail on each of its mutants in `Mutants/`.
    case tests
  }

  /// Two digits, the start of the folder's name: `"01"`.
  package let id: String
  /// The folder under `Exercises/`: `"01-presentation"`.
  package let folder: String
  package let stage: Int
  /// The lesson that goes with it, relative to the repository: `"Stages/Stage1MVVM.md"`.
  let lesson: String
  /// The files the learner edits, in `Sources/` (and, with the same names, in `Solution/`).
  package let files: [String]
  /// Its title, concept and hints in English.
  let english: Text
  /// Its title, concept and hints in Simplified Chinese, as many hints as in English.
  let chinese: Text
  /// `"tests"` for an exercise in which the learner writes the tests; absent for one in which they write code.
  var kind: Kind? = nil
  /// The stage files that the exercise mirrors, relative to the repository: the worked example, which the copy
  /// attack copies over the learner's `files`, the first over the first, and any more at the end of the last.
  package var workedExample: [String] = []
  /// The stage's names and the exercise's (`"MovieList": "ReviewList"`), which the copy attack replaces.
  package var renames: [String: String] = [:]

  /// Its title, concept and hints in `language`.
  func text(in language: Language) -> Text {
    switch language {
    case .english: english
    case .simplifiedChinese: chinese
    }
  }

  /// `Formatting a review for the screen`, or in Chinese `把一条影评格式化成屏幕上的文字`.
  package var title: String { text(in: Language.current).title }
  package var concept: String { text(in: Language.current).concept }
  package var hints: [String] { text(in: Language.current).hints }

  /// Whether the learner writes tests (exercise 11), not code: the roles of `Tests/` and `Sources/` swap.
  package var writesTests: Bool { kind == .tests }
  /// The exercise's library target; its tests `@testable import` it.
  package var targetName: String { "Exercise" + id }
  /// The exercise's folder, relative to the repository: `"Exercises/01-presentation"`.
  package var path: String { "Exercises/" + folder }
  package var sourcesPath: String { path + "/Sources" }
  package var solutionPath: String { path + "/Solution" }
  package var testsPath: String { path + "/Tests" }
  /// The code that the learner's tests run against, in an exercise in which they write the tests.
  package var codeUnderTestPath: String { path + "/CodeUnderTest" }
  /// The English README, which every exercise has: `"Exercises/01-presentation/README.md"`.
  package var readmePath: String { path + "/README.md" }
  /// `01 · Formatting a review for the screen`, in `Language.current`.
  package var heading: String { "\(id) · \(title)" }

  /// The README in `language`: `readmePath`, or in Chinese `"Exercises/01-presentation/README.zh-Hans.md"`.
  package func readmePath(in language: Language) -> String {
    Self.page(readmePath, in: language)
  }

  /// The lesson in `language`: `lesson`, or in Chinese `"Stages/Stage1MVVM.zh-Hans.md"`.
  package func lesson(in language: Language) -> String {
    Self.page(lesson, in: language)
  }

  /// The page at `path`, `…/NAME.md`, in `language`: itself in English, else its `NAME.zh-Hans.md` sibling.
  private static func page(_ path: String, in language: Language) -> String {
    guard language != .english, path.hasSuffix(".md") else { return path }
    return path.dropLast(".md".count) + ".\(language.rawValue).md"
  }
}

extension Exercise: Decodable {
  /// The fields of the metadata, the English ones in the order that a mistake in them has always been reported in.
  private enum CodingKeys: String, CodingKey {
    case id, folder, title, stage, concept, lesson, files, workedExample, renames, hints, kind
    case chineseTitle = "title_zh-Hans"
    case chineseConcept = "concept_zh-Hans"
    case chineseHints = "hints_zh-Hans"
  }

  package init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: CodingKeys.self)
    id = try fields.decode(String.self, forKey: .id)
    folder = try fields.decode(String.self, forKey: .folder)
    let title = try fields.decode(String.self, forKey: .title)
    stage = try fields.decode(Int.self, forKey: .stage)
    let concept = try fields.decode(String.self, forKey: .concept)
    lesson = try fields.decode(String.self, forKey: .lesson)
    files = try fields.decode([String].self, forKey: .files)
    workedExample = try fields.decodeIfPresent([String].self, forKey: .workedExample) ?? []
    renames = try fields.decodeIfPresent([String: String].self, forKey: .renames) ?? [:]
    let hints = try fields.decode([String].self, forKey: .hints)
    kind = try fields.decodeIfPresent(Kind.self, forKey: .kind)
    english = Text(title: title, concept: concept, hints: hints)
    chinese = Text(
      title: try fields.decode(String.self, forKey: .chineseTitle),
      concept: try fields.decode(String.self, forKey: .chineseConcept),
      hints: try fields.decode([String].self, forKey: .chineseHints))
  }
}

/// A mutant: one mistake that learners make, a patch against the reference, `Mutants/<mistake>.patch`: first
/// why it is wrong in each language, then the diff, as `diff -u` writes it and `git apply` reads it:
///
///     WHY: The dots are added to every excerpt, even one that was not cut.
///     WHY zh-Hans: 不管有没有截断，每段摘录后面都加了省略号。
///     CAUGHT BY: cutsLongText keepsShortText
///
///     --- a/ReviewFormatter.swift
///     +++ b/ReviewFormatter.swift
///     @@ -30,7 +30,7 @@
package struct ExerciseMutant: Sendable, Equatable {
  /// The patch's name without `.patch`: `dots-always-added`.
  package let name: String
  /// The patch, relative to the repository: `Exercises/01-presentation/Mutants/dots-always-added.patch`.
  package let path: String
  /// The lines that say why it is wrong, in each language (`WHY:`, `WHY zh-Hans:`), with the label taken off.
  package let reasons: [Language: [String]]
  /// The functions of the tests that catch it (`CAUGHT BY:`), which `verify` checks and writes: its signature.
  /// A learner whose failing tests are exactly these has likely made this mistake.
  package let caughtBy: Set<String>?

  /// The label of the signature's line.
  package static let caughtByLabel = "CAUGHT BY:"

  /// Reads the reasons from the patch's text.
  init(name: String, path: String, text: String) {
    self.name = name
    self.path = path
    var reasons: [Language: [String]] = [:]
    var caughtBy: Set<String>?
    // The reasons come before the diff, which starts at its first file header.
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("--- ") || line.hasPrefix("diff ") { break }
      if line.hasPrefix(Self.caughtByLabel) {
        caughtBy = Set(
          line.dropFirst(Self.caughtByLabel.count).split(separator: " ").map(String.init))
      }
      for language in Language.allCases where line.hasPrefix(Self.label(language)) {
        let reason = line.dropFirst(Self.label(language).count).trimmingCharacters(in: .whitespaces)
        reasons[language, default: []].append(reason)
      }
    }
    self.reasons = reasons
    self.caughtBy = caughtBy
  }

  /// Why it is wrong, in `Language.current`, or in English when that is missing.
  package var why: String {
    (reasons[Language.current] ?? reasons[.english])?.first ?? ""
  }

  /// The one of `mutants` whose signature is the tests that fail on `result`; `nil` when no single one's is, or
  /// nothing failed. The mutants are read only then: a check that passes reads no patch.
  package static func likelyMistake(
    in result: ExerciseCheckResult, among mutants: @autoclosure () -> [ExerciseMutant]
  ) -> ExerciseMutant? {
    let failing = result.failingFunctions
    guard [.failed, .crashed].contains(result.verdict), !failing.isEmpty else { return nil }
    let matches = mutants().filter { $0.caughtBy == failing }
    return matches.count == 1 ? matches.first : nil
  }

  /// `WHY:` in English, `WHY zh-Hans:` in Simplified Chinese.
  package static func label(_ language: Language) -> String {
    language == .english ? "WHY:" : "WHY \(language.rawValue):"
  }
}

extension Exercise {
  /// The mutants in `Mutants/` of the exercise in the repository at `root`, in order of their names.
  package func mutants(root: URL) -> [ExerciseMutant] {
    let folder = path + "/Mutants"
    let names =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)) ?? []
    return names.filter { $0.hasSuffix(".patch") && !$0.hasPrefix(".") }.sorted().map { file in
      let path = folder + "/" + file
      let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
      return ExerciseMutant(name: String(file.dropLast(".patch".count)), path: path, text: text)
    }
  }

  /// The alternatives in `Alternatives/`, by name and in order: each a folder of another correct solution, as
  /// whole files, and its `WHY`.
  package func alternatives(root: URL) -> [String] {
    folders(in: "Alternatives", root: root)
  }

  /// The cheats in `Cheats/`, by name and in order: each a folder of tests that try to tell the code under test
  /// from a mutant by anything but its behaviour, and its `WHY`.
  package func cheats(root: URL) -> [String] {
    folders(in: "Cheats", root: root)
  }

  /// The folder of the alternative `name`, relative to the repository: `Exercises/01-presentation/Alternatives/x`.
  package func alternativePath(_ name: String) -> String {
    path + "/Alternatives/" + name
  }

  /// The folder of the cheat `name`, relative to the repository: `Exercises/11-presenter-tests/Cheats/x`.
  package func cheatPath(_ name: String) -> String {
    path + "/Cheats/" + name
  }

  /// The patch that makes the copy attack's renamed copy compile (most exercises have none): only what the
  /// compiler forces on a learner who copies, so that the tests, not the compiler, decide whether it passes.
  package var renamedCopyPatchPath: String {
    path + "/RenamedCopy.patch"
  }

  /// Whether the exercise in the repository at `root` has a `RenamedCopy.patch`.
  package func hasRenamedCopyPatch(root: URL) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(renamedCopyPatchPath).path)
  }

  /// The file in `folder` (an alternative's or a cheat's) that says why in `language`: `WHY` in English,
  /// `WHY.zh-Hans` in Simplified Chinese, as a page's Chinese sibling is `README.zh-Hans.md`.
  package static func whyPath(in folder: String, language: Language) -> String {
    folder + (language == .english ? "/WHY" : "/WHY.\(language.rawValue)")
  }

  /// The non-empty lines of the `WHY` in `folder` (an alternative's or a cheat's, relative to the repository),
  /// in `language`: its `WHY.zh-Hans` in Simplified Chinese.
  package func whyLines(in folder: String, language: Language = .english, root: URL) -> [String] {
    let url = root.appendingPathComponent(Self.whyPath(in: folder, language: language))
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }.map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  /// Why, for the alternative or cheat in `folder`: the first line of its `WHY` in `Language.current`, or in
  /// English when that is missing, as a mutant's `why` is.
  package func why(in folder: String, root: URL) -> String {
    let current = whyLines(in: folder, language: Language.current, root: root)
    return (current.isEmpty ? whyLines(in: folder, root: root) : current).first ?? ""
  }

  /// The folders in `kind` (`Alternatives`), by name and in order.
  private func folders(in kind: String, root: URL) -> [String] {
    let folder = root.appendingPathComponent(path + "/" + kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      !$0.hasPrefix(".") && DiskItem(at: folder.appendingPathComponent($0)) == .folder
    }.sorted()
  }
}

/// A problem the exercise commands report as one line and exit code 1 (bad metadata, no repository, no git).
package struct ExerciseError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
  package let message: String
  /// Whether it is a usage error, which the subcommand reports with its usage and exit code 64.
  package var isUsage = false

  package init(_ message: String, isUsage: Bool = false) {
    self.message = message
    self.isUsage = isUsage
  }

  /// The error with its message in the learner's language.
  package init(en: String, zh: String, isUsage: Bool = false) {
    self.init(localized(en: en, zh: zh), isUsage: isUsage)
  }

  package var description: String { FrameWord.error + message }
  package var errorDescription: String? { message }
}

/// The exercises in order, read from `Exercises/exercises.json` and checked against the folders, Chinese included.
package struct ExerciseCatalog: Sendable {
  package static let metadataPath = "Exercises/exercises.json"

  package let exercises: [Exercise]
}

extension ExerciseCatalog {
  /// Reads and checks the metadata of the repository at `root`; every problem is one message that names the file.
  package init(root: URL) throws(ExerciseError) {
    let file = Self.metadataPath
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path)
    else {
      throw ExerciseError(
        "\(file) is missing: it lists the exercises, so the workbook cannot start without it.")
    }
    let exercises: [Exercise]
    do {
      exercises = try JSONDecoder().decode([Exercise].self, from: data)
    } catch let error as DecodingError {
      throw ExerciseError("\(file): \(Self.describe(error))")
    } catch {
      throw ExerciseError("\(file): \(error.localizedDescription)")
    }
    guard !exercises.isEmpty else { throw ExerciseError("\(file) lists no exercises.") }
    var seen: Set<String> = []
    for exercise in exercises {
      guard seen.insert(exercise.id).inserted else {
        throw ExerciseError(
          "\(file): the id \"\(exercise.id)\" is used twice; every exercise needs its own.")
      }
      guard exercise.folder.hasPrefix(exercise.id + "-") else {
        throw ExerciseError(
          "\(file): exercise \"\(exercise.id)\" has the folder \"\(exercise.folder)\", which should start with "
            + "\"\(exercise.id)-\".")
      }
      guard DiskItem(at: root.appendingPathComponent(exercise.path)) == .folder else {
        throw ExerciseError(
          "\(file): exercise \"\(exercise.id)\" names the folder \(exercise.path), which does not exist."
        )
      }
      if let problem = Self.translationProblem(of: exercise) {
        throw ExerciseError("\(file): \(problem)")
      }
    }
    self.exercises = exercises
  }

  /// What is wrong with the Simplified Chinese of `exercise`, if anything, naming the exercise and the field.
  private static func translationProblem(of exercise: Exercise) -> String? {
    let name = "exercise \"\(exercise.id)\""
    let english = exercise.english
    let chinese = exercise.chinese
    func isEmpty(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }
    for (field, text) in [("title", chinese.title), ("concept", chinese.concept)]
    where isEmpty(text) {
      return "\(name)'s \"\(field)_zh-Hans\" is empty: it is the \(field) in Simplified Chinese."
    }
    guard chinese.hints.count == english.hints.count else {
      return
        "\(name) has \(english.hints.count) \"hints\" but \(chinese.hints.count) \"hints_zh-Hans\": "
        + "each hint needs its Simplified Chinese, in the same order."
    }
    if let empty = chinese.hints.firstIndex(where: isEmpty) {
      return
        "\(name)'s \"hints_zh-Hans\"[\(empty)] is empty: it is hint \(empty + 1) in Simplified Chinese."
    }
    return nil
  }

  /// The exercise that `word` names: its id (`01`, or `1`) or its folder (`01-presentation`).
  package func exercise(named word: String) -> Exercise? {
    exercises.first {
      $0.id == word || $0.folder == word || (Int(word) != nil && Int($0.id) == Int(word))
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath)) has no \"\(key.stringValue)\"."
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      // The decoder names any list it wanted `[Any]`: the file is a list of exercises, a field of strings.
      let wanted =
        type is [Any].Type
        ? (context.codingPath.isEmpty ? "a list of exercises" : "a list of strings")
        : typeName(type)
      return "\(place(context.codingPath)) should be \(wanted)."
    case .dataCorrupted(let context):
      let reason =
        (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
      return context.codingPath.isEmpty
        ? "not valid JSON (\(reason))." : "\(place(context.codingPath)) is not valid (\(reason))."
    @unknown default:
      return "cannot be read (\(error.localizedDescription))."
    }
  }

  /// `exercise 3's "hints"`, from a decoding path such as `[2, "hints"]`.
  private static func place(_ path: [any CodingKey]) -> String {
    guard let index = path.first?.intValue else { return "the file" }
    let exercise = "exercise \(index + 1)"
    guard path.count > 1 else { return exercise }
    // `exercise 3's "hints"[1]`, `exercise 3's "renames" at "Movie"`.
    return exercise + "'s \"\(path[1].stringValue)\""
      + path.dropFirst(2).map { $0.intValue.map { "[\($0)]" } ?? " at \"\($0.stringValue)\"" }
      .joined()
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [String: Any].Type: "an object"
    default: "a \(type)"
    }
  }
}

/// The repository the workbook works in.
package enum WorkbookRepository {
  /// The nearest folder at or above `directory` that has both `Package.swift` and `Exercises/`, if any.
  package static func root(from directory: URL) -> URL? {
    var folder = directory.standardizedFileURL
    while true {
      let has = { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
      if has("Package.swift"), has("Exercises") {
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { return nil }
      folder = parent
    }
  }
}
