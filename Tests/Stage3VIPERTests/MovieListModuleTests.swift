import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

/// The roles that `MovieListModule.build` made behind a View, read from the View's and the Presenter's stored
/// properties: the module hands out only the View, and no role exposes the others.
@MainActor struct ListModuleRoles {
  let presenter: MovieListPresenterImpl
  let interactor: MovieListInteractorImpl

  init(of view: any MovieListScreen) throws {
    presenter = try #require(
      Mirror(reflecting: view).descendant("presenter") as? MovieListPresenterImpl)
    interactor = try #require(
      Mirror(reflecting: presenter).descendant("interactor") as? MovieListInteractorImpl)
  }
}

@MainActor
@Suite("Stage 3: the list module is wired in one place")
struct MovieListModuleTests {
  let service = MovieService(movies: Array(MovieCatalog.topMovies.prefix(3)), latency: .zero)

  @Test(
    "build sets every reference that goes back: Interactor → Presenter, Presenter → View, Router → View",
    arguments: [Platform.phone, .desktop])
  func buildWiresEveryReference(platform: Platform) throws {
    // Given
    let router = MockMovieListRouter()

    // When
    let sut = MovieListModule.build(service: service, platform: platform, router: router)

    // Then
    let roles = try ListModuleRoles(of: sut)
    #expect(roles.interactor.delegate === roles.presenter)
    #expect(roles.presenter.delegate === sut)
    #expect(router.viewController === sut)
  }

  @Test("the View shows the movies without wiring itself: build made it the Presenter's delegate")
  func viewShowsMoviesOnceShown() async {
    // Given
    let sut = MovieListModule.build(
      service: service, platform: .phone, router: MockMovieListRouter())

    // When
    await Window.showing(sut, on: RecordedOutput())

    // Then
    #expect(sut.numberOfMovies == 3)
  }

  @Test("two builds make two modules that share no role")
  func eachBuildIsItsOwnModule() throws {
    // When
    let first = try ListModuleRoles(
      of: MovieListModule.build(service: service, platform: .phone, router: MockMovieListRouter()))
    let second = try ListModuleRoles(
      of: MovieListModule.build(service: service, platform: .phone, router: MockMovieListRouter()))

    // Then
    #expect(first.presenter !== second.presenter)
    #expect(first.interactor !== second.interactor)
  }
}

@MainActor
@Suite("Stage 3: seed 000's createModule() on the Router builds the same module")
struct RouterCreateModuleTests {
  let service = MovieService(movies: Array(MovieCatalog.topMovies.prefix(3)), latency: .zero)

  @Test(
    "MovieListRouterV2.createModule wires every reference, and a tap opens design B",
    arguments: [Platform.phone, .desktop])
  func createModuleBuildsDesignB(platform: Platform) async throws {
    // Given
    let output = RecordedOutput()

    // When
    let sut = MovieListRouterV2.createModule(service: service, platform: platform)
    let window = await Window.showing(sut, on: output)
    await sut.didTapOnMovie(at: 1)

    // Then
    let roles = try ListModuleRoles(of: sut)
    let router = try #require(
      Mirror(reflecting: roles.presenter).descendant("router") as? MovieListRouterV2)
    #expect(roles.interactor.delegate === roles.presenter)
    #expect(roles.presenter.delegate === sut)
    #expect(router.viewController === sut)
    #expect(sut.numberOfMovies == 3)
    #expect(window.topViewController is MovieDetailViewControllerV2)
    #expect(sut.presentedViewController === window.topViewController)
  }

  @Test("the Router's type chooses the design: the A/B test can pick a type and call its factory")
  func routerTypeChoosesTheDesign() async throws {
    // Given: the choice the App makes, as a type rather than an instance.
    let designs: [(any MovieListRouterAssembly.Type, ViewController.Type)] = [
      (MovieListRouterImpl.self, MovieDetailViewController.self),
      (MovieListRouterV2.self, MovieDetailViewControllerV2.self),
    ]
    for (routerType, detailType) in designs {
      // When
      let sut = routerType.createModule(service: service, platform: .phone)
      let window = await Window.showing(sut, on: RecordedOutput())
      await sut.didTapOnMovie(at: 0)

      // Then
      let shown = try #require(window.topViewController)
      #expect(type(of: shown) == detailType)
    }
  }

  @Test("after the window closes, a module made by createModule is deallocated, Router and all")
  func createdModuleGoesAway() async throws {
    weak var view: ViewController?
    weak var presenter: MovieListPresenterImpl?
    weak var interactor: MovieListInteractorImpl?
    weak var router: MovieListRouterV2?
    weak var detail: ViewController?
    do {
      let strongView = MovieListRouterV2.createModule(service: service, platform: .desktop)
      let roles = try ListModuleRoles(of: strongView)
      (view, presenter, interactor) = (strongView, roles.presenter, roles.interactor)
      router = Mirror(reflecting: roles.presenter).descendant("router") as? MovieListRouterV2
      #expect(router != nil)
      let window = await Window.showing(strongView, on: RecordedOutput())
      await strongView.didTapOnMovie(at: 0)
      detail = window.topViewController
      #expect(detail is MovieDetailViewControllerV2)
      window.close()
    }
    #expect(view == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
    #expect(detail == nil)
  }
}
