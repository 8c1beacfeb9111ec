import Entities
import TerminalKit
import Testing

@testable import Exercise11

// Tables instead of single cases: each test takes its cases as arguments, and Swift Testing runs it
// once for each, so every row, every watchlist and every pair of states is one line in a table. The
// suite's `init` builds a fresh `sut` and fresh mocks for every case.

/// Stands in for the list's View: keeps what it was told, one entry a message.
@MainActor final class MockMovieListView: MovieListView {
  var shown: [Shown] = []

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    shown.append(.movies(movies.map(\.id), marked: movies.filter(\.isOnWatchlist).map(\.id)))
  }

  func showLoading() { shown.append(.loading) }
  func showError(_ message: String) { shown.append(.error(message)) }
  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// What the View can be told: loading, an error message, or movies (their ids, and those marked).
enum Shown: Equatable, Sendable {
  case loading
  case error(String)
  case movies([Movie.ID], marked: [Movie.ID])
}

/// Stands in for the list's Interactor: holds the state a case gives it, and counts the work it is
/// asked to do.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var fetchCount = 0
  var updates: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func fetchMovies() async { fetchCount += 1 }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    updates.append((movieID, isOnWatchlist))
  }

  /// Puts the Interactor in `state`, as the real one would be.
  func enter(_ state: InteractorState) {
    switch state {
    case .loading(let kept):
      (movies, isLoading, error) = (kept, true, nil)
    case .failed(let kept):
      (movies, isLoading, error) = (kept, false, ServerDownError())
    case .loaded(let fetched):
      (movies, isLoading, error) = (fetched, false, nil)
    }
  }
}

/// Stands in for the list's Router: keeps each detail it is asked to open.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?
  /// Each detail opened, and which object it reports to (by identity, so the Router keeps no output
  /// alive).
  var opened: [(movie: Movie, isOnWatchlist: Bool, output: ObjectIdentifier)] = []

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    opened.append((movie, isOnWatchlist, ObjectIdentifier(output)))
  }
}

/// A failure that only these tests know.
struct ServerDownError: Error, CustomStringConvertible {
  var description: String { "the server is down for maintenance" }
}

let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "A banker serves a life sentence and keeps his hope."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from a father to his youngest son."),
  Movie(
    id: "tt0468569", title: "The Dark Knight", chineseTitle: "蝙蝠侠：黑暗骑士", year: 2008,
    rating: 9.0, summary: "Batman faces the Joker, who wants to see Gotham burn."),
]
let ids = movies.map(\.id)

/// A state the real Interactor can be in, with the movies it keeps then.
enum InteractorState: Sendable, CustomTestStringConvertible {
  case loading(keeping: [Movie])
  case failed(keeping: [Movie])
  case loaded([Movie])

  /// Every state, with and without movies.
  static let all: [Self] = [
    .loading(keeping: []), .loading(keeping: movies), .failed(keeping: []),
    .failed(keeping: movies), .loaded([]), .loaded(movies),
  ]

  /// The one thing the View must be told in this state, when the watchlist holds `watchlist`.
  func expected(watchlist: Set<Movie.ID>) -> Shown {
    switch self {
    case .loading: .loading
    case .failed:
      .error(
        "Could not load the movies: the server is down for maintenance. Type reload to try again.")
    case .loaded(let fetched):
      .movies(fetched.map(\.id), marked: fetched.map(\.id).filter(watchlist.contains))
    }
  }

  var testDescription: String {
    switch self {
    case .loading(let kept): "loading with \(kept.count) movies kept"
    case .failed(let kept): "failed with \(kept.count) movies kept"
    case .loaded(let fetched): "loaded \(fetched.count) movies"
    }
  }
}

@MainActor
@Suite("The list's Presenter, case by case from tables")
struct MovieListPresenterTableTests {
  let view = MockMovieListView()
  let interactor = MockMovieListInteractor()
  let router = MockMovieListRouter()
  let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(interactor: interactor, router: router)
    sut.delegate = view
  }

  @Test("The Presenter is the Interactor's delegate, and does not keep its View alive")
  func references() {
    weak var weakView: MockMovieListView?
    do {
      let other = MockMovieListView()
      sut.delegate = other
      weakView = other
    }
    #expect(interactor.delegate === sut)
    #expect(weakView == nil, "the Presenter keeps its View alive")
  }

  @Test("Each reload asks the Interactor for one fetch", arguments: 1...3)
  func reloads(count: Int) async {
    for _ in 1...count {
      await sut.reload()
    }
    #expect(interactor.fetchCount == count)
    #expect(router.opened.isEmpty)
  }

  @Test(
    "Each state reaches the View as one message, whatever the state before it",
    arguments: InteractorState.all, InteractorState.all)
  func stateAfterState(first: InteractorState, second: InteractorState) {
    interactor.watchlist = [ids[1]]

    interactor.enter(first)
    sut.interactorDidUpdate(interactor)
    interactor.enter(second)
    sut.interactorDidUpdate(interactor)

    #expect(
      view.shown == [
        first.expected(watchlist: interactor.watchlist),
        second.expected(watchlist: interactor.watchlist),
      ])
  }

  @Test(
    "Rows are marked by their own movie's status",
    arguments: [[], [ids[0]], [ids[2]], [ids[0], ids[1]], Set(ids)] as [Set<Movie.ID>])
  func marks(watchlist: Set<Movie.ID>) {
    interactor.watchlist = watchlist
    interactor.enter(.loaded(movies))

    sut.interactorDidUpdate(interactor)

    #expect(view.shown == [.movies(ids, marked: ids.filter(watchlist.contains))])
  }

  @Test(
    "A tap on any row opens that row's movie, with its own status and this Presenter as output",
    arguments: movies.indices, [[], [ids[0]], [ids[1]], [ids[0], ids[2]]] as [Set<Movie.ID>])
  func tap(row: Int, watchlist: Set<Movie.ID>) async throws {
    interactor.enter(.loaded(movies))
    interactor.watchlist = watchlist

    await sut.didTapOnMovie(at: row)

    let opened = try #require(router.opened.first)
    #expect(router.opened.count == 1)
    #expect(opened.movie == movies[row])
    #expect(opened.isOnWatchlist == watchlist.contains(ids[row]))
    #expect(opened.output == ObjectIdentifier(sut))
  }

  @Test("A tap on a row that is not in the list opens nothing", arguments: [-1, 3, 4])
  func tapOutside(row: Int) async {
    interactor.enter(.loaded(movies))

    await sut.didTapOnMovie(at: row)

    #expect(router.opened.isEmpty)
  }

  @Test(
    "A change the detail reports reaches the Interactor as reported, whatever it already has",
    arguments: [false, true], [false, true])
  func detailReport(reported: Bool, alreadyOn: Bool) {
    interactor.watchlist = alreadyOn ? [ids[2]] : []

    sut.movieDetailDidChangeWatchlist(movieID: ids[2], isOnWatchlist: reported)

    #expect(interactor.updates.map(\.movieID) == [ids[2]])
    #expect(interactor.updates.map(\.isOnWatchlist) == [reported])
  }
}
