import Foundation
import TestSupport
import Testing

/// A bad command line for the built `workbook`, run in this repository, and the exact lines it must give on
/// standard error, with exit code 64. None of them gets as far as building or changing anything.
struct WorkbookOptionBadInput: Sendable, CustomTestStringConvertible {
  let arguments: [String]
  let error: String
  /// The usage line that follows the error.
  let usage: String
  /// The command whose `--help` the last line points to.
  let command: String

  var testDescription: String { "workbook \(arguments.joined(separator: " "))" }
}

private let top = "Usage: workbook [<subcommand>]"

private let workbookOptionErrors: [WorkbookOptionBadInput] = [
  .init(
    arguments: ["chek"], error: "Unknown subcommand 'chek'. Did you mean 'check'?", usage: top,
    command: "workbook"),
  .init(
    arguments: ["comapre"], error: "Unknown subcommand 'comapre'. Did you mean 'compare'?",
    usage: top, command: "workbook"),
  .init(
    arguments: ["bogus"], error: "Unknown subcommand 'bogus'", usage: top, command: "workbook"),
  .init(
    arguments: ["--bogus"], error: "Unknown option '--bogus'", usage: top, command: "workbook"),
  .init(
    arguments: ["\u{1B}[2J\u{7}"], error: "Unknown subcommand '^[[2J^G'", usage: top,
    command: "workbook"),
  .init(
    arguments: ["check", "--al"], error: "Unknown option '--al'. Did you mean '--all'?",
    usage: "Usage: workbook check [<id>] [--all] [--verbose]", command: "workbook check"),
  .init(
    arguments: ["hint", "1", "--al"], error: "Unknown option '--al'. Did you mean '--all'?",
    usage: "Usage: workbook hint <id> [<hint>] [--previous] [--all]", command: "workbook hint"),
  .init(
    arguments: ["hint", "1", "--all=yes"],
    error: "The option '--all' does not take any value, but 'yes' was specified.",
    usage: "Usage: workbook hint <id> [<hint>] [--previous] [--all]", command: "workbook hint"),
  .init(
    arguments: ["hint", "99"],
    error: "No exercise '99': the ids are 01 to 13 (see 'swift run workbook list')",
    usage: "Usage: workbook hint <id> [<hint>] [--previous] [--all]", command: "workbook hint"),
  .init(
    arguments: ["reset"], error: "Missing expected argument '<id>'",
    usage: "Usage: workbook reset <id> [--tests]", command: "workbook reset"),
  .init(
    arguments: ["solution", "1", "--froce"],
    error: "Unknown option '--froce'. Did you mean '--force'?",
    usage: "Usage: workbook solution <id> [--force]", command: "workbook solution"),
  .init(
    arguments: ["open", "1", "2"], error: "Unexpected argument '2'",
    usage: "Usage: workbook open <id>", command: "workbook open"),
  .init(
    arguments: ["verify", "--bogus"], error: "Unknown option '--bogus'",
    usage: "Usage: workbook verify [<id>]", command: "workbook verify"),
  .init(
    arguments: ["list", "--all"], error: "Unknown option '--all'", usage: "Usage: workbook list",
    command: "workbook list"),
  .init(
    arguments: ["compare", "--widht", "80"],
    error: "Unknown option '--widht'. Did you mean '--width'?",
    usage: compareUsage, command: "workbook compare"),
  .init(
    arguments: ["compare", "--width", "100000"],
    error:
      "The value '100000' is invalid for '--width <columns>': give a whole number from 42 to 1000.",
    usage: compareUsage, command: "workbook compare"),
  .init(
    arguments: ["compare", "--trace=1"],
    error: "The option '--trace' does not take any value, but '1' was specified.",
    usage: compareUsage, command: "workbook compare"),
  .init(
    arguments: ["compare", "--stages"], error: "Missing value for '--stages <list>'",
    usage: compareUsage, command: "workbook compare"),
  .init(
    arguments: ["diff", "1"],
    error: "Missing the stages to compare: give two, for example: swift run workbook diff 2 3",
    usage: "Usage: workbook diff <from> <to> [--all]", command: "workbook diff"),
  .init(
    arguments: ["diff", "1", "2", "--al"], error: "Unknown option '--al'. Did you mean '--all'?",
    usage: "Usage: workbook diff <from> <to> [--all]", command: "workbook diff"),
]

private let compareUsage = """
  Usage: workbook compare [--script <actions>] [--trace] [--width <columns>]
         [--stages <list>]
  """

/// The repository's root, where a learner runs the workbook.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Suite(
  "Bad command lines to the built workbook", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct WorkbookOptionBadInputTests {
  @Test(arguments: workbookOptionErrors)
  func badCommandLine(_ input: WorkbookOptionBadInput) async throws {
    let outcome = try await runBuilt(
      workbookExecutable(for: input.arguments), input.arguments, in: repository)
    #expect(outcome.status == 64)
    #expect(outcome.output == "")
    let usage = input.usage.split(separator: "\n").map(String.init)
    let help = "  See 'swift run \(input.command) --help' for more information."
    let expected: [String] = ["Error: \(input.error)"] + usage + [help]
    let errorLines: [String] = outcome.errors.split(separator: "\n").map(String.init)
    #expect(errorLines == expected)
  }
}
