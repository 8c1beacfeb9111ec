import Entities
import Testing

@testable import Exercise04

/// A ViewModel the test drives by hand: it counts fetches and tells its delegate when asked to.
@MainActor private final class SpyViewModel: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  private(set) var fetchCount = 0
  /// What a fetch finds, if the test wants the fetch to succeed.
  var moviesToFetch: [Movie]?

  func fetchMovies() async {
    fetchCount += 1
    guard let moviesToFetch else { return }
    isLoading = true
    delegate?.viewModelDidUpdate(self)
    movies = moviesToFetch
    isLoading = false
    delegate?.viewModelDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    delegate?.viewModelDidUpdate(self)
  }
}

/// A View that writes down everything the Presenter asks it to show.
@MainActor private final class SpyView: MovieListPresenterDelegate {
  enum Call: Equatable {
    case update([MoviePresentation])
    case loading
    case error(String)
  }
  private(set) var calls: [Call] = []

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) { calls.append(.update(movies)) }
  func showLoading() { calls.append(.loading) }
  func showError(_ message: String) { calls.append(.error(message)) }
}

// A failed expectation shows each call as it reads here, `.update(["The Godfather (1972)"])`, rather than every
// field of every presentation.
extension SpyView.Call: CustomStringConvertible {
  var description: String {
    switch self {
    case .update(let movies):
      ".update(\(movies.map { $0.displayTitle + ($0.isOnWatchlist ? " ✓ on the watchlist" : "") }))"
    case .loading: ".loading"
    case .error(let message): ".error(\"\(message)\")"
    }
  }
}

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "Hope keeps a banker going through decades in prison."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

@MainActor @Suite("The Presenter between the ViewModel and the View")
struct MovieListPresenterTests {
  private let viewModel = SpyViewModel()
  private let view = SpyView()
  private let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(viewModel: viewModel)
    sut.delegate = view
  }

  @Test("A reload asks the ViewModel to fetch, once")
  func reloadFetches() async {
    await sut.reload()

    #expect(viewModel.fetchCount == 1)
  }

  @Test("A reload shows that it is loading, once, then one presentation per movie, in order")
  func reloadReachesView() async {
    viewModel.moviesToFetch = movies

    await sut.reload()

    #expect(view.calls == [.loading, .update(movies.map { MoviePresentation(from: $0) })])
  }

  @Test("The Presenter keeps its ViewModel alive: the View holds only the Presenter")
  func viewModelIsKept() async {
    weak var probe: SpyViewModel?
    let presenter: MovieListPresenterImpl
    do {
      let viewModel = SpyViewModel()
      probe = viewModel
      presenter = MovieListPresenterImpl(viewModel: viewModel)
    }

    await presenter.reload()

    #expect(probe?.fetchCount == 1, "the ViewModel should be alive, and asked to fetch")
  }

  @Test("A movie put on the watchlist reaches the View marked as on the watchlist")
  func watchlistReachesView() throws {
    viewModel.movies = movies

    sut.updateWatchlist(movieID: movies[1].id, isOnWatchlist: true)

    let last = try #require(view.calls.last, "the View was never told anything")
    #expect(
      last
        == .update([
          MoviePresentation(from: movies[0]),
          MoviePresentation(from: movies[1], isOnWatchlist: true),
        ]))
  }

  @Test("While the ViewModel loads, the View is told to show that it is loading")
  func loadingReachesView() {
    viewModel.isLoading = true

    sut.viewModelDidUpdate(viewModel)

    #expect(view.calls == [.loading])
  }

  @Test("When the ViewModel fails, the View gets a message that says why and what to do")
  func errorReachesView() {
    viewModel.error = MovieServiceError.simulatedNetworkFailure

    sut.viewModelDidUpdate(viewModel)

    #expect(
      view.calls == [
        .error(
          "Could not load the movies: the network is unreachable (a simulated failure)."
            + " Type reload to try again.")
      ])
  }

  @Test("The Presenter finds the movie behind a row, for the View's navigation")
  func movieAtIndex() async throws {
    viewModel.moviesToFetch = movies
    await sut.reload()
    try #require(
      view.calls.last == .update(movies.map { MoviePresentation(from: $0) }),
      "the reload should end with the View showing the list")

    #expect(sut.movie(at: 0) == movies[0])
    #expect(sut.movie(at: 1) == movies[1])
  }

  @Test("The Presenter tells its View what to show, and does not keep it alive")
  func viewIsNotRetained() {
    weak var probe: SpyView?
    do {
      let view = SpyView()
      probe = view
      sut.delegate = view
      viewModel.isLoading = true
      sut.viewModelDidUpdate(viewModel)
      #expect(view.calls == [.loading], "the View should be told what to show")
    }

    #expect(probe == nil, "the View should be gone once nobody else holds it")
  }
}
