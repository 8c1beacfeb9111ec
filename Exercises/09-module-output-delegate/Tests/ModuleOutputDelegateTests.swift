import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise09

/// Stands in for the module that opened a detail: writes down every change the detail reports.
@MainActor private final class SpyOutput: MovieDetailModuleOutput {
  private(set) var changes: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    changes.append((movieID, isOnWatchlist))
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

/// Stands in for the list's Interactor: keeps the watchlist it is asked to keep, and writes down
/// every request.
@MainActor private final class SpyInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  private(set) var watchlist: Set<Movie.ID> = []
  private(set) var updates: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []
  private(set) var fetchCount = 0

  func fetchMovies() async { fetchCount += 1 }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    updates.append((movieID, isOnWatchlist))
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

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
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

@MainActor @Suite("The detail module reports watch through its output")
struct DetailOutputTests {
  @Test(
    "Watch tells the output which movie changed and its new status; a second watch undoes the first",
    arguments: [false, true])
  func watchReportsToOutput(startsOnWatchlist: Bool) async {
    // Given
    let output = SpyOutput()
    let sut = MovieDetailModule.build(
      SpyDetailView.self, movie: movies[1], isOnWatchlist: startsOnWatchlist, output: output)

    // When
    await sut.didTapOnWatch()
    await sut.didTapOnWatch()

    // Then
    #expect(output.changes.map(\.movieID) == [movies[1].id, movies[1].id])
    #expect(output.changes.map(\.isOnWatchlist) == [!startsOnWatchlist, startsOnWatchlist])
  }

  @Test("After each watch, the detail screen shows the status that the output was told")
  func watchShowsStatus() async {
    // Given
    let output = SpyOutput()
    let sut = MovieDetailModule.build(
      SpyDetailView.self, movie: movies[0], isOnWatchlist: false, output: output)

    // When
    await sut.didTapOnWatch()
    await sut.didTapOnWatch()

    // Then
    #expect(sut.shown == [true, false])
    #expect(output.changes.map(\.isOnWatchlist) == sut.shown)
  }
}

@MainActor @Suite("The list's Presenter is the detail module's output")
struct ListOutputTests {
  private let interactor = SpyInteractor()
  private let router = SpyRouter()
  private let sut: MovieListPresenterImpl

  init() {
    interactor.movies = movies
    sut = MovieListPresenterImpl(interactor: interactor, router: router)
  }

  @Test(
    "The list's Presenter hands each change to the Interactor, and asks it for nothing else")
  func changeGoesToInteractor() {
    // When
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: true)
    sut.movieDetailDidChangeWatchlist(movieID: movies[1].id, isOnWatchlist: false)

    // Then
    #expect(interactor.updates.map(\.movieID) == [movies[1].id, movies[1].id])
    #expect(interactor.updates.map(\.isOnWatchlist) == [true, false])
    #expect(interactor.fetchCount == 0, "a change on the watchlist is not a reason to fetch")
    #expect(router.shown.isEmpty)
  }

  @Test(
    "The list's Presenter passes on the status it is told: told twice that a movie is on, it stays on"
  )
  func statusIsPassedOn() {
    // When
    sut.movieDetailDidChangeWatchlist(movieID: movies[0].id, isOnWatchlist: true)
    sut.movieDetailDidChangeWatchlist(movieID: movies[0].id, isOnWatchlist: true)

    // Then
    #expect(interactor.updates.map(\.isOnWatchlist) == [true, true])
    #expect(interactor.watchlist == [movies[0].id])
  }
}

@MainActor @Suite("The two modules together, and who keeps whom alive")
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
    "The detail module does not keep the list's Presenter alive; once it is gone, watch still works on the detail"
  )
  func detailDoesNotKeepList() async throws {
    // Given: a detail module whose output is the list's Presenter, and nothing else that holds it.
    let interactor = SpyInteractor()
    weak var listProbe: MovieListPresenterImpl?
    let detail: SpyDetailView
    do {
      let list = MovieListPresenterImpl(interactor: interactor, router: SpyRouter())
      listProbe = list
      detail = MovieDetailModule.build(
        SpyDetailView.self, movie: movies[0], isOnWatchlist: false, output: list)
      await detail.didTapOnWatch()
      try #require(
        interactor.updates.map(\.isOnWatchlist) == [true],
        "watch on the detail should reach the list's Interactor first")
    }

    // When: the list is gone, and the user types watch on the detail.
    await detail.didTapOnWatch()

    // Then
    #expect(listProbe == nil, "the detail module keeps the list's Presenter alive")
    #expect(detail.shown == [true, false])
    #expect(interactor.updates.count == 1, "a list that has gone hears nothing")
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
