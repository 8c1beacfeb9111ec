import Foundation
import TestSupport
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner

/// Where `RunnerCompiler` finds the shared targets, and when it steps aside for a package. (Its builds are
/// checked for real, slowly, in `ExerciseRunnerEndToEndTests`.)
@Suite("Compiling an exercise without SwiftPM")
struct RunnerCompilerTests {
  let exercise = Exercise(
    id: "01", folder: "01-presentation", title: "T", stage: 1, concept: "C", lesson: "L",
    files: ["ReviewFormatter.swift"], hints: [])

  @Test(
    "Without the shared targets' modules and objects, there is no direct build: a package builds")
  func noProducts() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-products-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(RunnerCompiler(root: empty, exercise: exercise, products: empty) == nil)
  }

  @Test("Products built from another repository's sources are not used: a package builds")
  func anotherRepository() throws {
    let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbook-clone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    #expect(RunnerCompiler(root: elsewhere, exercise: exercise, products: productsDirectory) == nil)
  }

  #if os(Linux)
    @Test("The build's products give every shared target's objects to link with, and a stamp")
    func products() throws {
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let compiler = try #require(
        RunnerCompiler(root: root, exercise: exercise, products: productsDirectory))
      for target in SharedTarget.names {
        #expect(
          compiler.sharedObjects.contains {
            $0.hasSuffix("/\(target).build/\(target).swiftmodule.o")
          })
        #expect(compiler.sharedStamp.contains(target))
      }
      #expect(compiler.sharedObjects.contains { $0.hasSuffix("/Entities.build/TopMovies.swift.o") })
      #expect(compiler.directory.path.hasSuffix("/.workbook/direct/01-presentation"))
    }
  #endif
}
