import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

@MainActor
@Suite("Stage 3: the list's Routers, each with a mock source screen")
struct MovieListRouterTests {
  let movies = MovieCatalog.topMovies
  let output = RecordedOutput()
  let source = MockSourceViewController()
  let mockOutput = MockMovieDetailModuleOutput()

  func makeRouter(_ variant: Variant) -> any MovieListRouter {
    variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
  }

  @Test(
    "each Router presents its own design from the source screen, built with the movie and its watchlist status",
    arguments: [Variant.a, .b], [false, true])
  func presentsItsDesign(variant: Variant, isOnWatchlist: Bool) async throws {
    // Given
    let sut = makeRouter(variant)
    let window = await Window.showing(source, on: output, width: 70)
    sut.viewController = source

    // When
    await sut.showDetailView(for: movies[1], isOnWatchlist: isOnWatchlist, output: mockOutput)

    // Then
    let detail = try #require(source.presentedViewController)
    #expect((detail is MovieDetailViewController) == (variant == .a))
    #expect((detail is MovieDetailViewControllerV2) == (variant == .b))
    #expect(window.topViewController === detail)
    let presenter = try #require(
      (detail as? MovieDetailViewController)?.presenter
        ?? (detail as? MovieDetailViewControllerV2)?.presenter)
    let presentation = presenter.presentation
    #expect(presentation == MoviePresentation(from: movies[1], isOnWatchlist: isOnWatchlist))
    #expect(output.text.contains("THE GODFATHER (1972)") == (variant == .b))
    #expect(output.text.contains("Type back to return to the list.") == (variant == .a))
  }

  @Test(
    "the detail a Router presents reports watch to the output the Router was given",
    arguments: [Variant.a, .b])
  func detailReportsToOutput(variant: Variant) async throws {
    // Given
    let sut = makeRouter(variant)
    await Window.showing(source, on: output)
    sut.viewController = source
    await sut.showDetailView(for: movies[2], isOnWatchlist: false, output: mockOutput)
    let detail = try #require(source.presentedViewController as? MovieDetailView)

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(mockOutput.changes.map(\.movieID) == [movies[2].id])
    #expect(mockOutput.changes.map(\.isOnWatchlist) == [true])
  }

  @Test("a Router holds the screen it presents from weakly", arguments: [Variant.a, .b])
  func sourceIsWeak(variant: Variant) {
    // Given
    let sut = makeRouter(variant)

    // When: the only strong reference to the source screen ends with the scope.
    do {
      let shortLivedSource = MockSourceViewController()
      sut.viewController = shortLivedSource
      #expect(sut.viewController === shortLivedSource)
    }

    // Then
    #expect(sut.viewController == nil)
  }

  @Test(
    "a Router keeps nothing of the detail it presented: once dismissed, the detail is gone",
    arguments: [Variant.a, .b])
  func detailIsNotKept(variant: Variant) async throws {
    // Given
    let sut = makeRouter(variant)
    await Window.showing(source, on: output)
    sut.viewController = source
    weak var detail: ViewController?

    // When
    await sut.showDetailView(for: movies[0], isOnWatchlist: false, output: mockOutput)
    detail = source.presentedViewController
    detail?.dismiss()

    // Then
    #expect(source.presentedViewController == nil)
    #expect(detail == nil)
  }
}
