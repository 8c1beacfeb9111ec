import CommandLineOptions
import Foundation
import TerminalKit
import TestSupport
import Testing
import TopMoviesApp

/// A `--movies` file a case runs with: written for the case, as the case says.
enum MoviesFile: Sendable {
  /// A file holding this text.
  case contents(String)
  /// A FIFO, written by another thread as a shell's `<(cat movies.json)` is: a pipe, not a file.
  case fifo(String)
  /// A folder.
  case folder
  /// A file holding a good list, that the user may not read (mode 000).
  case unreadable
}

/// One bad input to a built stage, and what it must give: the exit status and the exact error lines, or,
/// for a run that goes on, the lines it must answer with and that nothing raw reaches the terminal.
struct StageBadInput: Sendable, CustomTestStringConvertible {
  let name: String
  let executable: String
  var arguments: [String]
  var environment: [String: String] = [:]
  var input: String?
  /// Given with `--movies`, after `arguments`.
  var movies: MoviesFile?
  var status: Int32 = 0
  /// Exactly what standard error holds, line by line; `{file}` stands for the `--movies` file's path.
  var errors: [String] = []
  /// Lines standard output must hold.
  var answers: [String] = []
  /// The width no line of standard output may pass, and that its widest line fills exactly.
  var width: Int?

  var testDescription: String { "\(executable): \(name)" }
}

/// Every stage, by its executable's name, from the workbook's list; those with a desktop View; those with
/// the A/B test.
private let stages = TestedStage.all.map(\.product)
private let stagesWithPlatforms = TestedStage.all.filter { !$0.choices(of: "--platform").isEmpty }
  .map(\.product)
private let stage3s = TestedStage.all.filter { !$0.choices(of: "--variant").isEmpty }.map(\.product)

/// What a stage prints after a usage error's line: its usage with the shared options and its own
/// (CommandLineOptions' tests check how a usage is wrapped), and the command that shows its help.
private func usageFooter(_ executable: String) -> [String] {
  let options = StageOptions.specs + (TestedStage(executable)?.options ?? [])
  return CommandHelp(name: executable, abstract: "", options: options).usage + [
    "  See 'swift run \(executable) --help' for more information."
  ]
}

/// A usage error: exit 64, the line, then the usage.
private func usageError(_ executable: String, _ arguments: [String], _ line: String, name: String)
  -> StageBadInput
{
  StageBadInput(
    name: name, executable: executable, arguments: arguments, status: 64,
    errors: [line] + usageFooter(executable))
}

private let quickly = ["--latency", "0", "--script", "quit"]

// 1. COLUMNS comes from the terminal: clamped into 40 to 1000, never refused; --width is the user's, and refused.
private let columns: [(value: String, width: Int)] = [
  ("99999999999", 1000), ("9223372036854775807", 1000), ("12", 40), ("wide", 80),
]
private let widths: [StageBadInput] =
  columns.flatMap { columns, width in
    stages.map {
      StageBadInput(
        name: "COLUMNS=\(columns) draws \(width) columns", executable: $0, arguments: quickly,
        environment: ["COLUMNS": columns], width: width)
    }
  }
  + stagesWithPlatforms.map {
    StageBadInput(
      name: "COLUMNS=100000 on the desktop draws 1000 columns", executable: $0,
      arguments: ["--platform", "desktop"] + quickly, environment: ["COLUMNS": "100000"],
      width: 1000)
  }
  + ["100000", "99999999999999999999"].map {
    usageError(
      "Stage2Presenter", ["--width", $0],
      "Error: The value '\($0)' is invalid for '--width <columns>': give a whole number from 40 to 1000.",
      name: "--width \($0) is refused")
  }
  // A WORKBOOK_AMBIGUOUS that says neither wide nor narrow: one warning, and the run goes on as usual.
  + stages.map {
    StageBadInput(
      name: "WORKBOOK_AMBIGUOUS=yes is ignored with a warning", executable: $0, arguments: quickly,
      environment: ["WORKBOOK_AMBIGUOUS": "yes"],
      errors: [
        "Warning: WORKBOOK_AMBIGUOUS is 'yes', which is neither 'wide' nor 'narrow'; it is ignored. Set it to "
          + "'wide' if your terminal draws ─ and → two columns wide, or unset it."
      ], answers: ["Top 25 Movies · watchlist: 0"])
  }

// 2. Control characters from the options, the input or the data are shown, never obeyed.
private let injected = "\u{1B}[2J\u{1B}[31mred\u{7}\u{1B}]0;title\u{7}\u{9B}1m"
private let shown = "^[[2J^[[31mred^G^[]0;title^GM-^[1m"
/// A line of input: as long as one action, with no `;` (which would split a script).
private let typed = "\u{1B}[2J\u{7}\u{9B}1m"
private let typedShown = "^[[2J^GM-^[1m"
/// `injected`, escaped as JSON escapes it.
private let evilMovies = #"""
  [{"id": "tt1", "title": "\u001b[2J\u001b[31mred\u0007\u001b]0;title\u0007\u009b1m Evil",
    "chineseTitle": "\u001b[5m标题", "year": 2001, "rating": 7.5,
    "summary": "A summary\twith a tab, a bell \u0007 and \u009b2J a C1 escape, \u001b[0m"}]
  """#
private let injections: [StageBadInput] =
  stages.map {
    StageBadInput(
      name: "escape codes on standard input are echoed and answered visibly", executable: $0,
      arguments: ["--latency", "0"], input: "\(typed)\nquit\n",
      answers: [
        "topmovies> \(typedShown)", "Unknown action '\(typedShown)'. Type help to see the actions.",
      ],
      width: 80)
  }
  + stages.map {
    StageBadInput(
      name: "escape codes in a --movies title and summary are shown visibly", executable: $0,
      arguments: ["--latency", "0", "--script", "tap 1; quit"], movies: .contents(evilMovies),
      answers: [" 1  \(shown) Evil (2001)                        ⭐️ 7.5"], width: 80)
  }
  + stagesWithPlatforms.map {
    StageBadInput(
      name: "escape codes in a --movies title are shown visibly on the desktop", executable: $0,
      arguments: ["--platform", "desktop", "--latency", "0", "--script", "quit"],
      movies: .contents(evilMovies), width: 80)
  }
  + stage3s.map {
    StageBadInput(
      name: "escape codes in --user are shown visibly", executable: $0,
      arguments: ["--user", injected] + quickly,
      answers: [
        "Detail design: variant B, because user \(shown) is in",
        "bucket 91 (A is 0-49, B is 50-99).",
      ], width: 80)
  }
  + [
    StageBadInput(
      name: "escape codes in WORKBOOK_AMBIGUOUS are shown visibly", executable: "Stage1MVVM",
      arguments: quickly, environment: ["WORKBOOK_AMBIGUOUS": injected],
      errors: [
        "Warning: WORKBOOK_AMBIGUOUS is '\(shown)', which is neither 'wide' nor 'narrow'; it is ignored. Set "
          + "it to 'wide' if your terminal draws ─ and → two columns wide, or unset it."
      ]),
    usageError(
      "Stage1MVVM", ["--\(injected)"], "Error: Unknown option '--\(shown)'",
      name: "an unknown option's escape codes are shown visibly"),
    StageBadInput(
      name: "a --movies path's escape codes are shown visibly", executable: "Stage3VIPER",
      arguments: ["--movies", "/nonexistent/\(injected).json"], status: 1,
      errors: ["Error: Cannot load '/nonexistent/\(shown).json': there is no such file."]),
    StageBadInput(
      name: "escape codes in --script are echoed visibly", executable: "Stage2Presenter",
      arguments: ["--latency", "0", "--script", "\(typed); quit"],
      answers: ["topmovies> \(typedShown)"], width: 80),
  ]

// 3 and 4. A movies file that cannot be used: one line naming it and what to do, exit 1.
private let example =
  "it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json."
private let goodMovies = """
  [{"id": "tt1", "title": "Piped", "chineseTitle": "管道", "year": 2001, "rating": 7.5, "summary": "S"}]
  """
private let moviesFiles: [StageBadInput] =
  stages.map {
    StageBadInput(
      name: "a --movies file holding a JSON object says so", executable: $0, arguments: quickly,
      movies: .contents(#"{"a":1}"#), status: 1,
      errors: ["Error: Cannot load '{file}': it holds a JSON object; \(example)"])
  }
  + [
    ("\"movies\"", "a JSON string"), ("null", "null"), ("3", "a JSON number"),
    ("false", "a JSON true or false"),
  ].map { json, holds in
    StageBadInput(
      name: "a --movies file holding \(holds) says so", executable: "Stage2Presenter",
      arguments: quickly, movies: .contents(json), status: 1,
      errors: ["Error: Cannot load '{file}': it holds \(holds); \(example)"])
  }
  + stages.map {
    StageBadInput(
      name: "a --movies pipe is read like a file", executable: $0,
      arguments: ["--latency", "0", "--script", "quit"], movies: .fifo(goodMovies),
      answers: ["Top 1 Movies · watchlist: 0"], width: 80)
  }
  + [
    StageBadInput(
      name: "a missing --movies file says so", executable: "Stage1MVVM",
      arguments: ["--movies", "/nonexistent/movies.json"] + quickly, status: 1,
      errors: ["Error: Cannot load '/nonexistent/movies.json': there is no such file."]),
    StageBadInput(
      name: "a --movies folder says so", executable: "Stage3CleanSwift", arguments: quickly,
      movies: .folder, status: 1,
      errors: ["Error: Cannot load '{file}': it is a folder, not a JSON file."]),
  ]
  // Root reads any file, so the case can only run for another user.
  + (getuid() == 0
    ? []
    : [
      StageBadInput(
        name: "an unreadable --movies file says so", executable: "Stage3VIPER",
        arguments: quickly, movies: .unreadable, status: 1,
        errors: ["Error: Cannot load '{file}': you have no permission to read it."])
    ])

// 5. A bare number of any length is tap N.
private let huge = "99999999999999999999"
private let numbers: [StageBadInput] =
  stages.map {
    StageBadInput(
      name: "a bare number too large for any list gets the answer tap gets", executable: $0,
      arguments: ["--latency", "0", "--script", "\(huge); tap \(huge); 99; quit"],
      answers: [
        "topmovies> \(huge)", "There is no movie \(huge). Choose a number from 1 to 25.",
        "topmovies> tap \(huge)",
        "There is no movie 99. Choose a number from 1 to 25.",
      ])
  }
  + [
    StageBadInput(
      name: "a bare number too large for any list, on standard input, gets the same answer",
      executable: "Stage3VIPER", arguments: ["--latency", "0"], input: "\(huge)\nquit\n",
      answers: ["There is no movie \(huge). Choose a number from 1 to 25."])
  ]

// 6. Option errors worded as swift-argument-parser words them.
private let optionErrors: [StageBadInput] =
  stages.map {
    usageError(
      $0, ["--latncy", "0"], "Error: Unknown option '--latncy'. Did you mean '--latency'?",
      name: "a misspelt option suggests the nearest")
  }
  + stages.map {
    usageError(
      $0, ["--trace=yes"],
      "Error: The option '--trace' does not take any value, but 'yes' was specified.",
      name: "a flag given a value is refused")
  }
  + stagesWithPlatforms.map {
    usageError(
      $0, ["--platform", "tablet"],
      "Error: The value 'tablet' is invalid for '--platform <platform>'. Please provide one of 'phone' and 'desktop'.",
      name: "a value outside the choices lists them")
  }
  + stage3s.map {
    usageError(
      $0, ["--usr", "42"], "Error: Unknown option '--usr'. Did you mean '--user'?",
      name: "a misspelt stage option suggests the nearest")
  }
  + [
    usageError(
      "Stage1MVVM", ["--width"], "Error: Missing value for '--width <columns>'",
      name: "a missing value names the option"),
    usageError(
      "Stage3CleanSwift", ["--script", "--trace"], "Error: Missing value for '--script <actions>'",
      name: "an option in place of a value is a missing value"),
    usageError(
      "Stage2Presenter", ["--variant", "B"], "Error: Unknown option '--variant'",
      name: "another stage's option is unknown, with no suggestion"),
  ]

/// Writes `file` for a case and returns its path.
private func write(_ file: MoviesFile) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bad-movies-\(UUID().uuidString)"
  ).path
  switch file {
  case .contents(let text):
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  case .folder:
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  case .unreadable:
    try Data(goodMovies.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
  case .fifo(let text):
    guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    // Opening a FIFO to write waits for its reader: the stage, once it starts.
    Thread.detachNewThread {
      let handle = FileHandle(forWritingAtPath: path)
      handle?.write(Data(text.utf8))
      try? handle?.close()
    }
  }
  return path
}

/// Whether `text` holds a control character that would act on a terminal (a line break does not).
private func holdsRawControl(_ text: String) -> Bool {
  text.unicodeScalars.contains {
    ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value)
  }
}

@Suite("The bad-input tables try every stage of the workbook's list")
struct StageBadInputListTests {
  @Test(
    "Every stage of WorkbookStage.all has its App in the tests' list, so that every table tries it")
  func everyStageIsTried() {
    #expect(
      TestedStage.missing.isEmpty,
      "WorkbookStage.all lists \(TestedStage.missing), whose App TestedStage.app(for:) does not list: add it there"
    )
  }
}

@Suite("Bad input to the built stages", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct StageBadInputTests {
  @Test(arguments: widths + injections + moviesFiles + numbers + optionErrors)
  func badInput(_ input: StageBadInput) async throws {
    var arguments = input.arguments
    var file = ""
    if let movies = input.movies {
      file = try write(movies)
      arguments += ["--movies", file]
    }
    defer { try? FileManager.default.removeItem(atPath: file) }

    let outcome = try await runBuilt(
      input.executable, arguments, environment: input.environment, input: input.input)

    #expect(outcome.status == input.status, "\(outcome.errors)")
    let errors = input.errors.map { $0.replacingOccurrences(of: "{file}", with: file) }
    let errorLines: [String] = outcome.errors.split(separator: "\n").map(String.init)
    #expect(errorLines == errors)
    // An error stops the run before it draws; a warning (status 0) lets it go on.
    if !errors.isEmpty, input.status != 0 {
      #expect(outcome.output == "")
    }
    for answer in input.answers {
      #expect(outcome.outputLines.contains(answer), "\(outcome.output)")
    }
    // Never a raw escape code, bell or C1 control, whatever the input held.
    #expect(!holdsRawControl(outcome.output))
    #expect(!holdsRawControl(outcome.errors))
    if let width = input.width {
      #expect(outcome.outputLines.map(\.displayWidth).max() == width, "\(outcome.output)")
    }
  }
}
