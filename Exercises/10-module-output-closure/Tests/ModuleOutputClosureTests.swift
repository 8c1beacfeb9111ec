import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise10

/// Stands in for the module that opened a detail: its closure writes down every change it is given.
@MainActor private final class SpyOutput {
  private(set) var changes: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  /// A closure that reports here; it captures this spy, which the test keeps anyway.
  var closure: (Movie.ID, Bool) -> Void {
    { [self] movieID, isOnWatchlist in changes.append((movieID, isOnWatchlist)) }
  }
}

/// Stands in for the detail's View: writes down each status its Presenter tells it to show.
@MainActor private final class SpyDetailView: ViewController, MovieDetailView {
  let presenter: MovieDetailPresenter
  private(set) var shown: [Bool] = []

  init(movie: MoviePresentation, presenter: MovieDetailPresenter) {
    self.presenter = presenter
  }

  func didTapOnWatch() async { presenter.didTapOnWatch() }
  func showWatchlistStatus(_ isOnWatchlist: Bool) { shown.append(isOnWatchlist) }
}

/// What a spy Interactor was asked: kept apart from it, so a test can see it after the Interactor
/// has gone.
@MainActor private final class InteractorLog {
  var updates: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []
  var fetchCount = 0
}

/// Stands in for the list's Interactor: keeps the watchlist it is asked to keep, and writes down
/// every request in its log.
@MainActor private final class SpyInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  private(set) var watchlist: Set<Movie.ID> = []
  let log: InteractorLog

  init(log: InteractorLog = InteractorLog()) {
    self.log = log
  }

  func fetchMovies() async { log.fetchCount += 1 }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    log.updates.append((movieID, isOnWatchlist))
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
    delegate?.interactorDidUpdate(self)
  }
}

/// Stands in for the list's Router: writes down the movies it is asked to show.
@MainActor private final class SpyRouter: MovieListRouter {
  weak var viewController: ViewController?
  private(set) var shown: [Movie] = []

  func showDetailView(
    for movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void
  ) async {
    shown.append(movie)
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

@MainActor @Suite("The detail module reports watch through the closure it was built with")
struct DetailClosureTests {
  @Test(
    "Watch calls the closure with the movie and its new status; a second watch undoes the first",
    arguments: [false, true])
  func watchCallsClosure(startsOnWatchlist: Bool) async {
    // Given
    let output = SpyOutput()
    let sut = MovieDetailModule.build(
      SpyDetailView.self, movie: movies[1], isOnWatchlist: startsOnWatchlist,
      onWatchlistChange: output.closure)

    // When
    await sut.didTapOnWatch()
    await sut.didTapOnWatch()

    // Then
    #expect(output.changes.map(\.movieID) == [movies[1].id, movies[1].id])
    #expect(output.changes.map(\.isOnWatchlist) == [!startsOnWatchlist, startsOnWatchlist])
  }

  @Test("After each watch, the detail screen shows the status that the closure was given")
  func watchShowsStatus() async {
    // Given
    let output = SpyOutput()
    let sut = MovieDetailModule.build(
      SpyDetailView.self, movie: movies[0], isOnWatchlist: false, onWatchlistChange: output.closure)

    // When
    await sut.didTapOnWatch()
    await sut.didTapOnWatch()

    // Then
    #expect(sut.shown == [true, false])
    #expect(output.changes.map(\.isOnWatchlist) == sut.shown)
  }
}

@MainActor @Suite("The list's Presenter hands each detail a closure")
struct ListClosureTests {
  private let interactor = SpyInteractor()
  private let router = SpyRouter()
  private let sut: MovieListPresenterImpl

  init() {
    interactor.movies = movies
    sut = MovieListPresenterImpl(interactor: interactor, router: router)
  }

  @Test("The list's closure hands each change to the Interactor, and asks it for nothing else")
  func changeGoesToInteractor() {
    // Given
    let closure = sut.watchlistChangeHandler()

    // When
    closure(movies[1].id, true)
    closure(movies[1].id, false)

    // Then
    #expect(interactor.log.updates.map(\.movieID) == [movies[1].id, movies[1].id])
    #expect(interactor.log.updates.map(\.isOnWatchlist) == [true, false])
    #expect(interactor.log.fetchCount == 0, "a change on the watchlist is not a reason to fetch")
    #expect(router.shown.isEmpty)
  }

  @Test(
    "The list's closure passes on the status it is given: given twice that a movie is on, it stays on"
  )
  func statusIsPassedOn() {
    // Given
    let closure = sut.watchlistChangeHandler()

    // When
    closure(movies[0].id, true)
    closure(movies[0].id, true)

    // Then
    #expect(interactor.log.updates.map(\.isOnWatchlist) == [true, true])
    #expect(interactor.watchlist == [movies[0].id])
  }
}

@MainActor @Suite("The two modules together, and what the closure keeps alive")
struct ModulesTests {
  private let output = RecordedOutput()

  private func showList() async -> (MovieListViewController, Window) {
    let list = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), router: MovieListRouterImpl())
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(list)
    return (list, window)
  }

  @Test("Watch on the detail screen reaches the list: back on it, the movie is marked and counted")
  func watchReachesList() async throws {
    // Given
    let (list, window) = await showList()
    defer { window.close() }
    await list.didTapOnMovie(at: 1)
    let detail = try #require(window.topViewController as? MovieDetailViewController)

    // When
    await detail.didTapOnWatch()
    detail.dismiss()

    // Then
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))
    #expect(list.movies.map(\.isOnWatchlist) == [false, true])
    #expect(output.text.contains(MovieListLayout.heading(movieCount: 2, watchlistCount: 1)))
  }

  @Test(
    "The detail keeps nothing of the list alive: the list's Presenter and Interactor go away while the detail lives on"
  )
  func detailDoesNotKeepList() async throws {
    // Given: a detail module built with the list's closure, and nothing else that holds the list.
    let log = InteractorLog()
    weak var presenterProbe: MovieListPresenterImpl?
    weak var interactorProbe: SpyInteractor?
    let detail: SpyDetailView
    do {
      let interactor = SpyInteractor(log: log)
      let list = MovieListPresenterImpl(interactor: interactor, router: SpyRouter())
      (presenterProbe, interactorProbe) = (list, interactor)
      detail = MovieDetailModule.build(
        SpyDetailView.self, movie: movies[0], isOnWatchlist: false,
        onWatchlistChange: list.watchlistChangeHandler())
      await detail.didTapOnWatch()
      try #require(
        log.updates.map(\.isOnWatchlist) == [true],
        "watch on the detail should reach the list's Interactor first")
    }

    // When: the list is gone, and the user types watch on the detail.
    await detail.didTapOnWatch()

    // Then
    #expect(presenterProbe == nil, "the detail module keeps the list's Presenter alive")
    #expect(interactorProbe == nil, "the detail module keeps the list's Interactor alive")
    #expect(detail.shown == [true, false], "the detail screen still works on its own")
  }

  @Test("A dismissed detail leaves neither its View nor its Presenter alive, and the list lives on")
  func dismissedDetailGoesAway() async throws {
    // Given
    let (list, window) = await showList()
    defer { window.close() }
    weak var viewProbe: MovieDetailViewController?
    weak var presenterProbe: AnyObject?
    do {
      await list.didTapOnMovie(at: 0)
      let detail = try #require(window.topViewController as? MovieDetailViewController)
      (viewProbe, presenterProbe) = (detail, detail.presenter)
      await detail.didTapOnWatch()
      try #require(
        list.movies.map(\.isOnWatchlist) == [true, false],
        "watch on the detail should reach the list first")

      // When
      detail.dismiss()
    }

    // Then
    #expect(viewProbe == nil, "the detail's View is still alive")
    #expect(presenterProbe == nil, "the detail's Presenter is still alive")
    #expect(window.topViewController === list)
  }
}
