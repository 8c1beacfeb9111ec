import Entities
import Testing

@testable import Stage3CleanSwift

/// The Interactor alone: both its Workers are mocks (`MockMoviesWorker`, `MockWatchlistWorker`) and so
/// is its Presenter, so these tests cover the scene's business logic and nothing else.
@MainActor
@Suite("Stage 3, Clean Swift: the Interactor")
struct MovieListInteractorTests {
  let presenter = MockMovieListPresentationLogic()

  /// The Interactor under test, with the Workers given and the mock Presenter as its output.
  func makeSUT(
    moviesWorker: MockMoviesWorker = MockMoviesWorker(),
    watchlistWorker: MockWatchlistWorker = MockWatchlistWorker()
  ) -> MovieListInteractor {
    let sut = MovieListInteractor(moviesWorker: moviesWorker, watchlistWorker: watchlistWorker)
    sut.presenter = presenter
    return sut
  }

  // lesson:begin interactor-test
  @Test("the Presenter hears it is loading before the Worker is asked, then gets the movies")
  func fetchSucceeds() async throws {
    // Given: a Worker with two films, and a watchlist Worker that already holds the second.
    let moviesWorker = MockMoviesWorker(movies: Array(topMovies.prefix(2)))
    let watchlistWorker = MockWatchlistWorker(movieIDs: [topMovies[1].id])
    let sut = makeSUT(moviesWorker: moviesWorker, watchlistWorker: watchlistWorker)
    var responsesWhenAsked: [MovieList.FetchMovies.Response] = []
    moviesWorker.onFetch = { responsesWhenAsked = presenter.fetchedMoviesResponses }

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    #expect(moviesWorker.fetchCount == 1)
    #expect(responsesWhenAsked.map(\.isLoading) == [true])
    #expect(presenter.fetchedMoviesResponses.map(\.isLoading) == [true, false])
    let loaded = try #require(presenter.fetchedMoviesResponses.last?.loaded)
    #expect(loaded.movies == Array(topMovies.prefix(2)))
    #expect(loaded.watchlist == [topMovies[1].id])
    #expect(sut.movies == Array(topMovies.prefix(2)))
  }
  // lesson:end interactor-test

  @Test("a failed fetch hands the Presenter the Worker's error, after telling it it is loading")
  func fetchFails() async throws {
    // Given
    let sut = makeSUT(moviesWorker: MockMoviesWorker(error: .simulatedNetworkFailure))

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    #expect(presenter.fetchedMoviesResponses.map(\.isLoading) == [true, false])
    let error = try #require(presenter.fetchedMoviesResponses.last?.error)
    #expect(error as? MovieServiceError == .simulatedNetworkFailure)
    #expect(sut.movies.isEmpty)
  }

  @Test("a tapped row in the list hands the Presenter its movie, and stores it for the Router")
  func selectMovie() async {
    // Given
    let sut = makeSUT()
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // When
    await sut.selectMovie(request: MovieList.SelectMovie.Request(index: 1))

    // Then
    #expect(presenter.selectedMovieResponses.map(\.movie) == [topMovies[1]])
    #expect(sut.selectedMovie == topMovies[1])
  }

  @Test("a row that is not in the list hands the Presenter no movie, and stores none")
  func selectMissingRow() async {
    // Given: two films, the second already selected; then a tap on a row of a table that is out of date.
    let sut = makeSUT(moviesWorker: MockMoviesWorker(movies: Array(topMovies.prefix(2))))
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())
    await sut.selectMovie(request: MovieList.SelectMovie.Request(index: 1))

    // When
    await sut.selectMovie(request: MovieList.SelectMovie.Request(index: 2))

    // Then: the Interactor reports the empty row and leaves the decision to the Presenter.
    #expect(presenter.selectedMovieResponses.map(\.movie) == [topMovies[1], nil])
    #expect(sut.selectedMovie == nil, "the Router must not open the film tapped before")
  }

  @Test(
    "refreshing the watchlist hands the Presenter the movies with the ids the Worker holds now, and changes nothing"
  )
  func refreshWatchlist() async throws {
    // Given: the detail scene has put The Godfather on the watchlist through the shared Worker.
    let watchlistWorker = MockWatchlistWorker()
    let sut = makeSUT(watchlistWorker: watchlistWorker)
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())
    watchlistWorker.add(topMovies[1].id)

    // When
    sut.refreshWatchlist(request: MovieList.RefreshWatchlist.Request())

    // Then
    let response = try #require(presenter.refreshedWatchlistResponses.last)
    #expect(response.movies == topMovies)
    #expect(response.watchlist == [topMovies[1].id])
    #expect(
      watchlistWorker.calls == [.add(topMovies[1].id)], "the Interactor only reads the Worker")
  }

  @Test("a reload hands the Presenter the watchlist with the movies, so the marks survive it")
  func reloadKeepsWatchlist() async throws {
    // Given: a Worker that already holds a film, as one kept on disk would after a restart.
    let sut = makeSUT(watchlistWorker: MockWatchlistWorker(movieIDs: [topMovies[1].id]))

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    let loaded = try #require(presenter.fetchedMoviesResponses.last?.loaded)
    #expect(loaded.watchlist == [topMovies[1].id])
  }

  @Test("the data store hands the Router the watchlist Worker the Interactor was given")
  func dataStoreSharesTheWorker() {
    // Given
    let watchlistWorker = MockWatchlistWorker()

    // When
    let sut = makeSUT(watchlistWorker: watchlistWorker)

    // Then
    #expect((sut as any MovieListDataStore).watchlistWorker === watchlistWorker)
  }
}
