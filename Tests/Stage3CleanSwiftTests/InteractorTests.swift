import Entities
import Testing

@testable import Stage3CleanSwift

@MainActor
@Suite("Stage 3, Clean Swift: the Interactor")
struct MovieListInteractorTests {
  @Test("fetching tells the Presenter it is loading, then hands it the movies the Worker fetched")
  func fetchSucceeds() async throws {
    // Given
    let service = MockMovieService()
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: service), watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    #expect(await service.fetchCount == 1)
    #expect(presenter.fetchedMoviesResponses.count == 2)
    #expect(presenter.fetchedMoviesResponses.first?.isLoading == true)
    let loaded = try #require(presenter.fetchedMoviesResponses.last?.loaded)
    #expect(loaded.movies == topMovies)
    #expect(loaded.watchlist.isEmpty)
    #expect(sut.movies == topMovies)
  }

  @Test("a failed fetch hands the Presenter the service's error, after telling it it is loading")
  func fetchFails() async throws {
    // Given
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService(error: .simulatedNetworkFailure)),
      watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    #expect(presenter.fetchedMoviesResponses.count == 2)
    #expect(presenter.fetchedMoviesResponses.first?.isLoading == true)
    let error = try #require(presenter.fetchedMoviesResponses.last?.error)
    #expect(error as? MovieServiceError == .simulatedNetworkFailure)
    #expect(sut.movies.isEmpty)
  }

  @Test("selecting a movie stores it in the data store, for the Router, and asks the Presenter")
  func selectMovie() async {
    // Given
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService()), watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // When
    await sut.selectMovie(request: MovieList.SelectMovie.Request(index: 1))

    // Then
    #expect(sut.selectedMovie?.title == "The Godfather")
    #expect(presenter.selectedMovieResponseCount == 1)
  }

  @Test("a row that is not there selects nothing and asks the Presenter nothing")
  func selectMissingRow() async {
    // Given
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService()), watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter

    // When
    await sut.selectMovie(request: MovieList.SelectMovie.Request(index: 0))

    // Then
    #expect(sut.selectedMovie == nil)
    #expect(presenter.selectedMovieResponseCount == 0)
  }

  @Test("updating the watchlist adds the movie, then takes it off, presenting each change")
  func updateWatchlist() async throws {
    // Given
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService()), watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())
    let godfather = topMovies[1].id

    // When
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: godfather, isOnWatchlist: true))

    // Then
    #expect(sut.watchlist == [godfather])
    let added = try #require(presenter.updatedWatchlistResponses.last)
    #expect(added.movieID == godfather)
    #expect(added.watchlist == [godfather])
    #expect(added.movies == topMovies)

    // When
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: godfather, isOnWatchlist: false))

    // Then
    #expect(sut.watchlist.isEmpty)
    #expect(presenter.updatedWatchlistResponses.count == 2)
    #expect(presenter.updatedWatchlistResponses.last?.watchlist.isEmpty == true)
  }

  @Test("a reload hands the Presenter the watchlist with the movies, so the marks survive it")
  func reloadKeepsWatchlist() async throws {
    // Given
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService()), watchlistWorker: WatchlistWorker())
    let presenter = MockMovieListPresentationLogic()
    sut.presenter = presenter
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: topMovies[1].id, isOnWatchlist: true))

    // When
    await sut.fetchMovies(request: MovieList.FetchMovies.Request())

    // Then
    let loaded = try #require(presenter.fetchedMoviesResponses.last?.loaded)
    #expect(loaded.watchlist == [topMovies[1].id])
  }

  @Test(
    "the watchlist lives in the watchlist Worker: the Interactor writes it there and reads it back")
  func watchlistGoesThroughItsWorker() async {
    // Given: a Worker that already holds a film, as one kept on disk would after a restart.
    let watchlistWorker = WatchlistWorker()
    watchlistWorker.add(topMovies[0].id)
    let sut = MovieListInteractor(
      moviesWorker: MoviesWorker(service: MockMovieService()), watchlistWorker: watchlistWorker)
    sut.presenter = MockMovieListPresentationLogic()

    // When
    sut.updateWatchlist(
      request: MovieList.UpdateWatchlist.Request(movieID: topMovies[2].id, isOnWatchlist: true))

    // Then
    #expect(watchlistWorker.movieIDs == [topMovies[0].id, topMovies[2].id])
    #expect(sut.watchlist == watchlistWorker.movieIDs)
  }
}
