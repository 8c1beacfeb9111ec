import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Routers")
struct MovieListRouterTests {
  let output = RecordedOutput()

  /// The Router of `variant`, as the App chooses it.
  func makeSUT(_ variant: Variant) -> any MovieListSceneRouter {
    variant == .a ? MovieListRouter() : MovieListRouterV2()
  }

  @Test("passing data writes the selected film, as data, into the detail scene's data store")
  func passesDataToDetail() {
    // Given
    let sut = MovieListRouter()
    let source = MockMovieListDataStore()
    source.selectedMovie = topMovies[1]
    let destination = MockMovieDetailDataStore()

    // When
    sut.passDataToDetail(source: source, destination: destination)

    // Then
    #expect(destination.movie == topMovies[1])
  }

  @Test(
    "each Router presents its own design, with the selected film in the detail scene's data store, drawn with its watchlist status",
    arguments: [Variant.a, .b])
  func presentsItsDesign(variant: Variant) async throws {
    // Given
    let sut = makeSUT(variant)
    let source = MockSourceViewController()
    let window = await Window.showing(source, on: output, width: 70)
    let dataStore = MockMovieListDataStore()
    dataStore.selectedMovie = topMovies[1]
    dataStore.watchlistWorker = MockWatchlistWorker(movieIDs: [topMovies[1].id])
    sut.viewController = source
    sut.dataStore = dataStore

    // When
    await sut.routeToMovieDetail()

    // Then
    let detail = try #require(source.presentedViewController as? any MovieDetailSceneViewController)
    #expect((detail is MovieDetailViewController) == (variant == .a))
    #expect((detail is MovieDetailViewControllerV2) == (variant == .b))
    #expect(detail.dataStore?.movie == topMovies[1])
    #expect(detail.delegate === source)
    #expect(window.topViewController === detail)
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))
    #expect(output.text.contains("Type back to return to the list.") == (variant == .a))
    #expect(output.text.contains("THE GODFATHER") == (variant == .b))
  }

  @Test(
    "the detail scene keeps the watchlist in the list's Worker, and reports the change to the view controller it was presented from",
    arguments: [Variant.a, .b])
  func detailSharesTheWorker(variant: Variant) async throws {
    // Given
    let sut = makeSUT(variant)
    let source = MockSourceViewController()
    let window = await Window.showing(source, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }
    let dataStore = MockMovieListDataStore()
    let watchlistWorker = MockWatchlistWorker()
    dataStore.selectedMovie = topMovies[0]
    dataStore.watchlistWorker = watchlistWorker
    sut.viewController = source
    sut.dataStore = dataStore
    await sut.routeToMovieDetail()
    let detail = try #require(source.presentedViewController as? any MovieDetailScreen)

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(watchlistWorker.calls == [.add(topMovies[0].id)])
    #expect(source.watchlistUpdates.count == 1)
    #expect(source.watchlistUpdates.first === detail)
  }

  @Test("with no movie selected, a Router presents nothing", arguments: [Variant.a, .b])
  func nothingSelected(variant: Variant) async {
    // Given
    let sut = makeSUT(variant)
    let source = MockSourceViewController()
    sut.viewController = source
    sut.dataStore = MockMovieListDataStore()

    // When
    await sut.routeToMovieDetail()

    // Then
    #expect(source.presentedViewController == nil)
  }
}
