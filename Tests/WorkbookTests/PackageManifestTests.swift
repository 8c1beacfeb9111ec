import Foundation
import TestSupport
import Testing

@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner
@testable import WorkbookStageTools

/// The repository's Package.swift as SwiftPM reads it, from `swift package dump-package`: a scratch folder of
/// its own, because `swift test` holds the lock of the package's own.
struct DumpedManifest: Sendable {
  /// Each target's name, its folder when the manifest gives one, the targets it depends on by name, and what it
  /// excludes.
  struct Target: Equatable, Sendable {
    let name: String
    let path: String?
    let dependencies: [String]
    let exclude: [String]
  }

  let targets: [Target]
  /// The names of the targets of its library products.
  let libraryTargets: [String]

  /// This repository's, read once for all the tests that compare with it.
  static let repository = Task { try await DumpedManifest(of: repositoryRoot) }

  init(of repository: URL) async throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let run = await RunnerProcess.run(
      [
        "swift", "package", "--package-path", repository.path, "--scratch-path", scratch.path,
        "dump-package",
      ], timeout: patience, keepingErrors: false)
    try #require(run.succeeded, "swift package dump-package failed: \(run.output)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let targets = json["targets"] as? [[String: Any]] ?? []
    self.targets = targets.map { target in
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
        ($0["byName"] as? [Any])?.first as? String
      }
      return Target(
        name: target["name"] as? String ?? "", path: target["path"] as? String,
        dependencies: dependencies,
        exclude: target["exclude"] as? [String] ?? [])
    }
    let products = json["products"] as? [[String: Any]] ?? []
    libraryTargets = products.filter { ($0["type"] as? [String: Any])?["library"] != nil }
      .flatMap { $0["targets"] as? [String] ?? [] }
  }
}

@Suite("The workbook's lists match Package.swift", .tags(.slow), .whenSlowTestsAreWanted)
struct PackageManifestTests {
  /// Expects the workbook's list `ours` and Package.swift's `theirs` to name the same things, and names what
  /// either lacks.
  func expectSame(
    _ ours: Set<String>, in list: String, as theirs: Set<String>, in manifest: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      ours.subtracting(theirs).isEmpty,
      "\(list) has what \(manifest) lack: \(ours.subtracting(theirs).sorted())",
      sourceLocation: sourceLocation)
    #expect(
      theirs.subtracting(ours).isEmpty,
      "\(manifest) have what \(list) lacks: \(theirs.subtracting(ours).sorted())",
      sourceLocation: sourceLocation)
  }

  @Test(
    "The shared targets are Package.swift's library products, with its dependencies and excludes, and no others"
  )
  func sharedTargets() async throws {
    let manifest = try await DumpedManifest.repository.value
    expectSame(
      Set(SharedTarget.names), in: "SharedTarget.all", as: Set(manifest.libraryTargets),
      in: "Package.swift's library products")
    for shared in SharedTarget.all {
      let target = manifest.targets.first { $0.name == shared.name }
      #expect(
        target.map { Set($0.dependencies) } == Set(shared.dependencies),
        "\(shared.name)'s dependencies in Package.swift are not those of SharedTarget.all")
      #expect(
        target?.exclude == shared.exclude,
        "\(shared.name)'s excludes in Package.swift are not those of SharedTarget.all")
    }
  }
}

extension PackageManifestTests {
  @Test(
    "Package.swift builds each exercise of exercises.json from its folder, its code and its tests, and no other"
  )
  func exercises() async throws {
    let manifest = try await DumpedManifest.repository.value
    let catalog = try ExerciseCatalog(root: repositoryRoot)
    expectSame(
      Set(catalog.exercises.flatMap { [$0.targetName, $0.targetName + "Tests"] }),
      in: "exercises.json",
      as: Set(manifest.targets.map(\.name).filter { $0.hasPrefix("Exercise") }),
      in: "Package.swift's exercise targets")
    for exercise in catalog.exercises {
      for name in [exercise.targetName, exercise.targetName + "Tests"] {
        let path = manifest.targets.first { $0.name == name }?.path
        #expect(
          path?.hasPrefix(exercise.path + "/") == true,
          "Package.swift builds \(name) from \(path ?? "no folder"), not from \(exercise.path)")
      }
    }
  }
}

extension PackageManifestTests {
  @Test(
    "Each workbook module imports only modules of the toolchain and those Package.swift lists for it"
  )
  func workbookImports() async throws {
    let manifest = try await DumpedManifest.repository.value
    let toolchain: Set = ["Foundation", "Dispatch", "Synchronization", "Glibc", "Darwin"]
    let modules = manifest.targets.filter { $0.name.hasPrefix("Workbook") }
    #expect(modules.count > 1)
    for module in modules {
      let folder = repositoryRoot.appendingPathComponent(module.path ?? "Sources/" + module.name)
      let files =
        FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".swift") } ?? []
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        // An import starts its line; an indented one is in a string or an `#if` of the toolchain's.
        let imported = text.split(separator: "\n").compactMap { line -> String? in
          let words = line.split(separator: " ", omittingEmptySubsequences: false)
          return words.count == 2 && words[0] == "import" ? String(words[1]) : nil
        }
        for name in imported where !toolchain.contains(name) {
          #expect(
            module.dependencies.contains(name),
            "\(module.name)/\(file) imports \(name), which Package.swift does not list for \(module.name)"
          )
        }
      }
    }
  }
}

extension PackageManifestTests {
  @Test(
    "Package.swift builds each stage of WorkbookStage.all, its launcher and its tests, and no other stage"
  )
  func stages() async throws {
    let manifest = try await DumpedManifest.repository.value
    let listed = Set(WorkbookStage.all.map(\.product))
    let launched = Set(
      manifest.targets.map(\.name).filter { $0.hasSuffix("Launcher") }.map {
        String($0.dropLast("Launcher".count))
      })
    expectSame(listed, in: "WorkbookStage.all", as: launched, in: "Package.swift's launchers")
    let names = Set(manifest.targets.map(\.name))
    for stage in listed {
      #expect(names.contains(stage), "Package.swift has no target \(stage)")
      #expect(names.contains(stage + "Tests"), "Package.swift has no test target \(stage)Tests")
    }
  }
}
