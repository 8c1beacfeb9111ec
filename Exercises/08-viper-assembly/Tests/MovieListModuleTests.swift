import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise08

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "Hope keeps a banker going through decades in prison."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

/// Weak references to every part of one module, to see which are still alive.
@MainActor private struct Probes {
  weak var view: MovieListViewController?
  weak var presenter: AnyObject?
  weak var interactor: AnyObject?
  weak var router: AnyObject?

  init(_ view: MovieListViewController) {
    self.view = view
    presenter = view.presenter
    interactor = (view.presenter as? MovieListPresenterImpl)?.interactor
    router = (view.presenter as? MovieListPresenterImpl)?.router
  }
}

@MainActor @Suite("Assembling the VIPER module")
struct MovieListModuleTests {
  private let output = RecordedOutput()

  private func makeWindow() -> Window {
    Window(terminal: Terminal(output: output, width: 80))
  }

  private func makeService() -> MovieService {
    MovieService(movies: movies, latency: .zero)
  }

  @Test("When the screen loads, the movies travel from the Interactor to the View")
  func loadReachesView() async {
    let sut = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
    let window = makeWindow()

    await window.show(sut)
    defer { window.close() }

    #expect(sut.movies == movies.map { MoviePresentation(from: $0) })
    #expect(output.text.contains("The Godfather (1972)"))
  }

  @Test("Tapping a movie presents its detail screen from the View")
  func tapPresentsDetail() async throws {
    let sut = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
    let window = makeWindow()
    await window.show(sut)
    defer { window.close() }

    await sut.didTapOnMovie(at: 1)

    let detail = try #require(window.topViewController as? MovieDetailViewController)
    #expect(sut.presentedViewController === detail)
    #expect(output.text.contains("A crime family passes from father to son."))
  }

  @Test("Watch on the detail screen reaches the list: back on it, the movie is marked")
  func watchReachesList() async throws {
    let sut = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
    let window = makeWindow()
    await window.show(sut)
    defer { window.close() }

    await sut.didTapOnMovie(at: 1)
    let detail = try #require(window.topViewController as? MovieDetailViewController)
    await detail.didTapOnWatch()
    detail.dismiss()

    #expect(sut.movies.map(\.isOnWatchlist) == [false, true])
    #expect(output.text.contains(MovieListLayout.heading(movieCount: 2, watchlistCount: 1)))
  }

  @Test("Once the screens are closed, View, Presenter, Interactor, Router and detail are all gone")
  func nothingLeaks() async throws {
    var probes: Probes?
    weak var detailProbe: MovieDetailViewController?

    do {
      let view = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
      probes = Probes(view)
      let window = makeWindow()
      await window.show(view)
      await view.didTapOnReload()
      await view.didTapOnMovie(at: 0)
      let detail = view.presentedViewController as? MovieDetailViewController
      detailProbe = detail
      await detail?.didTapOnWatch()
      detail?.dismiss()
      window.close()
    }

    #expect(detailProbe == nil, "the detail screen is still alive")
    let left = try #require(probes)
    #expect(left.view == nil, "the View is still alive")
    #expect(left.presenter == nil, "the Presenter is still alive")
    #expect(left.interactor == nil, "the Interactor is still alive")
    #expect(left.router == nil, "the Router is still alive")
  }

  @Test("The Interactor does not keep its delegate, the Presenter, alive")
  func interactorHoldsPresenterWeakly() {
    let interactor = MovieListInteractorImpl(service: makeService())
    weak var probe: AnyObject?

    do {
      let presenter = MovieListPresenterImpl(interactor: interactor, router: MovieListRouterImpl())
      probe = presenter
      interactor.delegate = presenter
    }

    #expect(probe == nil, "the Interactor keeps the Presenter alive")
  }

  @Test("The Presenter does not keep its delegate, the View, alive")
  func presenterHoldsViewWeakly() {
    let presenter = MovieListPresenterImpl(
      interactor: MovieListInteractorImpl(service: makeService()), router: MovieListRouterImpl())
    weak var probe: AnyObject?

    do {
      let view = MovieListViewController(presenter: presenter)
      probe = view
      presenter.delegate = view
    }

    #expect(probe == nil, "the Presenter keeps the View alive")
  }

  @Test("The Router does not keep the View it presents from alive")
  func routerHoldsViewWeakly() {
    let router = MovieListRouterImpl()
    weak var probe: ViewController?

    do {
      let view = ViewController()
      probe = view
      router.viewController = view
    }

    #expect(probe == nil, "the Router keeps the View alive")
  }
}
