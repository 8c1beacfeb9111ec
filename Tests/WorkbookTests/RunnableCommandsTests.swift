import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises

/// The lines of `text` that show a workbook command that does not run as printed from the repository's root.
///
/// `workbook` is a command where it starts a line, follows a quote (`'workbook …'`) or is followed by a
/// subcommand's name (`workbook check`); each must have `swift run ` just before it. The usage lines of
/// swift-argument-parser's shape (`Usage: workbook …`, `USAGE: workbook …`) show a usage, not a command to run,
/// and stay as that shape has them.
@MainActor func unrunnableLines(in text: String) -> [String] {
  let names = everySubcommand.map { $0.name }.filter { !$0.isEmpty }
  return text.split(separator: "\n").map(String.init).filter { line in
    if line.hasPrefix("Usage: workbook") || line.hasPrefix("USAGE: workbook") {
      return false
    }
    return line.ranges(of: "workbook").contains { range in
      let before = line[..<range.lowerBound]
      let after = line[range.upperBound...]
      let isCommand =
        before.allSatisfy(\.isWhitespace) || before.hasSuffix("'") || before.hasSuffix("`")
        || names.contains { name in
          after.hasPrefix(" " + name) && !(after.dropFirst(name.count + 1).first?.isLetter ?? false)
        }
      return isCommand && !before.hasSuffix("swift run ")
    }
  }
}

/// The outputs of `workbook` in each situation that prints a command: what it wrote, standard output and error
/// together.
@MainActor private func outputs() async throws -> [String: String] {
  var outputs: [String: String] = [:]
  func record(_ name: String, _ run: Run) {
    outputs[name] = run.output.text + run.errors.text
  }
  let (fixture, _) = try await fixtureWithTwo()
  record("help", await Run(["--help"], in: fixture))
  for subcommand in everySubcommand {
    record("\(subcommand.name) --help", await Run([subcommand.name, "--help"], in: fixture))
  }
  record("progress", await Run([], in: fixture))
  record("list", await Run(["list"], in: fixture))
  record(
    "check, a pass", await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.passed])))
  record("watch without a terminal", await Run(["watch", "02"], in: fixture))
  record("hint", await Run(["hint", "02"], in: fixture))
  record("the last hint", await Run(["hint", "02"], in: fixture))
  record("every hint", await Run(["hint", "02", "--all"], in: fixture))
  record("solution, too early", await Run(["solution", "02"], in: fixture))
  record("solution", await Run(["solution", "01"], in: fixture))
  record(
    "reset",
    await Run(
      ["reset", "01"], in: fixture,
      committed: { _ throws(ExerciseError) in ["Describe.swift": Data()] }))
  record(
    "verify",
    await Run(["verify", "01"], in: fixture, checker: ScriptedChecker([.failed, .passed])))
  record("open", await Run(["open", "01"], in: fixture))
  record("a bad id", await Run(["hint", "9"], in: fixture))
  record("no id", await Run(["reset"], in: fixture))
  record("an unknown subcommand", await Run(["bogus"], in: fixture))
  record("compare, a bad option", await Run(["compare", "--bogus"], in: fixture))
  record("diff, a missing stage", await Run(["diff", "2"], in: fixture))
  // Its environment has no PATH, so no docc is found.
  record("tutorial without docc", await Run(["tutorial"], in: fixture))
  record(
    "check, the last pass",
    await Run(["check", "02"], in: fixture, checker: ScriptedChecker([.passed])))
  record("progress, all done", await Run([], in: fixture))
  return outputs
}

@MainActor @Suite("Every command the workbook prints runs as printed") struct RunnableCommandsTests
{
  @Test(
    "A command is runnable with swift run before it; a usage line keeps swift-argument-parser's shape"
  )
  func rule() {
    #expect(
      unrunnableLines(
        in: """
          workbook check 01
          Next: run 'workbook watch 01'
          Stuck? `workbook hint 01`.
          Run 'workbook' to see where you are.
          swift run workbook check 01
          Run 'swift run workbook hint 01' again.
          Usage: workbook check [<id>]
          USAGE: workbook check [<id>]
            See 'workbook --help' for more information.
            See 'swift run workbook --help' for more information.
          TopMovies Workbook: the workbook's Package.swift, .workbook/editor/01, a workbook checker
          """)
        == [
          "workbook check 01", "Next: run 'workbook watch 01'", "Stuck? `workbook hint 01`.",
          "Run 'workbook' to see where you are.", "  See 'workbook --help' for more information.",
        ])
  }

  @Test("No output, help or error of any subcommand shows a bare workbook command")
  func everyOutput() async throws {
    let outputs = try await outputs()
    #expect(outputs.count == 33)
    for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(!text.isEmpty, "\(name)")
      #expect(unrunnableLines(in: text) == [], "\(name)")
    }
  }

  @Test(
    "Every --help and every usage error fits 80 columns, in both languages",
    arguments: [Language.english, .simplifiedChinese])
  func helpFits(language: Language) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    var texts: [String: String] = [:]
    for subcommand in everySubcommand {
      for arguments in [[subcommand.name, "--help"], [subcommand.name, "--bogus"]] {
        let run = await Run(arguments + ["--lang", language.rawValue], in: fixture)
        texts[arguments.joined(separator: " ")] = run.output.text + run.errors.text
      }
    }
    #expect(texts.count == 2 * everySubcommand.count)
    for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
      let wide = text.split(separator: "\n").filter { $0.displayWidth > 80 }
      #expect(wide.isEmpty, "\(name): \(wide)")
    }
  }

  @Test("A failed check's advice runs as printed too")
  func failedCheck() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let run = await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.failed]))
    #expect(run.status == 1)
    #expect(unrunnableLines(in: run.output.text + run.errors.text) == [])
  }
}
