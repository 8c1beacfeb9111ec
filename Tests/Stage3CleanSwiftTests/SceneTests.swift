import Entities
import Foundation
import TerminalKit
import Testing
import TopMoviesApp
import Tracing

@testable import Stage3CleanSwift

/// The parts `setup` wired into a view controller of either platform.
@MainActor private func parts(of viewController: any MovieListScreen) -> (
  interactor: (any MovieListBusinessLogic)?,
  router: (any MovieListRoutingLogic & MovieListDataPassing)?
) {
  switch viewController {
  case let phone as MovieListViewController: (phone.interactor, phone.router)
  case let desktop as MovieListDesktopViewController: (desktop.interactor, desktop.router)
  default: (nil, nil)
  }
}

@MainActor
@Suite("Stage 3, Clean Swift: the scene, wired and let go")
struct MovieListSceneTests {
  let output = RecordedOutput()

  @Test(
    "setup wires the scene: the view controller holds the Interactor and the Router, the Interactor the Presenter, and the Presenter and the Router point back at the view controller",
    arguments: [Platform.phone, .desktop])
  func setupWiresTheScene(platform: Platform) throws {
    // Given
    let router = MovieListRouterV2()

    // When
    let sut = makeViewController(platform, router: router)

    // Then
    let (interactor, heldRouter) = parts(of: sut)
    let realInteractor = try #require(interactor as? MovieListInteractor)
    #expect(heldRouter === router)
    let presenter = try #require(realInteractor.presenter as? MovieListPresenter)
    #expect(presenter.viewController === sut)
    #expect(router.viewController === sut)
    #expect(router.dataStore === realInteractor)
  }

  @Test(
    "after the window closes, the view controller, Interactor, Presenter, Router and detail screen are all deallocated",
    arguments: [Variant.a, .b], [Platform.phone, .desktop])
  func nothingLeaks(variant: Variant, platform: Platform) async throws {
    weak var viewController: ViewController?
    weak var interactor: MovieListInteractor?
    weak var presenter: MovieListPresenter?
    weak var router: (any MovieListSceneRouter)?
    weak var detail: ViewController?
    do {
      // Given
      let strongRouter: any MovieListSceneRouter =
        variant == .a ? MovieListRouter() : MovieListRouterV2()
      let sut = makeViewController(platform, router: strongRouter)
      let strongInteractor = try #require(parts(of: sut).interactor as? MovieListInteractor)
      (viewController, interactor, router) = (sut, strongInteractor, strongRouter)
      presenter = strongInteractor.presenter as? MovieListPresenter
      let window = await Window.showing(sut, on: output)
      await sut.didTapOnMovie(at: 1)
      await (window.topViewController as? any MovieDetailScreen)?.didTapOnWatch()
      detail = window.topViewController
      #expect(detail !== sut)
      #expect(presenter != nil)

      // When
      window.close()
    }

    // Then
    #expect(viewController == nil)
    #expect(interactor == nil)
    #expect(presenter == nil)
    #expect(router == nil)
    #expect(detail == nil)
  }

  @Test("tap 2, watch, back: The Godfather is on the watchlist and marked ✓ in the list")
  func watchFromTheDetail() async {
    // Given
    let errors = RecordedOutput()

    // When
    let status = await App.run(
      ["--variant", "A", "--latency", "0", "--script", "tap 2; watch; back; quit"],
      output: output, errors: errors, environment: Environment())

    // Then
    #expect(status == 0)
    #expect(errors.text.isEmpty)
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))
    let list = output.text.components(separatedBy: "topmovies> back\n").last ?? ""
    #expect(list.hasPrefix("Top 25 Movies · watchlist: 1\n"))
    #expect(list.contains("The Godfather (1972)") && list.contains("✓ ⭐️ 9.2"))
  }

  @Test(
    "the trace shows the one-way VIP cycles of a tap and of watch, in each scene, and never a message from a view to a Presenter"
  )
  func traceOfTheCycles() async throws {
    // When
    _ = await App.run(
      ["--variant", "B", "--latency", "0", "--trace", "--script", "tap 2; watch; quit"],
      output: output, errors: RecordedOutput(), environment: Environment())

    // Then
    let events = output.text.split(separator: "\n").compactMap(TraceEvent.init(line:))
    let lines = events.map(\.line)
    let tap = try #require(lines.firstIndex(of: "[trace] User → View: didTapOnMovie(at: 1)"))
    #expect(
      Array(lines[tap...].prefix(17)) == [
        "[trace] User → View: didTapOnMovie(at: 1)",
        "[trace] View → Interactor: selectMovie(request:)",
        "[trace] Interactor → Presenter: presentSelectedMovie(response:)",
        "[trace] Presenter → View: displaySelectedMovie(viewModel:)",
        "[trace] View → Router: routeToMovieDetail()",
        "[trace] Router → View: present(MovieDetailViewControllerV2)",
        "[trace] Detail View → Detail Interactor: showMovie(request:)",
        "[trace] Detail Interactor → Detail Presenter: presentMovie(response:)",
        "[trace] Detail Presenter → Detail View: displayMovie(viewModel:)",
        "[trace] User → Detail View: didTapOnWatch()",
        "[trace] Detail View → Detail Interactor: updateWatchlist(request:)",
        "[trace] Detail Interactor → Detail Presenter: presentUpdatedWatchlist(response:)",
        "[trace] Detail Presenter → Detail View: displayUpdatedWatchlist(viewModel:)",
        "[trace] Detail View → List View: movieDetailViewControllerDidUpdateWatchlist(_:)",
        "[trace] View → Interactor: refreshWatchlist(request:)",
        "[trace] Interactor → Presenter: presentRefreshedWatchlist(response:)",
        "[trace] Presenter → View: displayRefreshedWatchlist(viewModel:)",
      ])
    // In each scene, only its Interactor ever sends its Presenter anything.
    let detailPresenter = Role.presenter.inModule("Detail")
    let detailInteractor = Role.interactor.inModule("Detail")
    #expect(!events.contains { $0.receiver == .presenter && $0.sender != .interactor })
    #expect(!events.contains { $0.receiver == detailPresenter && $0.sender != detailInteractor })
  }
}
