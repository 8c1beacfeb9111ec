import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

@MainActor
@Suite("Stage 3: the detail module, built with its parameters, reports back through its output")
struct MovieDetailModuleTests {
  let movies = MovieCatalog.topMovies
  let mockOutput = MockMovieDetailModuleOutput()

  @Test(
    "the module is built with its parameters: the View shows that movie and its watchlist status",
    arguments: [false, true])
  func builtWithParameters(isOnWatchlist: Bool) throws {
    // When
    let sut = MovieDetailModule.build(
      MockMovieDetailView.self, movie: movies[1], isOnWatchlist: isOnWatchlist, output: mockOutput)

    // Then
    #expect(sut.movie == MoviePresentation(from: movies[1], isOnWatchlist: isOnWatchlist))
    let presenter = try #require(sut.presenter as? MovieDetailPresenterImpl)
    #expect(presenter.view === sut)
    #expect(presenter.output === mockOutput)
  }

  @Test(
    "watch reports the new status to the output, then shows it; a second watch undoes the first")
  func watchReportsToOutput() async {
    // Given
    let sut = MovieDetailModule.build(
      MockMovieDetailView.self, movie: movies[1], isOnWatchlist: false, output: mockOutput)

    // When
    await sut.didTapOnWatch()
    await sut.didTapOnWatch()

    // Then
    #expect(mockOutput.changes.map(\.movieID) == [movies[1].id, movies[1].id])
    #expect(mockOutput.changes.map(\.isOnWatchlist) == [true, false])
    #expect(sut.shownWatchlistStatus == [true, false])
  }

  @Test("the detail's Presenter holds its output weakly: the module never keeps the list alive")
  func outputIsWeak() async {
    // Given
    let sut: MockMovieDetailView
    do {
      let output = MockMovieDetailModuleOutput()
      sut = MovieDetailModule.build(
        MockMovieDetailView.self, movie: movies[0], isOnWatchlist: false, output: output)
    }
    let presenter = sut.presenter as? MovieDetailPresenterImpl

    // When: the list has gone, and the user still types watch.
    await sut.didTapOnWatch()

    // Then
    #expect(presenter?.output == nil)
    #expect(sut.shownWatchlistStatus == [true])
  }

  @Test(
    "each Router builds the detail module in its own design, which reports to the list's Presenter",
    arguments: [Variant.a, .b], [Platform.phone, .desktop])
  func routersBuildTheirDesign(variant: Variant, platform: Platform) async throws {
    // Given
    let output = RecordedOutput()
    let router: MovieListRouter = variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
    let list = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), platform: platform, router: router)
    let window = await Window.showing(list, on: output, width: 70)

    // When
    await list.didTapOnMovie(at: 0)
    let detail = try #require(window.topViewController as? MovieDetailView)
    await detail.didTapOnWatch()
    detail.dismiss()

    // Then
    #expect((detail is MovieDetailViewController) == (variant == .a))
    #expect((detail is MovieDetailViewControllerV2) == (variant == .b))
    #expect(output.text.contains("Type back to return to the list.") == (variant == .a))
    #expect(output.text.contains("THE SHAWSHANK REDEMPTION") == (variant == .b))
    #expect(output.text.contains("★★★★★★★★★☆  9.3 / 10") == (variant == .b))
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))
    #expect(output.text.hasSuffix("Top 25 Movies · watchlist: 1\n") == false)
    #expect(output.text.contains("Top 25 Movies · watchlist: 1"))
  }
}
