import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

@MainActor
@Suite("Stage 3: both modules go away with their screens")
struct RetainCycleTests {
  let movies = MovieCatalog.topMovies
  let output = RecordedOutput()

  @Test(
    "after the window closes, the list's View, Presenter, Interactor and Router and the detail are all deallocated, on the phone and on the desktop",
    arguments: [Variant.a, .b], [Platform.phone, .desktop])
  func listModuleGoesAway(variant: Variant, platform: Platform) async throws {
    weak var view: ViewController?
    weak var presenter: MovieListPresenterImpl?
    weak var interactor: MovieListInteractorImpl?
    weak var router: MovieListRouter?
    weak var detail: ViewController?
    do {
      let strongRouter: MovieListRouter =
        variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
      let strongView = MovieListModule.build(
        service: MovieService(movies: movies, latency: .zero), platform: platform,
        router: strongRouter)
      let viewType: ViewController.Type =
        platform == .phone ? MovieListViewController.self : MovieListDesktopViewController.self
      #expect(type(of: strongView) == viewType)
      let roles = try ListModuleRoles(of: strongView)
      (view, presenter, interactor, router) = (
        strongView, roles.presenter, roles.interactor, strongRouter
      )
      let window = await Window.showing(strongView, on: output)
      await strongView.didTapOnMovie(at: 0)
      detail = window.topViewController
      #expect(detail !== strongView)
      window.close()
    }
    #expect(view == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
    #expect(detail == nil)
  }

  @Test(
    "after the detail is dismissed, its View and Presenter are deallocated and the list lives on",
    arguments: [Variant.a, .b], [Platform.phone, .desktop])
  func detailModuleGoesAway(variant: Variant, platform: Platform) async throws {
    // Given
    let router: MovieListRouter = variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
    let list = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), platform: platform, router: router)
    let window = await Window.showing(list, on: output)
    weak var detailView: ViewController?
    weak var detailPresenter: MovieDetailPresenterImpl?
    do {
      await list.didTapOnMovie(at: 0)
      let shown = try #require(window.topViewController as? MovieDetailView)
      await shown.didTapOnWatch()
      detailView = shown
      let presenter: MovieDetailPresenter? =
        switch shown {
        case let design as MovieDetailViewController: design.presenter
        case let design as MovieDetailViewControllerV2: design.presenter
        default: nil
        }
      detailPresenter = try #require(presenter as? MovieDetailPresenterImpl)

      // When
      shown.dismiss()
    }

    // Then
    #expect(detailView == nil)
    #expect(detailPresenter == nil)
    #expect(window.topViewController === list)
  }
}
