import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise07

private let movie = Movie(
  id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
  summary: "A crime family passes from father to son.")

@MainActor @Suite("Choosing the Router for a variant")
struct RouterChoiceTests {
  /// Shows a list screen, lets `router` present from it, asks for the movie, and returns what is on
  /// top.
  private func screenShown(by router: MovieListRouter) async -> ViewController? {
    let view = ViewController()
    let window = Window(terminal: Terminal(output: RecordedOutput(), width: 80))
    await window.show(view)
    router.viewController = view
    await router.showDetailView(for: movie)
    defer { window.close() }
    return window.topViewController
  }

  @Test("MovieListRouterV2 presents the redesigned detail screen for the movie")
  func routerV2PresentsRedesign() async throws {
    let shown = await screenShown(by: MovieListRouterV2())

    let detail = try #require(shown as? MovieDetailViewControllerV2)
    #expect(detail.movie == MoviePresentation(from: movie))
  }

  @Test("Variant A's Router shows today's detail screen, variant B's the redesign")
  func factoryChoosesRouter() async {
    let shownForA = await screenShown(by: MovieListRouterFactory.router(for: .a))
    let shownForB = await screenShown(by: MovieListRouterFactory.router(for: .b))

    #expect(shownForA is MovieDetailViewController)
    #expect(shownForB is MovieDetailViewControllerV2)
  }

  @Test("MovieListRouterV2 does not keep its View alive")
  func routerV2HoldsViewWeakly() {
    let sut = MovieListRouterV2()
    weak var probe: ViewController?

    do {
      let view = ViewController()
      probe = view
      sut.viewController = view
    }

    #expect(probe == nil)
  }
}
