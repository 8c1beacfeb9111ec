import Foundation
import Localization
import WorkbookExercises

/// The end of every manifest that `workbook` writes: like the repository's, its builds index their own code, not
/// the toolchain's modules, which is seconds of work that no editor needs (the repository's Package.swift says
/// more).
package let indexingOwnCodeOnly = """

  // Builds index this package's code, not the toolchain's: the repository's Package.swift says why.
  for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
  }

  """

/// A package that `workbook` writes under `.workbook/` to build exercises: for each a library `ExerciseNN` and a
/// test target `ExerciseNNTests` (the Exercism layout) on the shared targets (`SharedTarget.all`). Where the learner
/// writes the tests, the library is the code under test, each version written in turn (`RunnerSealedTests`).
///
/// The targets hold copies of the `.swift` files, written only when they change so that `.build` stays warm, and
/// then with a later modification time (`writeIfChanged`), so a build never judges code older than the files.
package struct RunnerPackage: Sendable {
  /// Where one exercise's code, or its tests, come from.
  enum Code: Sendable, Equatable {
    /// A folder of the repository, as it is when the package is written: `Exercises/01-presentation/Sources`.
    case folder(String)
    /// These files, by name: code that is not one folder of the working tree (a stub as committed, a mutant).
    case files([String: Data])
  }

  /// One exercise's code and tests in the package: a library target and the test target that imports it.
  struct Member: Sendable {
    let exercise: Exercise
    var code: Code
    /// The folder that the learner knows the code by, for messages: `Exercises/01-presentation/Sources`.
    let codeFolder: String
    let tests: Code
    /// The folder that the learner knows the tests by: `Exercises/01-presentation/Tests`.
    let testsFolder: String
    /// Whether the library is built with library evolution, as the code under test of an exercise in which the
    /// learner writes the tests is.
    var libraryEvolution = false

    /// The library's name: `Exercise01`.
    var targetName: String { exercise.targetName }
  }

  static let name = "WorkbookExercises"
  /// The repository's package, as the generated one names it.
  static let rootPackage = "TopMoviesWorkbook"

  let root: URL
  /// The package's folder, under `root/.workbook/`.
  let directory: URL
  let members: [Member]

  init(root: URL, folder: String, members: [Member]) {
    self.root = root
    self.directory = root.appendingPathComponent(".workbook").appendingPathComponent(folder)
    self.members = members
  }

  /// The test executable that `swift build --build-tests` makes (on Linux; on macOS it is a bundle instead).
  var testBinary: URL {
    directory.appendingPathComponent(".build/debug/\(Self.name)PackageTests.xctest")
  }

  var manifest: String {
    let products = SharedTarget.names.map {
      ".product(name: \"\($0)\", package: \"\(Self.rootPackage)\")"
    }
    let targets = members.flatMap { member in
      let name = member.targetName
      let evolution =
        member.libraryEvolution
        ? ", swiftSettings: [.unsafeFlags([\"\(RunnerSealedTests.libraryEvolution)\"])]" : ""
      return [
        "    .target(name: \"\(name)\", dependencies: [\(products.joined(separator: ", "))], path: \"\(name)\"\(evolution)),",
        "    .testTarget(name: \"\(name)Tests\", dependencies: [\"\(name)\"], path: \"\(name)Tests\"),",
      ]
    }
    return """
      // swift-tools-version:6.0
      // Written by `workbook` to build exercises on their own; it is written again whenever it needs to change.
      import PackageDescription

      let package = Package(
        name: "\(Self.name)",
        platforms: [.macOS(.v15)],
        dependencies: [.package(name: "\(Self.rootPackage)", path: "../..")],
        targets: [
      \(targets.joined(separator: "\n"))
        ],
        swiftLanguageModes: [.v6]
      )
      \(indexingOwnCodeOnly)
      """
  }

  /// Writes the manifest and the targets' folders, touching only what differs from what is there.
  func write() throws(ExerciseError) {
    do {
      let manager = FileManager.default
      try manager.createDirectory(at: directory, withIntermediateDirectories: true)
      try Self.writeIfChanged(
        Data(manifest.utf8), to: directory.appendingPathComponent("Package.swift"))
      // The folders of exercises that the manifest no longer lists stay: SwiftPM reads only the targets' own
      // folders, and an exercise checked again finds its copies, and so its build, as it left them.
      for member in members {
        try Self.replaceContents(
          of: directory.appendingPathComponent(member.targetName), with: files(of: member.code))
        try Self.replaceContents(
          of: directory.appendingPathComponent(member.targetName + "Tests"),
          with: files(of: member.tests))
      }
    } catch {
      let folder = relative(directory.path)
      throw ExerciseError(
        en: "Could not write \(folder): \(error.localizedDescription)",
        zh: "无法写入 \(folder)：\(error.localizedDescription)")
    }
  }

  func files(of code: Code) throws -> [String: Data] {
    switch code {
    case .folder(let folder): try Self.swiftFiles(in: root.appendingPathComponent(folder))
    case .files(let files): files
    }
  }

  /// `text` with the package's paths put back as the learner knows them: `Exercises/01-presentation/Sources/…`.
  func displayed(_ text: String) -> String {
    var result = text
    for folder in [directory.path, directory.resolvingSymlinksInPath().path] {
      for member in members {
        let name = member.targetName
        result = result.replacingOccurrences(
          of: folder + "/\(name)Tests/", with: member.testsFolder + "/")
        result = result.replacingOccurrences(
          of: folder + "/\(name)/", with: member.codeFolder + "/")
      }
    }
    return relative(result)
  }

  /// `text` with the repository's own path taken off the front of the paths in it.
  private func relative(_ text: String) -> String {
    var result = text
    for folder in Set([root.path, root.resolvingSymlinksInPath().path]) {
      result = result.replacingOccurrences(of: folder + "/", with: "")
    }
    return result
  }

  /// The `.swift` files directly in `folder`, by name: what SwiftPM would build there, without an editor's
  /// backups and swap files.
  package static func swiftFiles(in url: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: url.path)
    where name.hasSuffix(".swift") && !name.hasPrefix(".") {
      files[name] = try Data(contentsOf: url.appendingPathComponent(name))
    }
    return files
  }

  /// Writes `data` to `url` unless it is there already. A file that changes gets a modification time later than
  /// it had, by a second at least when the clock has not moved that far: the compiler skips a file whose time is
  /// the one it recorded at the last build, whatever it holds ("Incremental compilation: May skip current
  /// input"), and a file system of whole seconds gives two saves in one second one time.
  private static func writeIfChanged(_ data: Data, to url: URL) throws {
    let manager = FileManager.default
    guard manager.contents(atPath: url.path) != data else { return }
    let previous = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    try data.write(to: url, options: .atomic)
    if let previous {
      try manager.setAttributes(
        [.modificationDate: max(Date(), previous.addingTimeInterval(1))], ofItemAtPath: url.path)
    }
  }

  /// Makes `folder` a real folder holding exactly `files` (an earlier workbook made it a link), writing only the
  /// files that changed.
  static func replaceContents(of folder: URL, with files: [String: Data]) throws {
    let manager = FileManager.default
    if (try? manager.destinationOfSymbolicLink(atPath: folder.path)) != nil {
      try manager.removeItem(at: folder)
    }
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, data) in files {
      try writeIfChanged(data, to: folder.appendingPathComponent(name))
    }
    for item in try manager.contentsOfDirectory(atPath: folder.path) where files[item] == nil {
      try manager.removeItem(at: folder.appendingPathComponent(item))
    }
  }
}

extension RunnerPackage.Member {
  /// The learner's code (or the solution, a stub, a variant) in `code`, under the exercise's own `Tests/`.
  init(exercise: Exercise, code: RunnerPackage.Code, codeFolder: String) {
    self.init(
      exercise: exercise, code: code, codeFolder: codeFolder, tests: .folder(exercise.testsPath),
      testsFolder: exercise.testsPath)
  }
}
