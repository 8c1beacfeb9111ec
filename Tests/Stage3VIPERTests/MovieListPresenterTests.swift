import Entities
import Testing

@testable import Stage3VIPER

@MainActor
@Suite("Stage 3: the list's Presenter decides between the Interactor and the Router")
struct MovieListPresenterTests {
  let movies = MovieCatalog.topMovies
  let mockView = MockMovieListView()
  let mockInteractor = MockMovieListInteractor()
  let mockRouter = MockMovieListRouter()
  let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(interactor: mockInteractor, router: mockRouter)
    sut.delegate = mockView
  }

  @Test("a reload asks the Interactor to fetch, and nothing of the Router")
  func reloadFetches() async {
    // When
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchMoviesCalled)
    #expect(mockRouter.shownMovie == nil)
  }

  @Test("while the Interactor loads, the View is told to show that it is loading")
  func loadingIsShown() {
    // Given
    mockInteractor.isLoading = true

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showLoadingCalled)
    #expect(mockView.displayedMovies == nil)
  }

  @Test(
    "the Interactor's movies reach the View formatted, and marked when they are on the watchlist")
  func moviesAreShownFormatted() throws {
    // Given
    mockInteractor.movies = Array(movies.prefix(3))
    mockInteractor.watchlist = [movies[1].id]

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    let shown = try #require(mockView.displayedMovies)
    #expect(shown.map(\.displayTitle) == movies.prefix(3).map { "\($0.title) (\($0.year))" })
    #expect(shown.map(\.ratingText) == ["⭐️ 9.3", "⭐️ 9.2", "⭐️ 9.0"])
    #expect(shown.map(\.isOnWatchlist) == [false, true, false])
  }

  @Test("a failed fetch reaches the View as one message that says how to retry")
  func errorIsShown() {
    // Given
    mockInteractor.error = MovieServiceError.simulatedNetworkFailure

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(
      mockView.displayedError
        == "Could not load the movies: the network is unreachable (a simulated failure). Type reload to try again."
    )
  }

  @Test(
    "a tap asks the Router for the movie's detail, with its watchlist status and this Presenter as its output",
    arguments: [false, true])
  func tapGoesToRouter(isOnWatchlist: Bool) async throws {
    // Given
    mockInteractor.movies = movies
    mockInteractor.watchlist = isOnWatchlist ? [movies[1].id] : []

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(mockRouter.shownMovie == movies[1])
    #expect(mockRouter.shownIsOnWatchlist == isOnWatchlist)
    #expect(mockRouter.shownOutput === sut)
    #expect(!mockInteractor.fetchMoviesCalled)
  }

  @Test("a change the detail module reports goes to the Interactor, which keeps the watchlist")
  func detailOutputReachesInteractor() throws {
    // When
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: true)

    // Then
    let update = try #require(mockInteractor.updatedWatchlist)
    #expect(update.movieID == movies[1].id)
    #expect(update.isOnWatchlist)
  }

  @Test("the Presenter holds its View weakly")
  func viewIsWeak() {
    do {
      let view = MockMovieListView()
      sut.delegate = view
    }
    #expect(sut.delegate == nil)
  }
}
