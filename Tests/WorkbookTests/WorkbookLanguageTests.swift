import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing
import WorkbookStageCommands

@testable import WorkbookCommandLine
@testable import WorkbookExercises

/// A shell whose locale asks for Simplified Chinese.
private let chineseLocale = ["LANG": "zh_CN.UTF-8"]

/// The language `workbook` speaks: chosen by `--lang` anywhere on the command line, else by the locale; in
/// Chinese, its sentences in Chinese, its commands, option names and swift-argument-parser's keywords in
/// English. What it says in each language is tested with what it does (`WorkbookCommandTests`,
/// `ExerciseCommandTests`).
@MainActor @Suite("workbook speaks the language that --lang or the locale asks for")
struct WorkbookLanguageTests {
  @Test(
    "Every abstract in the top-level help starts in one column, by display width, in both languages"
  )
  func helpColumns() async throws {
    for arguments in [["--help"], ["--help", "--lang", "zh-Hans"]] {
      let lines = await Spoken(arguments).output.components(separatedBy: "\n")
      let first = try #require(lines.firstIndex { $0 == "SUBCOMMANDS:" || $0 == "子命令：" }) + 1
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
    #expect(fromLocale.output.hasPrefix("概述：TopMovies 练习册："))
  }

  @Test("A subcommand's --help is Chinese: its abstract, its option and its epilogue")
  func subcommandHelp() async {
    let run = await Spoken(["diff", "--help"], variables: chineseLocale)
    #expect(run.status == 0)
    #expect(
      run.output == """
        概述：对比两个阶段的代码改动。

        用法： workbook diff <from> <to> [--all]

        选项：
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
    "A usage error is one Chinese sentence, between swift-argument-parser's Error:, Usage: and See '… --help' in Chinese, exit 64"
  )
  func usageError() async {
    let missingStages = await Spoken(["diff", "2", "--lang", "zh-Hans"])
    #expect(missingStages.status == 64)
    #expect(missingStages.output.isEmpty)
    #expect(
      missingStages.errors == """
        错误：缺少要对比的阶段：请给出两个阶段，例如 swift run workbook diff 2 3
        用法： workbook diff <from> <to> [--all]
          运行 'swift run workbook diff --help' 了解更多信息。

        """)
    let missingID = await Spoken(["open"], variables: chineseLocale)
    #expect(missingID.status == 64)
    #expect(
      missingID.errors == """
        错误：缺少必需的参数 '<id>'。
        用法： workbook open <id>
          运行 'swift run workbook open --help' 了解更多信息。

        """)
  }

  @Test("An unknown top-level option suggests --lang or --help, in the learner's language")
  func unknownOption() async {
    let english = await Spoken(["--latncy"])
    let chinese = await Spoken(["--latncy"], variables: chineseLocale)
    #expect(english.status == 64 && chinese.status == 64)
    #expect(english.errors.hasPrefix("Error: Unknown option '--latncy'. Did you mean '--lang'?\n"))
    #expect(chinese.errors.hasPrefix("错误：未知的选项 '--latncy'。你是想输入 '--lang' 吗？\n"))
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
    #expect(before.errors.hasPrefix("错误：缺少要对比的阶段"))
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
        错误：'--lang <language>' 的值 'fr' 无效。请给出 'en'、'zh-Hans' 之一。
        用法： workbook [<subcommand>]
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
}
