import Entities
import TerminalKit
import Testing

@testable import Exercise11

// Every mock writes into one shared log, so a test states the whole conversation the Presenter has,
// in order, and one `#expect` compares it. The Interactor here is a fake that goes through a real
// fetch (loading, then movies or an error) and keeps a real watchlist, so a test drives the
// Presenter through `reload()` and reads everything that follows.

/// One message between the Presenter and the roles around it.
enum Call: Equatable {
  case fetchMovies
  case showLoading
  /// The rows the View is told to draw: each movie's display title, after "✓ " when it is on the
  /// watchlist.
  case update([String])
  case showError(String)
  case showDetail(Movie.ID, isOnWatchlist: Bool, outputIsThePresenter: Bool)
  case updateWatchlist(Movie.ID, isOnWatchlist: Bool)
}

/// The log that every mock of a test writes into.
@MainActor final class CallLog {
  var calls: [Call] = []
  /// The Presenter under test, so that the Router can tell whether it was given as the output.
  weak var presenter: AnyObject?
}

/// Stands in for the list's View.
@MainActor final class MockMovieListView: MovieListView {
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    log.calls.append(
      .update(movies.map { ($0.isOnWatchlist ? "✓ " : "") + $0.displayTitle }))
  }

  func showLoading() { log.calls.append(.showLoading) }
  func showError(_ message: String) { log.calls.append(.showError(message)) }
  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// Stands in for the list's Interactor: each fetch plays the next of `results` the way the real
/// Interactor does, and the watchlist changes as it is asked.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  private(set) var movies: [Movie] = []
  private(set) var isLoading = false
  private(set) var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  /// What the next fetches bring, first one first.
  var results: [Result<[Movie], ServerDownError>] = []
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func fetchMovies() async {
    log.calls.append(.fetchMovies)
    isLoading = true
    error = nil
    delegate?.interactorDidUpdate(self)
    switch results.isEmpty ? .success([]) : results.removeFirst() {
    case .success(let fetched): movies = fetched
    case .failure(let failure): error = failure
    }
    isLoading = false
    delegate?.interactorDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    log.calls.append(.updateWatchlist(movieID, isOnWatchlist: isOnWatchlist))
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    delegate?.interactorDidUpdate(self)
  }
}

/// Stands in for the list's Router.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?
  let log: CallLog

  init(log: CallLog) {
    self.log = log
  }

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    log.calls.append(
      .showDetail(
        movie.id, isOnWatchlist: isOnWatchlist, outputIsThePresenter: output === log.presenter))
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
let titles = ["The Shawshank Redemption (1994)", "The Godfather (1972)", "The Dark Knight (2008)"]
let errorMessage =
  "Could not load the movies: the server is down for maintenance. Type reload to try again."

@MainActor
@Suite("The list's Presenter, read as one ordered conversation")
struct MovieListPresenterConversationTests {
  let log = CallLog()
  let interactor: MockMovieListInteractor
  let sut: MovieListPresenterImpl
  let view: MockMovieListView

  init() {
    interactor = MockMovieListInteractor(log: log)
    sut = MovieListPresenterImpl(interactor: interactor, router: MockMovieListRouter(log: log))
    view = MockMovieListView(log: log)
    sut.delegate = view
    log.presenter = sut
  }

  @Test("A reload fetches, shows loading, then draws the movies, each marked by its own status")
  func reloadThatWorks() async {
    // Given
    interactor.results = [.success(movies)]
    interactor.watchlist = [movies[2].id]

    // When
    await sut.reload()

    // Then
    #expect(
      log.calls == [.fetchMovies, .showLoading, .update([titles[0], titles[1], "✓ " + titles[2]])])
  }

  @Test("A reload that brings no movies draws an empty list")
  func reloadThatBringsNothing() async {
    // Given
    interactor.results = [.success([])]

    // When
    await sut.reload()

    // Then
    #expect(log.calls == [.fetchMovies, .showLoading, .update([])])
  }

  @Test("A failure, then a reload that works: the error, then the movies, each after loading")
  func failureThenSuccess() async {
    // Given
    interactor.results = [.failure(ServerDownError()), .success(movies)]

    // When
    await sut.reload()
    await sut.reload()

    // Then
    #expect(
      log.calls == [
        .fetchMovies, .showLoading, .showError(errorMessage),
        .fetchMovies, .showLoading, .update(titles),
      ])
  }

  @Test("Movies, then a reload that fails: the error is shown although the old movies are kept")
  func successThenFailure() async {
    // Given
    interactor.results = [.success(movies), .failure(ServerDownError())]

    // When
    await sut.reload()
    await sut.reload()

    // Then
    #expect(
      log.calls == [
        .fetchMovies, .showLoading, .update(titles),
        .fetchMovies, .showLoading, .showError(errorMessage),
      ])
  }

  @Test(
    "Taps on the first and the last row open those movies, with their status and this Presenter")
  func tapsOnTheEnds() async {
    // Given
    interactor.results = [.success(movies)]
    interactor.watchlist = [movies[0].id]
    await sut.reload()
    log.calls = []

    // When
    await sut.didTapOnMovie(at: 0)
    await sut.didTapOnMovie(at: 2)

    // Then
    #expect(
      log.calls == [
        .showDetail(movies[0].id, isOnWatchlist: true, outputIsThePresenter: true),
        .showDetail(movies[2].id, isOnWatchlist: false, outputIsThePresenter: true),
      ])
  }

  @Test("A tap on a movie off the watchlist says it is off, while another movie is on it")
  func tapOnAMovieOff() async {
    // Given
    interactor.results = [.success(movies)]
    interactor.watchlist = [movies[0].id]
    await sut.reload()
    log.calls = []

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(
      log.calls == [.showDetail(movies[1].id, isOnWatchlist: false, outputIsThePresenter: true)])
  }

  @Test(
    "The detail's reports reach the Interactor as they were made, and each change redraws the list")
  func detailReports() async {
    // Given
    interactor.results = [.success(movies)]
    interactor.watchlist = [movies[1].id]
    await sut.reload()
    log.calls = []

    // When: the first report repeats what the Interactor has; the second takes the movie off.
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: true)
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: false)

    // Then
    #expect(
      log.calls == [
        .updateWatchlist(movies[1].id, isOnWatchlist: true),
        .update([titles[0], "✓ " + titles[1], titles[2]]),
        .updateWatchlist(movies[1].id, isOnWatchlist: false),
        .update(titles),
      ])
  }

  @Test("A View that its owner lets go is freed, and the Presenter then tells nobody")
  func viewIsNotKeptAlive() async {
    // Given
    weak var weakView: MockMovieListView?
    do {
      let other = MockMovieListView(log: log)
      sut.delegate = other
      weakView = other
    }
    interactor.results = [.success(movies)]

    // When
    await sut.reload()

    // Then
    #expect(weakView == nil, "the Presenter keeps its View alive")
    #expect(log.calls == [.fetchMovies])
  }
}
