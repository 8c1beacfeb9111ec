import Entities
import Foundation
import TerminalKit
import TestSupport
import Testing
import TopMoviesApp
import Tracing

/// The lines of the last list a run drew: its header and one line a movie.
func lastList(_ result: RunResult) -> [String] {
  let lines = result.lines
  guard let start = lines.lastIndex(where: { $0.hasPrefix("Top ") }) else { return [] }
  return Array(lines[start...].prefix { !$0.hasPrefix(">") && !$0.isEmpty })
}

/// Every list a run drew, each as its header and one line a movie.
func lists(_ result: RunResult) -> [[String]] {
  // `lines` splits the whole output each time it is read: once here, not once for each line.
  let lines = result.lines
  return lines.indices.filter { lines[$0].hasPrefix("Top ") }.map { start in
    Array(lines[start...].prefix { !ActionEcho.isEcho($0) && !$0.isEmpty })
  }
}

/// The lines of the first detail screen a run drew: from the line after the echo of `tap` up to the next echo.
func firstDetail(_ result: RunResult) -> [String] {
  let lines = result.lines
  guard
    let start = lines.firstIndex(where: {
      $0.hasPrefix(ActionEcho.line(for: "tap")) || $0 == ActionEcho.line(for: "1")
    })
  else {
    return []
  }
  return Array(
    lines[(start + 1)...].prefix { !ActionEcho.isEcho($0) && !$0.hasPrefix("[trace]") })
}

@MainActor
@Suite(
  "One behaviour, four architectures: the same actions give the same content in every stage",
  .tags(.slow), .whenSlowTestsAreWanted)
struct BehaviourTests {
  static let script = [
    "--latency", "0", "--width", "70", "--script", "tap 1; back; tap 6; back; quit",
  ]

  @Test("every stage on a phone shows the same list, before and after a detail")
  func sameListEverywhere() async {
    let reference = lastList(await runInProcess(.stage1, Self.script))
    #expect(reference.filter { $0.contains("⭐️ ") }.count == 25)
    #expect(reference[1].contains("The Shawshank Redemption (1994)"))
    #expect(reference[1].hasSuffix("⭐️ 9.3"))
    for stage in [StageUnderTest.stage2Phone, .stage3A, .stage3B, .cleanSwiftA, .cleanSwiftB] {
      #expect(lastList(await runInProcess(stage, Self.script)) == reference, "\(stage)")
    }
  }

  @Test(
    "watch on The Godfather's screen marks it ✓ on the list after back, and the heading counts it",
    arguments: StageUnderTest.allCases)
  func watchMarksTheList(stage: StageUnderTest) async throws {
    let result = await runInProcess(
      stage, ["--latency", "0", "--width", "100", "--script", "tap 2; watch; back; quit"])
    let drawn = lists(result)
    try #require(drawn.count == 2)
    let godfather = { (list: [String]) in list.first { $0.contains("The Godfather (1972)") } ?? "" }
    #expect(drawn[0][0] == "Top 25 Movies · watchlist: 0")
    #expect(!godfather(drawn[0]).contains("✓"))
    #expect(drawn[1][0] == "Top 25 Movies · watchlist: 1")
    #expect(godfather(drawn[1]).contains("✓"))
    let marks: Int = drawn[1].filter { $0.contains("✓") }.count
    #expect(marks == 1 + (stage.isDesktop ? 1 : 0))
    #expect(result.output.contains("✓ On your watchlist. Type watch to take it off."))
  }

  @Test(
    "watch a second time takes the movie off again, and each detail says which",
    arguments: StageUnderTest.allCases)
  func watchTwiceUndoes(stage: StageUnderTest) async throws {
    let result = await runInProcess(
      stage,
      ["--latency", "0", "--width", "100", "--script", "tap 2; watch; watch; back; tap 2; quit"])
    let statuses = result.lines.filter {
      $0.contains("on your watchlist.") || $0.contains("On your watchlist.")
    }
    #expect(statuses.count == 4)
    #expect(statuses.map { $0.contains("✓") } == [false, true, false, false])
    #expect(lastList(result).first == "Top 25 Movies · watchlist: 0")
  }

  @Test("the same watch shows the same screens in every stage", arguments: StageUnderTest.allCases)
  func sameWatchEverywhere(stage: StageUnderTest) async {
    let script = [
      "--latency", "0", "--width", "70", "--script", "tap 3; watch; back; tap 5; watch; back; quit",
    ]
    let reference = await runInProcess(stage.isDesktop ? .stage2Desktop : .stage1, script)
    let result = await runInProcess(stage, script)
    #expect(lists(result) == lists(reference))
  }

  @Test("the desktop table shows the same titles and ratings as the phone list")
  func desktopShowsTheSameMovies() async throws {
    let result = await runInProcess(
      .stage2Desktop, ["--latency", "0", "--width", "200", "--script", "quit"])
    for movie in MovieCatalog.topMovies.map({ MoviePresentation(from: $0) }) {
      #expect(
        result.lines.contains { $0.contains(movie.displayTitle) && $0.contains(movie.ratingText) })
    }
  }

  @Test("the detail is the same in stages 1 and 2 and in variant A of stage 3")
  func sameDetailEverywhere() async {
    let reference = firstDetail(await runInProcess(.stage1, Self.script))
    #expect(reference.contains("The Shawshank Redemption (1994)"))
    #expect(reference.contains { $0.hasPrefix("Wrongly convicted") })
    for stage in [StageUnderTest.stage2Phone, .stage2Desktop, .stage3A, .cleanSwiftA] {
      #expect(firstDetail(await runInProcess(stage, Self.script)) == reference, "\(stage)")
    }
  }

  @Test("variant B shows the same film in its redesigned detail")
  func variantBShowsTheSameFilm() async {
    let detail = firstDetail(await runInProcess(.stage3B, Self.script))
    #expect(detail != firstDetail(await runInProcess(.stage3A, Self.script)))
    #expect(detail.contains { $0.contains("THE SHAWSHANK REDEMPTION") })
    #expect(detail.contains { $0.contains("肖申克的救赎") })
    #expect(detail.contains { $0.contains("9.3 / 10") })
    #expect(detail.contains { $0.contains("Wrongly convicted") })
  }

  @Test(
    "bad actions in a session are answered, and the session goes on",
    arguments: StageUnderTest.allCases)
  func badActionsAreAnswered(stage: StageUnderTest) async {
    let result = await runInProcess(
      stage, ["--latency", "0", "--script", "tap 99; tap x; dance; back; watch; 2; reload; quit"])
    #expect(result.status == 0)
    #expect(result.output.contains("There is no movie 99. Choose a number from 1 to 25."))
    #expect(result.output.contains("'x' is not a movie number."))
    #expect(result.output.contains("Unknown action 'dance'. Type help to see the actions."))
    #expect(result.output.contains("You are on the list already."))
    #expect(
      result.output.contains(
        "Open a movie first: watch works on a movie's screen, for example after tap 3."))
    #expect(
      result.output.contains("You are looking at a movie. Type back to return to the list first."))
    #expect(result.output.lowercased().contains("godfather"))
  }

  @Test(
    "a number too large for any list, bare or after tap, gets the answer tap 99 gets, on the list or on a movie",
    arguments: StageUnderTest.allCases)
  func hugeNumbers(stage: StageUnderTest) async {
    let huge = "99999999999999999999"
    let result = await runInProcess(
      stage,
      [
        "--latency", "0", "--script",
        "\(huge); tap \(huge); tap -9223372036854775808; tap 1; \(huge); quit",
      ])
    #expect(result.status == 0)
    let answers = result.lines.filter { $0.hasPrefix("There is no") || $0.hasPrefix("You are") }
    #expect(
      answers == [
        "There is no movie \(huge). Choose a number from 1 to 25.",
        "There is no movie \(huge). Choose a number from 1 to 25.",
        "There is no movie -9223372036854775808. Choose a number from 1 to 25.",
        "You are looking at a movie. Type back to return to the list first.",
      ])
  }

  @Test("a failed fetch shows an error, and reload recovers", arguments: StageUnderTest.allCases)
  func failureThenReload(stage: StageUnderTest) async {
    let result = await runInProcess(
      stage, ["--latency", "0", "--fail", "1", "--script", "tap 1; reload; quit"])
    #expect(
      result.output.contains(
        "Could not load the movies: the network is unreachable (a simulated failure)."))
    #expect(result.output.contains("There are no movies to open yet. Type reload to fetch them."))
    #expect(lastList(result).filter { $0.contains("⭐️") }.count == 25)
  }

  @Test(
    "no line is wider than the width, with CJK and emoji titles, but a trace line is never wrapped",
    arguments: StageUnderTest.allCases, [40, 57, 80, 131])
  func linesFitTheWidth(stage: StageUnderTest, width: Int) async throws {
    let file = try moviesFile(smallCatalogue)
    let script = "help; tap 1; watch; back; tap 2; back; tap 3; watch; back; tap 9; quit"
    let result = await runInProcess(
      stage,
      ["--latency", "0", "--trace", "--movies", file, "--width", String(width), "--script", script])
    #expect(result.status == 0)
    let (traces, screen) = (
      result.lines.filter { $0.hasPrefix(TraceEvent.prefix) },
      result.lines.filter { !$0.hasPrefix(TraceEvent.prefix) }
    )
    #expect(
      screen.allSatisfy { $0.displayWidth <= width }, "\(screen.filter { $0.displayWidth > width })"
    )
    // Every trace line reads back whole: none was cut in two.
    #expect(traces.allSatisfy { TraceEvent(line: $0) != nil })
    #expect(!screen.contains { $0.contains(" → ") })
  }

  @Test("help lists the actions")
  func help() async {
    let result = await runInProcess(.stage1, ["--latency", "0", "--script", "help; quit"])
    #expect(result.output.contains("  tap N  (or N) open the detail of movie N"))
  }

  @Test(
    "Actions typed through a Chinese input method work: tap ３ opens the third film, and ； separates actions",
    arguments: StageUnderTest.allCases)
  func fullwidthInput(stage: StageUnderTest) async {
    let typed = await runInProcess(stage, ["--latency", "0", "--script", "tap ３；quit"])
    let ascii = await runInProcess(stage, ["--latency", "0", "--script", "tap 3; quit"])
    #expect(typed.output.contains("The Dark Knight (2008)"))
    #expect(firstDetail(typed) == firstDetail(ascii))
  }
}
