import Foundation
import TestSupport

@testable import WorkbookCore

/// A repository of the workbook's shape in a temporary folder: a package that exports `Localization`,
/// `Entities`, `Tracing`, `TerminalKit` and `TopMoviesApp`, and exercises with their metadata. Tests build on it and remove it when they are done.
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
    try write("public enum Kit {}\n", to: "Sources/TerminalKit/Kit.swift")
    try write("public enum Trace {}\n", to: "Sources/Tracing/Trace.swift")
    try write("import Entities\n\npublic enum App {}\n", to: "Sources/TopMoviesApp/App.swift")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
  }

  /// A fixture whose shared targets are links to `repository`'s own, so that the repository's build has built
  /// them, as `RunnerCompiler` needs; its exercises' tests make the real `Movie` from a title alone.
  convenience init(linkingSharedTargetsOf repository: URL) throws {
    try self.init()
    for target in RunnerCompiler.sharedTargets {
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
    let exercise = Exercise(
      id: id, folder: "\(id)-\(name)", stage: 1, lesson: "Stages/Stage1MVVM.md",
      files: ["Describe.swift"],
      english: .init(
        title: "Describe a movie (\(name))", concept: "A formatter",
        hints: ["Use the title.", "Prefix it with 'Movie: '."]),
      chinese: .init(
        title: "描述一部电影（\(name)）", concept: "一个格式化器",
        hints: ["用片名。", "在前面加上 'Movie: '。"]))
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
    return exercise
  }

  /// Adds the mutants and alternatives that verify asks of every exercise: each a copy of the solution with a WHY.
  func addVariants(to exercise: Exercise, mutants: Int = 8, alternatives: Int = 2) throws {
    for (kind, count) in [("Mutants", mutants), ("Alternatives", alternatives)] {
      for number in 1...max(1, count) where count > 0 {
        let folder = "\(exercise.path)/\(kind)/\(kind.lowercased().dropLast())-\(number)"
        try write(Self.solution, to: folder + "/Describe.swift")
        try write("Number \(number).\n", to: folder + "/WHY")
      }
    }
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
    folders.append(exercise.folder)
    try write(Self.manifest(exercises: folders), to: "Package.swift")
    try write("# \(exercise.english.title)\n", to: exercise.readmePath)
    try write("# \(exercise.chinese.title)\n", to: exercise.readmePath(in: .simplifiedChinese))
    try write(Self.solution, to: exercise.codeUnderTestPath + "/Describe.swift")
    try write(Self.tests(id), to: exercise.solutionPath + "/DescribeTests.swift")
    try write(Self.stubTests(id), to: exercise.sourcesPath + "/DescribeTests.swift")
    try write(
      Self.solution.replacingOccurrences(of: "Movie: ", with: ""),
      to: exercise.path + "/Mutants/no-prefix/Describe.swift")
    try write("Forgets the prefix.\n", to: exercise.path + "/Mutants/no-prefix/WHY")
    try write(
      Self.solution.replacingOccurrences(of: #""Movie: \(movie.title)""#, with: #""""#),
      to: exercise.path + "/Mutants/empty/Describe.swift")
    try write("Describes every movie as nothing.\n", to: exercise.path + "/Mutants/empty/WHY")
    return exercise
  }

  func writeMetadata(_ exercises: [Exercise]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try write(
      String(decoding: try encoder.encode(exercises), as: UTF8.self),
      to: ExerciseCatalog.metadataPath)
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
    """
    // swift-tools-version:6.0
    import PackageDescription

    let exercises: [String] = [\(exercises.map { "\"\($0)\"" }.joined(separator: ", "))]

    let package = Package(
      name: "TopMoviesWorkbook",
      platforms: [.macOS(.v15)],
      products: [
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "Entities", targets: ["Entities"]),
        .library(name: "Tracing", targets: ["Tracing"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "TopMoviesApp", targets: ["TopMoviesApp"]),
      ],
      targets: [
        .target(name: "Localization"),
        .target(name: "Entities", dependencies: ["Localization"]),
        .target(name: "Tracing"),
        .target(name: "TerminalKit", dependencies: ["Localization"]),
        .target(name: "TopMoviesApp", dependencies: ["Entities", "Localization", "TerminalKit", "Tracing"]),
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
