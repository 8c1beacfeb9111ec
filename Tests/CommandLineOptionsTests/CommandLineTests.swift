import Localization
import TerminalKit
import Testing
import TextWidth

@testable import CommandLineOptions

@Suite("Option errors are worded as swift-argument-parser words them")
struct CommandLineTests {
  struct Options {
    enum Speed: String, CaseIterable { case slow, fast }
    enum Tongue: String, CaseIterable {
      case en
      case zh = "zh-Hans"
      case fr
    }
    var speed: Speed?
    var lang: Tongue?
    var verbose = false
    var count: String?

    static var specs: [OptionSpec<Self>] {
      [
        OptionSpec("--speed", value: "speed", choices: Speed.self, help: "") { $0.speed = $1 },
        OptionSpec("--lang", value: "language", choices: Tongue.self, help: "") { $0.lang = $1 },
        OptionSpec("--verbose", flag: \.verbose, help: ""),
        OptionSpec("--count", value: "n", help: "") { $0.count = $1 },
      ]
    }
  }

  @Test(
    "each bad command line gets swift-argument-parser's one line",
    arguments: [
      (["--sped", "fast"], "Unknown option '--sped'. Did you mean '--speed'?"),
      (["--vrebose"], "Unknown option '--vrebose'. Did you mean '--verbose'?"),
      (["--colour"], "Unknown option '--colour'"),
      (["-v"], "Unknown option '-v'"),
      (["extra"], "Unexpected argument 'extra'"),
      (
        ["--verbose=yes"],
        "The option '--verbose' does not take any value, but 'yes' was specified."
      ),
      (["--verbose="], "The option '--verbose' does not take any value, but '' was specified."),
      (
        ["--speed", "warp"],
        "The value 'warp' is invalid for '--speed <speed>'. Please provide one of 'slow' and 'fast'."
      ),
      (
        ["--lang=de"],
        "The value 'de' is invalid for '--lang <language>'. Please provide one of 'en', 'zh-Hans' or 'fr'."
      ),
      (["--count"], "Missing value for '--count <n>'"),
      (["--count", "--verbose"], "Missing value for '--count <n>'"),
    ])
  func rejects(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) {
      try ParsedArguments(arguments, into: Options(), specs: Options.specs)
    }
  }

  @Test(
    "the edit distance counts insertions, deletions and replacements",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("kitten", "sitting", 3), ("--sped", "--speed", 1),
      ("ab", "ba", 2),
    ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(UsageError.editDistance(a, b) == distance)
    #expect(UsageError.editDistance(b, a) == distance)
  }

  @Test("a word 4 or more edits from every known one gets no suggestion; the nearest wins")
  func suggestions() {
    #expect(
      UsageError.unknown(.subcommand, "abcd", known: ["wxyz"]).message
        == "Unknown subcommand 'abcd'")
    #expect(
      UsageError.unknown(.option, "abcd", known: ["abxy", "abcx"]).message
        == "Unknown option 'abcd'. Did you mean 'abcx'?")
  }

  @Test(
    "the footer names the command without its arguments",
    arguments: [
      ("tool", "tool"), ("tool [<subcommand>]", "tool"), ("tool check [<id>]", "tool check"),
      ("tool diff <from> <to>", "tool diff"),
    ])
  func footerCommand(name: String, command: String) {
    let help = CommandHelp(name: name, abstract: "A.")
    #expect(help.command == command)
    #expect(
      help.errorFooter == ["Usage: \(name)", "  See '\(command) --help' for more information."])
  }

  @Test("the footer's command runs as printed: with its runner, in either language")
  func footerRunner() {
    let help = CommandHelp(name: "tool check [<id>]", abstract: "A.", runner: "swift run")
    #expect(help.errorFooter.last == "  See 'swift run tool check --help' for more information.")
    Language.$current.withValue(.simplifiedChinese) {
      #expect(help.errorFooter.last == "  运行 'swift run tool check --help' 了解更多信息。")
    }
  }

  @Test(
    "--help and the usage fit 80 columns: a long line wraps under its text, never inside an option")
  func wrapsAt80() throws {
    let options = (1...6).map {
      OptionSpec<Void>(
        "--option-\($0)", value: "value",
        help: "What the option does, in a sentence long enough to wrap at the width (\($0))."
      ) { _, _ in }
    }
    let help = CommandHelp(
      name: "tool", abstract: String(repeating: "An overview that goes on. ", count: 5),
      options: options,
      epilogue: ["  " + String(repeating: "An indented paragraph. ", count: 6)])
    let lines = help.helpText
    #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines.filter { $0.displayWidth > 80 })")
    #expect(help.usage.allSatisfy { $0.displayWidth <= 80 })
    #expect(
      help.usage == [
        "Usage: tool [--option-1 <value>] [--option-2 <value>] [--option-3 <value>]",
        "       [--option-4 <value>] [--option-5 <value>] [--option-6 <value>]",
      ])
    #expect(lines[1].hasPrefix("          goes on. An overview"))
    let first = try #require(lines.firstIndex { $0.hasPrefix("  --option-1 <value>") })
    #expect(
      Array(lines[first...(first + 1)]) == [
        "  --option-1 <value>    What the option does, in a sentence long enough to wrap",
        "                        at the width (1).",
      ])
    #expect(
      lines.suffix(2) == [
        "  An indented paragraph. An indented paragraph. An indented paragraph. An",
        "  indented paragraph. An indented paragraph. An indented paragraph.",
      ])
  }

  @Test(
    "a usage error is written as one line, the usage and the footer, with what was typed made safe")
  @MainActor func report() {
    let errors = RecordedOutput()
    let help = CommandHelp(name: "tool", abstract: "A.")
    let status = help.report(UsageError("Unexpected argument '\u{1B}[2J'"), to: errors)
    #expect(status == 64)
    #expect(
      errors.text == """
        Error: Unexpected argument '^[[2J'
        Usage: tool
          See 'tool --help' for more information.

        """)
  }
}
