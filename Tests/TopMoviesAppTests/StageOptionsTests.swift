import CommandLineOptions
import TerminalKit
import Testing

@testable import TopMoviesApp

@Suite("A stage's command-line options are read and checked")
struct CommandLineTests {
  static var specs: [OptionSpec<StageOptions>] { StageOptions.specs + [.platform()] }

  func options(_ arguments: [String]) throws(UsageError) -> StageOptions {
    try ParsedArguments(arguments, into: StageOptions(), specs: Self.specs).options
  }

  @Test("every option is read, in either spelling")
  func readsAll() throws {
    let sut = try options([
      "--script", "quit", "--latency=0.25", "--fail", "2", "--trace", "--movies", "m.json",
      "--width", "60", "--platform", "desktop",
    ])
    #expect(sut.script == "quit")
    #expect(sut.latency == .milliseconds(250))
    #expect(sut.failures == 2)
    #expect(sut.tracing)
    #expect(sut.moviesFile == "m.json")
    #expect(sut.width == 60)
    #expect(sut.platform == .desktop)
  }

  @Test("without options the defaults are the seeds' latency, no failures, no trace")
  func defaults() throws {
    let sut = try options([])
    #expect(sut.latency == .milliseconds(1500))
    #expect(sut.failures == 0)
    #expect(!sut.tracing)
    #expect(sut.width == nil)
    #expect(sut.platform == .phone)
  }

  @Test(
    "a bad command line gets one line in swift-argument-parser's words",
    arguments: [
      (["--bogus"], "Error: Unknown option '--bogus'"),
      (["extra"], "Error: Unexpected argument 'extra'"),
      (["--latency"], "Error: Missing value for '--latency <seconds>'"),
      (["--script", "--trace"], "Error: Missing value for '--script <actions>'"),
      (
        ["--latency", "-1"],
        "Error: The value '-1' is invalid for '--latency <seconds>': give a number of seconds from 0 to 3600."
      ),
      (
        ["--latency", "soon"],
        "Error: The value 'soon' is invalid for '--latency <seconds>': give a number of seconds from 0 to 3600."
      ),
      (
        ["--fail", "-2"],
        "Error: The value '-2' is invalid for '--fail <count>': give a whole number, 0 or more."
      ),
      (
        ["--width", "10"],
        "Error: The value '10' is invalid for '--width <columns>': give a whole number from 40 to 1000."
      ),
      (
        ["--width", "100000"],
        "Error: The value '100000' is invalid for '--width <columns>': give a whole number from 40 to 1000."
      ),
      (
        ["--width", "99999999999999999999"],
        "Error: The value '99999999999999999999' is invalid for '--width <columns>': give a whole number from 40 to 1000."
      ),
      (
        ["--platform", "tablet"],
        "Error: The value 'tablet' is invalid for '--platform <platform>'. Please provide one of 'phone' and 'desktop'."
      ),
      (
        ["--trace=yes"],
        "Error: The option '--trace' does not take any value, but 'yes' was specified."
      ),
      (["--latncy", "0"], "Error: Unknown option '--latncy'. Did you mean '--latency'?"),
      (["--Width=80"], "Error: Unknown option '--Width'. Did you mean '--width'?"),
      (["--platfrom", "phone"], "Error: Unknown option '--platfrom'. Did you mean '--platform'?"),
      (["-x"], "Error: Unknown option '-x'"),
    ])
  func rejects(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try options(arguments) }
    do {
      _ = try options(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test(
    "an unknown option suggests the nearest, if fewer than 4 edits away, as swift-argument-parser does",
    arguments: [
      ("--latncy", "Unknown option '--latncy'. Did you mean '--latency'?"),
      ("--fial", "Unknown option '--fial'. Did you mean '--fail'?"),
      ("--movie", "Unknown option '--movie'. Did you mean '--movies'?"),
      ("--verbose", "Unknown option '--verbose'"),
      ("--colour", "Unknown option '--colour'"),
    ])
  func suggestion(option: String, message: String) {
    #expect(
      UsageError.unknown(.option, option, known: StageOptions.specs.map(\.name)).message == message
    )
  }

  @Test("--help is noticed wherever it stands")
  func help() throws {
    #expect(
      try ParsedArguments(["--trace", "-h"], into: StageOptions(), specs: Self.specs).wantsHelp)
  }

  @Test("the usage after an error names every option and points to --help")
  func usage() {
    let help = CommandHelp(
      name: "Stage1MVVM", abstract: "A.", options: StageOptions.specs, runner: "swift run")
    #expect(
      help.errorFooter[0].hasPrefix("Usage: Stage1MVVM [--script <actions>] [--latency <seconds>]"))
    #expect(help.errorFooter.last == "  See 'swift run Stage1MVVM --help' for more information.")
  }
}
