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

/// The network's delay, held until the test lets it end: a fetch that is still under way, without
/// sleeping for real.
private actor Gate {
  private var waiting: CheckedContinuation<Void, Never>?
  private var arrival: CheckedContinuation<Void, Never>?
  private var isWaiting = false

  /// Waits until `open()`.
  func wait() async {
    await withCheckedContinuation { continuation in
      waiting = continuation
      isWaiting = true
      arrival?.resume()
      arrival = nil
    }
  }

  /// Returns once something waits at the gate.
  func untilWaiting() async {
    guard !isWaiting else { return }
    await withCheckedContinuation { arrival = $0 }
  }

  /// Lets what waits go on.
  func open() {
    waiting?.resume()
    waiting = nil
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

  @Test(
    "Once the screens are closed, View, Presenter, Interactor, Router and detail are all gone"
  )
  func nothingLeaks() async throws {
    var probes: Probes?
    weak var detailProbe: MovieDetailViewController?

    do {
      let view = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
      probes = Probes(view)
      let window = makeWindow()
      await window.show(view)
      // First, the module must work: a leak test of parts that never met proves nothing.
      try #require(view.movies.count == movies.count, "the movies never reached the View")
      await view.didTapOnMovie(at: 0)
      let detail = try #require(
        view.presentedViewController as? MovieDetailViewController, "a tap presented no detail")
      detailProbe = detail
      await detail.didTapOnWatch()
      try #require(view.movies.first?.isOnWatchlist == true, "watch did not reach the list")
      detail.dismiss()
      window.close()
    }

    #expect(detailProbe == nil, "the detail screen is still alive")
    let left = try #require(probes)
    #expect(left.view == nil, "the View is still alive")
    #expect(left.presenter == nil, "the Presenter is still alive")
    #expect(left.interactor == nil, "the Interactor is still alive")
    #expect(left.router == nil, "the Router is still alive")
  }

  @Test("The Interactor reports to the View's own Presenter, without keeping it alive")
  func interactorHoldsPresenterWeakly() throws {
    let interactor: MovieListInteractorImpl
    weak var probe: MovieListPresenterImpl?

    do {
      let view = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
      let presenter = try #require(view.presenter as? MovieListPresenterImpl)
      interactor = try #require(presenter.interactor as? MovieListInteractorImpl)
      try #require(
        interactor.delegate === presenter, "the Interactor does not report to the View's Presenter")
      probe = presenter
    }

    withExtendedLifetime(interactor) {
      #expect(probe == nil, "the Interactor keeps the Presenter alive")
    }
  }

  @Test("The Presenter tells the module's View what to show, without keeping it alive")
  func presenterHoldsViewWeakly() throws {
    let presenter: MovieListPresenterImpl
    weak var probe: MovieListViewController?

    do {
      let view = MovieListModule.build(service: makeService(), router: MovieListRouterImpl())
      presenter = try #require(view.presenter as? MovieListPresenterImpl)
      try #require(presenter.delegate === view, "the Presenter does not tell the module's View")
      probe = view
    }

    withExtendedLifetime(presenter) {
      #expect(probe == nil, "the Presenter keeps the View alive")
    }
  }

  @Test("The Router presents from the module's View, without keeping it alive")
  func routerHoldsViewWeakly() throws {
    let router = MovieListRouterImpl()
    weak var probe: MovieListViewController?

    do {
      let view = MovieListModule.build(service: makeService(), router: router)
      try #require(router.viewController === view, "the Router does not present from the View")
      probe = view
    }

    #expect(probe == nil, "the Router keeps the View alive")
  }

  @Test("Leaving the screen while the movies load frees it, and the late answer goes nowhere")
  func leavingWhileLoading() async throws {
    let gate = Gate()
    let service = MovieService(
      movies: movies, latency: .seconds(1), sleep: { _ in await gate.wait() })
    weak var viewProbe: MovieListViewController?
    weak var presenterProbe: MovieListPresenterImpl?
    var toldLoading = false
    let loading: Task<Void, Never>

    do {
      let view = MovieListModule.build(service: service, router: MovieListRouterImpl())
      let presenter = try #require(view.presenter as? MovieListPresenterImpl)
      let interactor = presenter.interactor
      (viewProbe, presenterProbe) = (view, presenter)
      // The fetch under way keeps the Interactor alive, as a real network request would.
      loading = Task { await interactor.fetchMovies() }
      await gate.untilWaiting()
      toldLoading = view.activityIndicator.isAnimating
    }
    let freed = (view: viewProbe == nil, presenter: presenterProbe == nil)
    await gate.open()
    await loading.value

    try #require(toldLoading, "the View was not told that the movies are loading")
    #expect(freed.view, "the View is still alive while its movies load")
    #expect(freed.presenter, "the Presenter is still alive while its movies load")
  }
}
