import Entities
import TerminalKit
import Testing

@testable import Exercise11

// Closures as spies, and strict ones: every method of a mock calls a closure that the test sets.
// A closure the test did not set records an issue, so any message the test did not expect fails it.
// Swift Testing's `confirmation` counts the messages the test does expect: a message that comes too
// often, or never, fails the test too.

/// Records that a mock was sent a message that the test did not expect.
@MainActor func unexpected(_ message: String) {
  Issue.record("The Presenter sent \(message), which this test did not expect")
}

/// Stands in for the list's View: each message runs the closure the test gave for it.
@MainActor final class MockMovieListView: MovieListView {
  var onUpdate: ([MoviePresentation]) -> Void = { _ in unexpected("updateWithMoviePresentations") }
  var onShowLoading: () -> Void = { unexpected("showLoading()") }
  var onShowError: (String) -> Void = { _ in unexpected("showError(_:)") }

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) { onUpdate(movies) }
  func showLoading() { onShowLoading() }
  func showError(_ message: String) { onShowError(message) }
  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// Stands in for the list's Interactor: holds the state a test gives it; each request runs the
/// closure the test gave for it.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var onFetchMovies: () -> Void = { unexpected("fetchMovies()") }
  var onUpdateWatchlist: (Movie.ID, Bool) -> Void = { _, _ in unexpected("updateWatchlist") }

  func fetchMovies() async { onFetchMovies() }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    onUpdateWatchlist(movieID, isOnWatchlist)
  }
}

/// Stands in for the list's Router: a request to open a detail runs the closure the test gave.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?
  var onShowDetail: (Movie, Bool, MovieDetailModuleOutput) -> Void = { _, _, _ in
    unexpected("showDetailView")
  }

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    onShowDetail(movie, isOnWatchlist, output)
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

@MainActor
@Suite("The list's Presenter, with strict closure spies")
struct MovieListPresenterSpyTests {
  let view = MockMovieListView()
  let interactor = MockMovieListInteractor()
  let router = MockMovieListRouter()
  let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(interactor: interactor, router: router)
    sut.delegate = view
  }

  @Test("The Presenter listens to the Interactor, and lets its View go")
  func references() {
    // Given
    weak var weakView: MockMovieListView?
    do {
      let other = MockMovieListView()
      sut.delegate = other
      weakView = other
    }

    // Then
    #expect(interactor.delegate === sut)
    #expect(weakView == nil, "the Presenter keeps its View alive")
  }

  @Test("Two reloads are two fetches, and nothing else")
  func reloads() async {
    await confirmation("the Interactor fetches", expectedCount: 2) { fetched in
      // Given
      interactor.onFetchMovies = { fetched() }

      // When
      await sut.reload()
      await sut.reload()
    }
  }

  @Test("While a fetch runs, the View only shows loading, though the last movies are still there")
  func loading() async {
    await confirmation("the View shows loading") { loading in
      // Given
      interactor.movies = movies
      interactor.isLoading = true
      view.onShowLoading = { loading() }

      // When
      sut.interactorDidUpdate(interactor)
    }
  }

  @Test("The movies reach the View in order, each marked by its own status")
  func moviesAreDrawn() async {
    await confirmation("the View draws the movies") { drawn in
      // Given
      interactor.movies = movies
      interactor.watchlist = [movies[1].id]
      view.onUpdate = { shown in
        #expect(shown.map(\.displayTitle).first == "The Shawshank Redemption (1994)")
        #expect(shown.map(\.id) == movies.map(\.id))
        #expect(shown.map(\.isOnWatchlist) == [false, true, false])
        drawn()
      }

      // When
      sut.interactorDidUpdate(interactor)
    }
  }

  @Test("No movies reach the View as an empty list")
  func emptyList() async {
    await confirmation("the View draws an empty list") { drawn in
      // Given
      view.onUpdate = { shown in
        #expect(shown.isEmpty)
        drawn()
      }

      // When
      sut.interactorDidUpdate(interactor)
    }
  }

  @Test("A failure reaches the View as its own reason, even when old movies are kept")
  func failure() async {
    await confirmation("the View shows the error") { failed in
      // Given
      interactor.movies = movies
      interactor.error = ServerDownError()
      view.onShowError = { message in
        #expect(
          message
            == "Could not load the movies: the server is down for maintenance. Type reload to try again."
        )
        failed()
      }

      // When
      sut.interactorDidUpdate(interactor)
    }
  }

  @Test("After a failure, movies that arrive replace the error")
  func recovery() async {
    await confirmation("the View shows the error once") { failed in
      await confirmation("the View draws the movies") { drawn in
        // Given
        view.onShowError = { _ in failed() }
        view.onUpdate = { _ in drawn() }
        interactor.error = ServerDownError()
        sut.interactorDidUpdate(interactor)

        // When
        interactor.error = nil
        interactor.movies = movies
        sut.interactorDidUpdate(interactor)
      }
    }
  }

  @Test("Taps on the first and the last row open those movies, with this Presenter as output")
  func tapsOnTheEnds() async {
    // Given
    interactor.movies = movies
    var opened: [Movie] = []
    router.onShowDetail = { movie, _, output in
      #expect(output === sut)
      opened.append(movie)
    }

    // When
    await sut.didTapOnMovie(at: 0)
    await sut.didTapOnMovie(at: movies.count - 1)

    // Then
    #expect(opened == [movies[0], movies[2]])
  }

  @Test("A tap tells the Router the tapped movie's own status")
  func tapStatus() async {
    // Given
    interactor.movies = movies
    interactor.watchlist = [movies[0].id]
    var statuses: [Bool] = []
    router.onShowDetail = { _, isOnWatchlist, _ in statuses.append(isOnWatchlist) }

    // When
    await sut.didTapOnMovie(at: 1)
    await sut.didTapOnMovie(at: 0)

    // Then
    #expect(statuses == [false, true])
  }

  @Test("A report from the detail reaches the Interactor as it was made")
  func detailReport() async {
    await confirmation("the Interactor is told", expectedCount: 2) { told in
      // Given
      interactor.watchlist = [movies[2].id]
      var reports: [Bool] = []
      interactor.onUpdateWatchlist = { movieID, isOnWatchlist in
        #expect(movieID == movies[2].id)
        reports.append(isOnWatchlist)
        told()
      }

      // When
      sut.movieDetailDidChangeWatchlist(movieID: movies[2].id, isOnWatchlist: true)
      interactor.watchlist = []
      sut.movieDetailDidChangeWatchlist(movieID: movies[2].id, isOnWatchlist: false)

      // Then
      #expect(reports == [true, false])
    }
  }
}
