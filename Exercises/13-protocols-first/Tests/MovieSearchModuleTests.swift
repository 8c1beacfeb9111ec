import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise13

// The tests drive the search module only from outside, as the README fixes it: they build it with
// `MovieSearchModule.build(service:output:)`, type into the screen and tap it through `MovieSearchScreen`, and
// read what it prints. Any design of the roles inside passes, as long as the screen behaves.

private let prompt = "Type part of a title to search the films."

/// `query`'s rows as the screen must print them, heading first.
private let godRows = [
  "1. The Godfather (1972)  ⭐️ 9.2",
  "2. The Godfather Part II (1974)  ⭐️ 9.0",
  "3. City of God (2002)  ⭐️ 8.6",
]

/// A search, and the lines the screen must print after it.
struct Search: Sendable, CustomTestStringConvertible {
  let query: String
  let lines: [String]

  var testDescription: String { "\"\(query)\"" }
}

private let searches = [
  Search(query: "god", lines: ["3 films match \"god\":"] + godRows),
  Search(query: "  GOD ", lines: ["3 films match \"GOD\":"] + godRows),
  Search(
    query: "教父",
    lines: [
      "2 films match \"教父\":", "1. The Godfather (1972)  ⭐️ 9.2",
      "2. The Godfather Part II (1974)  ⭐️ 9.0",
    ]),
  Search(
    query: "ring",
    lines: [
      "3 films match \"ring\":",
      "1. The Lord of the Rings: The Return of the King (2003)  ⭐️ 9.0",
      "2. The Lord of the Rings: The Fellowship of the Ring (2001)  ⭐️ 8.9",
      "3. The Lord of the Rings: The Two Towers (2002)  ⭐️ 8.8",
    ]),
  Search(
    query: "Inception", lines: ["1 film matches \"Inception\":", "1. Inception (2010)  ⭐️ 8.8"]),
]

/// Expects `sut` to draw `lines`, and to have printed them last: each change is drawn again at once. Says
/// whether it does.
@MainActor @discardableResult private func expectScreen(
  _ sut: ViewController, shows lines: [String], on stage: Stage,
  sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
  let drawn = sut.draw()
  #expect(drawn == lines, "what the search screen draws", sourceLocation: sourceLocation)
  guard drawn == lines else { return false }
  let printed = stage.printed.text.split(separator: "\n", omittingEmptySubsequences: false)
    .dropLast().suffix(lines.count).map(String.init)
  #expect(
    printed == lines,
    "the screen draws the right lines, but did not print them after the change: draw it again",
    sourceLocation: sourceLocation)
  return printed == lines
}

@MainActor @Suite("The search screen: what it prints for each search")
struct SearchScreenTests {
  @Test("Once shown, the search screen prints the prompt, and asks the service nothing yet")
  func showsThePrompt() async {
    await Language.$current.withValue(.english) {
      // Given
      let service = MockMovieService()
      let sut = MovieSearchModule.build(service: service, output: MockSearchOutput())
      let stage = Stage()

      // When
      await stage.present(sut)

      // Then
      guard expectScreen(sut, shows: [prompt], on: stage) else { return }
      #expect(await service.fetchCount == 0, "the screen asked the service before any search")
    }
  }

  @Test(
    "A search lists, numbered in the service's order, the films whose English or Chinese title holds the query, in any case",
    arguments: searches)
  func listsTheMatchingFilms(search: Search) async {
    await Language.$current.withValue(.english) {
      // Given
      let service = MockMovieService()
      let sut = MovieSearchModule.build(service: service, output: MockSearchOutput())
      let stage = Stage()
      await stage.present(sut)

      // When
      await sut.didSearch(for: search.query)

      // Then
      guard expectScreen(sut, shows: search.lines, on: stage) else { return }
      #expect(await service.fetchCount == 1, "one search did not ask the service exactly once")
    }
  }

  @Test("A search that no title matches says so, quoting the query")
  func noMatch() async {
    await Language.$current.withValue(.english) {
      // Given
      let sut = MovieSearchModule.build(service: MockMovieService(), output: MockSearchOutput())
      let stage = Stage()
      await stage.present(sut)
      await sut.didSearch(for: "god")

      // When
      await sut.didSearch(for: "Zorro ")

      // Then
      expectScreen(sut, shows: ["No film matches \"Zorro\"."], on: stage)
    }
  }

  @Test("A blank query asks the service nothing, and shows the prompt again instead of the rows")
  func blankQuery() async throws {
    try await Language.$current.withValue(.english) {
      // Given: the screen shows three rows.
      let service = MockMovieService()
      let output = MockSearchOutput()
      let sut = MovieSearchModule.build(service: service, output: output)
      let stage = Stage()
      await stage.present(sut)
      await sut.didSearch(for: "god")
      try #require(sut.draw().count == 4, "a search for \"god\" does not list its three films")

      // When: the user searches for spaces only (one of them from a Chinese input method), then taps.
      await sut.didSearch(for: " \u{3000} ")
      await sut.didTapOnResult(at: 0)

      // Then
      expectScreen(sut, shows: [prompt], on: stage)
      #expect(await service.fetchCount == 1, "a blank query asked the service")
      #expect(output.pickedMovieIDs.isEmpty, "a tap picked a row that the screen no longer shows")
    }
  }

  @Test(
    "A failed search says why and shows no row; a tap then picks nothing, and the next search asks again"
  )
  func failedSearch() async throws {
    try await Language.$current.withValue(.english) {
      // Given: the screen shows three rows.
      let service = MockMovieService()
      let output = MockSearchOutput()
      let sut = MovieSearchModule.build(service: service, output: output)
      let stage = Stage()
      await stage.present(sut)
      await sut.didSearch(for: "god")
      try #require(sut.draw().count == 4, "a search for \"god\" does not list its three films")

      // When: the next search fails, and the user taps the first row.
      await service.failNextFetch()
      await sut.didSearch(for: "god")
      await sut.didTapOnResult(at: 0)

      // Then
      expectScreen(
        sut,
        shows: ["Could not search the films: the test's network is down. Search again to retry."],
        on: stage)
      #expect(output.pickedMovieIDs.isEmpty, "a tap picked a film that the screen no longer shows")
      #expect(stage.list.presentedViewController === sut, "a tap on no row closed the search")

      // When: the user searches again.
      await sut.didSearch(for: "god")

      // Then
      expectScreen(sut, shows: ["3 films match \"god\":"] + godRows, on: stage)
      #expect(
        await service.fetchCount == 3, "three searches did not ask the service exactly three times")
    }
  }

  @Test("In Chinese, every sentence is Chinese and the rows show the Chinese titles")
  func inChinese() async {
    await Language.$current.withValue(.simplifiedChinese) {
      // Given
      let service = MockMovieService()
      let sut = MovieSearchModule.build(service: service, output: MockSearchOutput())
      let stage = Stage()

      // When, then: each step only once the one before shows what it should.
      await stage.present(sut)
      guard expectScreen(sut, shows: ["输入片名的一部分，搜索电影。"], on: stage) else { return }

      await sut.didSearch(for: "七")
      let seven = ["有 2 部电影的片名含有“七”：", "1. 七宗罪 (1995)  ⭐️ 8.6", "2. 七武士 (1954)  ⭐️ 8.6"]
      guard expectScreen(sut, shows: seven, on: stage) else { return }

      await sut.didSearch(for: "Matrix")
      let matrix = ["有 1 部电影的片名含有“Matrix”：", "1. 黑客帝国 (1999)  ⭐️ 8.7"]
      guard expectScreen(sut, shows: matrix, on: stage) else { return }

      await sut.didSearch(for: "xyz")
      guard expectScreen(sut, shows: ["没有电影的片名含有“xyz”。"], on: stage) else { return }

      await service.failNextFetch()
      await sut.didSearch(for: "七")
      expectScreen(sut, shows: ["无法搜索电影：the test's network is down。再搜索一次即可重试。"], on: stage)
    }
  }
}

@MainActor @Suite("A tap on a row: the search closes, then its output hears the film")
struct PickTests {
  @Test(
    "Tapping a row closes the search, and only then tells the output the film on that row",
    arguments: [("god", 2, "tt0317248"), ("ring", 0, "tt0167260"), ("教父", 1, "tt0071562")])
  func tapPicksTheFilm(query: String, row: Int, movieID: Movie.ID) async throws {
    // Given: the output presents the film from the list, as the film list does in the app.
    let output = MockSearchOutput()
    let sut = MovieSearchModule.build(service: MockMovieService(), output: output)
    let stage = Stage()
    output.screen = stage.list
    await stage.present(sut)
    await sut.didSearch(for: query)
    try #require(sut.draw().count > row + 1, "a search for \"\(query)\" does not list its films")

    // When
    await sut.didTapOnResult(at: row)

    // Then
    #expect(
      output.pickedMovieIDs == [movieID], "the output did not hear the film on that row, once")
    #expect(
      output.searchWasClosed == [true], "the output heard the pick before the search was closed")
    let film = stage.window.topViewController as? FilmScreen
    #expect(film?.movieID == movieID, "the film that the output presented is not on the screen")
  }

  @Test("A tap on no row does nothing: before any search, past the last row, or before the first")
  func tapOnNoRow() async throws {
    // Given
    let output = MockSearchOutput()
    let sut = MovieSearchModule.build(service: MockMovieService(), output: output)
    let stage = Stage()
    await stage.present(sut)

    // When: a tap before any search, then after a search that lists three films, taps outside them.
    await sut.didTapOnResult(at: 0)
    await sut.didSearch(for: "god")
    let rows = sut.draw()
    try #require(rows.count == 4, "a search for \"god\" does not list its three films")
    for row in [3, -1, Int.max] {
      await sut.didTapOnResult(at: row)
    }

    // Then
    #expect(output.pickedMovieIDs.isEmpty, "a tap on no row picked a film")
    #expect(stage.list.presentedViewController === sut, "a tap on no row closed the search")
    #expect(sut.draw() == rows)
  }
}

@MainActor
@Suite("The module's memory: the screen owns the module, and the module owns nothing outside it")
struct SearchModuleMemoryTests {
  @Test(
    "Once a tap has closed the search, nothing of its module is left: not the screen, not the service"
  )
  func freedAfterAPick() async throws {
    // Given
    let output = MockSearchOutput()
    let stage = Stage()
    weak var screenProbe: ViewController?
    weak var serviceProbe: MockMovieService?

    do {
      let service = MockMovieService()
      let sut = MovieSearchModule.build(service: service, output: output)
      (screenProbe, serviceProbe) = (sut, service)
      await stage.present(sut)
      await sut.didSearch(for: "god")
      try #require(sut.draw().count == 4, "a search for \"god\" does not list its three films")

      // When
      await sut.didTapOnResult(at: 0)
      try #require(output.pickedMovieIDs == ["tt0068646"], "a tap on the first row picked no film")
    }

    // Then
    #expect(stage.list.presentedViewController == nil, "the search is still presented")
    #expect(
      screenProbe == nil, "the closed search screen is still alive: a role holds its View strongly")
    #expect(
      serviceProbe == nil,
      "the service is still alive: the role that holds it was not freed with the screen")
  }

  @Test("A search closed without a pick frees its module too")
  func freedAfterBack() async throws {
    // Given
    let stage = Stage()
    weak var screenProbe: ViewController?
    weak var serviceProbe: MockMovieService?

    do {
      let service = MockMovieService()
      let sut = MovieSearchModule.build(service: service, output: MockSearchOutput())
      (screenProbe, serviceProbe) = (sut, service)
      await stage.present(sut)
      await sut.didSearch(for: "ring")
      try #require(sut.draw().count == 4, "a search for \"ring\" does not list its three films")

      // When: the user goes back, as `back` does.
      sut.dismiss()
    }

    // Then
    #expect(
      screenProbe == nil, "the closed search screen is still alive: a role holds its View strongly")
    #expect(
      serviceProbe == nil,
      "the service is still alive: the role that holds it was not freed with the screen")
  }

  @Test(
    "The module does not keep its output alive, and once the output is gone a tap still closes the search"
  )
  func outputHeldWeakly() async throws {
    // Given: the output is gone before the search is shown.
    let stage = Stage()
    weak var outputProbe: MockSearchOutput?
    let sut: any MovieSearchScreen
    do {
      let output = MockSearchOutput()
      outputProbe = output
      sut = MovieSearchModule.build(service: MockMovieService(), output: output)
    }
    #expect(outputProbe == nil, "the search module keeps the module that opened it alive")
    await stage.present(sut)
    await sut.didSearch(for: "god")
    try #require(sut.draw().count == 4, "a search for \"god\" does not list its three films")

    // When
    await sut.didTapOnResult(at: 1)

    // Then
    #expect(stage.list.presentedViewController == nil, "a tap on a row did not close the search")
  }

  @Test("Each build makes a module of its own, with its own service and its own output")
  func modulesOfTheirOwn() async throws {
    // Given: two searches, one over the last five films only.
    let (firstOutput, secondOutput) = (MockSearchOutput(), MockSearchOutput())
    let first = MovieSearchModule.build(service: MockMovieService(), output: firstOutput)
    let second = MovieSearchModule.build(
      service: MockMovieService(movies: Array(MovieCatalog.topMovies.suffix(5))),
      output: secondOutput)
    let (firstStage, secondStage) = (Stage(), Stage())
    await firstStage.present(first)
    await secondStage.present(second)

    // When
    await first.didSearch(for: "god")
    await second.didSearch(for: "god")
    try #require(first.draw().count == 4, "a search for \"god\" does not list its three films")
    await first.didTapOnResult(at: 0)

    // Then
    #expect(first !== second, "two builds made one and the same screen")
    #expect(second.draw().count == 2, "the second search does not list the one film it has")
    #expect(firstOutput.pickedMovieIDs == ["tt0068646"])
    #expect(secondOutput.pickedMovieIDs.isEmpty, "a tap on one search reached another's output")
    #expect(
      secondStage.list.presentedViewController === second, "a tap on one search closed another")
  }
}
