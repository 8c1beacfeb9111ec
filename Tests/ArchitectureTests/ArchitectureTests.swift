import Foundation
import TestSupport
import Testing

/// The repository: three folders above this file.
private let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The Swift files under `folder` (relative to the repository), by their paths relative to it.
private func swiftFiles(under folder: String) -> [String] {
  let base = repositoryRoot.appendingPathComponent(folder)
  let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
  return paths.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
}

private func contents(of path: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The modules a Swift file imports.
private func imports(in text: String) -> Set<String> {
  Set(
    lines(of: text).compactMap { line in
      // Only a line that starts with `import`, an attribute (`@testable import`) or an access level
      // (`public import`) can import.
      let start = line.drop { $0 == " " }
      guard
        start.hasPrefix("import ") || start.hasPrefix("@")
          || accessLevels.contains(where: {
            start.hasPrefix($0 + " ")
          })
      else { return nil }
      let words = start.split(separator: " ")
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
        words[..<index].allSatisfy({ $0.hasPrefix("@") || accessLevels.contains(String($0)) })
      else { return nil }
      return String(words[index + 1])
    })
}

/// The access levels that may come before `import`.
private let accessLevels = ["public", "package", "internal", "fileprivate", "private"]

/// The layering the lessons teach, checked on the sources, so that the story and the code agree: the
/// business and display logic knows no UI, and the terminal kit knows no app.
@Suite("The package is layered as the lessons say", .tags(.slow), .whenSlowTestsAreWanted)
struct ArchitectureTests {
  /// Every ViewModel, Interactor, Presenter, Worker and Clean Swift models file of the stages, of the
  /// exercises' reference solutions, and of the code given to an exercise that asks for tests: the roles
  /// that must work without a screen.
  static var businessFiles: [String] {
    let folders =
      ["Sources"]
      + ((try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Exercises").path)) ?? [])
      .filter { $0.first?.isNumber == true }.sorted()
      .flatMap { ["Exercises/\($0)/Solution", "Exercises/\($0)/CodeUnderTest"] }
    let suffixes = [
      "ViewModel.swift", "Interactor.swift", "Presenter.swift", "Worker.swift", "Models.swift",
    ]
    return folders.flatMap(swiftFiles(under:)).filter { path in
      suffixes.contains { path.hasSuffix($0) }
    }
  }

  /// What every role may import: the shared code that knows no screen.
  static let sharedModules: Set<String> = ["Entities", "Localization", "Tracing"]
  /// The screen code: TerminalKit is this workbook's UIKit, TopMoviesApp the app around the stages, and
  /// TextWidth and CommandLineOptions what they build on. A View, a view controller, a Router or an `App`
  /// may import it; no business role may.
  static let screenModules: Set<String> = [
    "TextWidth", "TerminalKit", "CommandLineOptions", "TopMoviesApp",
  ]

  @Test(
    "Every ViewModel, Interactor, Presenter and models file imports only Entities, Localization and Tracing, and a Worker imports no screen code"
  )
  func businessLogicImportsNoUI() throws {
    let files = Self.businessFiles
    #expect(files.count >= 10, "found too few ViewModels, Interactors and Presenters to check")
    for path in files {
      let imported = imports(in: try contents(of: path))
      if path.hasSuffix("Worker.swift") {
        // A Worker may wrap an outside module (seed 002's SDK), but it is still no screen.
        let screen = imported.intersection(Self.screenModules)
        #expect(
          screen.isEmpty,
          "\(path) imports \(screen.sorted().joined(separator: ", ")); a Worker does low-level work for an Interactor and imports no screen code"
        )
      } else {
        let extra = imported.subtracting(Self.sharedModules)
        #expect(
          extra.isEmpty,
          "\(path) imports \(extra.sorted().joined(separator: ", ")); a ViewModel, an Interactor, a Presenter or a models file may import only Entities, Localization and Tracing"
        )
      }
    }
  }

  @Test(
    "In the Clean Swift stage, only a Worker imports an outside module: every other file imports only the shared and the screen code"
  )
  func outsideModulesOnlyInWorkers() throws {
    let files = swiftFiles(under: "Sources/Stage3CleanSwift")
    #expect(files.filter { $0.hasSuffix("Worker.swift") }.count >= 2)
    for path in files where !path.hasSuffix("Worker.swift") {
      let outside = imports(in: try contents(of: path)).subtracting(Self.sharedModules)
        .subtracting(Self.screenModules)
      #expect(
        outside.isEmpty,
        "\(path) imports \(outside.sorted().joined(separator: ", ")); seed 002 imports an outside module (an SDK) only in the Worker that wraps it for the Interactor"
      )
    }
  }

  /// The modules that know no app: they could serve any terminal program, and import nothing of the app's.
  static let kits = ["TextWidth", "TerminalKit", "CommandLineOptions"]

  @Test(
    "TextWidth, TerminalKit and CommandLineOptions know no app: they never mention movies or the workbook"
  )
  func kitsKnowNoApp() throws {
    // The one name of the workbook's in a kit: the variable a learner sets for their terminal, which the
    // stages and the workbook both read, so it is written once, in TextWidth, beside what it sets.
    let variable = #"public let ambiguousWidthVariable = "WORKBOOK_AMBIGUOUS""#
    for path in Self.kits.flatMap({ swiftFiles(under: "Sources/" + $0) }) {
      let text = try contents(of: path)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where line != variable
      {
        let lowered = line.lowercased()
        #expect(
          !lowered.contains("movie") && !line.contains("WORKBOOK_")
            && !lowered.contains("topmovies"),
          "\(path):\(number + 1) is about the app, not the kit: \(line.trimmingCharacters(in: .whitespaces))"
        )
      }
    }
  }

  @Test(
    "A stage and what it builds on import no Foundation, which would slow its start-up on Linux")
  func stagesWithoutFoundation() throws {
    // The stages are the folders of `Sources/` named `Stage…`, so that a new one is checked too.
    let stages =
      ((try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Sources").path)) ?? [])
      .filter { $0.hasPrefix("Stage") }
    #expect(stages.count >= 4)
    let folders =
      [
        "Localization", "Entities", "Tracing", "TextWidth", "TerminalKit", "CommandLineOptions",
        "TopMoviesApp", "Launchers",
      ]
      + stages
    for path in folders.flatMap({ swiftFiles(under: "Sources/" + $0) }) {
      let foundation = imports(in: try contents(of: path)).filter { $0.hasPrefix("Foundation") }
      #expect(foundation.isEmpty, "\(path) imports \(foundation.sorted())")
    }
  }

  /// What each module below the app may import: only the modules it builds on, and in TerminalKit the C
  /// library (`Glibc`, or `Darwin`), which a terminal needs.
  static let allowedImports: [(module: String, allowed: Set<String>)] = [
    ("Localization", []), ("Tracing", []), ("TextWidth", []), ("Entities", ["Localization"]),
    ("TerminalKit", ["Localization", "TextWidth", "Glibc", "Darwin"]),
    ("CommandLineOptions", ["Localization", "TextWidth", "TerminalKit"]),
  ]

  @Test(
    "Each module below the app imports only what it builds on: Tracing, Localization and TextWidth nothing, Entities only Localization, TerminalKit only Localization and TextWidth, CommandLineOptions those and TerminalKit"
  )
  func modulesImportOnlyWhatTheyBuildOn() throws {
    for (module, allowed) in Self.allowedImports {
      let files = swiftFiles(under: "Sources/" + module)
      #expect(!files.isEmpty, "Sources/\(module) has no Swift file")
      for path in files {
        let extra = imports(in: try contents(of: path)).subtracting(allowed)
        #expect(
          extra.isEmpty,
          "\(path) imports \(extra.sorted().joined(separator: ", ")); \(module) may import only \(allowed.isEmpty ? "nothing" : allowed.sorted().joined(separator: ", "))"
        )
      }
    }
  }
}

@Suite("The workbook is modules along its seams", .tags(.slow), .whenSlowTestsAreWanted)
struct WorkbookModuleTests {
  /// The workbook's own modules: the folders under `Sources/` whose names start with `Workbook`.
  let modules =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Sources").path)) ?? [])
    .filter { $0.hasPrefix("Workbook") }.sorted()

  /// The workbook's modules in layers, from the bottom up: running a process; the exercises; the harness that
  /// checks them, and the tools on the stages; the command line of the exercise loop; the subcommands it
  /// launches (`verify`, and those on the stages); the executables.
  static let layers: [[String]] = [
    ["WorkbookProcess"],
    ["WorkbookExercises"],
    ["WorkbookRunner", "WorkbookStageTools"],
    ["WorkbookCommandLine"],
    ["WorkbookVerifier", "WorkbookStageCommands"],
    ["Workbook", "WorkbookVerify", "WorkbookStages"],
  ]

  @Test(
    "Each workbook module imports only workbook modules of the layers below its own, and every one has a layer"
  )
  func modulesAreLayered() throws {
    #expect(modules == Self.layers.joined().sorted(), "give each Sources/Workbook* folder a layer")
    for (level, layer) in Self.layers.enumerated() {
      let below = Set(Self.layers.prefix(level).joined())
      for module in layer {
        for path in swiftFiles(under: "Sources/" + module) {
          let workbook = imports(in: try contents(of: path)).filter { $0.hasPrefix("Workbook") }
          let above = workbook.subtracting(below)
          #expect(
            above.isEmpty,
            "\(path) imports \(above.sorted().joined(separator: ", ")), which is not below \(module)"
          )
        }
      }
    }
  }

  @Test(
    "No workbook module asks Bundle.main where it is, which crashes when the executable's folder cannot be read"
  )
  func noMainBundle() throws {
    for module in modules {
      for path in swiftFiles(under: "Sources/" + module) {
        let code = lines(of: try contents(of: path)).filter {
          !$0.drop { $0 == " " }.hasPrefix("//")
        }
        #expect(
          !code.contains { $0.contains("Bundle.main") },
          "\(path) uses Bundle.main; use ExecutableLocation.url")
      }
    }
  }
}
