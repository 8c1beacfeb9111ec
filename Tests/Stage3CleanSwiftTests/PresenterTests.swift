import Entities
import Localization
import Testing

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Presenter")
struct MovieListPresenterTests {
  @Test("while loading, the view controller is told to show the spinner's text")
  func presentLoading() {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController

    // When
    sut.presentFetchedMovies(response: .loading)

    // Then
    #expect(viewController.fetchedMoviesViewModels == [.loading(message: "Loading the top movies")])
  }

  @Test("the fetched movies reach the view controller formatted, marked ✓ when on the watchlist")
  func presentMovies() throws {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController

    // When
    sut.presentFetchedMovies(
      response: .loaded(movies: Array(topMovies.prefix(2)), watchlist: [topMovies[1].id]))

    // Then
    let viewModel = try #require(viewController.fetchedMoviesViewModels.last)
    guard case .loaded(let movies) = viewModel else {
      Issue.record("expected the movies, got \(viewModel)")
      return
    }
    #expect(
      movies.map(\.displayTitle) == ["The Shawshank Redemption (1994)", "The Godfather (1972)"])
    #expect(movies.map(\.ratingText) == ["⭐️ 9.3", "⭐️ 9.2"])
    #expect(movies.map(\.isOnWatchlist) == [false, true])
  }

  @Test("a failed fetch reaches the view controller as the error line that says to reload")
  func presentError() {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController

    // When
    sut.presentFetchedMovies(response: .failed(MovieServiceError.simulatedNetworkFailure))

    // Then
    #expect(
      viewController.fetchedMoviesViewModels == [
        .failed(
          message:
            "Could not load the movies: the network is unreachable (a simulated failure). Type reload to try again."
        )
      ])
  }

  @Test("a tapped row with a movie is decided as the detail scene")
  func presentSelectedMovie() async {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController

    // When
    await sut.presentSelectedMovie(response: MovieList.SelectMovie.Response(movie: topMovies[1]))

    // Then
    #expect(viewController.selectedMovieViewModels == [.showDetail])
  }

  @Test(
    "a tapped row without a movie is decided as a message, in the user's language",
    arguments: [
      (
        Language.english,
        "That movie is no longer in the list. Type reload to see the list as it is now."
      ),
      (Language.simplifiedChinese, "列表里已经没有这部电影了。输入 reload 查看最新的列表。"),
    ])
  func presentMissingMovie(language: Language, message: String) async {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController

    // When
    await Language.$current.withValue(language) {
      await sut.presentSelectedMovie(response: MovieList.SelectMovie.Response(movie: nil))
    }

    // Then
    #expect(viewController.selectedMovieViewModels == [.cannotOpen(message: message)])
  }

  @Test("a refreshed watchlist reaches the view controller as rows marked again")
  func presentRefreshedWatchlist() throws {
    // Given
    let sut = MovieListPresenter()
    let viewController = MockMovieListDisplayLogic()
    sut.viewController = viewController
    let godfather = topMovies[1]

    // When
    sut.presentRefreshedWatchlist(
      response: MovieList.RefreshWatchlist.Response(movies: topMovies, watchlist: [godfather.id]))

    // Then
    let viewModel = try #require(viewController.refreshedWatchlistViewModels.last)
    #expect(viewModel.movies[1] == MoviePresentation(from: godfather, isOnWatchlist: true))
    #expect(viewModel.movies.count(where: \.isOnWatchlist) == 1)
  }

  @Test("the Presenter holds its view controller weakly")
  func holdsViewControllerWeakly() {
    // Given
    let sut = MovieListPresenter()

    // When
    do {
      let viewController = MockMovieListDisplayLogic()
      sut.viewController = viewController
      #expect(sut.viewController === viewController)
    }

    // Then
    #expect(sut.viewController == nil)
  }
}
