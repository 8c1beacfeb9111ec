import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise06

/// An Interactor that holds whatever movies the test gives it, and counts fetches.
@MainActor private final class StubInteractor: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  var movies: [Movie] = []
  var isLoading = false
  var error: (any Error)?
  private(set) var fetchCount = 0

  func fetchMovies() async { fetchCount += 1 }
}

/// A Router that writes down which movies it was asked to show.
@MainActor private final class SpyRouter: MovieListRouter {
  weak var viewController: ViewController?
  private(set) var shown: [Movie] = []

  func showDetailView(for movie: Movie) async { shown.append(movie) }
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

    #expect(router.shown == [movies[1]])
  }

  @Test("Tapping a movie is navigation, not work: the Interactor fetches nothing")
  func tapDoesNotFetch() async {
    await sut.didTapOnMovie(at: 0)

    #expect(interactor.fetchCount == 0)
    #expect(router.shown == [movies[0]])
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

    await sut.showDetailView(for: movies[1])

    let detail = try #require(view.presentedViewController as? MovieDetailViewController)
    #expect(detail.displayTitle == MoviePresentation(from: movies[1]).displayTitle)
    #expect(window.topViewController === detail)
    #expect(output.text.contains("A crime family passes from father to son."))
  }

  @Test("The Router does not keep its View alive")
  func viewIsWeak() {
    let sut = MovieListRouterImpl()
    weak var probe: ViewController?

    do {
      let view = ViewController()
      probe = view
      sut.viewController = view
    }

    #expect(probe == nil, "the Router keeps the View alive: View → Presenter → Router → View")
  }

  @Test("A tap on the list ends with that movie's detail screen on top")
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
    #expect(detail.displayTitle == MoviePresentation(from: movies[0]).displayTitle)
  }
}
