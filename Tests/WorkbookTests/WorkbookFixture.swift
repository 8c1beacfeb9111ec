import Foundation
import TestSupport

@testable import WorkbookExercises
@testable import WorkbookRunner

/// A repository of the workbook's shape in a temporary folder: a package that exports `Localization`,
/// `Entities`, `Tracing`, `TextWidth`, `TerminalKit`, `CommandLineOptions` and `TopMoviesApp`, and exercises with their metadata. Tests build on it and remove it when they are done.
final class WorkbookFixture {
  let root: URL
  /// The exercises' folders, which the manifest lists as the workbook's own does.
  private var folders: [String] = []

  init() throws {
    root = scratchDirectory.appendingPathComponent(
      "workbook-fixture-\(UUID().uuidString)")
    try write(Self.manifest(exercises: []), to: "Package.swift")
    try write(
      "public struct Movie: Sendable {\n  public let title: String\n  public init(title: String) { self.title = title }\n}\n",
      to: "Sources/Entities/Movie.swift")
    try write("public enum Language {}\n", to: "Sources/Localization/Language.swift")
    try write("public enum Width {}\n", to: "Sources/TextWidth/Width.swift")
    try write("public enum Kit {}\n", to: "Sources/TerminalKit/Kit.swift")
    try write("public enum Options {}\n", to: "Sources/CommandLineOptions/Options.swift")
    try write("public enum Trace {}\n", to: "Sources/Tracing/Trace.swift")
    try write("import Entities\n\npublic enum App {}\n", to: "Sources/TopMoviesApp/App.swift")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
  }

  /// A fixture whose shared targets are links to `repository`'s own, so that the repository's build has built
  /// them, as `RunnerCompiler` needs; its exercises' tests make the real `Movie` from a title alone.
  convenience init(linkingSharedTargetsOf repository: URL) throws {
    try self.init()
    for target in SharedTarget.names {
      let folder = root.appendingPathComponent("Sources/" + target)
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createSymbolicLink(
        at: folder, withDestinationURL: repository.appendingPathComponent("Sources/" + target))
    }
    testsPrelude = """
      extension Movie {
        init(title: String) {
          self.init(id: title, title: title, chineseTitle: "", year: 2000, rating: 5, summary: "")
        }
      }

      """
  }

  /// What each exercise's tests start with, after their imports.
  private var testsPrelude = ""

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  /// Adds `Exercises/<folder>/` with a README in each language, the stub, the solution and three tests of `describe(_:)`.
  @discardableResult
  func addExercise(_ id: String, _ name: String, stub: String = WorkbookFixture.stub) throws
    -> Exercise
  {
    var exercise = Exercise(
      id: id, folder: "\(id)-\(name)", stage: 1, lesson: "Stages/Stage1MVVM.md",
      files: ["Describe.swift"],
      english: .init(
        title: "Describe a movie (\(name))", concept: "A formatter",
        hints: ["Use the title.", "Prefix it with 'Movie: '."]),
      chinese: .init(
        title: "描述一部电影（\(name)）", concept: "一个格式化器",
        hints: ["用片名。", "在前面加上 'Movie: '。"]))
    // The copy attack's: what a learner might copy, and how they would rename it.
    exercise.workedExample = ["Sources/TopMoviesApp/App.swift"]
    exercise.renames = ["App": "Describe"]
    folders.append(exercise.folder)
    try write(Self.manifest(exercises: folders), to: "Package.swift")
    try write("# \(exercise.english.title)\n", to: exercise.readmePath)
    try write("# \(exercise.chinese.title)\n", to: exercise.readmePath(in: .simplifiedChinese))
    try write(stub, to: exercise.sourcesPath + "/Describe.swift")
    try write(Self.solution, to: exercise.solutionPath + "/Describe.swift")
    var tests = Self.tests(id)
    if let first = tests.range(of: "\n@Test") {
      tests.insert(contentsOf: testsPrelude, at: tests.index(after: first.lowerBound))
    }
    try write(tests, to: exercise.testsPath + "/DescribeTests.swift")
    let names = Exercise.testNameKeys(in: tests).map { "\"\($0)\": \"测试 \($0)\"" }
    try write("{" + names.joined(separator: ", ") + "}\n", to: exercise.chineseTestNamesPath)
    return exercise
  }

  /// Adds the mutants and alternatives that verify asks of every exercise: each mutant a patch that adds a
  /// comment to the solution, each alternative a copy of the solution, each with a WHY in each language.
  func addVariants(to exercise: Exercise, mutants: Int = 8, alternatives: Int = 2) throws {
    for number in 1...max(1, mutants) where mutants > 0 {
      try addMutant(
        "mutant-\(number)", to: exercise, replacing: "import Entities",
        with: "import Entities  // \(number)", why: "Number \(number).",
        whyChinese: "第 \(number) 个。")
    }
    for number in 1...max(1, alternatives) where alternatives > 0 {
      let folder = "\(exercise.path)/Alternatives/alternative-\(number)"
      try write(Self.solution, to: folder + "/Describe.swift")
      try write("Number \(number).\n", to: folder + "/WHY")
      try write("第 \(number) 种。\n", to: folder + "/WHY.zh-Hans")
    }
  }

  /// Writes `Mutants/<name>.patch` of `exercise`: `Describe.swift` of its reference (the solution, or the code under
  /// test) with `old` replaced by `new`, as one hunk, and its WHY in English and, unless `nil`, in Chinese.
  func addMutant(
    _ name: String, to exercise: Exercise, replacing old: String, with new: String, why: String,
    whyChinese: String? = "中文的理由。"
  ) throws {
    let reference = exercise.writesTests ? exercise.codeUnderTestPath : exercise.solutionPath
    guard let before = read(reference + "/Describe.swift") else {
      throw CocoaError(.fileNoSuchFile)
    }
    let after = before.replacingOccurrences(of: old, with: new)
    let oldLines = before.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let newLines = after.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let header =
      "WHY: \(why)\n" + (whyChinese.map { "WHY zh-Hans: \($0)\n" } ?? "") + "\n"
      + "--- a/Describe.swift\n+++ b/Describe.swift\n"
      + "@@ -1,\(oldLines.count) +1,\(newLines.count) @@\n"
    let body = oldLines.map { "-" + $0 + "\n" }.joined() + newLines.map { "+" + $0 + "\n" }.joined()
    try write(header + body, to: "\(exercise.path)/Mutants/\(name).patch")
  }

  /// Adds an exercise in which the learner writes the tests: `describe(_:)` is the code under test, the fixture's
  /// three tests are the reference tests, and the stub is one test that only checks that the text is not empty.
  /// Two mutants: one that the stub's test catches (an empty text) and one that it misses (no prefix).
  @discardableResult
  func addTestWritingExercise(_ id: String, _ name: String) throws -> Exercise {
    var exercise = Exercise(
      id: id, folder: "\(id)-\(name)", stage: 3, lesson: "Stages/Stage3VIPER.md",
      files: ["DescribeTests.swift"],
      english: .init(
        title: "Test a formatter (\(name))", concept: "Tests that catch mistakes",
        hints: ["Test the prefix."]),
      chinese: .init(
        title: "测试一个格式化器（\(name)）", concept: "能抓住错误的测试", hints: ["测试前缀。"]))
    exercise.kind = .tests
    exercise.workedExample = ["Sources/TopMoviesApp/App.swift"]
    exercise.renames = ["App": "DescribeTests"]
    folders.append(exercise.folder)
    try write(Self.manifest(exercises: folders), to: "Package.swift")
    try write("# \(exercise.english.title)\n", to: exercise.readmePath)
    try write("# \(exercise.chinese.title)\n", to: exercise.readmePath(in: .simplifiedChinese))
    try write(Self.solution, to: exercise.codeUnderTestPath + "/Describe.swift")
    try write(Self.tests(id), to: exercise.solutionPath + "/DescribeTests.swift")
    try write(Self.stubTests(id), to: exercise.sourcesPath + "/DescribeTests.swift")
    try write(
      Self.stubTests(id) + """
        @Test("Knows the code under test by its file") func readsItsFile() {
          #expect(#fileID == "Exercise\(id)Tests/DescribeTests.swift")
        }

        """, to: exercise.cheatPath("reads-its-file") + "/DescribeTests.swift")
    try write(
      "Tells the mutants apart by the id of its own file.\n",
      to: exercise.cheatPath("reads-its-file") + "/WHY")
    try write(
      "凭自己文件的 id 分辨变异体。\n", to: exercise.cheatPath("reads-its-file") + "/WHY.zh-Hans")
    try addMutant(
      "no-prefix", to: exercise, replacing: "Movie: ", with: "", why: "Forgets the prefix.")
    try addMutant(
      "empty", to: exercise, replacing: #""Movie: \(movie.title)""#, with: #""""#,
      why: "Describes every movie as nothing.")
    return exercise
  }

  func writeMetadata(_ exercises: [Exercise]) throws {
    let data = try JSONSerialization.data(
      withJSONObject: exercises.map(\.metadata), options: [.prettyPrinted, .sortedKeys])
    try write(String(decoding: data, as: UTF8.self), to: ExerciseCatalog.metadataPath)
    try writeShippedTests(exercises)
  }

  /// Lists the exercises' tests as they are now as the shipped ones, as a maintainer's update does.
  func writeShippedTests(_ exercises: [Exercise]) throws {
    try write(ShippedTests.listText(for: exercises, root: root), to: ShippedTests.listPath)
  }

  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  static let stub =
    "import Entities\n\npublic func describe(_ movie: Movie) -> String {\n  \"\"\n}\n"
  static let solution =
    "import Entities\n\npublic func describe(_ movie: Movie) -> String {\n  \"Movie: \\(movie.title)\"\n}\n"

  static func tests(_ id: String) -> String {
    """
    import Entities
    import Testing

    @testable import Exercise\(id)

    @Test("Describes a movie by its title") func describesByTitle() {
      #expect(describe(Movie(title: "Heat")) == "Movie: Heat")
    }

    @Test("Describes another movie") func describesAnother() {
      #expect(describe(Movie(title: "Up")) == "Movie: Up")
    }

    @Test("Never describes a movie as nothing") func neverEmpty() {
      #expect(!describe(Movie(title: "M")).isEmpty)
    }

    """
  }

  /// A stub of tests to write: one test, which catches an empty description and nothing else.
  static func stubTests(_ id: String) -> String {
    """
    import Entities
    import Testing

    @testable import Exercise\(id)

    @Test("Describes a movie with some text") func describesWithText() {
      #expect(!describe(Movie(title: "Heat")).isEmpty)
    }

    """
  }

  static func manifest(exercises: [String]) -> String {
    // The shared targets as the repository declares them, but for what the fixture's folders do not have.
    let sharedTargets = SharedTarget.all.map {
      SharedTarget(name: $0.name, dependencies: $0.dependencies)
    }
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let exercises: [String] = [\(exercises.map { "\"\($0)\"" }.joined(separator: ", "))]

      let package = Package(
        name: "TopMoviesWorkbook",
        platforms: [.macOS(.v15)],
        products: [
      \(SharedTarget.names.map { "    .library(name: \"\($0)\", targets: [\"\($0)\"])," }.joined(separator: "\n"))
        ],
        targets: [
      \(sharedTargets.map { "    \($0.declaration)," }.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )

      """
  }
}

extension Exercise {
  /// An exercise whose texts a test gives in English only: the Chinese ones are the same English, which is
  /// all that a test that reads no Chinese needs (the catalog asks only that they are there).
  init(
    id: String, folder: String, title: String, stage: Int, concept: String, lesson: String,
    files: [String], hints: [String]
  ) {
    let text = Text(title: title, concept: concept, hints: hints)
    self.init(
      id: id, folder: folder, stage: stage, lesson: lesson, files: files, english: text,
      chinese: text)
  }
}

extension Exercise {
  /// Its entry in `exercises.json`, as the workbook's own metadata writes it: what `writeMetadata` writes, and
  /// what a test can take a field out of. (The workbook only reads the metadata, so it has no encoder.)
  var metadata: [String: Any] {
    var fields: [String: Any] = [
      "id": id, "folder": folder, "stage": stage, "lesson": lesson, "files": files,
      "workedExample": workedExample, "renames": renames,
      "title": english.title, "concept": english.concept, "hints": english.hints,
      "title_zh-Hans": chinese.title, "concept_zh-Hans": chinese.concept,
      "hints_zh-Hans": chinese.hints,
    ]
    if let kind { fields["kind"] = kind.rawValue }
    return fields
  }
}
