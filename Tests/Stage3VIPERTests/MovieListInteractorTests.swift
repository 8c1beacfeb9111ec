import Entities
import ServiceMocks
import Testing

@testable import Stage3VIPER

@MainActor
@Suite("Stage 3: the list's Interactor does the work and keeps the business state")
struct MovieListInteractorTests {
  let movies = MovieCatalog.topMovies
  let mockDelegate = MockMovieListInteractorDelegate()

  // lesson:begin interactor-test
  @Test("fetching tells the delegate that loading started, then hands it the service's movies")
  func fetchReportsLoadingThenMovies() async {
    // Given
    let mockService = MockMovieService(moviesToReturn: Array(movies.prefix(2)))
    let sut = MovieListInteractorImpl(service: mockService)
    sut.delegate = mockDelegate

    // When: `await` returns only once the fetch is over, so the Then below runs after it.
    await sut.fetchMovies()

    // Then
    #expect(mockDelegate.updates.map(\.isLoading) == [true, false])
    #expect(sut.movies == Array(movies.prefix(2)))
    #expect(await mockService.fetchMoviesCallCount == 1)
  }
  // lesson:end interactor-test

  @Test("a failed fetch is kept as the error and reported; the next fetch clears it")
  func failureIsKeptThenCleared() async {
    // Given
    let mockService = MockMovieService(
      moviesToReturn: movies, errorToThrow: MovieServiceError.simulatedNetworkFailure)
    let sut = MovieListInteractorImpl(service: mockService)
    sut.delegate = mockDelegate

    // When
    await sut.fetchMovies()

    // Then
    #expect(sut.error as? MovieServiceError == .simulatedNetworkFailure)
    #expect(mockDelegate.updates.last?.failed == true)

    // When
    await sut.fetchMovies()

    // Then
    #expect(sut.error == nil)
    #expect(sut.movies.count == 25)
  }

  @Test("the watchlist takes a movie on and off, and each change is reported")
  func watchlistChanges() {
    // Given
    let sut = MovieListInteractorImpl(service: MockMovieService())
    sut.delegate = mockDelegate

    // When
    sut.updateWatchlist(movieID: movies[1].id, isOnWatchlist: true)
    sut.updateWatchlist(movieID: movies[2].id, isOnWatchlist: true)
    sut.updateWatchlist(movieID: movies[1].id, isOnWatchlist: false)

    // Then
    #expect(sut.watchlist == [movies[2].id])
    #expect(mockDelegate.updates.count == 3)
  }

  @Test("putting a movie on the watchlist twice keeps it there once")
  func watchlistIsASet() {
    let sut = MovieListInteractorImpl(service: MockMovieService())

    sut.updateWatchlist(movieID: movies[0].id, isOnWatchlist: true)
    sut.updateWatchlist(movieID: movies[0].id, isOnWatchlist: true)

    #expect(sut.watchlist == [movies[0].id])
  }

  @Test("the Interactor holds its delegate weakly")
  func delegateIsWeak() {
    let sut = MovieListInteractorImpl(service: MockMovieService())
    do {
      let delegate = MockMovieListInteractorDelegate()
      sut.delegate = delegate
    }
    #expect(sut.delegate == nil)
  }
}
