import Foundation
import Localization
import Synchronization
import TerminalKit
import Testing

@testable import WorkbookProcess

/// The folders that `builds` was asked to build, and the result it gives each time.
private final class RecordingBuilder: Sendable {
  let folders = Mutex<[URL]>([])
  let result: RunnerProcessResult

  init(_ result: RunnerProcessResult = RunnerProcessResult(output: "Build complete!", status: 0)) {
    self.result = result
  }

  var build: @Sendable (URL) async -> RunnerProcessResult {
    { folder in
      self.folders.withLock { $0.append(folder) }
      return self.result
    }
  }
}

/// Every path under `folder`, following links, relative to it.
private func paths(under folder: URL) -> [String] {
  let manager = FileManager.default
  let names = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.sorted().flatMap { name -> [String] in
    var isFolder: ObjCBool = false
    let url = folder.appendingPathComponent(name)
    guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
      return [name]
    }
    return [name + "/"] + paths(under: url).map { name + "/" + $0 }
  }
}

@MainActor @Suite("workbook open: a package for an editor") struct OpenCommandTests {
  @Test(
    "open writes a package whose folders link to the exercise and the shared code, builds it, and prints its folder last"
  )
  func writesAndBuilds() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let builder = RecordingBuilder()
    let run = await Run(["open", "1"], in: fixture, build: builder.build)
    let folder = fixture.root.appendingPathComponent(".workbook/editor/01-first")
    #expect(run.status == 0)
    #expect(run.errors.text.isEmpty)
    #expect(
      run.output.text == """
        A package for your editor: 01 · Describe a movie (first)
        It links your Sources/ and Tests/ and the shared code, and no solution.
        Building it, so that your editor finds every module…
        Built: your editor finds every module.
        Xcode:   xed .workbook/editor/01-first   (or File > Open its Package.swift)
        VS Code: code .workbook/editor/01-first   (with the Swift extension)
        \(folder.path)

        """)
    #expect(builder.folders.withLock { $0 } == [folder])
    let manager = FileManager.default
    for (link, destination) in [
      ("Sources/Exercise01", "Exercises/01-first/Sources"),
      ("Tests/Exercise01Tests", "Exercises/01-first/Tests"),
      ("Sources/Localization", "Sources/Localization"),
      ("Sources/Entities", "Sources/Entities"), ("Sources/Tracing", "Sources/Tracing"),
      ("Sources/TextWidth", "Sources/TextWidth"), ("Sources/TerminalKit", "Sources/TerminalKit"),
      ("Sources/CommandLineOptions", "Sources/CommandLineOptions"),
      ("Sources/TopMoviesApp", "Sources/TopMoviesApp"),
    ] {
      let path = folder.appendingPathComponent(link).path
      #expect(try manager.destinationOfSymbolicLink(atPath: path) == "../../../../" + destination)
      #expect(
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
          == fixture.root.appendingPathComponent(destination).resolvingSymlinksInPath().path)
    }
    #expect(
      paths(under: folder) == [
        "Package.swift", "Sources/", "Sources/CommandLineOptions/",
        "Sources/CommandLineOptions/Options.swift", "Sources/Entities/",
        "Sources/Entities/Movie.swift",
        "Sources/Exercise01/",
        "Sources/Exercise01/Describe.swift", "Sources/Localization/",
        "Sources/Localization/Language.swift", "Sources/TerminalKit/",
        "Sources/TerminalKit/Kit.swift", "Sources/TextWidth/", "Sources/TextWidth/Width.swift",
        "Sources/TopMoviesApp/", "Sources/TopMoviesApp/App.swift", "Sources/Tracing/",
        "Sources/Tracing/Trace.swift", "Tests/", "Tests/Exercise01Tests/",
        "Tests/Exercise01Tests/DescribeTests.swift",
      ])
  }

  @Test(
    "The manifest declares every shared target, then the exercise and its tests, and does not depend on the repository's package"
  )
  func manifest() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    _ = await Run(["open", "02"], in: fixture)
    let manifest = try #require(fixture.read(".workbook/editor/02-second/Package.swift"))
    #expect(
      manifest.hasSuffix(
        """
        let package = Package(
          name: "02-second",
          platforms: [.macOS(.v15)],
          targets: [
            .target(name: "Localization"),
            .target(name: "Entities", dependencies: ["Localization"], exclude: ["Resources"]),
            .target(name: "Tracing"),
            .target(name: "TextWidth"),
            .target(name: "TerminalKit", dependencies: ["Localization", "TextWidth"]),
            .target(name: "CommandLineOptions", dependencies: ["Localization", "TextWidth", "TerminalKit"]),
            .target(name: "TopMoviesApp", dependencies: ["Entities", "Localization", "TextWidth", "TerminalKit", "CommandLineOptions", "Tracing"]),
            .target(name: "Exercise02", dependencies: ["Localization", "Entities", "Tracing", "TextWidth", "TerminalKit", "CommandLineOptions", "TopMoviesApp"]),
            .testTarget(name: "Exercise02Tests", dependencies: ["Exercise02"]),
          ],
          swiftLanguageModes: [.v6]
        )

        // Builds index this package's code, not the toolchain's: the repository's Package.swift says why.
        for target in package.targets {
          target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
        }

        """))
    #expect(!manifest.contains(".package("))
  }

  @Test(
    "open again leaves the manifest and the links alone, so that the package's build stays warm")
  func openAgain() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    _ = await Run(["open", "01"], in: fixture)
    let manifest = fixture.root.appendingPathComponent(".workbook/editor/01-first/Package.swift")
      .path
    let written =
      try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date
    let again = await Run(["open", "01"], in: fixture)
    #expect(again.status == 0)
    #expect(
      try FileManager.default.attributesOfItem(atPath: manifest)[.modificationDate] as? Date
        == written)
  }

  @Test("A compile error in the learner's code does not make open fail: the editor shows it")
  func errorsInTheExercise() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let folder = fixture.root.appendingPathComponent(".workbook/editor/01-first")
    let builder = RecordingBuilder(
      RunnerProcessResult(
        output:
          "\(folder.path)/Sources/Exercise01/Describe.swift:4:9: error: value of type 'Movie' has no member 'titel'\n",
        status: 1))
    let run = await Run(["open", "01"], in: fixture, build: builder.build)
    #expect(run.status == 0)
    #expect(run.errors.text.isEmpty)
    #expect(
      run.output.text.contains(
        "\nBuilt, but your code has errors: your editor shows them where they are.\n"))
    #expect(run.output.text.hasSuffix("\n\(folder.path)\n"))
  }

  @Test(
    "A build that fails for another reason is an error, exit code 1, and the folder is still printed last"
  )
  func buildFails() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let builder = RecordingBuilder(
      RunnerProcessResult(output: "Building for debugging...\nerror: no toolchain\n", status: 1))
    let run = await Run(["open", "01"], in: fixture, build: builder.build)
    #expect(run.status == 1)
    #expect(
      run.errors.text
        == "Error: Could not build it, so your editor may not find the modules: error: no toolchain\n"
    )
    #expect(
      run.output.text.hasSuffix(
        "\n\(fixture.root.appendingPathComponent(".workbook/editor/01-first").path)\n"))
  }

  @Test(
    "A file where open writes a folder is named, with how to move it away; it is kept, and nothing is built",
    arguments: [
      ".workbook/editor", ".workbook/editor/01-first", ".workbook/editor/01-first/Sources",
    ])
  func fileInTheWay(path: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("mine\n", to: path)
    let builder = RecordingBuilder()
    let run = await Run(["open", "1"], in: fixture, build: builder.build)
    #expect(run.status == 1)
    #expect(run.output.text.isEmpty)
    #expect(
      run.errors.text
        == "Error: \(path) is a file, but open writes your editor's package in a folder of that name. "
        + "Move the file away (mv \(path) \(path)-file), then run 'swift run workbook open 01' again.\n"
    )
    #expect(fixture.read(path) == "mine\n")
    #expect(builder.folders.withLock { $0 }.isEmpty)
  }

  @Test("A folder where open writes the manifest is named in Chinese, with how to move it away")
  func folderInTheWay() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let path = ".workbook/editor/01-first/Package.swift"
    try fixture.write("// my notes\n", to: path + "/Notes.swift")
    let run = await Language.$current.withValue(.simplifiedChinese) {
      await Run(["open", "1"], in: fixture)
    }
    #expect(run.status == 1)
    #expect(
      run.errors.text
        == "错误：\(path) 是一个文件夹，但 open 要在那里给编辑器写一个文件。先把这个文件夹移走（mv \(path) "
        + "\(path)-folder），再重新运行 'swift run workbook open 01'。\n")
    #expect(fixture.read(path + "/Notes.swift") == "// my notes\n")
  }

  @Test(
    "A folder of the package that the learner cannot write is named, with how to get the right",
    .enabled(if: getuid() != 0, "root writes every folder"))
  func folderNotWritable() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let editor = fixture.root.appendingPathComponent(".workbook/editor")
    try FileManager.default.createDirectory(at: editor, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: editor.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: editor.path)
    }
    let run = await Run(["open", "1"], in: fixture)
    #expect(run.status == 1)
    #expect(
      run.errors.text
        == "Error: .workbook/editor cannot be written by you, so open cannot write your editor's package "
        + "there. Give yourself the right with 'chmod -R u+rwX .workbook/editor', then run 'swift run "
        + "workbook open 01' again.\n")
  }

  @Test(
    "open on an exercise whose Sources/ is missing says so and points to reset, in both languages, and writes nothing",
    arguments: [
      (
        Language.english,
        "Error: Exercises/01-first/Sources is missing. Run 'swift run workbook reset 01' to get the stub back.\n"
      ),
      (
        .simplifiedChinese,
        "错误：Exercises/01-first/Sources 不见了。运行 'swift run workbook reset 01' 取回起始代码。\n"
      ),
    ])
  func sourcesMissing(language: Language, message: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Exercises/01-first/Sources"))
    let builder = RecordingBuilder()
    let run = await Language.$current.withValue(language) {
      await Run(["open", "1"], in: fixture, build: builder.build)
    }
    #expect(run.status == 1)
    #expect(run.errors.text == message)
    #expect(builder.folders.withLock { $0 }.isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent(".workbook/editor").path))
  }

  @Test("A bad or missing id is a usage error with exit code 64, and writes nothing")
  func badID() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let bad = await Run(["open", "3"], in: fixture)
    #expect(bad.status == 64)
    #expect(bad.output.text.isEmpty)
    #expect(
      bad.errors.text == """
        Error: No exercise '3': the ids are 01 to 02 (see 'swift run workbook list')
        Usage: workbook open <id>
          See 'swift run workbook open --help' for more information.

        """)
    let missing = await Run(["open"], in: fixture)
    #expect(missing.status == 64)
    #expect(
      missing.errors.text.hasPrefix(
        "Error: Missing expected argument '<id>'\nUsage: workbook open <id>\n"))
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent(".workbook/editor").path))
  }
}
