import Entities
import TerminalKit
import Testing

@testable import Exercise11

// Your work: the tests of the list's Presenter (CodeUnderTest/MovieListPresenter.swift).
//
// A good Presenter test proves one thing the Presenter does with one message: what it asks of the
// Interactor, what it tells the View, what it asks of the Router, and what it keeps alive. The
// Presenter talks to those roles only through protocols, so each of them can be a mock here, which
// writes down what it was asked and answers with what the test gave it.
//
// `swift run workbook check 11` runs these tests twice over: on the given Presenter, where each one
// must pass, and on every wrong Presenter in Mutants/, where at least one must fail. A wrong
// Presenter that passes them all does something that no test here looks at.

// MARK: - Test doubles, in the style of seed 000's Mock… classes

/// Stands in for the list's View.
@MainActor final class MockMovieListView: MovieListView {
  // TODO: After the Presenter has told this View something, what will a test want to ask it? Was
  //       a message sent at all, with what, how many times, and which one came first?

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) {}
  func showLoading() {}
  func showError(_ message: String) {}
  func didTapOnReload() async {}
  func didTapOnMovie(at index: Int) async {}
}

/// Stands in for the list's Interactor: holds whatever state a test gives it, and writes down the
/// work it is asked to do instead of doing it.
@MainActor final class MockMovieListInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var fetchMoviesCalled = false

  func fetchMovies() async {
    fetchMoviesCalled = true
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    // TODO: What would a test want to know about this request afterwards?
  }
}

/// Stands in for the list's Router.
@MainActor final class MockMovieListRouter: MovieListRouter {
  weak var viewController: ViewController?

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    // TODO: Which of these three arguments could a wrong Presenter get wrong? How will a test
    //       compare each of them with what it should be?
  }
}

// TODO: How many movies does a test need to tell a tap on the first row from a tap on the last?
/// Movies for the tests to give the mock Interactor.
let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "A banker serves a life sentence and keeps his hope.")
]

// MARK: - The tests

@MainActor
@Suite("The list's Presenter, alone between mocks")
struct MovieListPresenterTests {
  let mockView = MockMovieListView()
  let mockInteractor = MockMovieListInteractor()
  let mockRouter = MockMovieListRouter()
  /// The system under test: a real Presenter, and nothing else real around it.
  let sut: MovieListPresenterImpl

  init() {
    sut = MovieListPresenterImpl(interactor: mockInteractor, router: mockRouter)
    sut.delegate = mockView
  }

  // A worked example: one message to the Presenter, and what it asks of the Interactor.
  @Test("A reload asks the Interactor to fetch")
  func reloadFetches() async {
    // Given: the sut and its mocks, built in init.

    // When
    await sut.reload()

    // Then
    #expect(mockInteractor.fetchMoviesCalled)
  }

  // TODO: Write the other tests, each one in Given / When / Then. Some questions to start from:
  //
  //       - What does the View hear while the Interactor loads? When a fetch fails? When it brings
  //         movies? When it brings none? What if there were movies on the screen already?
  //       - Is a second reload the same as the first? What does the View show when a fetch works
  //         after one that failed, or fails after one that worked?
  //       - Which movie does a tap open, and which rows would a wrong Presenter get wrong? What
  //         else does the Router get with the movie, and from where?
  //       - What reaches the Interactor when a detail module reports a change?
  //       - Which object must the Presenter be the delegate of, and from when?
  //       - The View owns the Presenter. How can a test see whether the Presenter keeps its View
  //         alive, without a real screen?
}
