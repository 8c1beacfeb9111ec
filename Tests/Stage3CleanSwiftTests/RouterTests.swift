import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Routers")
struct MovieListRouterTests {
  let output = RecordedOutput()

  @Test(
    "each Router presents its own design, with the selected movie and its watchlist status from the data store",
    arguments: [Variant.a, .b])
  func presentsItsDesign(variant: Variant) async throws {
    // Given
    let sut: any MovieListSceneRouter = variant == .a ? MovieListRouter() : MovieListRouterV2()
    let source = MockSourceViewController()
    let window = await Window.showing(source, on: output, width: 70)
    let dataStore = MockMovieListDataStore()
    dataStore.selectedMovie = topMovies[1]
    dataStore.watchlist = [topMovies[1].id]
    sut.viewController = source
    sut.dataStore = dataStore

    // When
    await sut.routeToMovieDetail()

    // Then
    let detail = try #require(source.presentedViewController as? any MovieDetailWatchlistScreen)
    #expect((detail is MovieDetailViewController) == (variant == .a))
    #expect((detail is MovieDetailViewControllerV2) == (variant == .b))
    #expect(detail.movie == MoviePresentation(from: topMovies[1], isOnWatchlist: true))
    #expect(detail.isOnWatchlist)
    #expect(window.topViewController === detail)
    #expect(output.text.contains("Type back to return to the list.") == (variant == .a))
    #expect(output.text.contains("THE GODFATHER") == (variant == .b))
  }

  @Test(
    "the detail screen reports watch to the view controller it was presented from",
    arguments: [Variant.a, .b])
  func detailReportsToSource(variant: Variant) async throws {
    // Given
    let sut: any MovieListSceneRouter = variant == .a ? MovieListRouter() : MovieListRouterV2()
    let source = MockSourceViewController()
    let window = await Window.showing(source, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }
    let dataStore = MockMovieListDataStore()
    dataStore.selectedMovie = topMovies[0]
    sut.viewController = source
    sut.dataStore = dataStore
    await sut.routeToMovieDetail()
    let detail = try #require(source.presentedViewController as? any MovieDetailScreen)

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(source.watchTaps.map(\.id) == [topMovies[0].id])
  }

  @Test("with no movie selected, a Router presents nothing", arguments: [Variant.a, .b])
  func nothingSelected(variant: Variant) async {
    // Given
    let sut: any MovieListSceneRouter = variant == .a ? MovieListRouter() : MovieListRouterV2()
    let source = MockSourceViewController()
    sut.viewController = source
    sut.dataStore = MockMovieListDataStore()

    // When
    await sut.routeToMovieDetail()

    // Then
    #expect(source.presentedViewController == nil)
  }
}
