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

/// The runs of three or more English words in `text`, outside quotes and backticks (which name tests, values and
/// commands), paths, code names and commands to run: English sentences, where a learner reads Chinese.
func englishSentences(in text: String) -> [String] {
  // A quote may go on to the next line, where a line was wrapped inside it.
  var unquoted = ""
  var quote: Character?
  for character in text {
    if let open = quote {
      quote = character == open || (open == "“" && character == "”") ? nil : open
    } else if "\"'`“".contains(character) {
      quote = character
    } else {
      unquoted.append(character)
    }
  }
  return unquoted.split(separator: "\n").flatMap { plain -> [String] in
    // A run of words, numbers between them included, ends at anything else: a Chinese character, a path.
    var runs: [(words: [Substring], letters: Int)] = [([], 0)]
    for word in plain.split(whereSeparator: { $0 == " " || !($0.isASCII) }) {
      let bare = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:!?()"))
      let isWord =
        !bare.isEmpty && bare.allSatisfy(\.isLetter)
        && (bare.first?.isLowercase == true || bare.dropFirst().allSatisfy(\.isLowercase))
      if isWord
        || (!bare.isEmpty && bare.allSatisfy(\.isNumber) && runs[runs.count - 1].letters > 0)
      {
        runs[runs.count - 1].words.append(word)
        runs[runs.count - 1].letters += isWord ? 1 : 0
      } else if !runs[runs.count - 1].words.isEmpty {
        runs.append(([], 0))
      }
    }
    // A command to run (`swift run workbook check 01`) is code.
    return runs.filter { $0.letters >= 3 && $0.words.first != "swift" }
      .map { $0.words.joined(separator: " ") }
  }
}

/// The outputs of `workbook` in each situation that prints a command: what it wrote, standard output and error
/// together, in `language`.
@MainActor private func outputs(in language: Language = .english) async throws -> [String: String] {
  var outputs: [String: String] = [:]
  func record(_ name: String, _ run: Run) {
    outputs[name] = run.output.text + run.errors.text
  }
  let (fixture, _) = try await fixtureWithTwo()
  func run(
    _ arguments: [String], checker: ScriptedChecker = ScriptedChecker([]),
    committed: @escaping @Sendable (String) async throws(ExerciseError) -> [String: Data] = {
      _ throws(ExerciseError) in [:]
    }
  ) async -> Run {
    await Language.$current.withValue(language) {
      await Run(arguments, in: fixture, checker: checker, committed: committed)
    }
  }
  record("help", await run(["--help"]))
  for subcommand in everySubcommand {
    record("\(subcommand.name) --help", await run([subcommand.name, "--help"]))
  }
  record("progress", await run([]))
  record("list", await run(["list"]))
  record(
    "check, a pass", await run(["check", "01"], checker: ScriptedChecker([.passed])))
  record("watch without a terminal", await run(["watch", "02"]))
  record("hint", await run(["hint", "02"]))
  record("the last hint", await run(["hint", "02"]))
  record("every hint", await run(["hint", "02", "--all"]))
  record("solution, too early", await run(["solution", "02"]))
  record("solution", await run(["solution", "01"]))
  record(
    "reset",
    await run(
      ["reset", "01"], committed: { _ throws(ExerciseError) in ["Describe.swift": Data()] }))
  record(
    "verify",
    await run(["verify", "01"], checker: ScriptedChecker([.failed, .passed])))
  record("open", await run(["open", "01"]))
  record("a bad id", await run(["hint", "9"]))
  record("no id", await run(["reset"]))
  record("an unknown subcommand", await run(["bogus"]))
  record("compare, a bad option", await run(["compare", "--bogus"]))
  record("diff, a missing stage", await run(["diff", "2"]))
  // Its environment has no PATH, so no docc is found.
  record("tutorial without docc", await run(["tutorial"]))
  record(
    "check, the last pass",
    await run(["check", "02"], checker: ScriptedChecker([.passed])))
  record("progress, all done", await run([]))
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
    "In Chinese, no line of the exercise loop (progress, list, check, watch, hint, reset, verify) is an English sentence"
  )
  func loopSpeaksChinese() async throws {
    #expect(englishSentences(in: "改好 X.swift 后再检查一次。运行 'swift run workbook hint 01'") == [])
    #expect(englishSentences(in: "✗ 01 fails: 0 of 1 tests pass.") == ["fails: 0 of 1 tests pass."])
    let loop = [
      "progress", "list", "check", "watch", "hint", "the last hint", "every hint", "reset",
      "verify",
    ]
    var outputs = try await outputs(in: .simplifiedChinese).filter { name, _ in
      loop.contains { name.hasPrefix($0) }
    }
    let (fixture, _) = try await fixtureWithTwo()
    for verdict in [ExerciseCheckResult.Verdict.failed, .crashed, .doesNotCompile] {
      let run = await Language.$current.withValue(.simplifiedChinese) {
        await Run(["check", "01"], in: fixture, checker: ScriptedChecker([verdict]))
      }
      outputs["check, \(verdict)"] = run.output.text + run.errors.text
    }
    #expect(outputs.count == 20)
    for (name, text) in outputs.sorted(by: { $0.key < $1.key }) {
      #expect(englishSentences(in: text) == [], "\(name): \(text)")
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
        let run = await Language.$current.withValue(language) { await Run(arguments, in: fixture) }
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
