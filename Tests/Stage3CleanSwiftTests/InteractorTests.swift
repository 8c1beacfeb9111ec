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
    let sut = MovieListInteractor(worker: MoviesWorker(service: service))
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
      worker: MoviesWorker(service: MockMovieService(error: .simulatedNetworkFailure)))
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
    let sut = MovieListInteractor(worker: MoviesWorker(service: MockMovieService()))
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
    let sut = MovieListInteractor(worker: MoviesWorker(service: MockMovieService()))
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
    let sut = MovieListInteractor(worker: MoviesWorker(service: MockMovieService()))
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
    let sut = MovieListInteractor(worker: MoviesWorker(service: MockMovieService()))
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
}
