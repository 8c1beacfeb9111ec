import Entities
import Testing

@testable import Exercise02

/// Records every update it is told about, and what the ViewModel held at that moment.
@MainActor private final class SpyDelegate: MovieListViewModelDelegate {
  private(set) var updates: [[Movie]] = []
  private(set) var senders: [ObjectIdentifier] = []

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    updates.append(model.movies)
    senders.append(ObjectIdentifier(model))
  }
}

/// A View as stage 1 builds it: it owns its ViewModel and is that ViewModel's delegate.
@MainActor private final class OwningView: MovieListViewModelDelegate {
  let viewModel: MovieListViewModel

  init(viewModel: MovieListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func viewModelDidUpdate(_ model: MovieListViewModel) {}
}

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "Hope keeps a banker going through decades in prison."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

/// Lets a service's first fetches succeed and fails the ones after them: the service's injected sleep
/// throws instead of waiting, so no test waits for real time.
private actor FailingAfter {
  private let successes: Int
  private var fetches = 0

  init(successes: Int) {
    self.successes = successes
  }

  func sleep() throws {
    fetches += 1
    if fetches > successes {
      throw MovieServiceError.simulatedNetworkFailure
    }
  }
}

/// A service whose first fetch returns `movies` and whose later fetches fail.
private func serviceThatWorksOnce() -> MovieService {
  let script = FailingAfter(successes: 1)
  return MovieService(movies: movies, latency: .seconds(1)) { _ in try await script.sleep() }
}

@MainActor @Suite("The ViewModel and its delegate")
struct MovieListViewModelTests {
  @Test("Fetching keeps the movies the service returns")
  func fetchStoresMovies() async {
    let sut = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))

    await sut.fetchMovies()

    #expect(sut.movies == movies)
  }

  @Test("The delegate is told, and by then the movies are there")
  func fetchNotifiesDelegate() async throws {
    let sut = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))
    let delegate = SpyDelegate()
    sut.delegate = delegate

    await sut.fetchMovies()

    let last = try #require(delegate.updates.last, "viewModelDidUpdate(_:) was never called")
    #expect(last == movies)
    #expect(delegate.senders.allSatisfy { $0 == ObjectIdentifier(sut) })
  }

  @Test("Fetching again replaces the movies instead of adding them twice")
  func fetchAgainReplacesMovies() async {
    let sut = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))

    await sut.fetchMovies()
    await sut.fetchMovies()

    #expect(sut.movies == movies)
  }

  @Test("A failed fetch keeps the movies already there, and the delegate still hears it is over")
  func failedFetchKeepsMovies() async throws {
    let sut = MovieListViewModelImpl(service: serviceThatWorksOnce())
    let delegate = SpyDelegate()
    sut.delegate = delegate
    await sut.fetchMovies()
    try #require(sut.movies == movies, "the first fetch works and should keep the movies")
    let updatesAfterFirstFetch = delegate.updates.count

    await sut.fetchMovies()

    #expect(sut.movies == movies, "the movies from before should stay when a fetch fails")
    #expect(
      delegate.updates.count > updatesAfterFirstFetch,
      "the delegate should hear that the failed fetch is over")
    #expect(delegate.updates.last == movies)
  }

  @Test("The ViewModel does not keep its delegate alive")
  func delegateIsWeak() {
    let sut = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))
    weak var probe: SpyDelegate?

    do {
      let delegate = SpyDelegate()
      probe = delegate
      sut.delegate = delegate
    }

    #expect(probe == nil, "the delegate should be gone once nobody else holds it")
    #expect(sut.delegate == nil)
  }

  @Test("Closing the View lets both the View and its ViewModel go")
  func viewAndViewModelAreReleased() async {
    weak var viewProbe: OwningView?
    weak var viewModelProbe: MovieListViewModelImpl?

    do {
      let viewModel = MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero))
      let view = OwningView(viewModel: viewModel)
      viewProbe = view
      viewModelProbe = viewModel
      await view.viewModel.fetchMovies()
    }

    #expect(viewProbe == nil, "the ViewModel keeps the View alive: a retain cycle")
    #expect(viewModelProbe == nil)
  }
}
