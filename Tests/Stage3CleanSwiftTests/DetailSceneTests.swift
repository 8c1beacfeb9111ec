import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage3CleanSwift

/// The detail Interactor alone: its Worker is a mock and so is its Presenter.
@MainActor
@Suite("Stage 3, Clean Swift: the detail Interactor")
struct MovieDetailInteractorTests {
  let presenter = MockMovieDetailPresentationLogic()

  /// The detail Interactor under test, with `movie` in its data store, as the list's Router leaves it.
  func makeSUT(movie: Movie?, watchlistWorker: MockWatchlistWorker) -> MovieDetailInteractor {
    let sut = MovieDetailInteractor(watchlistWorker: watchlistWorker)
    sut.presenter = presenter
    sut.movie = movie
    return sut
  }

  @Test(
    "showing the film hands the Presenter the film from the data store, with its watchlist status")
  func showMovie() throws {
    // Given
    let sut = makeSUT(
      movie: topMovies[1], watchlistWorker: MockWatchlistWorker(movieIDs: [topMovies[1].id]))

    // When
    sut.showMovie(request: MovieDetail.ShowMovie.Request())

    // Then
    let response = try #require(presenter.movieResponses.last)
    #expect(response.movie == topMovies[1])
    #expect(response.isOnWatchlist)
  }

  @Test("with no film in the data store, the Interactor tells the Presenter nothing")
  func nothingToShow() {
    // Given
    let watchlistWorker = MockWatchlistWorker()
    let sut = makeSUT(movie: nil, watchlistWorker: watchlistWorker)

    // When
    sut.showMovie(request: MovieDetail.ShowMovie.Request())
    sut.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())

    // Then
    #expect(presenter.movieResponses.isEmpty)
    #expect(presenter.updatedWatchlistResponses.isEmpty)
    #expect(watchlistWorker.calls.isEmpty)
  }

  @Test("watch asks the Worker to add the film, then to take it off, presenting each change")
  func watchToggles() throws {
    // Given
    let watchlistWorker = MockWatchlistWorker()
    let sut = makeSUT(movie: topMovies[1], watchlistWorker: watchlistWorker)

    // When
    sut.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())

    // Then
    #expect(watchlistWorker.calls == [.add(topMovies[1].id)])
    let added = try #require(presenter.updatedWatchlistResponses.last)
    #expect(added.movieID == topMovies[1].id)
    #expect(added.isOnWatchlist)

    // When
    sut.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())

    // Then
    #expect(watchlistWorker.calls == [.add(topMovies[1].id), .remove(topMovies[1].id)])
    #expect(presenter.updatedWatchlistResponses.map(\.isOnWatchlist) == [true, false])
  }

  @Test(
    "two Interactors given one watchlist Worker share the watchlist: the list reads what the detail wrote"
  )
  func reusesTheWorker() async throws {
    // Given: the list's Interactor and the detail's, with one real Worker, as the Router wires them.
    let watchlistWorker = WatchlistWorker()
    let list = MovieListInteractor(
      moviesWorker: MockMoviesWorker(), watchlistWorker: watchlistWorker)
    let listPresenter = MockMovieListPresentationLogic()
    list.presenter = listPresenter
    await list.fetchMovies(request: MovieList.FetchMovies.Request())
    let sut = MovieDetailInteractor(watchlistWorker: watchlistWorker)
    sut.movie = topMovies[2]

    // When
    sut.updateWatchlist(request: MovieDetail.UpdateWatchlist.Request())
    list.refreshWatchlist(request: MovieList.RefreshWatchlist.Request())

    // Then
    let refreshed = try #require(listPresenter.refreshedWatchlistResponses.last)
    #expect(refreshed.watchlist == [topMovies[2].id])
  }
}

@MainActor
@Suite("Stage 3, Clean Swift: the detail Presenter")
struct MovieDetailPresenterTests {
  let viewController = MockMovieDetailDisplayLogic()

  /// The detail Presenter under test, with the spy display as its output.
  func makeSUT() -> MovieDetailPresenter {
    let sut = MovieDetailPresenter()
    sut.viewController = viewController
    return sut
  }

  @Test("the film reaches the view controller formatted, with its watchlist status")
  func presentMovie() throws {
    // Given
    let sut = makeSUT()

    // When
    sut.presentMovie(
      response: MovieDetail.ShowMovie.Response(movie: topMovies[1], isOnWatchlist: true))

    // Then
    let viewModel = try #require(viewController.movieViewModels.last)
    #expect(viewModel.movie == MoviePresentation(from: topMovies[1], isOnWatchlist: true))
    #expect(viewModel.movie.displayTitle == "The Godfather (1972)")
    #expect(viewModel.movie.ratingText == "⭐️ 9.2")
  }

  @Test("a changed watchlist reaches the view controller as the film's new status")
  func presentUpdatedWatchlist() {
    // Given
    let sut = makeSUT()

    // When
    sut.presentUpdatedWatchlist(
      response: MovieDetail.UpdateWatchlist.Response(movieID: topMovies[1].id, isOnWatchlist: false)
    )

    // Then
    #expect(viewController.updatedWatchlistViewModels == [.init(isOnWatchlist: false)])
  }

  @Test("the detail Presenter holds its view controller weakly")
  func holdsViewControllerWeakly() {
    // Given
    let sut = MovieDetailPresenter()

    // When
    do {
      let display = MockMovieDetailDisplayLogic()
      sut.viewController = display
      #expect(sut.viewController === display)
    }

    // Then
    #expect(sut.viewController == nil)
  }
}

@MainActor
@Suite("Stage 3, Clean Swift: the detail view controllers")
struct MovieDetailViewControllerTests {
  let output = RecordedOutput()

  @Test(
    "on load the detail view controller asks for the film, and watch becomes a Request that changes nothing by itself",
    arguments: [Variant.a, .b])
  func requests(variant: Variant) async {
    // Given
    let sut = makeDetailViewController(variant)
    let interactor = MockMovieDetailBusinessLogic()
    setInteractor(interactor, of: sut)

    // When
    let window = await Window.showing(sut, on: output)
    defer { withExtendedLifetime(window) {} }
    await sut.didTapOnWatch()

    // Then
    #expect(interactor.showMovieRequestCount == 1)
    #expect(interactor.updateWatchlistRequestCount == 1)
    #expect(output.text.isEmpty, "with no ViewModel yet, the screen draws nothing")
  }

  @Test(
    "the detail view controller draws the film and then the new status as the ViewModels say",
    arguments: [Variant.a, .b])
  func displays(variant: Variant) async {
    // Given
    let sut = makeDetailViewController(variant)
    setInteractor(MockMovieDetailBusinessLogic(), of: sut)
    let window = await Window.showing(sut, on: output)
    defer { withExtendedLifetime(window) {} }

    // When
    sut.displayMovie(viewModel: .init(movie: MoviePresentation(from: topMovies[1])))
    sut.setNeedsDisplay()
    sut.displayUpdatedWatchlist(viewModel: .init(isOnWatchlist: true))

    // Then
    #expect(output.text.contains("Not on your watchlist. Type watch to add it."))
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))
  }

  /// Puts the mock in place of the Interactor that `setup` wired, as the list's tests do.
  private func setInteractor(
    _ interactor: MockMovieDetailBusinessLogic, of sut: any MovieDetailSceneViewController
  ) {
    switch sut {
    case let v1 as MovieDetailViewController: v1.interactor = interactor
    case let v2 as MovieDetailViewControllerV2: v2.interactor = interactor
    default: Issue.record("not a detail view controller of this stage")
    }
  }
}

@MainActor
@Suite("Stage 3, Clean Swift: the detail scene, wired and let go")
struct MovieDetailSceneTests {
  let output = RecordedOutput()

  @Test(
    "setup wires the detail scene: the view controller holds the Interactor as its business logic and its data store, the Interactor the Presenter, the Presenter the view controller (weak)",
    arguments: [Variant.a, .b])
  func setupWiresTheScene(variant: Variant) throws {
    // When
    let sut = makeDetailViewController(variant)

    // Then
    let interactor = try #require(sut.dataStore as? MovieDetailInteractor)
    let presenter = try #require(interactor.presenter as? MovieDetailPresenter)
    #expect(presenter.viewController === sut)
  }

  @Test(
    "after the detail is dismissed and the window closes, the detail view controller, Interactor and Presenter are all deallocated, and the Worker with the list",
    arguments: [Variant.a, .b])
  func nothingLeaks(variant: Variant) async throws {
    weak var detail: ViewController?
    weak var interactor: MovieDetailInteractor?
    weak var presenter: MovieDetailPresenter?
    weak var worker: WatchlistWorker?
    do {
      // Given: the list scene, with the detail scene its Router presented, and watch typed on it.
      let router: any MovieListSceneRouter = variant == .a ? MovieListRouter() : MovieListRouterV2()
      let list = makeViewController(.phone, router: router)
      let window = await Window.showing(list, on: output)
      await list.didTapOnMovie(at: 1)
      let strongDetail = try #require(
        list.presentedViewController as? any MovieDetailSceneViewController & ViewController)
      await strongDetail.didTapOnWatch()
      let strongInteractor = try #require(strongDetail.dataStore as? MovieDetailInteractor)
      (detail, interactor) = (strongDetail, strongInteractor)
      presenter = strongInteractor.presenter as? MovieDetailPresenter
      worker = router.dataStore?.watchlistWorker as? WatchlistWorker
      #expect(presenter != nil)
      #expect(worker != nil)

      // When
      strongDetail.dismiss()
      window.close()
    }

    // Then
    #expect(detail == nil)
    #expect(interactor == nil)
    #expect(presenter == nil)
    #expect(worker == nil)
  }
}
