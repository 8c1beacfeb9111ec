import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise12

@MainActor @Suite("The view controller: an action becomes a Request, and the screen waits")
struct ViewControllerTests {
  private let interactor = SpyInteractor()
  private let sut = MovieListViewController(service: MockMovieService(), router: SpyRouter())

  init() {
    sut.interactor = interactor
  }

  @Test(
    "Watch on a detail screen becomes one UpdateWatchlist Request: that movie, and the opposite of what the screen shows",
    arguments: [false, true])
  func watchBecomesRequest(shownOnWatchlist: Bool) async {
    // Given
    let detail = MovieDetailViewController(
      movie: MoviePresentation(from: movies[1], isOnWatchlist: shownOnWatchlist))
    detail.delegate = sut

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(interactor.updateWatchlistRequests.map(\.movieID) == [movies[1].id])
    #expect(interactor.updateWatchlistRequests.map(\.isOnWatchlist) == [!shownOnWatchlist])
  }

  @Test(
    "The view controller changes nothing by itself: the rows and the detail change only when the ViewModel comes back"
  )
  func screenWaitsForViewModel() async throws {
    // Given: the list shows three rows, and the second movie's detail screen is on top.
    let window = Window(terminal: Terminal(output: RecordedOutput(), width: 80))
    await window.show(sut)
    defer { window.close() }
    sut.displayFetchedMovies(viewModel: .loaded(movies: rows([])))
    let detail = MovieDetailViewController(movie: MoviePresentation(from: movies[1]))
    detail.delegate = sut
    await sut.present(detail)

    // When
    await detail.didTapOnWatch()

    // Then: the Request has gone to the Interactor, and nothing on the screen has changed yet.
    try #require(
      interactor.updateWatchlistRequests.count == 1, "watch should become a Request first")
    #expect(detail.isOnWatchlist == false)
    #expect(sut.movies == rows([]))

    // When the cycle comes back round, the ViewModel changes the screen.
    sut.displayUpdatedWatchlist(
      viewModel: MovieList.UpdateWatchlist.ViewModel(
        movies: rows([movies[1].id]), movieID: movies[1].id, isOnWatchlist: true))
    #expect(detail.isOnWatchlist)
    #expect(sut.movies == rows([movies[1].id]))
  }

  @Test("guard: the view controller keeps the Interactor and the Router, and no Presenter")
  func viewControllerHoldsNoPresenter() {
    // Given
    let router = SpyRouter()

    // When
    let sut = MovieListViewController(service: MockMovieService(), router: router)

    // Then
    #expect(sut.interactor is MovieListInteractor)
    #expect(sut.router === router)
    var mirror: Mirror? = Mirror(reflecting: sut)
    while let current = mirror {
      for child in current.children {
        #expect(
          !(child.value is MovieListPresentationLogic),
          "the view controller holds a Presenter in \(child.label ?? "a property")")
      }
      mirror = current.superclassMirror
    }
  }
}

@MainActor @Suite("The Interactor: a Request in, a Response of raw data out")
struct InteractorTests {
  private let presenter = SpyPresenter()
  private let sut = MovieListInteractor(worker: MoviesWorker(service: MockMovieService()))

  init() {
    sut.presenter = presenter
  }

  @Test(
    "An UpdateWatchlist Request changes the watchlist, then sends the Presenter one Response of raw data"
  )
  func requestBecomesResponse() async throws {
    // Given
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // When
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: movies[1].id, isOnWatchlist: true))

    // Then
    #expect(sut.watchlist == [movies[1].id])
    try #require(presenter.updatedWatchlistResponses.count == 1, "one Response for one Request")
    let response = presenter.updatedWatchlistResponses[0]
    #expect(response.movies == movies, "every movie, as the Worker fetched it")
    #expect(response.watchlist == [movies[1].id], "the watchlist after the change")
    #expect(response.movieID == movies[1].id)
  }

  @Test(
    "A Request sets the status it names: asked twice to add a movie, it stays on; asked to take it off, it comes off"
  )
  func requestSetsStatus() async {
    // Given
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // When
    for isOnWatchlist in [true, true, false] {
      sut.updateWatchlist(
        request: MovieList.UpdateWatchlist.Request(
          movieID: movies[0].id, isOnWatchlist: isOnWatchlist))
    }

    // Then
    #expect(
      presenter.updatedWatchlistResponses.map(\.watchlist) == [[movies[0].id], [movies[0].id], []])
    #expect(sut.watchlist.isEmpty)
  }

  @Test(
    "The Interactor keeps its Presenter alive: the view controller does not, and nothing else does")
  func interactorKeepsPresenter() async {
    // Given: a real Presenter that only the Interactor holds.
    let display = SpyDisplay()
    do {
      let presenter = MovieListPresenter()
      presenter.viewController = display
      sut.presenter = presenter
    }
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // When
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: movies[2].id, isOnWatchlist: true))

    // Then
    #expect(display.updatedWatchlistViewModels.map(\.movieID) == [movies[2].id])
  }
}

@MainActor @Suite("The Presenter: a Response in, a ViewModel ready to draw out")
struct PresenterTests {
  private let display = SpyDisplay()
  private let sut = MovieListPresenter()

  init() {
    sut.viewController = display
  }

  @Test(
    "Every movie comes formatted and marked from the watchlist, with the new status of the movie that changed",
    arguments: [
      (watchlist: [0], changed: 1, isOnWatchlist: false),
      (watchlist: [0, 2], changed: 2, isOnWatchlist: true),
    ])
  func responseBecomesViewModel(watchlist: [Int], changed: Int, isOnWatchlist: Bool) throws {
    // Given
    let ids = Set(watchlist.map { movies[$0].id })

    // When
    sut.presentUpdatedWatchlist(
      response: MovieList.UpdateWatchlist.Response(
        movies: movies, watchlist: ids, movieID: movies[changed].id))

    // Then
    #expect(
      display.updatedWatchlistViewModels == [
        MovieList.UpdateWatchlist.ViewModel(
          movies: rows(ids), movieID: movies[changed].id, isOnWatchlist: isOnWatchlist)
      ])
  }

  @Test("The Presenter does not keep the view controller alive")
  func presenterDoesNotKeepViewController() throws {
    // Given
    weak var probe: SpyDisplay?
    do {
      let display = SpyDisplay()
      probe = display
      sut.viewController = display
      sut.presentUpdatedWatchlist(
        response: MovieList.UpdateWatchlist.Response(
          movies: movies, watchlist: [movies[0].id], movieID: movies[0].id))
      try #require(
        display.updatedWatchlistViewModels.count == 1,
        "the view controller should get the ViewModel first")
    }

    // Then
    #expect(probe == nil, "the Presenter keeps the view controller alive")
  }
}

@MainActor @Suite("The whole scene: one cycle for watch, and nothing left behind")
struct SceneTests {
  private let output = RecordedOutput()

  @Test(
    "Watch on the detail runs one cycle: the list marks the movie and the detail says it is on the watchlist; a second watch undoes it"
  )
  func watchRunsTheCycle() async throws {
    // Given
    let sut = MovieListViewController(service: MockMovieService(), router: MovieListRouter())
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(sut)
    defer { window.close() }
    await sut.didTapOnMovie(at: 1)
    let detail = try #require(window.topViewController as? MovieDetailViewController)

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(detail.isOnWatchlist)
    #expect(sut.movies == rows([movies[1].id]))
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(detail.isOnWatchlist == false)
    #expect(sut.movies == rows([]))
  }

  @Test(
    "After the window closes, the view controller, Interactor, Presenter, Router and detail screen are all gone"
  )
  func nothingLeaks() async throws {
    weak var viewController: MovieListViewController?
    weak var interactor: MovieListInteractor?
    weak var presenter: AnyObject?
    weak var router: MovieListRouter?
    weak var detail: MovieDetailViewController?
    do {
      // Given: the scene has run the cycle of watch.
      let window = Window(terminal: Terminal(output: output, width: 80))
      let strongRouter = MovieListRouter()
      let sut = MovieListViewController(service: MockMovieService(), router: strongRouter)
      let strongInteractor = try #require(sut.interactor as? MovieListInteractor)
      (viewController, interactor, router) = (sut, strongInteractor, strongRouter)
      presenter = strongInteractor.presenter
      await window.show(sut)
      await sut.didTapOnMovie(at: 0)
      let strongDetail = try #require(window.topViewController as? MovieDetailViewController)
      detail = strongDetail
      await strongDetail.didTapOnWatch()
      try #require(strongDetail.isOnWatchlist, "watch should run the cycle first")

      // When
      window.close()
    }

    // Then
    #expect(viewController == nil, "the view controller is still alive")
    #expect(interactor == nil, "the Interactor is still alive")
    #expect(presenter == nil, "the Presenter is still alive")
    #expect(router == nil, "the Router is still alive")
    #expect(detail == nil, "the detail screen is still alive")
  }
}
