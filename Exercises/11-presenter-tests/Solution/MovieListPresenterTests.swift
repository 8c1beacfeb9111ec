import Entities
import TerminalKit
import Testing

@testable import Exercise11

// The reference suite. Each test puts the Presenter (the `sut`, the system under test) between mocks
// of the roles it talks to, gives the mocks a state, sends the Presenter one message, and reads what
// the mocks were asked. A Presenter that any of these tests lets through does something wrong that
// a user would see.

// MARK: - Test doubles, in the style of seed 000's Mock… classes

/// Stands in for the list's View: records what the Presenter tells it to show, and how often.
@MainActor final class MockMovieListView: MovieListView {
  var showLoadingCallCount = 0
  var updateCallCount = 0
  var displayedMovies: [MoviePresentation]?
  var showErrorCallCount = 0
  var displayedError: String?

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {
    updateCallCount += 1
    displayedMovies = movies
  }

  func showLoading() {
    showLoadingCallCount += 1
  }

  func showError(_ message: String) {
    showErrorCallCount += 1
    displayedError = message
  }

  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// Stands in for the list's Interactor: holds whatever state a test gives it, and records the work it
/// is asked to do instead of doing it.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var fetchMoviesCallCount = 0
  var watchlistUpdates: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func fetchMovies() async {
    fetchMoviesCallCount += 1
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    watchlistUpdates.append((movieID, isOnWatchlist))
  }
}

/// Stands in for the list's Router: records the detail it is asked to open. Like the real detail
/// module, it holds the output weakly, so an output that nobody else keeps is gone at once.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?
  var showDetailViewCallCount = 0
  var shownMovie: Movie?
  var shownIsOnWatchlist: Bool?
  weak var shownOutput: MovieDetailModuleOutput?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    showDetailViewCallCount += 1
    (shownMovie, shownIsOnWatchlist, shownOutput) = (movie, isOnWatchlist, output)
  }
}

/// A failure that only these tests know, so that a message naming any other error cannot pass.
struct ServerDownError: Error, CustomStringConvertible {
  var description: String { "the server is down for maintenance" }
}

/// Three movies, enough for a first, a middle and a last row.
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

// MARK: - The tests

@MainActor
@Suite("The list's Presenter, alone between mocks")
struct MovieListPresenterTests {
  let mockView = MockMovieListView()
  let mockInteractor = MockMovieListInteractor()
  let mockRouter = MockMovieListRouter()
  let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(interactor: mockInteractor, router: mockRouter)
    sut.delegate = mockView
  }

  // MARK: Who knows whom

  @Test("The Presenter is the Interactor's delegate from the moment it is created")
  func presenterIsTheInteractorsDelegate() {
    // Given: the sut, created in init; nothing else has touched the Interactor.

    // Then
    #expect(mockInteractor.delegate === sut)
  }

  @Test("The Presenter does not keep its View alive: once its owner lets it go, the View is freed")
  func viewIsNotKeptAlive() {
    // Given
    weak var weakView: MockMovieListView?
    do {
      let view = MockMovieListView()
      sut.delegate = view
      weakView = view

      // When: the only strong reference to the View goes at the end of this scope.
    }

    // Then
    #expect(weakView == nil, "the Presenter keeps its View alive")
    #expect(sut.delegate == nil)
  }

  // MARK: Reload

  @Test("Every reload asks the Interactor to fetch, and asks nothing of the Router")
  func everyReloadFetches() async {
    // When
    await sut.reload()
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchMoviesCallCount == 2)
    #expect(mockRouter.showDetailViewCallCount == 0)
  }

  // MARK: What the View is told

  @Test(
    "While the Interactor loads, the View is told to show loading and nothing else, even when an earlier fetch left movies"
  )
  func loadingIsShownAlone() {
    // Given: a second fetch has started, and the first one's movies are still there.
    mockInteractor.movies = movies
    mockInteractor.isLoading = true

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showLoadingCallCount == 1)
    #expect(mockView.updateCallCount == 0)
    #expect(mockView.showErrorCallCount == 0)
  }

  @Test(
    "The Interactor's movies reach the View formatted and in order, each marked when it is on the watchlist"
  )
  func moviesAreShownAndMarked() throws {
    // Given
    mockInteractor.movies = movies
    mockInteractor.watchlist = [movies[0].id, movies[2].id]

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    let shown = try #require(mockView.displayedMovies)
    #expect(
      shown.map(\.displayTitle) == [
        "The Shawshank Redemption (1994)", "The Godfather (1972)", "The Dark Knight (2008)",
      ])
    #expect(shown.map(\.isOnWatchlist) == [true, false, true])
    #expect(mockView.showLoadingCallCount == 0)
  }

  @Test("A fetch that brings no movies reaches the View as an empty list, so it stops loading")
  func emptyListIsShown() {
    // Given
    mockInteractor.movies = []

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.displayedMovies == [])
  }

  @Test(
    "A failed fetch reaches the View as one message that gives the reason and says how to retry")
  func errorIsShown() {
    // Given
    mockInteractor.error = ServerDownError()

    // When
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(
      mockView.displayedError
        == "Could not load the movies: the server is down for maintenance. Type reload to try again."
    )
    #expect(mockView.showErrorCallCount == 1)
    #expect(mockView.displayedMovies == nil)
  }

  @Test("A reload that fails after one that worked shows the error, not the old movies")
  func failureAfterSuccessShowsTheError() {
    // Given: the first fetch brought movies, and the View shows them.
    mockInteractor.movies = movies
    sut.interactorDidUpdate(mockInteractor)

    // When: the second fetch fails; the Interactor keeps the movies of the first.
    mockInteractor.error = ServerDownError()
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.showErrorCallCount == 1)
    #expect(mockView.updateCallCount == 1, "only the first fetch should draw the movies")
  }

  @Test("A reload that works after one that failed shows the movies, and the error no more")
  func successAfterFailureShowsTheMovies() {
    // Given: the first fetch failed, and the View shows the error.
    mockInteractor.error = ServerDownError()
    sut.interactorDidUpdate(mockInteractor)

    // When: the second fetch brings movies, and the Interactor clears the error.
    mockInteractor.error = nil
    mockInteractor.movies = movies
    sut.interactorDidUpdate(mockInteractor)

    // Then
    #expect(mockView.displayedMovies?.map(\.id) == movies.map(\.id))
    #expect(mockView.showErrorCallCount == 1, "only the first fetch should show the error")
  }

  // MARK: A tap

  @Test("A tap on the first row asks the Router to open the first movie")
  func tapOnTheFirstRow() async {
    // Given
    mockInteractor.movies = movies

    // When
    await sut.didTapOnMovie(at: 0)

    // Then
    #expect(mockRouter.shownMovie == movies[0])
    #expect(mockRouter.showDetailViewCallCount == 1)
  }

  @Test("A tap on the last row asks the Router to open the last movie")
  func tapOnTheLastRow() async {
    // Given
    mockInteractor.movies = movies

    // When
    await sut.didTapOnMovie(at: movies.count - 1)

    // Then
    #expect(mockRouter.shownMovie == movies[2])
  }

  @Test("A tap on a row past the end of the list opens nothing")
  func tapPastTheEnd() async {
    // Given
    mockInteractor.movies = movies

    // When
    await sut.didTapOnMovie(at: movies.count)

    // Then
    #expect(mockRouter.showDetailViewCallCount == 0)
  }

  @Test("A tap on a movie on the watchlist tells the Router that it is on the watchlist")
  func tapOnAMovieOnTheWatchlist() async {
    // Given
    mockInteractor.movies = movies
    mockInteractor.watchlist = [movies[1].id]

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(mockRouter.shownIsOnWatchlist == true)
  }

  @Test(
    "A tap on a movie off the watchlist tells the Router that it is off, even when other movies are on it"
  )
  func tapOnAMovieOffTheWatchlist() async {
    // Given
    mockInteractor.movies = movies
    mockInteractor.watchlist = [movies[0].id, movies[2].id]

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(mockRouter.shownMovie == movies[1])
    #expect(mockRouter.shownIsOnWatchlist == false)
  }

  @Test("The detail that a tap opens reports to this very Presenter")
  func presenterIsTheDetailsOutput() async {
    // Given
    mockInteractor.movies = movies

    // When
    await sut.didTapOnMovie(at: 1)

    // Then
    #expect(mockRouter.shownOutput === sut)
  }

  // MARK: What the detail reports

  @Test(
    "A change that the detail reports reaches the Interactor with the very movie and status reported"
  )
  func detailChangeReachesTheInteractor() {
    // Given: the Interactor already has the second movie on the watchlist, and not the third.
    mockInteractor.watchlist = [movies[1].id]

    // When
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: true)
    sut.movieDetailDidChangeWatchlist(movieID: movies[2].id, isOnWatchlist: false)

    // Then
    #expect(mockInteractor.watchlistUpdates.map(\.movieID) == [movies[1].id, movies[2].id])
    #expect(mockInteractor.watchlistUpdates.map(\.isOnWatchlist) == [true, false])
    #expect(mockInteractor.fetchMoviesCallCount == 0)
  }
}
