import Foundation
import TestSupport
import Testing

/// One bad input or learner fault, run through the built `workbook` in a fixture repository with two exercises,
/// `01-first` and `02-second`, each with the stub `Describe.swift` in `Sources/` (see `fixtureWithTwo()`).
struct WorkbookBadInput: Sendable, CustomTestStringConvertible {
  let name: String
  var arguments: [String]
  var environment: [String: String] = [:]
  /// What the case does to the fixture first, given its root.
  var prepare: @Sendable (URL) throws -> Void = { _ in }
  var status: Int32
  /// What standard error starts with; `""` when it must be empty.
  var error: String
  /// A line that standard output must have, if any.
  var output: String?
  /// A file (relative to the fixture) that must hold this afterwards: the learner's work is never lost.
  var keeps: (path: String, text: String)?

  var testDescription: String { name }
}

/// Writes `text` to `path` in the fixture at `root`, making its folders.
private func write(_ text: String, to path: String, in root: URL) throws {
  let url = root.appendingPathComponent(path)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
}

private func remove(_ path: String, in root: URL) throws {
  try FileManager.default.removeItem(at: root.appendingPathComponent(path))
}

/// Makes `path` a folder, with a file of the learner's in it.
private func makeFolder(_ path: String, in root: URL) throws {
  try? remove(path, in: root)
  try write("// my notes\n", to: path + "/Notes.swift", in: root)
}

/// Commits the fixture as it is, so that `reset` finds the stubs in git.
private func commitAll(in root: URL) throws {
  for arguments in [
    ["init", "-q"], ["add", "-A"],
    ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "Fixture"],
  ] {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root.path] + arguments
    try git.run()
    git.waitUntilExit()
  }
}

private let source = "Exercises/01-first/Sources/Describe.swift"

private func timeoutError(_ value: String) -> String {
  "Error: WORKBOOK_TIMEOUT is '\(value)', but it should be a number of seconds more than 0 and at most 86400 "
    + "(a day), such as 60. Set it so, or unset it for the default of 30.\n"
}

private let badTimeouts = ["inf", "-inf", "nan", "1e16", "-1", "0", "abc", "30s", "1,5"].map {
  value in
  WorkbookBadInput(
    name: "WORKBOOK_TIMEOUT=\(value) is refused in one line", arguments: ["list"],
    environment: ["WORKBOOK_TIMEOUT": value], status: 1, error: timeoutError(value))
}

private let goodTimeouts = ["", "2.5", "86400"].map { value in
  WorkbookBadInput(
    name: "WORKBOOK_TIMEOUT='\(value)' is taken", arguments: ["list"],
    environment: ["WORKBOOK_TIMEOUT": value], status: 0, error: "",
    output: "▸ 01  current    Describe a movie (first)   stage 1")
}

/// Text that the workbook quotes in an error or a warning, with control characters in it: they are shown
/// (`^[`, `^G`), never obeyed.
private let controlCharacters: [WorkbookBadInput] = [
  .init(
    name: "A WORKBOOK_TIMEOUT with escape codes is quoted with them shown, not obeyed",
    arguments: ["list"], environment: ["WORKBOOK_TIMEOUT": "\u{1B}[2J\u{1B}[31mred\u{07}"],
    status: 1, error: timeoutError("^[[2J^[[31mred^G")),
  .init(
    name:
      "A WORKBOOK_AMBIGUOUS with escape codes is ignored with a warning that shows them, not obeys them",
    arguments: ["list"], environment: ["WORKBOOK_AMBIGUOUS": "\u{1B}[2Jwide\u{07}"], status: 0,
    error:
      "Warning: WORKBOOK_AMBIGUOUS is '^[[2Jwide^G', which is neither 'wide' nor 'narrow'; it is ignored. Set "
      + "it to 'wide' if your terminal draws ─ and → two columns wide, or unset it.\n",
    output: "▸ 01  current    Describe a movie (first)   stage 1"),
  .init(
    name: "A state file's key with escape codes is quoted with them shown, not obeyed",
    arguments: ["list"],
    prepare: {
      try write(
        #"{"hintsShown": {"\u001b[31mx\u0007": "y"}}"#, to: ".workbook/state.json", in: $0)
    }, status: 0,
    error:
      "Warning: .workbook/state.json is not valid progress (\"hintsShown.^[[31mx^G\" has the wrong "
      + "type)"),
]

private let stateFiles: [WorkbookBadInput] = [
  .init(
    name:
      "A state file that is a JSON list is kept as a copy, with a warning that says what it should be",
    arguments: ["list"], prepare: { try write("[1,2]", to: ".workbook/state.json", in: $0) },
    status: 0,
    error:
      "Warning: .workbook/state.json is not valid progress (it should be a JSON object with \"done\" and "
      + "\"hintsShown\"); a copy is kept at .workbook/state-unreadable-"),
  .init(
    name: "A state file that is not JSON is kept as a copy, with a warning", arguments: ["list"],
    prepare: { try write("{ not json", to: ".workbook/state.json", in: $0) }, status: 0,
    error: "Warning: .workbook/state.json is not valid progress (not JSON); a copy is kept at "),
  .init(
    name: "A state file with a value of the wrong type is kept as a copy, with a warning",
    arguments: ["list"],
    prepare: { try write(#"{"done": 3}"#, to: ".workbook/state.json", in: $0) },
    status: 0,
    error: "Warning: .workbook/state.json is not valid progress (\"done\" has the wrong type)"),
  .init(
    name: "A negative count of hints shown starts from the first hint", arguments: ["hint", "1"],
    prepare: {
      try write(#"{"hintsShown": {"01": -5}}"#, to: ".workbook/state.json", in: $0)
    }, status: 0, error: "", output: "Hint 1 of 2 for 01 · Describe a movie (first):"),
  .init(
    name: "A count of hints shown past the last shows the last", arguments: ["hint", "1"],
    prepare: {
      try write(#"{"hintsShown": {"01": 99}}"#, to: ".workbook/state.json", in: $0)
    }, status: 0, error: "", output: "Hint 2 of 2 for 01 · Describe a movie (first):"),
  .init(
    name: "A state file that is a folder is an error, and the folder is left as it is",
    arguments: ["list"], prepare: { try makeFolder(".workbook/state.json", in: $0) }, status: 1,
    error:
      "Error: .workbook/state.json is a folder, but it should be the file that keeps your progress. Move "
      + "it away (mv .workbook/state.json .workbook/state-folder), then run the workbook again.\n",
    keeps: (".workbook/state.json/Notes.swift", "// my notes\n")),
  .init(
    name: "A .workbook that is a file is an error, and the file is left as it is",
    arguments: ["check", "1"], prepare: { try write("mine\n", to: ".workbook", in: $0) },
    status: 1,
    error:
      "Error: .workbook is a file, but the workbook keeps your progress and its builds in a folder of "
      + "that name. Move the file away (mv .workbook .workbook-file), then run the workbook again.\n",
    keeps: (".workbook", "mine\n")),
]

private let learnerFiles: [WorkbookBadInput] = [
  .init(
    name: "check on a learner's file that is missing names it and says how to get it back",
    arguments: ["check", "1"], prepare: { try remove(source, in: $0) }, status: 1,
    error:
      "Error: \(source) is missing. Run 'swift run workbook reset 01' to get the stub back; it keeps a "
      + "copy of your other files first.\n"),
  .init(
    name:
      "check on a learner's Sources folder that is missing names the folder and how to get it back",
    arguments: ["check", "1"], prepare: { try remove("Exercises/01-first/Sources", in: $0) },
    status: 1,
    error:
      "Error: Exercises/01-first/Sources is missing. Run 'swift run workbook reset 01' to get the stub "
      + "back.\n"),
  .init(
    name:
      "open on a learner's Sources folder that is missing says so in Chinese and points to reset",
    arguments: ["--lang", "zh-Hans", "open", "1"],
    prepare: { try remove("Exercises/01-first/Sources", in: $0) }, status: 1,
    error:
      "错误：Exercises/01-first/Sources 不见了。运行 'swift run workbook reset 01' 取回起始代码。\n"),
  .init(
    name: "open with a file where its package's folder goes names the file and keeps it",
    arguments: ["open", "1"], prepare: { try write("mine\n", to: ".workbook/editor", in: $0) },
    status: 1,
    error:
      "Error: .workbook/editor is a file, but open writes your editor's package in a folder of that "
      + "name. Move the file away (mv .workbook/editor .workbook/editor-file), then run 'swift run "
      + "workbook open 01' again.\n",
    keeps: (".workbook/editor", "mine\n")),
  .init(
    name: "reset of a deleted Sources folder restores the stub as committed",
    arguments: ["reset", "1"], environment: ["COLUMNS": "200"],
    prepare: { root in
      try commitAll(in: root)
      try remove("Exercises/01-first/Sources", in: root)
    }, status: 0, error: "",
    output:
      "Restored Exercises/01-first/Sources, which was missing, to the stub as committed: "
      + "Describe.swift.",
    keeps: (source, WorkbookFixture.stub)),
  .init(
    name: "check on a learner's file that is a folder says so, and keeps the folder",
    arguments: ["check", "1"], prepare: { try makeFolder(source, in: $0) }, status: 1,
    error:
      "Error: \(source) is a folder, not a Swift file. Move the folder away, then run 'swift run "
      + "workbook reset 01' to get the stub back.\n",
    keeps: (source + "/Notes.swift", "// my notes\n")),
  .init(
    name: "reset over a folder where the stub goes stops before it changes anything",
    arguments: ["reset", "1"],
    prepare: { root in
      try commitAll(in: root)
      try makeFolder(source, in: root)
    }, status: 1,
    error:
      "Error: \(source) is a folder, so the stub cannot be put there. Move the folder away, then run "
      + "'swift run workbook reset 01' again. Nothing was changed.\n",
    keeps: (source + "/Notes.swift", "// my notes\n")),
  .init(
    name: "reset keeps the learner's work before it restores the stub", arguments: ["reset", "1"],
    prepare: { root in
      try commitAll(in: root)
      try write("// my work\n", to: source, in: root)
    }, status: 0, error: "", output: "Restored Exercises/01-first/Sources to the stub as committed."
  ),
]

/// The fixture has no stages' folders: as if the learner had moved them all away.
private let stageFolders: [WorkbookBadInput] = [
  .init(
    name: "diff of a stage whose folder is missing names it and how to get it back, with exit 1",
    arguments: ["diff", "1", "2"], status: 1,
    error:
      "Error: Sources/Stage1MVVM is missing, so there is nothing to compare. Get it back with 'git "
      + "checkout -- Sources/Stage1MVVM'.\n"),
  .init(
    name: "diff of a stage whose folder is a file says so in Chinese, and keeps the file",
    arguments: ["--lang", "zh-Hans", "diff", "1", "2"],
    prepare: { try write("mine\n", to: "Sources/Stage1MVVM", in: $0) }, status: 1,
    error:
      "错误：Sources/Stage1MVVM 是一个文件，但它应该是这个阶段的文件夹。先把这个文件移走，再运行 'git checkout "
      + "-- Sources/Stage1MVVM'。\n",
    keeps: ("Sources/Stage1MVVM", "mine\n")),
]

private let metadata: [WorkbookBadInput] = [
  .init(
    name: "No exercises.json is one clear error", arguments: ["list"],
    prepare: { try remove("Exercises/exercises.json", in: $0) }, status: 1,
    error:
      "Error: Exercises/exercises.json is missing: it lists the exercises, so the workbook cannot start "
      + "without it.\n"),
  .init(
    name: "An exercises.json that is not JSON is one clear error", arguments: ["list"],
    prepare: { try write("{", to: "Exercises/exercises.json", in: $0) }, status: 1,
    error: "Error: Exercises/exercises.json: not valid JSON ("),
  .init(
    name: "An exercises.json that lists nothing is one clear error", arguments: ["list"],
    prepare: { try write("[]", to: "Exercises/exercises.json", in: $0) }, status: 1,
    error: "Error: Exercises/exercises.json lists no exercises.\n"),
  .init(
    name: "An exercises.json that is an object is one clear error", arguments: ["list"],
    prepare: { try write("{}", to: "Exercises/exercises.json", in: $0) }, status: 1,
    error: "Error: Exercises/exercises.json: the file should be a list of exercises.\n"),
  .init(
    name: "An exercise whose hints are not a list says which field of which exercise",
    arguments: ["list"],
    prepare: {
      try write(
        #"[{"id": "01", "folder": "01-first", "title": "T", "stage": 1, "concept": "C", "lesson": "L", "#
          + #""files": ["Describe.swift"], "hints": "Use the title."}]"#,
        to: "Exercises/exercises.json", in: $0)
    }, status: 1,
    error: "Error: Exercises/exercises.json: exercise 1's \"hints\" should be a list of strings.\n"),
  .init(
    name: "Renames that are not an object say so in words, not in Swift's type names",
    arguments: ["list"],
    prepare: {
      try write(
        #"[{"id": "01", "folder": "01-first", "title": "T", "stage": 1, "concept": "C", "lesson": "L", "#
          + #""files": ["Describe.swift"], "hints": ["Use the title."], "renames": ["Movie"]}]"#,
        to: "Exercises/exercises.json", in: $0)
    }, status: 1,
    error: "Error: Exercises/exercises.json: exercise 1's \"renames\" should be an object.\n"),
  .init(
    name: "A rename that is not a string names the rename it is",
    arguments: ["list"],
    prepare: {
      try write(
        #"[{"id": "01", "folder": "01-first", "title": "T", "stage": 1, "concept": "C", "lesson": "L", "#
          + #""files": ["Describe.swift"], "hints": ["Use the title."], "renames": {"Movie": 3}}]"#,
        to: "Exercises/exercises.json", in: $0)
    }, status: 1,
    error:
      "Error: Exercises/exercises.json: exercise 1's \"renames\" at \"Movie\" should be a string.\n"
  ),
  .init(
    name: "An exercise whose folder is gone is one clear error", arguments: ["list"],
    prepare: { try remove("Exercises/02-second", in: $0) }, status: 1,
    error:
      "Error: Exercises/exercises.json: exercise \"02\" names the folder Exercises/02-second, which does "
      + "not exist.\n"),
]

@MainActor
@Suite("Bad input to the built workbook", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct WorkbookBadInputTests {
  @Test(
    arguments: badTimeouts + goodTimeouts + controlCharacters + stateFiles + learnerFiles
      + stageFolders + metadata)
  func badInput(_ input: WorkbookBadInput) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try input.prepare(fixture.root)

    let outcome = try await runBuilt(
      workbookExecutable(for: input.arguments), input.arguments, environment: input.environment,
      in: fixture.root)

    #expect(outcome.status == input.status, "\(outcome.errors)")
    if input.error.isEmpty {
      #expect(outcome.errors == "")
    } else {
      #expect(outcome.errors.hasPrefix(input.error), "\(outcome.errors)")
      // One line, never a stack trace.
      #expect(outcome.errors.split(separator: "\n").count == 1, "\(outcome.errors)")
    }
    if let line = input.output {
      #expect(outcome.outputLines.contains(line), "\(outcome.output)")
    }
    if let keeps = input.keeps {
      #expect(fixture.read(keeps.path) == keeps.text)
    }
  }

  @Test("Outside a repository, the workbook says where it looked and what to do")
  func outsideARepository() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-workbook-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try await runBuilt("workbook", ["list"], in: folder)
    #expect(outcome.status == 1)
    #expect(
      outcome.errors
        == "Error: No TopMovies Workbook here: no folder at or above \(folder.path) has both "
        + "Package.swift and Exercises/. Run the workbook inside the repository.\n")
  }

  @Test("Two corrupt state files within one second are both kept")
  func twoCorruptStateFiles() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    for text in ["first", "second"] {
      try fixture.write(text, to: ".workbook/state.json")
      _ = try await runBuilt("workbook", ["list"], in: fixture.root)
    }
    let copies = try FileManager.default.contentsOfDirectory(
      atPath: fixture.root.appendingPathComponent(".workbook").path
    ).filter { $0.hasPrefix("state-unreadable-") }
    let kept = copies.compactMap { fixture.read(".workbook/" + $0) }.sorted()
    // Two runs may straddle a second; either way, neither copy is written over.
    #expect(kept == ["first", "second"])
  }
}
