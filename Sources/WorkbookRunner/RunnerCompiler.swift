import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// Builds one exercise with the compiler itself against the shared targets (`SharedTarget.all`) as `swift run
/// workbook` built them in `.build`: SwiftPM would plan the whole package before each build, and a package of its
/// own would compile the shared targets again. A check is one small module, one link and the test run.
///
/// With SwiftPM's debug flags, the learner's files are compiled where they are, so each diagnostic names them as
/// the learner knows them, and on every check, so a verdict is never older than the files; the tests only when
/// they, that module's interface or the shared modules change. `check`, `watch`, verify's mutants, alternatives
/// and copies, and every check of written tests (`RunnerSealedTests`) come here on Linux when SwiftPM's products
/// are where it puts them; else `RunnerPackage`.
struct RunnerCompiler: Sendable {
  let root: URL
  let exercise: Exercise
  /// The repository's build products: `.build/debug`, where the workbook's own executable is.
  let products: URL
  /// The shared targets' object files, to link with.
  let sharedObjects: [String]
  /// What changes when the shared modules are built again: their sizes and times.
  let sharedStamp: String
  let timeout: Duration
  /// Where the objects and the test program are, under `.workbook/`: `direct/01-presentation`, or for verify's
  /// variants `direct-variants/01-presentation`, so that verify never takes the learner's build.
  let folder: String

  /// `nil` when a shared target's module or objects are missing (the workbook was not built by SwiftPM
  /// here, or SwiftPM keeps its products elsewhere): then a package builds the exercise.
  init?(
    root: URL, exercise: Exercise, products: URL, timeout: Duration = RunnerProcess.buildTimeout,
    folder: String = "direct"
  ) {
    #if os(Linux)
      let manager = FileManager.default
      var objects: [String] = []
      var stamp: [String] = []
      for target in SharedTarget.names {
        let module = products.appendingPathComponent("Modules/\(target).swiftmodule").path
        let folder = products.appendingPathComponent("\(target).build")
        // SwiftPM lists a target's sources in `sources`, and compiles `X.swift` into `X.swift.o`.
        guard let attributes = try? manager.attributesOfItem(atPath: module),
          let sources = try? String(
            contentsOf: folder.appendingPathComponent("sources"), encoding: .utf8)
        else { return nil }
        // Built from this repository's own sources, not another clone's (through its links, if any).
        let folderHere = root.appendingPathComponent("Sources/" + target)
          .resolvingSymlinksInPath().path
        let files = sources.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
        let targetObjects = (files.map(\.lastPathComponent) + ["\(target).swiftmodule"]).map {
          folder.appendingPathComponent($0 + ".o").path
        }
        guard
          files.allSatisfy({
            $0.deletingLastPathComponent().resolvingSymlinksInPath().path == folderHere
          }), targetObjects.allSatisfy(manager.fileExists(atPath:))
        else { return nil }
        objects += targetObjects
        let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        stamp.append("\(target) \(attributes[.size] ?? 0) \(time)")
      }
      self.root = root
      self.exercise = exercise
      self.products = products
      self.sharedObjects = objects
      self.sharedStamp = stamp.joined(separator: "\n")
      self.timeout = timeout
      self.folder = folder + "/" + exercise.folder
    #else
      // On macOS SwiftPM makes the tests a bundle, which only `swift test` runs.
      return nil
    #endif
  }

  var directory: URL { root.appendingPathComponent(".workbook/" + folder) }

  /// The program that runs the exercise's tests, named as SwiftPM names its own.
  var testBinary: URL { directory.appendingPathComponent(exercise.targetName + "Tests.xctest") }

  /// The flags of SwiftPM's debug build, which every step here compiles with.
  private static let flags = [
    "-wmo", "-parse-as-library", "-swift-version", "6", "-Onone", "-g", "-enable-testing",
  ]

  /// The folder of the modules that this build emits: the exercise's own, which its tests import.
  private var modules: URL { directory.appendingPathComponent("module") }

  /// Builds the test program from the exercise's `code` (paths relative to the repository, or absolute): `nil`
  /// when it is built, else what the compiler or the linker said.
  func build(_ code: [String]) async -> RunnerProcessResult? {
    if let failure = await compile(code, into: "code.o", emittingModule: true) {
      return failure
    }
    if let failure = await compileTests(swiftFiles(in: exercise.testsPath)) {
      return failure
    }
    let objects = [path("code.o"), path("tests.o"), path("main.o")]
    return await run(
      ["swiftc", "-emit-executable", "-g", "-o", testBinary.path] + objects + sharedObjects)
  }

  /// Compiles `files` (relative to the repository) as the exercise's module into the object `object`, with
  /// `extraFlags`; when `emittingModule`, also emits the module that the tests compile against.
  private func compile(
    _ files: [String], into object: String, emittingModule: Bool, extraFlags: [String] = []
  ) async -> RunnerProcessResult? {
    let name = exercise.targetName
    do {
      try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    } catch {
      return couldNotWrite(error)
    }
    // One compiler job for the object and the module: by default the driver emits the module in a job of its
    // own, which parses and type-checks the files a second time (docs/performance.md gives the saving).
    let module =
      emittingModule
      ? [
        "-emit-module", "-emit-module-path",
        modules.appendingPathComponent(name + ".swiftmodule").path,
        "-no-emit-module-separately-wmo",
      ]
      : []
    let arguments =
      ["swiftc"] + Self.flags + extraFlags
      + ["-module-name", name, "-I", products.appendingPathComponent("Modules").path] + module
      + ["-c"] + files + ["-o", path(object)]
    return await run(arguments)
  }

  /// Compiles the tests at `testFiles` (relative to the repository, or absolute) against the exercise's module,
  /// and the entry point, each again only when what it is compiled from changes.
  private func compileTests(_ testFiles: [String]) async -> RunnerProcessResult? {
    let name = exercise.targetName
    let shared = products.appendingPathComponent("Modules").path
    var testInputs = Data((sharedStamp + "\n").utf8)
    testInputs +=
      (try? Data(contentsOf: modules.appendingPathComponent(name + ".swiftmodule"))) ?? Data()
    for file in testFiles {
      let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : root.appendingPathComponent(file)
      testInputs += Data(file.utf8)
      testInputs += (try? Data(contentsOf: url)) ?? Data()
    }
    let tests =
      ["swiftc"] + Self.flags
      + ["-module-name", name + "Tests", "-I", modules.path, "-I", shared, "-c"]
      + testFiles + ["-o", path("tests.o")]
    if let failure = await make("tests.o", from: testInputs, tests) { return failure }
    do {
      try Data(Self.entryPoint.utf8).write(to: directory.appendingPathComponent("main.swift"))
    } catch {
      return couldNotWrite(error)
    }
    return await make(
      "main.o", from: Data((sharedStamp + "\n" + Self.entryPoint).utf8),
      ["swiftc"] + Self.flags + [
        "-module-name", "Runner", "-c", path("main.swift"), "-o", path("main.o"),
      ])
  }

  // MARK: Sealed builds, for an exercise in which the learner writes the tests

  /// The folder that every version of the code under test is written into before it is compiled, so that each
  /// is compiled from the same paths: `.workbook/direct/11-presenter-tests/Exercise11`.
  var codeUnderTestFolder: URL { directory.appendingPathComponent(exercise.targetName) }

  /// The folder that tests which are not a folder of the repository (a stub as committed, a copy) are written
  /// into to be compiled: `.workbook/direct/11-presenter-tests/Exercise11Tests`.
  var testsFolder: URL { directory.appendingPathComponent(exercise.targetName + "Tests") }

  /// The name that the test program loads the code under test by, whichever version it is: `libExercise11.so`.
  private var codeLibrary: String { "lib\(exercise.targetName).so" }

  /// The shared targets as one library, which the test program and every version of the code under test load,
  /// so that each shared type exists once in the process.
  private static let sharedLibrary = "libWorkbookShared.so"

  /// Compiles the code under test, `reference`, with library evolution into a library of its own, and the
  /// tests at `testFiles` (relative to the repository) against its module, then links the test program, which
  /// loads the library of whichever version lies beside it (see `layOut(_:in:)`). Returns the given code's
  /// library, or what the compiler or the linker said.
  func buildSealedTests(reference: [String: Data], testFiles: [String]) async -> Built {
    let shared =
      ["swiftc", "-emit-library", "-g", "-o", path(Self.sharedLibrary)] + sharedObjects
      + Self.soname(Self.sharedLibrary)
    if let failure = await make(Self.sharedLibrary, from: Data(sharedStamp.utf8), shared) {
      return .failure(failure)
    }
    let given = await buildLibrary(
      from: Data(), files: { reference }, reference: reference, emittingModule: true)
    guard case .library(let library) = given else { return given }
    if let failure = await compileTests(testFiles) {
      return .failure(failure)
    }
    // `$ORIGIN`: the libraries are looked for beside the program, where each run lays out its version.
    let link =
      ["swiftc", "-emit-executable", "-g", "-o", testBinary.path]
      + [path("tests.o"), path("main.o"), path(library), path(Self.sharedLibrary)]
      + ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"]
    if let failure = await run(link) { return .failure(failure) }
    return .library(library)
  }

  /// A version's library as built, by its name in the build's folder, or what the compiler or the linker said.
  enum Built: Sendable {
    case library(String)
    case failure(RunnerProcessResult)
  }

  /// Builds the library of one version of the code under test, the given code or a mutant, unless it was
  /// built from the very same reference and `key` (the mutant's patch): `files` gives the version's files only
  /// when it must be compiled, and `compiling` is told so first. The folder holds the reference's files again
  /// after. Returns the library's name in the build's folder, `v-<digest>.so`, which says nothing of which
  /// version it is: the digest is of what it was built from, and nothing beside it records that.
  func buildLibrary(
    from key: Data, files: () async throws(ExerciseError) -> [String: Data],
    reference: [String: Data], emittingModule: Bool = false, compiling: () -> Void = {}
  ) async -> Built {
    var inputs = Data((sharedStamp + "\n").utf8) + key
    for (file, data) in reference.sorted(by: { $0.key < $1.key }) {
      inputs += Data(("\n" + file + "\n").utf8) + data
    }
    let library = "v-" + GitBlobID.of(inputs).prefix(20) + ".so"
    // The given code's module is emitted with its library: a library already there may come from before.
    let module = modules.appendingPathComponent(exercise.targetName + ".swiftmodule")
    if DiskItem(at: directory.appendingPathComponent(library)) == .file,
      !emittingModule || DiskItem(at: module) == .file
    {
      return .library(library)
    }
    compiling()
    let version: [String: Data]
    do {
      version = try await files()
      try RunnerPackage.replaceContents(of: codeUnderTestFolder, with: version)
    } catch let error as ExerciseError {
      return .failure(RunnerProcessResult(output: "error: " + error.message, status: 1))
    } catch {
      return .failure(couldNotWrite(error))
    }
    let paths = version.keys.sorted().map { codeUnderTestFolder.appendingPathComponent($0).path }
    var failure = await compile(
      paths, into: "version.o", emittingModule: emittingModule,
      extraFlags: [RunnerSealedTests.libraryEvolution])
    if failure == nil {
      // Linked under another name, and named as the version only once it is whole.
      let link =
        ["swiftc", "-emit-library", "-g", "-o", path("version.so"), path("version.o")]
        + [path(Self.sharedLibrary)] + Self.soname(codeLibrary)
      failure = await run(link)
    }
    do {
      try RunnerPackage.replaceContents(of: codeUnderTestFolder, with: reference)
      if failure == nil {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(library))
        try FileManager.default.moveItem(
          at: directory.appendingPathComponent("version.so"),
          to: directory.appendingPathComponent(library))
      }
    } catch {
      return .failure(couldNotWrite(error))
    }
    return failure.map(Built.failure) ?? .library(library)
  }

  /// Gives every library of `libraries` one modification time, set in the order of their names, which tell
  /// nothing; removes every other version's library, and what an earlier workbook left here under names that told
  /// the versions apart (`code.so`, `code-NAME.so`, `run-1`). So the build's folder no longer says which library
  /// is the given code, or which was built first.
  func settle(_ libraries: [String]) {
    let manager = FileManager.default
    let kept = Set(libraries)
    for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    where (name.hasPrefix("v-") && !kept.contains(name)) || name.hasPrefix("code")
      || name == "version.o"
      || name.hasPrefix("run-")
    {
      try? manager.removeItem(at: directory.appendingPathComponent(name))
    }
    for name in kept.sorted() {
      try? manager.setAttributes(
        [.modificationDate: Self.runFileDate], ofItemAtPath: path(name))
    }
  }

  /// Where each run's folder is made, apart from the build's: `.workbook/runs`.
  var runsFolder: URL { root.appendingPathComponent(".workbook/runs") }

  /// The one modification time of every file a run is given, so that no age tells one version from another.
  static let runFileDate = Date(timeIntervalSince1970: 946_684_800)

  /// Lays out `folder`, which must not exist, for a run of the version in `library`: the test program and the
  /// libraries it loads (that version's under the name they all share), all with one modification time, and an
  /// empty home and temporary folder (`RunnerSealedTests.homeAndTemporary`). So only the version's behaviour
  /// tells one run from another.
  func layOut(_ library: String, in folder: URL) -> RunnerProcessResult? {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for name in RunnerSealedTests.homeAndTemporary.values {
        try manager.createDirectory(
          at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
      }
      for (source, target) in [
        (testBinary.lastPathComponent, testBinary.lastPathComponent),
        (Self.sharedLibrary, Self.sharedLibrary), (library, codeLibrary),
      ] {
        let copy = folder.appendingPathComponent(target)
        let original = directory.appendingPathComponent(source)
        // The program is a hard link, not a copy: another run may start its program while this task writes a
        // copy, inherit the open file, and make running the copy fail with "Text file busy" (ETXTBSY). A running
        // program cannot be written, so the link shares nothing a test could change; the libraries are copies.
        if target != testBinary.lastPathComponent
          || (try? manager.linkItem(at: original, to: copy)) == nil
        {
          try manager.copyItem(at: original, to: copy)
        }
        try manager.setAttributes([.modificationDate: Self.runFileDate], ofItemAtPath: copy.path)
      }
    } catch {
      return couldNotWrite(error)
    }
    return nil
  }

  /// Whether `folder`, laid out by `layOut(_:in:)`, still holds the program and the libraries it was given:
  /// a run whose tests removed them proves nothing.
  func isLaidOut(_ folder: URL) -> Bool {
    [testBinary.lastPathComponent, Self.sharedLibrary, codeLibrary].allSatisfy {
      DiskItem(at: folder.appendingPathComponent($0)) == .file
    }
  }

  /// The linker's flags that name a library `name` wherever its file lies, so a program linked with one
  /// version loads whichever lies beside it under that name.
  private static func soname(_ name: String) -> [String] {
    ["-Xlinker", "-soname", "-Xlinker", name]
  }

  /// The test program's entry point, as SwiftPM writes it for Swift Testing.
  static let entryPoint = """
    import Testing

    @main struct Runner {
      static func main() async {
        await Testing.__swiftPMEntryPoint() as Never
      }
    }

    """

  /// Runs one step in the repository's folder, so that the compiler names files from there; `nil` when
  /// it succeeds.
  private func run(_ arguments: [String]) async -> RunnerProcessResult? {
    let result = await RunnerProcess.run(
      arguments, in: root, timeout: timeout, whileProgressing: true)
    return result.succeeded ? nil : result
  }

  private func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// The `.swift` files directly in `folder`, relative to the repository, in order.
  func swiftFiles(in folder: String) -> [String] {
    let names = (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(folder)))?.keys
    return (names.map(Array.init) ?? []).sorted().map { folder + "/" + $0 }
  }

  /// Runs `arguments`, which make `output`, unless `output` is there and was made from exactly `inputs`, as
  /// written down beside it; `nil` when it is made. What was written down is forgotten before a new make, so
  /// that one that fails is never taken for one that succeeded.
  private func make(_ output: String, from inputs: Data, _ arguments: [String]) async
    -> RunnerProcessResult?
  {
    let recorded = directory.appendingPathComponent(output + ".inputs")
    if FileManager.default.contents(atPath: recorded.path) == inputs,
      DiskItem(at: directory.appendingPathComponent(output)) == .file
    {
      return nil
    }
    try? FileManager.default.removeItem(at: recorded)
    if let failure = await run(arguments) { return failure }
    try? inputs.write(to: recorded)
    return nil
  }

  private func couldNotWrite(_ error: any Error) -> RunnerProcessResult {
    // `error: `, as the compiler starts its own errors, so that the report shows this line as one.
    RunnerProcessResult(
      output: "error: "
        + localized(
          en: "could not write \(directory.path): \(error.localizedDescription)",
          zh: "无法写入 \(directory.path)：\(error.localizedDescription)"), status: 1)
  }
}
