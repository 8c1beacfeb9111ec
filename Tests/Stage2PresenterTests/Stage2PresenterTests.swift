import Entities
import Foundation
import ServiceMocks
import Testing
import TopMoviesApp

@testable import Stage2Presenter
@testable import TerminalKit

/// A ViewModel that has its movies already and counts the fetches it is asked for.
@MainActor final class ViewModelStub: MovieListViewModel {
  weak var delegate: MovieListViewModelDelegate?
  let movies: [Movie]
  var isLoading = false
  var error: (any Error)?
  var watchlist: Set<Movie.ID> = []
  var fetchCount = 0
  var watchlistUpdates: [(movieID: Movie.ID, isOnWatchlist: Bool)] = []

  init(movies: [Movie]) {
    self.movies = movies
  }

  func fetchMovies() async {
    fetchCount += 1
    delegate?.viewModelDidUpdate(self)
  }

  func updateWatchlist(movieID: Movie.ID, isOnWatchlist: Bool) {
    watchlistUpdates.append((movieID, isOnWatchlist))
    if isOnWatchlist { watchlist.insert(movieID) } else { watchlist.remove(movieID) }
    delegate?.viewModelDidUpdate(self)
  }
}

/// Records what the Presenter tells its View.
@MainActor final class PresenterDelegateSpy: MovieListPresenterDelegate {
  var presentations: [[MoviePresentation]] = []
  var loadingCount = 0
  var errors: [String] = []

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) { presentations.append(movies) }
  func showLoading() { loadingCount += 1 }
  func showError(_ message: String) { errors.append(message) }
}

@MainActor
@Suite("Stage 2: one Presenter, two platform Views")
struct Stage2PresenterTests {
  let movies = MovieCatalog.topMovies
  let output = RecordedOutput()

  @Test("the Presenter turns the ViewModel's Movies into MoviePresentations for its View")
  func presenterMapsMovies() async throws {
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListPresenterImpl(viewModel: viewModel)
    let view = PresenterDelegateSpy()
    sut.delegate = view

    await sut.reload()

    #expect(viewModel.fetchCount == 1)
    let shown = try #require(view.presentations.last)
    #expect(shown == movies.map { MoviePresentation(from: $0) })
    #expect(shown[0].displayTitle == "The Shawshank Redemption (1994)")
    #expect(shown[0].ratingText == "⭐️ 9.3")
  }

  @Test(
    "stage 1's ViewModel, unchanged, fetches through the service seam: the same mock as stage 3's")
  func viewModelFetchesThroughTheSeam() async throws {
    // Given
    let mockService = MockMovieService(moviesToReturn: Array(movies.prefix(2)))
    let sut = MovieListPresenterImpl(viewModel: MovieListViewModelImpl(service: mockService))
    let view = PresenterDelegateSpy()
    sut.delegate = view

    // When
    await sut.reload()

    // Then
    #expect(await mockService.fetchMoviesCallCount == 1)
    let shown = try #require(view.presentations.last)
    #expect(shown == movies.prefix(2).map { MoviePresentation(from: $0) })
  }

  @Test("the Presenter turns loading and errors into calls its View understands")
  func presenterReportsLoadingAndErrors() async {
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListPresenterImpl(viewModel: viewModel)
    let view = PresenterDelegateSpy()
    sut.delegate = view

    viewModel.isLoading = true
    sut.viewModelDidUpdate(viewModel)
    viewModel.isLoading = false
    viewModel.error = MovieServiceError.simulatedNetworkFailure
    sut.viewModelDidUpdate(viewModel)

    #expect(view.loadingCount == 1)
    #expect(
      view.errors == [
        "Could not load the movies: the network is unreachable (a simulated failure). Type reload to try again."
      ])
    #expect(view.presentations.isEmpty)
  }

  @Test("the Presenter makes itself the ViewModel's delegate and holds its View weakly")
  func presenterReferences() {
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListPresenterImpl(viewModel: viewModel)
    #expect(viewModel.delegate === sut)
    do {
      let view = PresenterDelegateSpy()
      sut.delegate = view
    }
    #expect(sut.delegate == nil)
  }

  @Test("the phone and the desktop View show the same titles and ratings from one Presenter type")
  func bothPlatformsShowTheSame() async {
    for platform in [Platform.phone, .desktop] {
      let output = RecordedOutput()
      let sut = MovieListModule.build(
        service: MovieService(movies: movies, latency: .zero), platform: platform)
      await Window.showing(sut, on: output, width: 160)
      for movie in movies.map({ MoviePresentation(from: $0) }) {
        #expect(output.text.contains(movie.displayTitle), "\(platform) lacks \(movie.displayTitle)")
      }
      #expect(output.text.components(separatedBy: "⭐️ ").count == 26)
    }
  }

  @Test(
    "the desktop View is a wide table with each summary under its title; the phone's rows have none"
  )
  func desktopIsATable() async {
    let phone = RecordedOutput()
    let desktop = RecordedOutput()
    let service = MovieService(movies: movies, latency: .zero)
    await Window.showing(
      MovieListModule.build(service: service, platform: .phone), on: phone, width: 120)
    await Window.showing(
      MovieListModule.build(service: service, platform: .desktop), on: desktop, width: 120)

    let lines = desktop.text.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("│  # │ Movie") })
    #expect(
      lines.contains { $0.contains("The Shawshank Redemption (1994)") && $0.contains("⭐️ 9.3") })
    #expect(desktop.text.contains("Wrongly convicted"))
    #expect(!phone.text.contains("Wrongly convicted"))
  }

  @Test("tapping a movie still makes the View present the detail itself")
  func viewStillNavigates() async throws {
    let sut = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), platform: .desktop)
    await Window.showing(sut, on: output)

    await sut.didTapOnMovie(at: 4)

    let detail = try #require(sut.presentedViewController as? MovieDetailViewController)
    #expect(detail.movie.displayTitle == "12 Angry Men (1957)")
    #expect(detail.delegate === sut)
  }

  @Test(
    "the Presenter passes a watchlist change to the ViewModel and marks the movie in what it presents"
  )
  func presenterUpdatesTheWatchlist() async throws {
    // Given
    let viewModel = ViewModelStub(movies: movies)
    let sut = MovieListPresenterImpl(viewModel: viewModel)
    let view = PresenterDelegateSpy()
    sut.delegate = view

    // When
    sut.updateWatchlist(movieID: movies[1].id, isOnWatchlist: true)

    // Then
    #expect(viewModel.watchlistUpdates.map(\.movieID) == [movies[1].id])
    let shown = try #require(view.presentations.last)
    #expect(shown.filter(\.isOnWatchlist).map(\.displayTitle) == ["The Godfather (1972)"])
    #expect(sut.presentation(from: movies[1]).isOnWatchlist)
    #expect(!sut.presentation(from: movies[0]).isOnWatchlist)
  }

  @Test(
    "watch on the detail reaches the watchlist from either platform, and the list marks the movie ✓",
    arguments: [Platform.phone, .desktop])
  func watchFromEitherPlatform(platform: Platform) async throws {
    // Given
    let sut = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), platform: platform)
    let window = await Window.showing(sut, on: output, width: 90)
    await sut.didTapOnMovie(at: 1)
    let detail = try #require(window.topViewController as? MovieDetailViewController)

    // When
    await detail.didTapOnWatch()
    detail.dismiss()

    // Then
    #expect(detail.isOnWatchlist)
    let lines = output.text.split(separator: "\n")
    #expect(lines.last { $0.hasPrefix("Top ") } == "Top 25 Movies · watchlist: 1")
    #expect(lines.contains { $0.contains("The Godfather (1972)") && $0.contains("✓") })
    #expect(!lines.contains { $0.contains("The Dark Knight (2008)") && $0.contains("✓") })
  }

  @Test(
    "after the screen goes away, the View, the Presenter, the ViewModel and the detail are all deallocated"
  )
  func nothingLeaks() async {
    weak var view: MovieListDesktopViewController?
    weak var presenter: MovieListPresenterImpl?
    weak var viewModel: MovieListViewModelImpl?
    weak var detail: ViewController?
    do {
      let strongViewModel = MovieListViewModelImpl(
        service: MockMovieService(moviesToReturn: movies))
      let strongPresenter = MovieListPresenterImpl(viewModel: strongViewModel)
      let strongView = MovieListDesktopViewController(presenter: strongPresenter)
      (view, presenter, viewModel) = (strongView, strongPresenter, strongViewModel)
      let window = await Window.showing(strongView, on: output)
      await strongView.didTapOnMovie(at: 0)
      detail = window.topViewController
      await (detail as? MovieDetailScreen)?.didTapOnWatch()
      window.close()
    }
    #expect(view == nil)
    #expect(presenter == nil)
    #expect(viewModel == nil)
    #expect(detail == nil)
  }
}
