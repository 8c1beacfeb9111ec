import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the view controllers")
struct MovieListViewControllerTests {
  let output = RecordedOutput()

  @Test(
    "on load and on reload, the view controller asks the Interactor to fetch",
    arguments: [Platform.phone, .desktop])
  func fetchRequests(platform: Platform) async {
    // Given
    let interactor = MockMovieListBusinessLogic()
    let sut = makeViewController(platform, interactor: interactor, router: MockMovieListRouter())

    // When
    let window = await Window.showing(sut, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }
    await sut.didTapOnReload()

    // Then
    #expect(interactor.fetchMoviesRequestCount == 2)
  }

  @Test(
    "a tap becomes a SelectMovie request for that row, and does not route by itself",
    arguments: [Platform.phone, .desktop])
  func tapRequest(platform: Platform) async {
    // Given
    let interactor = MockMovieListBusinessLogic()
    let router = MockMovieListRouter()
    let sut = makeViewController(platform, interactor: interactor, router: router)

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(interactor.selectMovieRequests.map(\.index) == [1])
    #expect(router.routeToMovieDetailCount == 0)
  }

  @Test(
    "when the Presenter decides on the detail scene, the view controller asks the Router for it",
    arguments: [Platform.phone, .desktop])
  func routesOnShowDetail(platform: Platform) async {
    // Given
    let router = MockMovieListRouter()
    let sut = makeViewController(platform, interactor: MockMovieListBusinessLogic(), router: router)

    // When
    await sut.displaySelectedMovie(viewModel: .showDetail)

    // Then
    #expect(router.routeToMovieDetailCount == 1)
  }

  @Test(
    "when the Presenter decides a film cannot be opened, the view controller shows its message and does not route",
    arguments: [Platform.phone, .desktop])
  func showsMessageOnCannotOpen(platform: Platform) async {
    // Given
    let router = MockMovieListRouter()
    let sut = makeViewController(platform, interactor: MockMovieListBusinessLogic(), router: router)
    let window = await Window.showing(sut, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }

    // When
    await sut.displaySelectedMovie(viewModel: .cannotOpen(message: "That movie is gone."))

    // Then
    #expect(output.text.hasSuffix("That movie is gone.\n"))
    #expect(router.routeToMovieDetailCount == 0)
  }

  @Test(
    "a detail scene that changed the watchlist makes the list send a RefreshWatchlist request",
    arguments: [Platform.phone, .desktop])
  func refreshRequest(platform: Platform) {
    // Given
    let interactor = MockMovieListBusinessLogic()
    let sut = makeViewController(platform, interactor: interactor, router: MockMovieListRouter())
    let detail = MovieDetailViewController(watchlistWorker: MockWatchlistWorker())
    detail.delegate = sut

    // When
    detail.displayUpdatedWatchlist(
      viewModel: MovieDetail.UpdateWatchlist.ViewModel(isOnWatchlist: true))

    // Then
    #expect(interactor.refreshWatchlistRequestCount == 1)
  }

  @Test(
    "the loading text, the rows and the error line are drawn as the ViewModels say",
    arguments: [Platform.phone, .desktop])
  func displayFetchedMovies(platform: Platform) async {
    // Given
    let sut = makeViewController(
      platform, interactor: MockMovieListBusinessLogic(), router: MockMovieListRouter())
    let window = await Window.showing(sut, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }

    // When
    sut.displayFetchedMovies(viewModel: .loading(message: "Loading the top movies"))
    sut.displayFetchedMovies(
      viewModel: .loaded(movies: topMovies.prefix(3).map { MoviePresentation(from: $0) }))
    sut.displayFetchedMovies(viewModel: .failed(message: "Could not load the movies."))

    // Then
    #expect(sut.numberOfMovies == 3)
    #expect(output.text.contains("Loading the top movies"))
    #expect(output.text.contains("Top 3 Movies · watchlist: 0"))
    #expect(output.text.contains("The Dark Knight (2008)"))
    #expect(output.text.hasSuffix("Could not load the movies.\n"))
  }

  @Test(
    "a refreshed watchlist marks the row, drawn when the detail scene on top is dismissed",
    arguments: [Platform.phone, .desktop])
  func displayRefreshedWatchlist(platform: Platform) async throws {
    // Given
    let sut = makeViewController(
      platform, interactor: MockMovieListBusinessLogic(), router: MockMovieListRouter())
    let window = await Window.showing(sut, on: output)
    // The screen knows its window only weakly: the window lasts to the end of the test.
    defer { withExtendedLifetime(window) {} }
    let detail = MovieDetailViewControllerV2(watchlistWorker: MockWatchlistWorker())
    await sut.present(detail)
    var movies = topMovies.map { MoviePresentation(from: $0) }
    movies[1] = MoviePresentation(from: topMovies[1], isOnWatchlist: true)

    // When
    sut.displayRefreshedWatchlist(viewModel: MovieList.RefreshWatchlist.ViewModel(movies: movies))

    // Then
    #expect(!output.text.contains("Top 25 Movies"), "the list is under the detail scene")
    detail.dismiss()
    #expect(output.text.contains("Top 25 Movies · watchlist: 1"))
  }
}
