import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookRunner

/// A copy of the repository's shared code and exercises in a temporary folder, removed at the end: what
/// `workbook open` needs, without touching the repository itself.
private final class RepositoryCopy {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "workbook-editor-\(UUID().uuidString)")

  init() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let manager = FileManager.default
    try manager.createDirectory(
      at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    for path in ["Package.swift", "Exercises"]
      + SharedTarget.names.map({ "Sources/" + $0 })
    {
      try manager.copyItem(
        at: repository.appendingPathComponent(path), to: root.appendingPathComponent(path))
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}

/// `sourcekit-lsp`, next to the `swift` on the `PATH` (in the toolchain's `bin`), else on the `PATH` itself.
private func sourceKitLSPExecutable() throws -> URL {
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  for folder in folders {
    let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
    let server = swift.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("sourcekit-lsp")
    if FileManager.default.isExecutableFile(atPath: swift.path),
      FileManager.default.isExecutableFile(atPath: server.path)
    {
      return server
    }
  }
  return try #require(
    folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("sourcekit-lsp") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "sourcekit-lsp is not next to swift nor on the PATH")
}

@MainActor @Suite("An editor on the package that workbook open writes") struct EditorTests {
  @Test(
    "SourceKit-LSP shows an error at its line, completes a Movie's members, and finds String's",
    .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore,
    .timeLimit(.minutes(60)))
  func sourceKitLSP() async throws {
    let clock = ContinuousClock()
    let started = clock.now
    let repository = try RepositoryCopy()
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let exercises = ExerciseContext(
      root: repository.root, checker: ExerciseRunner(root: repository.root),
      committedFiles: { _ throws(ExerciseError) in [:] })
    let status = await WorkbookCommand.run(
      ["open", "1"],
      in: WorkbookContext(
        output: output, errors: errors, environment: Environment(), exercises: { exercises }))
    #expect(status == 0, "\(errors.text)")
    let lastLine: String? = output.text.split(separator: "\n").last.map(String.init)
    let folder = URL(fileURLWithPath: try #require(lastLine))
    #expect(output.text.contains("\nBuilt: your editor finds every module.\n"))
    print("workbook open 1 wrote and built \(folder.path) in \(clock.now - started)")

    let exercise = try #require(ExerciseCatalog(root: repository.root).exercise(named: "1"))
    let file = folder.appendingPathComponent("Sources/\(exercise.targetName)/\(exercise.files[0])")
    let saved = try String(contentsOf: file, encoding: .utf8)
    let brokenLine = saved.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let probe = "func completeAMovie(_ movie: Movie) { _ = movie.title }"
    // A name from the standard library, whose declaration the editor finds though the package's builds index
    // only its own modules (`-index-ignore-system-modules`, in the manifest that `open` writes).
    let libraryProbe = "let namedInTheLibrary: String = \"\""
    let edited = saved + "let broken: Int = \"x\"\n" + probe + "\n" + libraryProbe + "\n"
    #expect(saved.hasSuffix("\n"))

    // As VS Code runs it (background indexing on), then from `open`'s build alone (off).
    for backgroundIndexing in [true, false] {
      let session = clock.now
      let server = try LanguageServer(try sourceKitLSPExecutable(), in: folder)
      let initialize = try server.request(
        "initialize",
        [
          "processId": Int(ProcessInfo.processInfo.processIdentifier),
          "rootUri": folder.absoluteString,
          "capabilities": ["textDocument": ["publishDiagnostics": [:], "completion": [:]]],
          "initializationOptions": ["backgroundIndexing": backgroundIndexing],
        ])
      try await server.response(to: initialize, within: patience)
      try server.notify("initialized", [:])
      try server.notify(
        "textDocument/didOpen",
        [
          "textDocument": [
            "uri": file.absoluteString, "languageId": "swift", "version": 1, "text": edited,
          ]
        ])
      var messages: [String] = []
      _ = try await server.next(within: patience, "diagnostics of \(file.lastPathComponent)") {
        message in
        guard message["method"] as? String == "textDocument/publishDiagnostics",
          let parameters = message["params"] as? [String: Any],
          let uri = (parameters["uri"] as? String).flatMap(URL.init(string:)),
          uri.resolvingSymlinksInPath().path == file.resolvingSymlinksInPath().path,
          let diagnostics = parameters["diagnostics"] as? [[String: Any]]
        else { return false }
        messages += diagnostics.compactMap { $0["message"] as? String }
        return diagnostics.contains { diagnostic in
          let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
          return diagnostic["severity"] as? Int == 1 && start?["line"] as? Int == brokenLine
        }
      }
      let diagnosed = clock.now - session
      if !backgroundIndexing {
        #expect(!messages.contains { $0.contains("No such module") }, "\(messages)")
      }
      let completion = try server.request(
        "textDocument/completion",
        [
          "textDocument": ["uri": file.absoluteString],
          "position": ["line": brokenLine + 1, "character": probe.count - "title }".count],
        ])
      let answer = try await server.response(to: completion, within: patience)
      let result = answer["result"] as? [String: Any]
      let items = (result?["items"] ?? answer["result"]) as? [[String: Any]] ?? []
      let labels = items.compactMap { $0["label"] as? String }
      #expect(labels.contains("title"), "\(labels.prefix(20))")
      let definition = try server.request(
        "textDocument/definition",
        [
          "textDocument": ["uri": file.absoluteString],
          "position": [
            "line": brokenLine + 2, "character": libraryProbe.count - "String = \"\"".count,
          ],
        ])
      let declaration = try await server.response(to: definition, within: patience)
      let locations = declaration["result"] as? [[String: Any]] ?? []
      let places = locations.compactMap { ($0["uri"] as? String).flatMap(URL.init(string:)) }
      #expect(
        places.contains { $0.lastPathComponent.hasSuffix("String.swiftinterface") },
        "\(declaration)")
      try await server.shutDown()
      print(
        "sourcekit-lsp, background indexing \(backgroundIndexing ? "on" : "off"): the error at line "
          + "\(brokenLine + 1) after \(diagnosed), completion after \(clock.now - session)")
    }
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
  }
}
