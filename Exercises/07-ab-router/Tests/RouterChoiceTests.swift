import Entities
import TerminalKit
import Testing

@testable import Exercise07

private let movie = Movie(
  id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
  summary: "A crime family passes from father to son.")

/// What the detail module reports to the module that opened it.
@MainActor private final class SpyOutput: MovieDetailModuleOutput {
  private(set) var changes: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    changes.append((movieID, isOnWatchlist))
  }
}

@MainActor @Suite("Choosing the Router for a variant")
struct RouterChoiceTests {
  private let output = RecordedOutput()

  /// Shows a list screen, lets `router` present from it, asks for the movie, and returns what is on
  /// top.
  private func screenShown(
    by router: MovieListRouter, from view: ViewController = ViewController(),
    isOnWatchlist: Bool = false, output moduleOutput: MovieDetailModuleOutput = SpyOutput()
  ) async -> ViewController? {
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(view)
    router.viewController = view
    await router.showDetailView(for: movie, isOnWatchlist: isOnWatchlist, output: moduleOutput)
    defer { window.close() }
    return window.topViewController
  }

  @Test("MovieListRouterV2 presents the redesigned detail screen for the movie")
  func routerV2PresentsRedesign() async throws {
    let shown = await screenShown(by: MovieListRouterV2(), isOnWatchlist: true)

    _ = try #require(shown as? MovieDetailViewControllerV2)
    let presentation = MoviePresentation(from: movie)
    #expect(output.text.contains(presentation.displayTitle.uppercased()))
    #expect(output.text.contains(presentation.starRating))
    #expect(output.text.contains("On your watchlist"), "the screen should show the movie is on it")
  }

  @Test("The redesigned detail screen reports watch to the output the Router was given")
  func routerV2PassesOutput() async throws {
    let spy = SpyOutput()
    let shown = await screenShown(by: MovieListRouterV2(), isOnWatchlist: true, output: spy)

    let detail = try #require(shown as? MovieDetailViewControllerV2)
    await detail.didTapOnWatch()

    try #require(spy.changes.count == 1, "the output was not told about watch")
    #expect(spy.changes[0].movieID == movie.id)
    #expect(spy.changes[0].isOnWatchlist == false)
  }

  @Test("Variant A's Router shows today's detail screen, variant B's the redesign")
  func factoryChoosesRouter() async {
    let shownForA = await screenShown(by: MovieListRouterFactory.router(for: .a))
    let shownForB = await screenShown(by: MovieListRouterFactory.router(for: .b))

    #expect(shownForA is MovieDetailViewController)
    #expect(shownForB is MovieDetailViewControllerV2)
  }

  @Test("MovieListRouterV2 presents from its View without keeping it alive")
  func routerV2HoldsViewWeakly() async throws {
    let sut = MovieListRouterV2()
    weak var probe: ViewController?

    do {
      let view = ViewController()
      probe = view
      let shown = await screenShown(by: sut, from: view)
      _ = try #require(shown as? MovieDetailViewControllerV2, "the Router presented no redesign")
    }

    #expect(probe == nil, "the Router keeps the View alive once the screens are closed")
  }
}
