import Entities
import Testing

@testable import Exercise03

/// What the ViewModel looked like each time it told its delegate.
private struct Snapshot: Equatable {
  let isLoading: Bool
  let hasError: Bool
  let movieCount: Int
}

@MainActor private final class SpyDelegate: MovieListViewModelDelegate {
  private(set) var snapshots: [Snapshot] = []

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    snapshots.append(
      Snapshot(
        isLoading: model.isLoading, hasError: model.error != nil, movieCount: model.movies.count))
  }
}

/// Lets the service's injected sleep look at the ViewModel while the fetch is under way.
@MainActor private final class LoadingProbe {
  weak var model: MovieListViewModelImpl?
  var isLoadingDuringFetch: Bool?
}

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "Hope keeps a banker going through decades in prison."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

@MainActor @Suite("Loading and error states in the ViewModel")
struct ViewModelStateTests {
  @Test("isLoading is true while the service is working, and false once it has answered")
  func isLoadingDuringFetch() async {
    let probe = LoadingProbe()
    // The injected sleep runs in the middle of the fetch, without waiting for real time.
    let service = MovieService(movies: movies, latency: .seconds(1)) { _ in
      await MainActor.run { probe.isLoadingDuringFetch = probe.model?.isLoading }
    }
    let sut = MovieListViewModelImpl(service: service)
    probe.model = sut

    await sut.fetchMovies()

    #expect(probe.isLoadingDuringFetch == true)
    #expect(sut.isLoading == false)
  }

  @Test("The delegate hears when loading starts and when it ends")
  func delegateHearsStartAndEnd() async throws {
    let sut = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))
    let delegate = SpyDelegate()
    sut.delegate = delegate

    await sut.fetchMovies()

    try #require(delegate.snapshots.count >= 2, "tell the delegate at the start and at the end")
    #expect(delegate.snapshots.first?.isLoading == true)
    #expect(delegate.snapshots.last == Snapshot(isLoading: false, hasError: false, movieCount: 2))
  }

  @Test("A failed fetch keeps the service's error, and loading is over")
  func failureSetsError() async throws {
    let sut = MovieListViewModelImpl(
      service: MovieService(movies: movies, latency: .zero, failures: 1))
    let delegate = SpyDelegate()
    sut.delegate = delegate

    await sut.fetchMovies()

    let error = try #require(sut.error, "the error should be kept")
    #expect(error as? MovieServiceError == .simulatedNetworkFailure)
    #expect(sut.isLoading == false)
    #expect(delegate.snapshots.last?.hasError == true)
    #expect(delegate.snapshots.last?.isLoading == false)
  }

  @Test("A successful reload clears the error")
  func reloadClearsError() async throws {
    let sut = MovieListViewModelImpl(
      service: MovieService(movies: movies, latency: .zero, failures: 1))

    await sut.fetchMovies()
    try #require(sut.error != nil, "the first fetch fails, and its error should be kept")
    await sut.fetchMovies()

    #expect(sut.error == nil)
    #expect(sut.movies == movies)
  }
}
