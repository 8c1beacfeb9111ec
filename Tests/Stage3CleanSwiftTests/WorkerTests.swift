import Entities
import Testing

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Workers")
struct WorkerTests {
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
