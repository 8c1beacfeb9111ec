import Entities
import TerminalKit
import Testing

/// Every stage in Simplified Chinese: chosen by `--lang`, else by the locale's variables, with the Chinese
/// titles on the list and every layout still aligned by display width.
@MainActor @Suite("The stages speak the learner's language") struct LanguageTests {
  static let width = 72

  /// One run of each stage, in Chinese: the list, a movie's detail after `watch`, and the list again.
  @Test(
    "With --lang zh-Hans, every stage shows the Chinese titles, the English one under a detail's, and lines aligned by display width",
    arguments: StageUnderTest.allCases)
  func chinese(stage: StageUnderTest) async {
    let run = await runInProcess(
      stage,
      [
        "--lang", "zh-Hans", "--latency", "0", "--width", "\(Self.width)", "--script",
        "tap 1; watch; back; quit",
      ])
    #expect(run.status == 0)
    // The list: a Chinese heading and the Chinese titles, no English.
    let list = run.lines.prefix { $0 != "topmovies> tap 1" }
    #expect(list.contains("高分电影 Top 25 · 待看清单：0"))
    #expect(list.contains { $0.contains("肖申克的救赎 (1994)") })
    #expect(
      !list.contains { $0.contains("The Shawshank Redemption") || $0.contains("Top 25 Movies") })
    // The detail: the Chinese title with the year, and the English title under it.
    let detail = run.lines.drop { $0 != "topmovies> tap 1" }.prefix { $0 != "topmovies> back" }
    #expect(detail.contains { $0.contains("肖申克的救赎 (1994)") })
    #expect(detail.contains { $0.contains("The Shawshank Redemption") })
    #expect(detail.contains { $0.contains("✓ 已在你的待看清单中。输入 watch 将它移出。") })
    // Every line fits the width, and the desktop's table lines are all as wide as each other.
    for line in run.lines {
      #expect(line.displayWidth <= Self.width, "too wide: \(line)")
    }
    if stage.isDesktop {
      let table = run.lines.filter { ["┌", "│", "├", "└"].contains($0.first) }
      #expect(!table.isEmpty)
      #expect(Set(table.map(\.displayWidth)).count == 1, "\(table)")
    }
  }

  /// `text` without white space and box edges: a synopsis wrapped across lines, or in a box, reads as one.
  static func squeezed(_ text: some StringProtocol) -> String {
    String(text.filter { !$0.isWhitespace && $0 != "│" })
  }

  @Test(
    "A detail screen shows the film's Chinese synopsis in Chinese and its English one in English, and so does the desktop's table",
    arguments: StageUnderTest.allCases)
  func synopsisInTheReadersLanguage(stage: StageUnderTest) async throws {
    let film = try #require(MovieCatalog.topMovies.first)
    let languages = [
      ("zh-Hans", film.chineseSummary, film.summary), ("en", film.summary, film.chineseSummary),
    ]
    for (language, shown, other) in languages {
      let run = await runInProcess(
        stage,
        [
          "--lang", language, "--latency", "0", "--width", "\(Self.width)", "--script",
          "tap 1; quit",
        ])
      #expect(run.status == 0)
      let detail = Self.squeezed(run.lines.drop { $0 != "topmovies> tap 1" }.joined())
      #expect(detail.contains(Self.squeezed(shown)), "--lang \(language)")
      #expect(!detail.contains(Self.squeezed(other.prefix(12))), "--lang \(language)")
      // The desktop's table shows the start of the synopsis under each title.
      if stage.isDesktop {
        let list = run.lines.prefix { $0 != "topmovies> tap 1" }
        #expect(list.contains { $0.contains(shown.prefix(8)) }, "--lang \(language)")
        #expect(!list.contains { $0.contains(other.prefix(8)) }, "--lang \(language)")
      }
    }
  }

  @Test("The first of LC_ALL, LC_MESSAGES and LANG that is set and not empty decides the language")
  func localeVariables() async {
    let cases: [([String: String], String)] = [
      (["LANG": "zh_CN.UTF-8"], "肖申克的救赎 (1994)"),
      (["LC_MESSAGES": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"], "肖申克的救赎 (1994)"),
      (["LC_ALL": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"], "The Shawshank Redemption (1994)"),
      (["LC_ALL": "", "LANG": "zh_CN.UTF-8"], "肖申克的救赎 (1994)"),
      (["LANG": "C"], "The Shawshank Redemption (1994)"),
      ([:], "The Shawshank Redemption (1994)"),
    ]
    for (variables, title) in cases {
      let run = await runInProcess(
        .stage1, ["--latency", "0", "--script", "quit"], environment: variables)
      #expect(run.output.contains(title), "\(variables)")
    }
  }

  @Test("--lang beats the locale, wherever it stands on the command line, and the last one wins")
  func langBeatsLocale() async {
    let chinese = ["LANG": "zh_CN.UTF-8"]
    for arguments in [
      ["--lang", "en", "--latency", "0", "--script", "quit"],
      ["--latency", "0", "--script", "quit", "--lang=en"],
      ["--lang", "zh-Hans", "--latency", "0", "--lang", "en", "--script", "quit"],
    ] {
      let run = await runInProcess(.stage1, arguments, environment: chinese)
      #expect(run.lines.contains("Top 25 Movies · watchlist: 0"), "\(arguments)")
    }
  }

  @Test(
    "A bad --lang is refused in the locale's language, with swift-argument-parser's shape and exit code 64"
  )
  func badLang() async {
    let run = await runInProcess(
      .stage1, ["--lang", "fr"], environment: ["LANG": "zh_CN.UTF-8"])
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(
      run.errors == """
        错误：'--lang <language>' 的值 'fr' 无效。请给出 'en'、'zh-Hans' 之一。
        用法： Stage1MVVM [--script <actions>] [--latency <seconds>] [--fail <count>]
               [--trace] [--movies <file>] [--width <columns>]
          运行 'swift run Stage1MVVM --help' 了解更多信息。

        """)
    let missing = await runInProcess(.stage1, ["--script", "quit", "--lang"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("Error: Missing value for '--lang <language>'\n"))
  }

  @Test(
    "In Chinese, --help translates its sentences and its headings, and keeps the options' names")
  func chineseHelp() async {
    let run = await runInProcess(.stage3A, ["--lang", "zh-Hans", "--help"])
    #expect(run.status == 0)
    #expect(
      Array(run.lines.prefix(2)) == [
        "概述：TopMovies，第 3 阶段：VIPER（每种详情页设计一个 Router，由 A/B 测试选",
        "      择）。",
      ])
    #expect(run.lines.contains("  --latency <seconds>      模拟的网络延迟（默认 1.5；0 表示没有延迟）。"))
    #expect(
      run.lines.contains(
        "  --lang <language>        使用的语言：en 或 zh-Hans（默认由 LC_ALL、LC_MESSAGES"))
    #expect(run.lines.contains("                           或 LANG 决定）。"))
    #expect(run.lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(run.lines.contains("  -h, --help               显示帮助信息。"))
    #expect(run.lines.contains("  tap N（或 N） 打开第 N 部电影的详情页"))
  }

  @Test("In Chinese, a line that is not an action, or cannot be done here, is answered in Chinese")
  func chineseRefusals() async {
    let run = await runInProcess(
      .stage2Phone,
      [
        "--lang", "zh-Hans", "--latency", "0", "--width", "100", "--script",
        "fly; tap 99; back; watch; quit",
      ])
    #expect(run.lines.contains("未知的操作 'fly'。输入 help 查看所有操作。"))
    #expect(run.lines.contains("没有第 99 部电影。请选择 1 到 25 之间的编号。"))
    #expect(run.lines.contains("你已经在列表页了。"))
    #expect(run.lines.contains("请先打开一部电影：watch 只在电影的详情页上有效，例如先输入 tap 3。"))
  }

  @Test("In Chinese, a failed fetch, the A/B line and a bad --movies file are told in Chinese")
  func chineseErrors() async {
    let failed = await runInProcess(
      .stage3B,
      ["--lang", "zh-Hans", "--latency", "0", "--fail", "1", "--width", "100", "--script", "quit"])
    #expect(failed.lines.first == "详情页设计：方案 B，因为给出了 --variant B。")
    #expect(failed.lines.contains("无法加载电影：网络不可用（模拟的故障）。输入 reload 重试。"))
    let missing = await runInProcess(.stage1, ["--lang", "zh-Hans", "--movies", "/no/such.json"])
    #expect(missing.status == 1)
    #expect(missing.errors == "错误：无法加载 '/no/such.json'：没有这个文件。\n")
  }
}
