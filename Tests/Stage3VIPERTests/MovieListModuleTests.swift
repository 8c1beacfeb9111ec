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
