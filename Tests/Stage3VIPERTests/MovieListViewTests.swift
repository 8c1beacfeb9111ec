import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

@MainActor
@Suite("Stage 3: the list's Views, each with a mock Presenter")
struct MovieListViewTests {
  let movies = MovieCatalog.topMovies
  let output = RecordedOutput()
  let mockPresenter = MockMovieListPresenter()

  /// The View of `platform`, holding `mockPresenter` as the module would give it its Presenter.
  func makeView(_ platform: Platform) -> any MovieListView & ViewController {
    switch platform {
    case .phone: MovieListViewController(presenter: mockPresenter)
    case .desktop: MovieListDesktopViewController(presenter: mockPresenter)
    }
  }

  @Test(
    "when it is shown and on each reload, the View asks its Presenter to reload",
    arguments: [Platform.phone, .desktop])
  func loadAndReloadGoToPresenter(platform: Platform) async {
    // Given
    let sut = makeView(platform)

    // When
    await Window.showing(sut, on: output)
    await sut.didTapOnReload()

    // Then
    #expect(mockPresenter.reloadCallCount == 2)
    #expect(mockPresenter.tappedIndices.isEmpty)
  }

  @Test(
    "a tap goes to the Presenter with its row, and the View opens no screen itself",
    arguments: [Platform.phone, .desktop])
  func tapGoesToPresenter(platform: Platform) async {
    // Given
    let sut = makeView(platform)
    await Window.showing(sut, on: output)

    // When
    await sut.didTapOnMovie(at: 2)

    // Then
    #expect(mockPresenter.tappedIndices == [2])
    #expect(sut.presentedViewController == nil)
  }

  @Test(
    "the View draws the presentations it is given, with their marks, and the loading and error lines",
    arguments: [Platform.phone, .desktop])
  func drawsWhatItIsTold(platform: Platform) async {
    // Given
    let sut = makeView(platform)
    let window = await Window.showing(sut, on: output, width: 100)
    defer { withExtendedLifetime(window) {} }

    // When
    sut.showLoading()
    sut.updateWithMoviePresentations([
      MoviePresentation(from: movies[3]), MoviePresentation(from: movies[4], isOnWatchlist: true),
    ])
    sut.showError("The test's own error line.")

    // Then
    #expect(output.text.contains("Loading the top movies"))
    #expect(output.text.contains("Top 2 Movies · watchlist: 1"))
    #expect(output.text.contains(MoviePresentation(from: movies[3]).displayTitle))
    #expect(output.text.contains(MoviePresentation(from: movies[4]).ratingText))
    #expect(!output.text.contains(MoviePresentation(from: movies[0]).displayTitle))
    #expect(output.text.hasSuffix("The test's own error line.\n"))
  }

  @Test(
    "the View does not wire itself: only the module makes it the Presenter's delegate",
    arguments: [Platform.phone, .desktop])
  func viewDoesNotWireItself(platform: Platform) async {
    // Given
    let sut = makeView(platform)

    // When
    await Window.showing(sut, on: output)
    await sut.didTapOnReload()

    // Then
    #expect(mockPresenter.delegate == nil)
  }

  @Test("the View holds its Presenter strongly", arguments: [Platform.phone, .desktop])
  func presenterIsStrong(platform: Platform) {
    // Given
    weak var presenter: MockMovieListPresenter?
    let sut: any MovieListView
    do {
      let strongPresenter = MockMovieListPresenter()
      presenter = strongPresenter
      sut =
        platform == .phone
        ? MovieListViewController(presenter: strongPresenter)
        : MovieListDesktopViewController(presenter: strongPresenter)
    }

    // Then: the View is the only one left that holds it.
    withExtendedLifetime(sut) {
      #expect(presenter != nil)
    }
  }
}
