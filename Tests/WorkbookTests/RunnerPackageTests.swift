import Foundation
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner

@Suite("The package that check builds") struct RunnerPackageTests {
  /// The fixture's one exercise in a package, with the copy of its learner's file and that copy's time.
  private func written(_ fixture: WorkbookFixture, _ exercise: Exercise) throws -> (
    text: String?, time: Date?
  ) {
    let package = RunnerPackage(
      root: fixture.root, folder: "check",
      members: [
        .init(
          exercise: exercise, code: .folder(exercise.sourcesPath),
          codeFolder: exercise.sourcesPath)
      ])
    try package.write()
    let copy = package.directory.appendingPathComponent("Exercise01/Describe.swift")
    let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
    return (
      FileManager.default.contents(atPath: copy.path).map { String(decoding: $0, as: UTF8.self) },
      attributes[.modificationDate] as? Date
    )
  }

  @Test(
    "A copy whose file changed gets a later time than it had, even when the clock says otherwise")
  func laterTime() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "copies")
    let first = try written(fixture, exercise)
    // A copy whose time is ahead of the clock, as the one before a save in the same second is.
    let copy = fixture.root.appendingPathComponent(".workbook/check/Exercise01/Describe.swift")
    let ahead = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 60).rounded())
    try FileManager.default.setAttributes([.modificationDate: ahead], ofItemAtPath: copy.path)
    try fixture.write(WorkbookFixture.solution, to: exercise.sourcesPath + "/Describe.swift")
    let second = try written(fixture, exercise)
    #expect(first.text == WorkbookFixture.stub)
    #expect(second.text == WorkbookFixture.solution)
    #expect(try #require(second.time) >= ahead.addingTimeInterval(1))
  }

  @Test("A copy whose file did not change keeps its time, so the build stays warm")
  func sameTime() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "copies")
    let first = try written(fixture, exercise)
    let second = try written(fixture, exercise)
    #expect(first.time != nil && second.time == first.time)
  }

  @Test("Only the .swift files are copied, and a file gone from the folder is gone from the copy")
  func swiftFilesOnly() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "copies")
    try fixture.write("// helper\n", to: exercise.sourcesPath + "/Helper.swift")
    try fixture.write("swap\n", to: exercise.sourcesPath + "/.Describe.swift.swp")
    try fixture.write("notes\n", to: exercise.sourcesPath + "/notes.txt")
    _ = try written(fixture, exercise)
    let copies = fixture.root.appendingPathComponent(".workbook/check/Exercise01")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: copies.path).sorted() == [
        "Describe.swift", "Helper.swift",
      ])
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercise.sourcesPath + "/Helper.swift"))
    _ = try written(fixture, exercise)
    #expect(try FileManager.default.contentsOfDirectory(atPath: copies.path) == ["Describe.swift"])
  }

  @Test("Its builds index its own code, not the toolchain's modules, as the repository's builds do")
  func indexesItsOwnCode() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    let package = RunnerPackage(
      root: fixture.root, folder: "check",
      members: [
        .init(
          exercise: exercise, code: .folder(exercise.sourcesPath), codeFolder: exercise.sourcesPath)
      ])
    #expect(
      package.manifest.hasSuffix(
        """
          swiftLanguageModes: [.v6]
        )

        // Builds index this package's code, not the toolchain's: the repository's Package.swift says why.
        for target in package.targets {
          target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
        }

        """))
  }

  @Test(
    "The code under test of a test-writing exercise is built with library evolution, and only it")
  func libraryEvolution() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "tests")
    let package = RunnerPackage(
      root: fixture.root, folder: "check-11",
      members: [
        .init(
          exercise: exercise, code: .folder(exercise.codeUnderTestPath),
          codeFolder: exercise.codeUnderTestPath, tests: .folder(exercise.sourcesPath),
          testsFolder: exercise.sourcesPath, libraryEvolution: true)
      ])
    let lines = package.manifest.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      lines.contains {
        $0.hasPrefix(#".target(name: "Exercise11", "#)
          && $0.hasSuffix(
            #"path: "Exercise11", swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),"#)
      })
    #expect(
      lines.contains(
        #".testTarget(name: "Exercise11Tests", dependencies: ["Exercise11"], path: "Exercise11Tests"),"#
      ))
    #expect(
      package.displayed(package.directory.path + "/Exercise11Tests/DescribeTests.swift:3:1")
        == "Exercises/11-tests/Sources/DescribeTests.swift:3:1")
  }
}
