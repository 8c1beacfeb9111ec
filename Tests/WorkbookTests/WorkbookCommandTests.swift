import Foundation
import Localization
import TerminalKit
import Testing
import WorkbookStageCommands

@testable import WorkbookCommandLine
@testable import WorkbookProcess

@MainActor @Suite("workbook: one list of subcommands") struct WorkbookCommandTests {
  @Test("The workbook finds its own executable as the system names it, without Bundle.main")
  func executableLocation() throws {
    let url = try #require(ExecutableLocation.url)
    #expect(url.path.hasPrefix("/"))
    #expect(FileManager.default.isExecutableFile(atPath: url.path))
    #expect(
      url.lastPathComponent == URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent)
  }

  @Test(
    "--help lists every subcommand from the one list, with its arguments and abstract, in each language; its headings in the learner's language and its commands in English",
    arguments: [(Language.english, [String]()), (.simplifiedChinese, ["--lang", "zh-Hans"])])
  func help(language: Language, choosing: [String]) async throws {
    // `list` and `hint` describe themselves in Chinese; each of their abstracts is one line.
    let (list, hint) = Language.$current.withValue(.simplifiedChinese) {
      (ListCommand.help.abstract, HintCommand.help.abstract)
    }
    let expected: [Language: String] = [
      .english: """
      OVERVIEW: TopMovies Workbook: exercises, progress, and the stages side by side.

      USAGE: workbook [<subcommand>]

      OPTIONS:
        --lang <language>    Speak en or zh-Hans (default: from LC_ALL, LC_MESSAGES or
                             LANG).
        -h, --help           Show help information.

      SUBCOMMANDS:
        (none)                Show progress and the current exercise.
        list                  List every exercise with its status.
        check [<id>]          Run an exercise's tests on your code (the current one by
                              default).
        watch [<id>]          Check an exercise again on every save, until you stop it
                              (Ctrl-C).
        hint <id> [<hint>]    Show the exercise's next hint, or the one you ask for.
        reset <id>            Restore the exercise's stub as committed, after keeping
                              a copy of your files.
        solution <id>         Show the reference solution, once the exercise passes.
        open <id>             Write and build a package that your editor opens on the
                              exercise, without any solution.
        verify [<id>]         Check that every solution and alternative passes, every
                              untouched stub and every mutant fails, and the metadata
                              is complete.
        compare               Run the stages on the same actions and show their output
                              side by side.
        diff <from> <to>      Show what changed from one stage's code to another's.
        tutorial              Build the stages' tutorial from the current code and
                              serve it to your browser.

        See 'swift run workbook <subcommand> --help' for a subcommand's options.

      """,
      .simplifiedChinese: """
      概述：TopMovies 练习册：练习、进度，以及各个阶段的并排对比。

      用法： workbook [<subcommand>]

      选项：
        --lang <language>    使用的语言：en 或 zh-Hans（默认由 LC_ALL、LC_MESSAGES 或
                             LANG 决定）。
        -h, --help           显示帮助信息。

      子命令：
        （无）                显示进度和当前练习。
        list                  \(list)
        check [<id>]          用练习的测试检查你的代码（默认检查当前练习）。
        watch [<id>]          每次保存都重新检查练习，直到你按 Ctrl-C 停止。
        hint <id> [<hint>]    \(hint)
        reset <id>            把练习恢复成提交时的起始代码（stub），并先备份你的文件。
        solution <id>         练习通过后，显示参考答案。
        open <id>             生成并构建一个给编辑器打开的练习包，不含任何参考答案。
        verify [<id>]         检查每个参考答案和其他正确写法都能通过，每个未改动的起始
                              代码和变异体都会失败，并且元数据完整。
        compare               让各个阶段执行同样的操作，把它们的输出并排显示。
        diff <from> <to>      对比两个阶段的代码改动。
        tutorial              用当前的代码构建各阶段的教程，并在本机提供给浏览器。

        子命令的选项见 'swift run workbook <subcommand> --help'。

      """,
    ]
    for argument in ["--help", "-h", "help"] {
      let run = await Spoken(choosing + [argument])
      #expect(run.status == 0)
      #expect(run.errors.isEmpty)
      #expect(run.output == expected[language], "\(argument)")
    }
  }

  @Test(
    "An unknown subcommand or option is a usage error with exit code 64, never progress",
    arguments: [
      ("bogus", "Error: Unknown subcommand 'bogus'"),
      ("progress", "Error: Unknown subcommand 'progress'"),
      ("--bogus", "Error: Unknown option '--bogus'"),
    ])
  func unknown(argument: String, message: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let run = await Run([argument, "01"], in: fixture)
    #expect(run.status == 64)
    #expect(run.output.text.isEmpty)
    #expect(
      run.errors.text == """
        \(message)
        Usage: workbook [<subcommand>]
          See 'swift run workbook --help' for more information.

        """)
  }

  @Test(
    "An unknown subcommand suggests the nearest one, if fewer than 4 edits away",
    arguments: [
      ("chek", "check"), ("lst", "list"), ("verfy", "verify"), ("dif", "diff"),
      ("comapre", "compare"), ("Hint", "hint"),
    ])
  func suggestsSubcommand(typed: String, meant: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let run = await Run([typed], in: fixture)
    #expect(run.status == 64)
    #expect(run.output.text.isEmpty)
    #expect(
      run.errors.text == """
        Error: Unknown subcommand '\(typed)'. Did you mean '\(meant)'?
        Usage: workbook [<subcommand>]
          See 'swift run workbook --help' for more information.

        """)
  }

  @Test("Each subcommand's usage error ends with its own usage and its own --help")
  func subcommandFooters() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    for subcommand in everySubcommand where !subcommand.name.isEmpty {
      let run = await Run([subcommand.name, "--bogus"], in: fixture)
      #expect(run.status == 64)
      #expect(
        run.errors.text == """
          Error: Unknown option '--bogus'
          \(subcommand.help.usage.joined(separator: "\n"))
            See 'swift run workbook \(subcommand.name) --help' for more information.

          """)
    }
  }

  @Test(
    "Each subcommand has a name of its own, and a usage that starts with it; the launched ones are listed as linked"
  )
  func names() {
    let names = everySubcommand.map { $0.name }
    let launchedNames = launchedSubcommands.map { $0.name }
    #expect(launchedNames == LaunchedCommand.allCases.map(\.rawValue))
    #expect(
      names == [
        "", "list", "check", "watch", "hint", "reset", "solution", "open", "verify", "compare",
        "diff", "tutorial",
      ])
    for subcommand in everySubcommand {
      #expect(
        subcommand.help.name.hasPrefix(
          "workbook \(subcommand.name)".trimmingCharacters(in: .whitespaces)))
    }
  }

  @Test("Each subcommand's --help is its own, and exits 0")
  func subcommandHelp() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    for subcommand in everySubcommand {
      let run = await Run([subcommand.name, "--help"], in: fixture)
      #expect(run.status == 0)
      #expect(run.output.text == subcommand.help.helpText.joined(separator: "\n") + "\n")
    }
  }

  @Test(
    "verify takes an exercise's id, verifies that exercise alone, and refuses a bad id"
  )
  func verifyTakesAnID() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let checker = ScriptedChecker(
      [.passed, .failed] + Array(repeating: .failed, count: 8) + [.passed, .passed])
    let run = await Run(["verify", "2"], in: fixture, checker: checker)
    #expect(run.status == 0)
    #expect(
      run.output.text == """
        Checking every solution, stub, mutant and alternative of exercise 02…
        \((1...8).map { "02 mutant mutant-\($0): caught by \"Describes a movie by its title\"\n" }.joined())\
        02 alternative alternative-1: passes
        02 alternative alternative-2: passes
        02 mutants: 8 of 8 killed
        02 alternatives: 2 of 2 pass
        02 copy attack: 2 tried, 2 fail, 0 not tried (does not compile)
        verify: 1 solution passes, 1 stub fails, 8 mutants caught, 2 alternatives pass, metadata complete

        """)
    #expect(await checker.checks.map(\.ids) == Array(repeating: ["02"], count: 14))
    let bad = await Run(["verify", "9"], in: fixture)
    #expect(bad.status == 64)
    #expect(
      bad.errors.text == """
        Error: No exercise '9': the ids are 01 to 02 (see 'swift run workbook list')
        Usage: workbook verify [<id>]
          See 'swift run workbook verify --help' for more information.

        """)
  }
}
