import Foundation
import Localization
import Synchronization
import TerminalKit
import TestSupport
import Testing
import WorkbookProcess

@testable import WorkbookCommandLine
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

/// `workbook tutorial` run in this process, with `variables` as its environment; its stages are never
/// built (the runs here stop before).
@MainActor private func tutorial(_ arguments: [String], variables: [String: String] = [:]) async
  -> (status: Int32, output: String, errors: String)
{
  let output = RecordedOutput()
  let errors = RecordedOutput()
  let status = await TutorialCommand.run(
    arguments, output: output, errors: errors, environment: Environment(variables: variables),
    locator: { _ throws(StageToolError) in
      throw StageToolError("the stages were to be built")
    })
  return (status, output.text, errors.text)
}

/// A new folder of its own under the scratch folder, for a test to remove.
private func newFolder() throws -> URL {
  let folder = scratchDirectory.appendingPathComponent("tutorial-command-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return folder
}

/// A stand-in for docc in `folder`: a shell script that prints `output` and exits with `status`.
private func fakeDocc(in folder: URL, printing output: String, status: Int32 = 0) throws -> Docc {
  let script = folder.appendingPathComponent("docc")
  try Data("#!/bin/sh\n\(output)\nexit \(status)\n".utf8).write(to: script)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  return Docc(path: script.path)
}

@MainActor @Suite("workbook tutorial: its command line, and docc")
struct TutorialCommandTests {
  @Test("--hosting-base-path without --output is a usage error")
  func basePathAlone() async {
    let run = await tutorial(["--hosting-base-path", "TopMovies"])
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errors.hasPrefix(
        "Error: --hosting-base-path is for a static site: give --output too\nUsage: workbook tutorial"
      ))
  }

  @Test(
    "An empty --output, or a --hosting-base-path that is not plain names, is a usage error that quotes it",
    arguments: [
      (
        ["--output", ""], Language.english,
        "Error: The value '' is invalid for '--output <folder>': give a folder for the site."
      ),
      (
        ["--output", "site", "--hosting-base-path", "../.."], .english,
        "Error: The value '../..' is invalid for '--hosting-base-path <path>': give a path of plain "
          + "names, such as topmovies or docs/topmovies, with no '.' or '..'."
      ),
      (
        ["--output", "site", "--hosting-base-path", "a/./b"], .english,
        "Error: The value 'a/./b' is invalid for '--hosting-base-path <path>': give a path of plain "
          + "names, such as topmovies or docs/topmovies, with no '.' or '..'."
      ),
      (
        ["--output", "site", "--hosting-base-path", "/"], .simplifiedChinese,
        "错误：'--hosting-base-path <path>' 的值 '/' 无效：请给出由普通名字组成的路径，比如 topmovies 或 "
          + "docs/topmovies，不能有 '.' 或 '..'。"
      ),
      (
        ["--hosting-base-path", "TopMovies"], .simplifiedChinese,
        "错误：--hosting-base-path 只用于静态网站：请同时给出 --output。"
      ),
    ])
  func badValues(arguments: [String], language: Language, error: String) async {
    let run = await Language.$current.withValue(language) { await tutorial(arguments) }
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    let firstLine: String? = run.errors.split(separator: "\n").first.map(String.init)
    #expect(firstLine == error)
  }

  @Test(
    "A --hosting-base-path of plain names, with or without slashes around it, passes the command line"
  )
  func plainBasePath() async {
    for path in ["topmovies", "/docs/topmovies-2026/", "a.b_c~d"] {
      // It gets as far as looking for docc, which this PATH does not have.
      let run = await tutorial(
        ["--output", "site", "--hosting-base-path", path], variables: ["PATH": "/nonexistent"])
      #expect(run.status == 1, "\(path): \(run.errors)")
    }
  }

  @Test("Without docc on the PATH, one line says what to install, and nothing is built")
  func noDocc() async {
    for variables in [[:], ["PATH": "/nonexistent"]] {
      let run = await tutorial([], variables: variables)
      #expect(run.status == 1)
      #expect(run.output.isEmpty)
      #expect(
        run.errors
          == "Error: docc is not installed. It comes with the Swift toolchain on Linux (5.6 or later, "
          + "from swift.org) and with Xcode on macOS: install one, then run the command again.\n")
    }
  }

  @Test("--output refuses a file, and a folder that holds other files, which it leaves as they are")
  func outputFolder() async throws {
    let folder = try newFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: file)
    let onFile = await tutorial(["--output", file.path])
    #expect(onFile.status == 1)
    #expect(
      onFile.errors
        == "Error: --output \(file.path) is a file: give a folder, new or empty, for the site.\n")
    let onFolder = await tutorial(["--output", folder.path])
    #expect(onFolder.status == 1)
    #expect(
      onFolder.errors
        == "Error: --output \(folder.path) holds other files: give a new or empty folder (a site "
        + "written there before is replaced).\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
  }

  @Test("A folder that docc wrote before, an empty one or a new one takes the site")
  func siteFolders() throws {
    let folder = try newFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = folder.appendingPathComponent("site")
    let empty = folder.appendingPathComponent("empty")
    for made in [written, empty] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    try Data("{}".utf8).write(to: written.appendingPathComponent("metadata.json"))
    #expect(try TutorialCommand.siteFolder("site", from: folder).path == written.path)
    #expect(try TutorialCommand.siteFolder(empty.path, from: written).path == empty.path)
    #expect(try TutorialCommand.siteFolder("new", from: folder).path == folder.path + "/new")
  }

  @Test(
    "docc preview's address is told once its banner is whole and the port answers; the preview ends with docc"
  )
  func previewAddress() async throws {
    let folder = try newFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The stand-in ends once the address has been told: the test writes `served` then.
    let served = folder.appendingPathComponent("served")
    let docc = try fakeDocc(
      in: folder,
      printing: """
        echo "warning: a warning first"
        printf '====\\nStarting Local Preview Server\\n\\t Address: http://localhost:%s/tutorials/x\\n' "$4"
        printf '====\\n'
        while [ ! -f '\(served.path)' ]; do sleep 0.05; done
        """)
    let addresses = Addresses()
    let status = try await docc.preview(
      folder, outputPath: folder.appendingPathComponent("out"), answers: { _ in true },
      serving: { address in
        addresses.list.append(address)
        _ = FileManager.default.createFile(atPath: served.path, contents: Data())
      })
    #expect(status == 0)
    #expect(addresses.list.count == 1)
    #expect(addresses.list.first?.hasPrefix("http://localhost:") == true)
  }

  @Test(
    "A port that docc finds taken after its banner is no address: a free one is tried, three times at most"
  )
  func previewPortTaken() async throws {
    let folder = try newFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tries = folder.appendingPathComponent("tries")
    let docc = try fakeDocc(
      in: folder,
      printing: """
        echo "$4" >> '\(tries.path)'
        printf '====\\nStarting Local Preview Server\\n\\t Address: http://localhost:%s/tutorials/x\\n' "$4"
        printf '====\\nerror: Port %s is not available at the moment\\n' "$4"
        """, status: 1)
    let addresses = Addresses()
    await #expect(
      throws: StageToolError("docc preview found no free port three times; run the command again.")
    ) {
      _ = try await docc.preview(
        folder, outputPath: folder, answers: { _ in false },
        serving: { addresses.list.append($0) })
    }
    #expect(addresses.list.isEmpty)
    let ports = try String(contentsOf: tries, encoding: .utf8).split(separator: "\n")
    #expect(ports.count == 3)
  }

  @Test("A port answers while a socket listens on it, and not while one is only bound to it")
  func portAnswers() throws {
    let listening = try #require(LoopbackSocket(listening: true))
    // Bound, so that no other test's socket can take its port while this one asks it.
    let bound = try #require(LoopbackSocket(listening: false))
    defer {
      close(listening.descriptor)
      close(bound.descriptor)
    }
    #expect(LoopbackSocket.answers(port: listening.port))
    #expect(!LoopbackSocket.answers(port: bound.port))
  }

  @Test("A program's output reaches the reader as it is written, while the program still runs")
  func outputAsItComes() async {
    // The shell prints its process id, then becomes a `sleep` of a minute with the same id; the reader kills
    // it on reading the id. Were the output read only at its end, the run would last the minute.
    let seen = Mutex("")
    let result = await RunnerProcess.run(
      ["/bin/sh", "-c", "echo $$; exec sleep 60"], timeout: .seconds(120),
      reading: { data in
        let text = seen.withLock {
          $0 += String(decoding: data, as: UTF8.self)
          return $0
        }
        if text.hasSuffix("\n"), let pid = pid_t(text.dropLast()) {
          kill(pid, SIGKILL)
        }
      })
    #expect(result.wasSignalled && result.status == SIGKILL)
    #expect(!result.timedOut)
  }

  @Test("When docc fails, its error is one line of the workbook's")
  func doccFails() async throws {
    let folder = try newFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let docc = try fakeDocc(
      in: folder, printing: "echo 'note: reading'\necho 'error: No such catalog'", status: 1)
    await #expect(
      throws: StageToolError("docc could not build the tutorial: error: No such catalog")
    ) {
      try await docc.convert(
        folder, to: folder.appendingPathComponent("site"), hostingBasePath: nil)
    }
    await #expect(
      throws: StageToolError("docc could not build the tutorial: error: No such catalog")
    ) {
      _ = try await docc.preview(folder, outputPath: folder) { _ in }
    }
  }
}

/// The addresses a preview was served at, as it told them.
@MainActor private final class Addresses {
  var list: [String] = []
}
