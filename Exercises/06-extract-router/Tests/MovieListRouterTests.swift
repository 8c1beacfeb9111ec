import Entities
import TerminalKit
import Testing

@testable import Exercise06

/// An Interactor that holds whatever movies the test gives it, and counts fetches.
@MainActor private final class StubInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  private(set) var fetchCount = 0

  func fetchMovies() async { fetchCount += 1 }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist {
      watchlist.insert(movieID)
    } else {
      watchlist.remove(movieID)
    }
  }
}

/// A Router that writes down which movies it was asked to show, and with what.
@MainActor private final class SpyRouter: MovieListRouter {
  struct Shown {
    let movie: Movie
    let isOnWatchlist: Bool
    let output: MovieDetailModuleOutput
  }
  weak var viewController: ViewController?
  private(set) var shown: [Shown] = []

  func showDetailView(for movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) async
  {
    shown.append(Shown(movie: movie, isOnWatchlist: isOnWatchlist, output: output))
  }
}

/// A list screen that owns its Presenter, as the stage's View does.
@MainActor private final class ListView: ViewController {
  let presenter: MovieListPresenter

  init(presenter: MovieListPresenter) {
    self.presenter = presenter
  }
}

/// What the detail module reports to the module that opened it.
@MainActor private final class SpyOutput: MovieDetailModuleOutput {
  private(set) var changes: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    changes.append((movieID, isOnWatchlist))
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

@MainActor @Suite("The Presenter hands navigation to the Router")
struct PresenterRoutingTests {
  private let interactor = StubInteractor()
  private let router = SpyRouter()
  private let sut: MovieListPresenterImpl

  init() {
    interactor.movies = movies
    sut = MovieListPresenterImpl(interactor: interactor, router: router)
  }

  @Test("Tapping a movie asks the Router to show that movie")
  func tapRoutesToRouter() async {
    await sut.didTapOnMovie(at: 1)

    #expect(router.shown.map(\.movie) == [movies[1]])
  }

  @Test("Tapping a movie is navigation, not work: the Interactor fetches nothing")
  func tapDoesNotFetch() async {
    await sut.didTapOnMovie(at: 0)

    #expect(interactor.fetchCount == 0)
    #expect(router.shown.map(\.movie) == [movies[0]])
  }

  @Test(
    "The Router is told whether the movie is on the watchlist, and that the Presenter is the output"
  )
  func tapPassesModuleParameters() async throws {
    interactor.watchlist = [movies[1].id]

    await sut.didTapOnMovie(at: 1)
    await sut.didTapOnMovie(at: 0)

    try #require(router.shown.count == 2)
    #expect(router.shown.map(\.isOnWatchlist) == [true, false])
    #expect(router.shown.allSatisfy { $0.output === sut })
  }
}

@MainActor @Suite("The Router presents the detail screen")
struct RouterTests {
  private let output = RecordedOutput()

  @Test("The Router presents the movie's detail screen from its View")
  func presentsDetail() async throws {
    let view = ViewController()
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(view)
    defer { window.close() }
    let sut = MovieListRouterImpl()
    sut.viewController = view

    await sut.showDetailView(for: movies[1], isOnWatchlist: true, output: SpyOutput())

    let detail = try #require(view.presentedViewController as? MovieDetailViewController)
    #expect(window.topViewController === detail)
    #expect(output.text.contains(MoviePresentation(from: movies[1]).displayTitle))
    #expect(output.text.contains("A crime family passes from father to son."))
    #expect(output.text.contains("On your watchlist"), "the screen should show the movie is on it")
  }

  @Test(
    "The detail module the Router builds reports watch to the output it was given, and shows the change"
  )
  func detailReportsToOutput() async throws {
    let view = ViewController()
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(view)
    defer { window.close() }
    let sut = MovieListRouterImpl()
    sut.viewController = view
    let spy = SpyOutput()

    await sut.showDetailView(for: movies[0], isOnWatchlist: false, output: spy)
    let detail = try #require(window.topViewController as? MovieDetailViewController)
    await detail.didTapOnWatch()

    try #require(spy.changes.count == 1, "the output was not told about watch")
    #expect(spy.changes[0].movieID == movies[0].id)
    #expect(spy.changes[0].isOnWatchlist == true)
    #expect(
      detail.draw().contains { $0.contains("On your watchlist") },
      "the detail screen should show that the movie is now on the watchlist")
  }

  @Test(
    "Closing the screens frees them all: the detail once dismissed, then the list's View, Presenter and Router"
  )
  func nothingLeaks() async throws {
    weak var viewProbe: ViewController?
    weak var presenterProbe: MovieListPresenterImpl?
    weak var routerProbe: MovieListRouterImpl?
    weak var detailProbe: ViewController?

    do {
      let interactor = StubInteractor()
      interactor.movies = movies
      let router = MovieListRouterImpl()
      let presenter = MovieListPresenterImpl(interactor: interactor, router: router)
      let view = ListView(presenter: presenter)
      router.viewController = view
      (viewProbe, presenterProbe, routerProbe) = (view, presenter, router)
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(view)

      do {
        await presenter.didTapOnMovie(at: 1)
        let detail = try #require(
          window.topViewController as? MovieDetailViewController, "the tap showed no detail screen")
        detailProbe = detail
        await detail.didTapOnWatch()
        try #require(interactor.watchlist == [movies[1].id], "watch did not reach the Interactor")
        detail.dismiss()
      }
      #expect(detailProbe == nil, "the detail screen is still alive after it was dismissed")
      window.close()
    }

    #expect(viewProbe == nil, "the View is still alive: View → Presenter → Router → View?")
    #expect(presenterProbe == nil, "the Presenter is still alive")
    #expect(routerProbe == nil, "the Router is still alive")
  }

  @Test(
    "A tap on the list ends with that movie's detail screen on top, and watch reaches the Interactor"
  )
  func tapShowsDetail() async throws {
    let view = ViewController()
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(view)
    defer { window.close() }
    let interactor = StubInteractor()
    interactor.movies = movies
    let router = MovieListRouterImpl()
    router.viewController = view
    let sut = MovieListPresenterImpl(interactor: interactor, router: router)

    await sut.didTapOnMovie(at: 0)
    let detail = try #require(window.topViewController as? MovieDetailViewController)
    await detail.didTapOnWatch()

    #expect(output.text.contains(MoviePresentation(from: movies[0]).displayTitle))
    #expect(interactor.watchlist == [movies[0].id])
  }
}
