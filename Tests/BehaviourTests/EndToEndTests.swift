import Foundation
import TestSupport
import Testing
import Tracing

/// End-to-end: the built executables, run as a user runs them, compared with their expected output.
@Suite("The built executables print what a user expects", .tags(.slow), .whenSlowTestsAreWanted)
struct EndToEndTests {
  static let script = ["--latency", "0", "--width", "50", "--script", "tap 2; watch; back; quit"]

  static func run(_ stage: StageUnderTest) async throws -> Outcome {
    try await runBuilt(
      stage.executable, stage.flags + ["--movies", try moviesFile(smallCatalogue)] + script)
  }

  @Test(
    "each stage prints the list, the detail before and after watch, and the list with its ✓, as expected",
    arguments: [StageUnderTest.stage1, .stage2Desktop, .stage3B])
  func transcript(stage: StageUnderTest) async throws {
    let result = try await Self.run(stage)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == Self.transcripts[stage])
  }

  @Test(
    "A learner whose LANG is zh_CN.UTF-8 reads Chinese, with the Chinese titles; --lang en gives English back"
  )
  func learnersLocale() async throws {
    let chinese = ["LANG": "zh_CN.UTF-8"]
    let arguments = ["--latency", "0", "--width", "60", "--script", "tap 1; quit"]
    let zh = try await runBuilt("Stage1MVVM", arguments, environment: chinese)
    #expect(zh.status == 0)
    #expect(
      Array(zh.outputLines.prefix(3)) == [
        "正在加载高分电影…", "高分电影 Top 25 · 待看清单：0",
        "  1  肖申克的救赎 (1994)                              ⭐️ 9.3",
      ])
    let en = try await runBuilt("Stage1MVVM", ["--lang", "en"] + arguments, environment: chinese)
    #expect(en.status == 0)
    #expect(
      Array(en.outputLines.prefix(3)) == [
        "Loading the top movies…", "Top 25 Movies · watchlist: 0",
        "  1  The Shawshank Redemption (1994)                  ⭐️ 9.3",
      ])
  }

  @Test(
    "Stage3CleanSwift prints exactly what Stage3VIPER prints, in both variants and on both platforms"
  )
  func cleanSwiftMatchesVIPER() async throws {
    for flags in [
      ["--variant", "A"], ["--variant", "B"], ["--platform", "desktop", "--variant", "B"],
    ] {
      let arguments = flags + ["--movies", try moviesFile(smallCatalogue)] + Self.script
      let viper = try await runBuilt("Stage3VIPER", arguments)
      let cleanSwift = try await runBuilt("Stage3CleanSwift", arguments)
      #expect(cleanSwift.status == 0, "\(cleanSwift.errors)")
      #expect(cleanSwift.output == viper.output, "\(flags)")
    }
  }

  /// What each stage prints for `script`, with `smallCatalogue`.
  static let transcripts: [StageUnderTest: String] = [
    .stage1: """
    Loading the top movies…
    Top 3 Movies · watchlist: 0
     1  The Shawshank Redemption (1994)         ⭐️ 9.3
     2  霸王别姬 (1993)                         ⭐️ 8.1
     3  Up ⭐️ (2009)                            ⭐️ 8.3
    topmovies> tap 2
    ──────────────────────────────────────────────────
    霸王别姬 (1993)
    ⭐️ 8.1  霸王别姬
    ──────────────────────────────────────────────────
    两个京剧演员半个世纪的友谊与命运，从北平的戏班一直
    到文化大革命。
    ──────────────────────────────────────────────────
    Not on your watchlist. Type watch to add it.
    Type back to return to the list.
    topmovies> watch
    ──────────────────────────────────────────────────
    霸王别姬 (1993)
    ⭐️ 8.1  霸王别姬
    ──────────────────────────────────────────────────
    两个京剧演员半个世纪的友谊与命运，从北平的戏班一直
    到文化大革命。
    ──────────────────────────────────────────────────
    ✓ On your watchlist. Type watch to take it off.
    Type back to return to the list.
    topmovies> back
    Top 3 Movies · watchlist: 1
     1  The Shawshank Redemption (1994)         ⭐️ 9.3
     2  霸王别姬 (1993)                       ✓ ⭐️ 8.1
     3  Up ⭐️ (2009)                            ⭐️ 8.3
    topmovies> quit
    """ + "\n",
    .stage2Desktop: """
    Loading the top movies…
    Top 3 Movies · watchlist: 0
    ┌───┬───────────────────────────────┬────────┬───┐
    │ # │ Movie                         │ Rating │ ✓ │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 1 │ The Shawshank Redemption      │ ⭐️ 9.3 │   │
    │   │ (1994)                        │        │   │
    │   │ A banker serves a life        │        │   │
    │   │ sentence for murders he did   │        │   │
    │   │ not commit, and holds on to   │        │   │
    │   │ h...                          │        │   │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 2 │ 霸王别姬 (1993)               │ ⭐️ 8.1 │   │
    │   │ 两个京剧演员半个世纪的友谊与  │        │   │
    │   │ 命运，从北平的戏班一直到文化  │        │   │
    │   │ 大革命。                      │        │   │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 3 │ Up ⭐️ (2009)                  │ ⭐️ 8.3 │   │
    │   │ Short.                        │        │   │
    └───┴───────────────────────────────┴────────┴───┘
    topmovies> tap 2
    ──────────────────────────────────────────────────
    霸王别姬 (1993)
    ⭐️ 8.1  霸王别姬
    ──────────────────────────────────────────────────
    两个京剧演员半个世纪的友谊与命运，从北平的戏班一直
    到文化大革命。
    ──────────────────────────────────────────────────
    Not on your watchlist. Type watch to add it.
    Type back to return to the list.
    topmovies> watch
    ──────────────────────────────────────────────────
    霸王别姬 (1993)
    ⭐️ 8.1  霸王别姬
    ──────────────────────────────────────────────────
    两个京剧演员半个世纪的友谊与命运，从北平的戏班一直
    到文化大革命。
    ──────────────────────────────────────────────────
    ✓ On your watchlist. Type watch to take it off.
    Type back to return to the list.
    topmovies> back
    Top 3 Movies · watchlist: 1
    ┌───┬───────────────────────────────┬────────┬───┐
    │ # │ Movie                         │ Rating │ ✓ │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 1 │ The Shawshank Redemption      │ ⭐️ 9.3 │   │
    │   │ (1994)                        │        │   │
    │   │ A banker serves a life        │        │   │
    │   │ sentence for murders he did   │        │   │
    │   │ not commit, and holds on to   │        │   │
    │   │ h...                          │        │   │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 2 │ 霸王别姬 (1993)               │ ⭐️ 8.1 │ ✓ │
    │   │ 两个京剧演员半个世纪的友谊与  │        │   │
    │   │ 命运，从北平的戏班一直到文化  │        │   │
    │   │ 大革命。                      │        │   │
    ├───┼───────────────────────────────┼────────┼───┤
    │ 3 │ Up ⭐️ (2009)                  │ ⭐️ 8.3 │   │
    │   │ Short.                        │        │   │
    └───┴───────────────────────────────┴────────┴───┘
    topmovies> quit
    """ + "\n",
    .stage3B: """
    Detail design: variant B, because --variant B was
    given.
    Loading the top movies…
    Top 3 Movies · watchlist: 0
     1  The Shawshank Redemption (1994)         ⭐️ 9.3
     2  霸王别姬 (1993)                         ⭐️ 8.1
     3  Up ⭐️ (2009)                            ⭐️ 8.3
    topmovies> tap 2
    ╭─ Now showing ──────────────────────────────────╮
    │ 霸王别姬 (1993)                                │
    │ 霸王别姬                                       │
    │ ★★★★★★★★☆☆  8.1 / 10                           │
    ├────────────────────────────────────────────────┤
    │ 两个京剧演员半个世纪的友谊与命运，从北平的戏班 │
    │ 一直到文化大革命。                             │
    ├────────────────────────────────────────────────┤
    │ Not on your watchlist. Type watch to add it.   │
    ╰────────────────────────────────────────────────╯
    ← back: return to the list
    topmovies> watch
    ╭─ Now showing ──────────────────────────────────╮
    │ 霸王别姬 (1993)                                │
    │ 霸王别姬                                       │
    │ ★★★★★★★★☆☆  8.1 / 10                           │
    ├────────────────────────────────────────────────┤
    │ 两个京剧演员半个世纪的友谊与命运，从北平的戏班 │
    │ 一直到文化大革命。                             │
    ├────────────────────────────────────────────────┤
    │ ✓ On your watchlist. Type watch to take it     │
    │ off.                                           │
    ╰────────────────────────────────────────────────╯
    ← back: return to the list
    topmovies> back
    Top 3 Movies · watchlist: 1
     1  The Shawshank Redemption (1994)         ⭐️ 9.3
     2  霸王别姬 (1993)                       ✓ ⭐️ 8.1
     3  Up ⭐️ (2009)                            ⭐️ 8.3
    topmovies> quit
    """ + "\n",
  ]

  @Test(
    "a bad command line gives one Error line, the usage and exit code 64, and no crash",
    arguments: [
      (
        ["--latency", "-1"],
        "Error: The value '-1' is invalid for '--latency <seconds>': give a number of seconds from 0 to 3600."
      ),
      (["--bogus"], "Error: Unknown option '--bogus'"),
      (["--width"], "Error: Missing value for '--width <columns>'"),
      (["--platform", "tv"], "Error: Unknown option '--platform'"),
    ])
  func badFlags(arguments: [String], message: String) async throws {
    let result = try await runBuilt("Stage1MVVM", arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    let errorLines: [String] = result.errors.split(separator: "\n").map(String.init)
    #expect(
      errorLines == [
        message,
        "Usage: Stage1MVVM [--script <actions>] [--latency <seconds>] [--fail <count>]",
        "       [--trace] [--movies <file>] [--width <columns>]",
        "  See 'swift run Stage1MVVM --help' for more information.",
      ])
  }

  @Test(
    "each stage checks its own options the same way",
    arguments: [
      (
        "Stage2Presenter", ["--platform", "tv"],
        "Error: The value 'tv' is invalid for '--platform <platform>'. Please provide one of 'phone' and 'desktop'."
      ),
      (
        "Stage3VIPER", ["--variant", "C"],
        "Error: The value 'C' is invalid for '--variant <variant>'. Please provide one of 'A' and 'B'."
      ),
      (
        "Stage3VIPER", ["--user", " "],
        "Error: The value ' ' is invalid for '--user <id>': give a user id that is not blank."
      ),
      (
        "Stage3CleanSwift", ["--variant", "C"],
        "Error: The value 'C' is invalid for '--variant <variant>'. Please provide one of 'A' and 'B'."
      ),
      (
        "Stage3CleanSwift", ["--user", ""],
        "Error: The value '' is invalid for '--user <id>': give a user id that is not blank."
      ),
    ])
  func badStageFlags(executable: String, arguments: [String], message: String) async throws {
    let result = try await runBuilt(executable, arguments + ["--latency", "0", "--script", "quit"])
    #expect(result.status == 64)
    #expect(result.errors.hasPrefix(message + "\nUsage: \(executable) "))
  }

  @Test(
    "a movies file that cannot be used gives one line naming it, exit code 1, and no crash",
    arguments: [
      "/nonexistent", "malformed",
    ])
  func badMoviesFile(path: String) async throws {
    let file = path == "malformed" ? try moviesFile(#"[{"id": "tt1", "title": "T"]"#) : path
    let result = try await runBuilt(
      "Stage3VIPER", ["--movies", file, "--latency", "0", "--script", "quit"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Error: Cannot load '\(file)': ") == true)
  }

  @Test(
    "--help documents every option and exits 0",
    arguments: TestedStage.all.map(\.product))
  func help(executable: String) async throws {
    let result = try await runBuilt(executable, ["--help"])
    #expect(result.status == 0)
    for option in ["--script", "--latency", "--fail", "--trace", "--movies", "--width", "--help"] {
      #expect(result.output.contains(option))
    }
    // The stage's own options, and only those: stage 1 has no desktop View, and only the stage 3s an A/B test.
    let own = TestedStage(executable)?.options.map(\.name) ?? []
    for option in ["--platform", "--variant", "--user"] {
      #expect(result.output.contains(option) == own.contains(option), "\(option)")
    }
    #expect(result.output.contains("watch"))
  }

  @Test("--user 42 gets the same variant in every run, and says why")
  func userBucketIsStableAcrossRuns() async throws {
    var runs: [Outcome] = []
    for _ in 1...3 {
      runs.append(
        try await runBuilt(
          "Stage3VIPER", ["--user", "42", "--width", "120", "--latency", "0", "--script", "quit"]))
    }
    let firstLines = runs.map { $0.output.split(separator: "\n").first.map(String.init) }
    #expect(Set(firstLines).count == 1)
    #expect(
      firstLines[0]
        == "Detail design: variant B, because user 42 is in bucket 91 (A is 0-49, B is 50-99).")
  }

  @Test(
    "with --trace, stage 1 shows only View and ViewModel, and a tap in stage 3 goes View → Presenter → Router"
  )
  func traces() async throws {
    let arguments = ["--trace", "--latency", "0", "--script", "tap 1; back; quit"]
    let stage1 = try await runBuilt("Stage1MVVM", arguments).output
    #expect(stage1.contains("[trace] View → ViewModel: fetchMovies()"))
    #expect(stage1.contains("[trace] ViewModel → View: viewModelDidUpdate(_:)"))
    #expect(!stage1.contains("Presenter") && !stage1.contains("Router"))
    let stage3 = try await runBuilt("Stage3VIPER", arguments).output
    let tap = stage3.split(separator: "\n").filter { $0.hasPrefix("[trace]") }.drop {
      !$0.contains("User → View: didTapOnMovie")
    }
    #expect(
      Array(tap.prefix(4)) == [
        "[trace] User → View: didTapOnMovie(at: 0)",
        "[trace] View → Presenter: didTapOnMovie(at: 0)",
        "[trace] Presenter → Router: showDetailView(for: The Shawshank Redemption)",
        "[trace] Router → View: present(MovieDetailViewController)",
      ])
  }

  @Test(
    "with --trace, watch in stage 3 crosses from the detail module to the list module, naming both"
  )
  func watchCrossesModules() async throws {
    let arguments = ["--trace", "--latency", "0", "--script", "tap 2; watch; quit"]
    let lines = try await runBuilt("Stage3VIPER", arguments).output.split(separator: "\n")
    let watch = lines.drop { $0 != "topmovies> watch" }.dropFirst().filter {
      $0.hasPrefix("[trace]")
    }
    #expect(
      Array(watch) == [
        "[trace] User → Detail View: didTapOnWatch()",
        "[trace] Detail View → Detail Presenter: didTapOnWatch()",
        "[trace] Detail Presenter → List Presenter: movieDetailDidChangeWatchlist(movieID: tt0068646, isOnWatchlist: true)",
        "[trace] Presenter → Interactor: updateWatchlist(movieID: tt0068646, isOnWatchlist: true)",
        "[trace] Interactor → Presenter: interactorDidUpdate(_:)",
        "[trace] Presenter → View: updateWithMoviePresentations(_:)",
        "[trace] Detail Presenter → Detail View: showWatchlistStatus(true)",
      ])
  }

  @Test(
    "with --trace, a tap in Clean Swift goes one way, View → Interactor → Presenter → View → Router"
  )
  func cleanSwiftCycleGoesOneWay() async throws {
    let arguments = [
      "--trace", "--latency", "0", "--script", "reload; tap 1; tap 2; watch; back; quit",
    ]
    let output = try await runBuilt("Stage3CleanSwift", arguments).output
    let tap = output.split(separator: "\n").filter { $0.hasPrefix("[trace]") }.drop {
      !$0.contains("User → View: didTapOnMovie")
    }
    #expect(
      Array(tap.prefix(6)) == [
        "[trace] User → View: didTapOnMovie(at: 0)",
        "[trace] View → Interactor: selectMovie(request:)",
        "[trace] Interactor → Presenter: presentSelectedMovie(response:)",
        "[trace] Presenter → View: displaySelectedMovie(viewModel:)",
        "[trace] View → Router: routeToMovieDetail()",
        "[trace] Router → View: present(MovieDetailViewController)",
      ])
    // No Presenter ever receives a user action: only the Interactor sends it anything.
    let toPresenter = output.split(separator: "\n").compactMap { TraceEvent(line: $0) }.filter {
      $0.receiver.outsideListModule == .presenter
    }
    #expect(!toPresenter.isEmpty)
    #expect(toPresenter.allSatisfy { $0.sender == .interactor })
  }

  @Test(
    "piped standard input works one action a line, each echoed after the prompt, no prompt alone")
  func pipedInput() throws {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("Stage1MVVM")
    // Its own language, as every test that runs a stage has, whatever the locale of the tests.
    process.arguments = ["--latency", "0", "--lang", "en"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data("tap 1\nback\nquit\n".utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(text.contains("Wrongly convicted"))
    let echoes: [String] = lines(of: text).filter(ActionEcho.isEcho)
    #expect(echoes == ["topmovies> tap 1", "topmovies> back", "topmovies> quit"])
    #expect(text.components(separatedBy: ActionEcho.prompt).count == 4)
  }
}
