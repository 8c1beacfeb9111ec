import Entities
import Localization
import ServiceMocks
import Testing
import TopMoviesApp

@testable import Stage1MVVM
@testable import TerminalKit

/// Records each state the ViewModel reports.
@MainActor final class ViewModelDelegateSpy: MovieListViewModelDelegate {
  var updates: [(isLoading: Bool, count: Int, failed: Bool)] = []

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    updates.append((model.isLoading, model.movies.count, model.error != nil))
  }
}

/// A ViewModel that has its movies already and counts the fetches it is asked for.
@MainActor final class ViewModelStub: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  let movies: [Movie]
  let isLoading = false
  let error: (any Error)? = nil
  var watchlist: Set<Movie.ID> = []
  var fetchCount = 0

  init(movies: [Movie]) {
    self.movies = movies
  }

  func fetchMovies() async {
    fetchCount += 1
    delegate?.viewModelDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    if isOnWatchlist { watchlist.insert(movieID) } else { watchlist.remove(movieID) }
    delegate?.viewModelDidUpdate(self)
  }
}

@MainActor
@Suite("Stage 1: the ViewModel and the View")
struct Stage1MVVMTests {
  let movies = MovieCatalog.topMovies
  let output = RecordedOutput()

  func service(failures: Int = 0) -> MovieService {
    MovieService(movies: movies, latency: .zero, failures: failures)
  }

  // The ViewModel takes `any MovieServiceProtocol` (seed 000's service seam), so these tests hand it the
  // same `MockMovieService` as stage 3's Interactor tests, and read what it was asked.
  @Test("fetching tells the delegate that loading started, then hands it the service's movies")
  func viewModelNotifiesDelegate() async {
    // Given
    let mockService = MockMovieService(moviesToReturn: Array(movies.prefix(2)))
    let sut = MovieListViewModelImpl(service: mockService)
    let spy = ViewModelDelegateSpy()
    sut.delegate = spy

    // When
    await sut.fetchMovies()

    // Then
    #expect(spy.updates.map(\.isLoading) == [true, false])
    #expect(spy.updates.last?.count == 2)
    #expect(sut.movies == Array(movies.prefix(2)))
    #expect(await mockService.fetchMoviesCallCount == 1)
  }

  @Test("a failed fetch reaches the delegate as an error, and the next fetch clears it")
  func viewModelReportsErrors() async {
    // Given
    let mockService = MockMovieService(
      moviesToReturn: movies, errorToThrow: MovieServiceError.simulatedNetworkFailure)
    let sut = MovieListViewModelImpl(service: mockService)
    let spy = ViewModelDelegateSpy()
    sut.delegate = spy

    // When
    await sut.fetchMovies()
    await sut.fetchMovies()

    // Then
    #expect(spy.updates.map(\.failed) == [false, true, false, false])
    #expect(sut.error == nil)
    #expect(sut.movies == movies)
    #expect(await mockService.fetchMoviesCallCount == 2)
  }

  @Test("the ViewModel holds its delegate weakly")
  func delegateIsWeak() {
    let sut = MovieListViewModelImpl(service: MockMovieService())
    do {
      let spy = ViewModelDelegateSpy()
      sut.delegate = spy
      #expect(sut.delegate != nil)
    }
    #expect(sut.delegate == nil)
  }

  @Test("the View formats each Movie itself: the title with its year, the rating with one decimal")
  func viewFormatsMovies() async {
    let sut = MovieListViewController(viewModel: ViewModelStub(movies: movies))
    let window = await Window.showing(sut, on: output, width: 60)
    defer { withExtendedLifetime(window) {} }

    #expect(output.text.contains("  1  The Shawshank Redemption (1994)"))
    #expect(output.text.contains("⭐️ 9.3\n"))
    #expect(sut.numberOfMovies == 25)
  }

  @Test("loading the screen and tapping reload each ask the ViewModel to fetch")
  func reloadFetches() async {
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListViewController(viewModel: viewModel)
    await Window.showing(sut, on: output)

    await sut.didTapOnReload()

    #expect(viewModel.fetchCount == 2)
  }

  @Test("tapping a movie makes the View present that movie's detail itself")
  func tapPresentsDetail() async throws {
    let sut = MovieListViewController(viewModel: ViewModelStub(movies: movies))
    let window = await Window.showing(sut, on: output)

    await sut.didTapOnMovie(at: 2)

    let detail = try #require(sut.presentedViewController as? MovieDetailViewController)
    #expect(window.topViewController === detail)
    #expect(detail.movie == movies[2])
    #expect(detail.delegate === sut)
    // The detail screen formats the film itself, by the same rules as the list's rows: in MVVM every
    // View does.
    #expect(output.text.contains("The Dark Knight (2008)\n⭐️ 9.0  蝙蝠侠：黑暗骑士"))
  }

  @Test(
    "the detail screen shows the Chinese synopsis to a reader of Chinese, and the English one else")
  func detailSynopsisFollowsTheLanguage() {
    let film = movies[0]
    let detail = MovieDetailViewController(movie: film, isOnWatchlist: false)

    let chinese = Language.$current.withValue(.simplifiedChinese) { detail.draw() }
    let english = Language.$current.withValue(.english) { detail.draw() }

    // Chinese wraps between characters and English at a space, which a wrapped line leaves out.
    #expect(chinese.joined().contains(film.chineseSummary))
    #expect(!chinese.joined(separator: " ").contains(film.summary.prefix(16)))
    #expect(english.joined(separator: " ").contains(film.summary))
    #expect(!english.joined().contains(film.chineseSummary.prefix(8)))
  }

  @Test("watch on the detail puts the movie on the ViewModel's watchlist, then takes it off again")
  func watchTogglesTheWatchlist() async throws {
    // Given
    let viewModel = MovieListViewModelImpl(service: service())
    let sut = MovieListViewController(viewModel: viewModel)
    let window = await Window.showing(sut, on: output)
    await sut.didTapOnMovie(at: 1)
    let detail = try #require(window.topViewController as? MovieDetailViewController)

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(viewModel.watchlist == [movies[1].id])
    #expect(detail.isOnWatchlist)
    #expect(output.text.contains("✓ On your watchlist. Type watch to take it off."))

    // When
    await detail.didTapOnWatch()

    // Then
    #expect(viewModel.watchlist.isEmpty)
    #expect(!detail.isOnWatchlist)
  }

  @Test("back on the list, a movie on the watchlist is marked ✓ and the heading counts it")
  func listMarksTheWatchlist() async throws {
    // Given
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListViewController(viewModel: viewModel)
    let window = await Window.showing(sut, on: output, width: 60)
    defer { withExtendedLifetime(window) {} }

    // When
    viewModel.updateWatchlist(movieID: movies[1].id, isOnWatchlist: true)
    sut.setNeedsDisplay()

    // Then
    let lines = output.text.split(separator: "\n")
    #expect(lines.contains("Top 25 Movies · watchlist: 1"))
    #expect(lines.contains { $0.contains("The Godfather (1972)") && $0.hasSuffix("✓ ⭐️ 9.2") })
    #expect(lines.contains { $0.contains("The Dark Knight (2008)") && $0.hasSuffix("  ⭐️ 9.0") })
  }

  @Test("the detail screen holds its delegate, the list's View, weakly")
  func detailDelegateIsWeak() {
    let detail = MovieDetailViewController(movie: movies[0], isOnWatchlist: false)
    do {
      let view = MovieListViewController(viewModel: ViewModelStub(movies: movies))
      detail.delegate = view
    }
    #expect(detail.delegate == nil)
  }

  @Test("an error reaches the screen as one message that says how to retry")
  func errorIsShown() async {
    let sut = MovieListModule.build(service: service(failures: 1))
    await Window.showing(sut, on: output)

    #expect(
      output.text.contains(
        "Could not load the movies: the network is unreachable (a simulated failure)."))
    #expect(sut.numberOfMovies == 0)
  }

  @Test("after the screen goes away, the View, the ViewModel and the detail are all deallocated")
  func nothingLeaks() async {
    weak var view: MovieListViewController?
    weak var viewModel: MovieListViewModelImpl?
    weak var detail: ViewController?
    do {
      let strongViewModel = MovieListViewModelImpl(service: service())
      let strongView = MovieListViewController(viewModel: strongViewModel)
      (view, viewModel) = (strongView, strongViewModel)
      let window = await Window.showing(strongView, on: output)
      await strongView.didTapOnMovie(at: 0)
      detail = window.topViewController
      await (detail as? MovieDetailScreen)?.didTapOnWatch()
      window.close()
    }
    #expect(view == nil)
    #expect(viewModel == nil)
    #expect(detail == nil)
  }
}
