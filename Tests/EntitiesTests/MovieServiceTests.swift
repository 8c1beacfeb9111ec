import Entities
import Testing

/// Records every delay it is asked for and returns at once, so tests never wait.
actor SleepSpy {
  private(set) var requested: [Duration] = []

  func sleep(_ duration: Duration) {
    requested.append(duration)
  }
}

@Suite("MovieService simulates the network")
struct MovieServiceTests {
  let movies = [
    Movie(id: "tt1", title: "A", chineseTitle: "甲", year: 2000, rating: 8, summary: "S")
  ]

  @Test("it returns its movies after waiting for the latency it was given")
  func waitsThenReturns() async throws {
    let spy = SleepSpy()
    let sut = MovieService(
      movies: movies, latency: .milliseconds(1500), sleep: { await spy.sleep($0) })

    let fetched = try await sut.fetchMovies()

    #expect(fetched == movies)
    #expect(await spy.requested == [.milliseconds(1500)])
  }

  @Test("with no latency it does not wait at all")
  func noLatencyNoWait() async throws {
    let spy = SleepSpy()
    let sut = MovieService(movies: movies, latency: .zero, sleep: { await spy.sleep($0) })

    _ = try await sut.fetchMovies()

    #expect(await spy.requested.isEmpty)
  }

  @Test("the first N fetches fail with a simulated network error, then fetches succeed")
  func failsThenSucceeds() async throws {
    let sut = MovieService(movies: movies, latency: .zero, failures: 2)

    await #expect(throws: MovieServiceError.simulatedNetworkFailure) { try await sut.fetchMovies() }
    await #expect(throws: MovieServiceError.simulatedNetworkFailure) { try await sut.fetchMovies() }
    #expect(try await sut.fetchMovies() == movies)
  }

  @Test("the default latency is the seeds' one and a half seconds")
  func defaultLatency() {
    #expect(MovieService.defaultLatency == .milliseconds(1500))
  }
}
