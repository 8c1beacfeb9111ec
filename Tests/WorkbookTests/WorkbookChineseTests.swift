import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing
import WorkbookStageCommands

@testable import WorkbookCommandLine
@testable import WorkbookExercises

/// What a run of `workbook` in process, as its `main` runs it, wrote and returned.
@MainActor private struct Spoken: Equatable {
  var status: Int32
  var output: String
  var errors: String

  /// Runs `workbook` with `arguments` in an environment of `variables` (no terminal).
  init(_ arguments: [String], variables: [String: String] = [:]) async {
    let output = RecordedOutput()
    let errors = RecordedOutput()
    status = await WorkbookCommand.run(
      arguments, output: output, errors: errors, environment: Environment(variables: variables),
      linkedCommands: launchedSubcommands)
    self.output = output.text
    self.errors = errors.text
  }
}

/// A shell whose locale asks for Simplified Chinese.
private let chineseLocale = ["LANG": "zh_CN.UTF-8"]

/// `workbook` in Simplified Chinese: chosen by `--lang` anywhere on the command line, else by the locale;
/// its sentences in Chinese, its commands, option names and swift-argument-parser's keywords in English.
@MainActor @Suite("workbook speaks Simplified Chinese") struct WorkbookChineseTests {
  @Test("--lang zh-Hans gives the top-level help in Chinese, its headings and commands in English")
  func topLevelHelp() async throws {
    let run = await Spoken(["--lang", "zh-Hans", "--help"])
    // `list` and `hint` describe themselves; each of their abstracts is one line.
    let (list, hint) = Language.$current.withValue(.simplifiedChinese) {
      (ListCommand.help.abstract, HintCommand.help.abstract)
    }
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
        OVERVIEW: TopMovies 练习册：练习、进度，以及各个阶段的并排对比。

        USAGE: workbook [<subcommand>]

        OPTIONS:
          --lang <language>    使用的语言：en 或 zh-Hans（默认由 LC_ALL、LC_MESSAGES 或
                               LANG 决定）。
          -h, --help           显示帮助信息。

        SUBCOMMANDS:
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

        """)
  }

  @Test(
    "Every abstract in the top-level help starts in one column, by display width, in both languages"
  )
  func helpColumns() async throws {
    for arguments in [["--help"], ["--help", "--lang", "zh-Hans"]] {
      let lines = await Spoken(arguments).output.components(separatedBy: "\n")
      let first = try #require(lines.firstIndex(of: "SUBCOMMANDS:")) + 1
      for line in lines[first...].prefix(while: { !$0.isEmpty }) {
        // The synopsis (its words one space apart) ends at the first run of spaces that the column pads.
        let gap = try #require(line.dropFirst(2).range(of: "   "), "no column in: \(line)")
        let abstract = try #require(line[gap.lowerBound...].firstIndex { $0 != " " })
        #expect(line[..<abstract].displayWidth == 24, "misaligned: \(line)")
      }
    }
  }

  @Test("LANG=zh_CN.UTF-8 alone gives the same Chinese help as --lang zh-Hans")
  func localeChoosesChinese() async {
    let fromLocale = await Spoken(["--help"], variables: chineseLocale)
    let fromOption = await Spoken(["--help", "--lang", "zh-Hans"])
    #expect(fromLocale == fromOption)
    #expect(fromLocale.output.hasPrefix("OVERVIEW: TopMovies 练习册："))
  }

  @Test("A subcommand's --help is Chinese: its abstract, its option and its epilogue")
  func subcommandHelp() async {
    let run = await Spoken(["diff", "--help"], variables: chineseLocale)
    #expect(run.status == 0)
    #expect(
      run.output == """
        OVERVIEW: 对比两个阶段的代码改动。

        USAGE: workbook diff <from> <to> [--all]

        OPTIONS:
          --all                全部显示：trace 调用、课程标记和折叠成一行的文件。
          --lang <language>    使用的语言：en 或 zh-Hans（默认由 LC_ALL、LC_MESSAGES 或
                               LANG 决定）。
          -h, --help           显示帮助信息。

        <from> 和 <to> 是阶段的编号 1 到 3 或名字（Stage1MVVM、Stage2Presenter、
        Stage3VIPER、Stage3CleanSwift）；3 就是 Stage3VIPER。例如：
          swift run workbook diff 2 3
          swift run workbook diff Stage3VIPER Stage3CleanSwift

        课程的重点排在前面：改名和新增的文件，然后是删除和修改的文件，最后是装配代码
        （App.swift 和各个 Module）。View 变成 ViewController、ViewModel 变成 Interactor
        都算改名。只改了注释、字符串或 trace 调用的文件只占一行，只用于调用轨迹或标记课
        程代码区域的行已隐藏：--all 可以显示它们。过长的行按终端宽度折行。在终端里会以彩
        色显示。

        """)
  }

  @Test(
    "A usage error is one Chinese sentence, between swift-argument-parser's Error:, Usage: and See '… --help', exit 64"
  )
  func usageError() async {
    let missingStages = await Spoken(["diff", "2", "--lang", "zh-Hans"])
    #expect(missingStages.status == 64)
    #expect(missingStages.output.isEmpty)
    #expect(
      missingStages.errors == """
        Error: 缺少要对比的阶段：请给出两个阶段，例如 swift run workbook diff 2 3
        Usage: workbook diff <from> <to> [--all]
          运行 'swift run workbook diff --help' 了解更多信息。

        """)
    let missingID = await Spoken(["open"], variables: chineseLocale)
    #expect(missingID.status == 64)
    #expect(
      missingID.errors == """
        Error: 缺少必需的参数 '<id>'。
        Usage: workbook open <id>
          运行 'swift run workbook open --help' 了解更多信息。

        """)
  }

  @Test("An unknown top-level option suggests --lang or --help, in the learner's language")
  func unknownOption() async {
    let english = await Spoken(["--latncy"])
    let chinese = await Spoken(["--latncy"], variables: chineseLocale)
    #expect(english.status == 64 && chinese.status == 64)
    #expect(english.errors.hasPrefix("Error: Unknown option '--latncy'. Did you mean '--lang'?\n"))
    #expect(chinese.errors.hasPrefix("Error: 未知的选项 '--latncy'。你是想输入 '--lang' 吗？\n"))
    #expect(
      await Spoken(["--hlp"]).errors.hasPrefix(
        "Error: Unknown option '--hlp'. Did you mean '--help'?\n"))
  }

  @Test(
    "--lang before the subcommand, after it, or as --lang=zh-Hans, gives the same output",
    arguments: [
      ["diff", "2", "--lang", "zh-Hans"], ["diff", "--lang=zh-Hans", "2"],
      ["diff", "2", "--lang", "en", "--lang", "zh-Hans"],
    ])
  func langAnywhere(arguments: [String]) async {
    let before = await Spoken(["--lang", "zh-Hans", "diff", "2"])
    #expect(await Spoken(arguments) == before)
    #expect(before.errors.hasPrefix("Error: 缺少要对比的阶段"))
  }

  @Test(
    "check and watch take --verbose, said in both languages, and each line of their own help fits 80 columns"
  )
  func verboseHelp() async {
    for language in ["en", "zh-Hans"] {
      for command in ["check", "watch"] {
        let help = await Spoken(["--lang", language, command, "--help"])
        let verbose = help.output.split(separator: "\n").first { $0.hasPrefix("  --verbose ") }
        #expect(
          verbose?.hasSuffix(
            language == "en" ? "Show each failed expectation whole." : "完整显示每个未满足的期望。")
            == true)
        // `--lang`'s line is every command's, stages' too, and is not theirs to change.
        for line in help.output.split(separator: "\n") where !line.hasPrefix("  --lang ") {
          #expect(line.displayWidth <= 80, "\(command) --help in \(language): \(line)")
        }
      }
    }
  }

  @Test("--lang en wins over LANG=zh_CN.UTF-8, wherever it is")
  func optionBeatsLocale() async {
    let english = await Spoken(["check", "--help"])
    #expect(english.output.hasPrefix("OVERVIEW: Run an exercise's tests on your code"))
    #expect(await Spoken(["--lang", "en", "check", "--help"], variables: chineseLocale) == english)
    #expect(await Spoken(["check", "--help", "--lang", "en"], variables: chineseLocale) == english)
  }

  @Test("A bad --lang is refused in the locale's language, with the top-level usage and exit 64")
  func badLanguage() async {
    let chinese = await Spoken(["check", "--lang", "fr"], variables: chineseLocale)
    #expect(chinese.status == 64)
    #expect(chinese.output.isEmpty)
    #expect(
      chinese.errors == """
        Error: '--lang <language>' 的值 'fr' 无效。请给出 'en'、'zh-Hans' 之一。
        Usage: workbook [<subcommand>]
          运行 'swift run workbook --help' 了解更多信息。

        """)
    let english = await Spoken(["check", "--lang", "fr"])
    #expect(english.status == 64)
    #expect(
      english.errors == """
        Error: The value 'fr' is invalid for '--lang <language>'. Please provide one of 'en' and 'zh-Hans'.
        Usage: workbook [<subcommand>]
          See 'swift run workbook --help' for more information.

        """)
  }

  @Test("Progress in Chinese: its labels padded by display width, its commands in English")
  func progress() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("{\"done\": [\"01\"]}", to: ExerciseStateStore.path)
    try await Language.$current.withValue(.simplifiedChinese) {
      let heading = try #require(ExerciseCatalog(root: fixture.root).exercise(named: "02")).heading
      let run = await Run([], in: fixture)
      #expect(run.status == 0)
      #expect(
        run.output.text == """
          TopMovies 练习册：2 个练习中已完成 1 个。

          当前练习：\(heading)（第 1 阶段）
            概念：   一个格式化器
            阅读：   Exercises/02-second/README.zh-Hans.md
            课程：   Stages/Stage1MVVM.zh-Hans.md
            修改：   Exercises/02-second/Sources/Describe.swift
            下一步： swift run workbook check 02
            或者：   swift run workbook watch 02   （每次保存都会重新检查）

          """)
    }
  }

  @Test("A pass in Chinese says the exercise is done, how far the learner is, and what to run next")
  func pass() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try await Language.$current.withValue(.simplifiedChinese) {
      let run = await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.passed]))
      let lines = run.output.text.split(separator: "\n").map(String.init)
      let catalog = try ExerciseCatalog(root: fixture.root)
      let (first, next) = try (
        #require(catalog.exercise(named: "01")), #require(catalog.exercise(named: "02"))
      )
      #expect(run.status == 0)
      #expect(lines.first == "正在检查 \(first.heading)")
      let last = Array(lines.suffix(5))
      #expect(
        last == [
          "练习 01 完成了：2 个练习中已完成 1 个。",
          "下一个：\(next.heading)",
          "先阅读 Exercises/02-second/README.zh-Hans.md，然后运行：",
          "  swift run workbook check 02",
          "  swift run workbook watch 02   （每次保存都会重新检查）",
        ])
    }
  }

  @Test(
    "A missing file of the learner's is named in Chinese, with the command that gets the stub back")
  func missingFile() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Exercises/01-first/Sources/Describe.swift"))
    let run = await Language.$current.withValue(.simplifiedChinese) {
      await Run(["check", "01"], in: fixture)
    }
    #expect(run.status == 1)
    #expect(
      run.errors.text
        == "Error: Exercises/01-first/Sources/Describe.swift 不见了。运行 'swift run workbook reset 01' 取回起始代码；它会先备份你的其他文件。\n"
    )
  }
}
