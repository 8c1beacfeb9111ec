import Entities
import ServiceMocks
import Testing

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Workers")
struct WorkerTests {
  @Test("the movies Worker hands back the service's movies, asking the service once")
  func moviesWorkerFetches() async throws {
    // Given
    let service = MockMovieService(moviesToReturn: Array(topMovies.prefix(3)))
    let sut = MoviesWorker(service: service)

    // When
    let movies = try await sut.fetchMovies()

    // Then
    #expect(movies == Array(topMovies.prefix(3)))
    #expect(await service.fetchMoviesCallCount == 1)
  }

  @Test("the movies Worker passes the service's error on to the Interactor unchanged")
  func moviesWorkerRethrows() async {
    // Given
    let service = MockMovieService(
      moviesToReturn: topMovies, errorToThrow: MovieServiceError.simulatedNetworkFailure)
    let sut = MoviesWorker(service: service)

    // When, Then
    await #expect(throws: MovieServiceError.simulatedNetworkFailure) {
      try await sut.fetchMovies()
    }
    #expect(await service.fetchMoviesCallCount == 1)
  }

  @Test("the watchlist Worker keeps each film once, and takes off only the film it is asked to")
  func watchlistWorkerKeepsIDs() {
    // Given
    let sut = WatchlistWorker()

    // When
    sut.add(topMovies[1].id)
    sut.add(topMovies[1].id)
    sut.add(topMovies[2].id)
    sut.remove(topMovies[2].id)
    sut.remove(topMovies[3].id)

    // Then
    #expect(sut.movieIDs == [topMovies[1].id])
  }
}
