import Entities
import Testing

@testable import Stage3VIPER

// Seed 000's third way for a module to send results back: a closure, given when the module is built,
// instead of a delegate. The stage uses a delegate; the closure form is written out here, where tests
// prove what the stage 3 lesson says about it.

// lesson:begin closure
/// The detail module's Presenter with its output as a closure: it keeps the closure it is given (strong),
/// as seed 000's `SelectUserPresenter(onSelected:)` does.
@MainActor final class MovieDetailClosurePresenter {
  private let movie: Movie
  private var isOnWatchlist: Bool
  private let onWatchlistChange: (Movie.ID, Bool) -> Void

  init(movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    self.onWatchlistChange = onWatchlistChange
  }

  func didTapOnWatch() {
    isOnWatchlist.toggle()
    onWatchlistChange(movie.id, isOnWatchlist)
  }
}

extension MovieListPresenterImpl {
  /// What the list's Presenter hands the detail module instead of itself.
  func watchlistChangeHandler() -> (Movie.ID, Bool) -> Void {
    // `[weak self]`: the detail module keeps this closure, and a module must never keep the module that
    // opened it alive. A strong capture is the closure's version of a strong delegate.
    { [weak self] movieID, isOnWatchlist in
      self?.movieDetailDidChangeWatchlist(movieID: movieID, isOnWatchlist: isOnWatchlist)
    }
  }
}
// lesson:end closure

@MainActor
@Suite("Stage 3: module output through a closure, seed 000's third way")
struct ModuleOutputClosureTests {
  let movies = MovieCatalog.topMovies

  @Test(
    "the closure carries the detail's change to the list's Presenter, which tells the Interactor")
  func closureReachesList() throws {
    // Given
    let mockInteractor = MockMovieListInteractor()
    let list = MovieListPresenterImpl(interactor: mockInteractor, router: MockMovieListRouter())
    let sut = MovieDetailClosurePresenter(
      movie: movies[1], isOnWatchlist: false, onWatchlistChange: list.watchlistChangeHandler())

    // When
    sut.didTapOnWatch()

    // Then
    let update = try #require(mockInteractor.updatedWatchlist)
    #expect(update.movieID == movies[1].id)
    #expect(update.isOnWatchlist)
  }

  @Test("with [weak self], the detail module does not keep the list's Presenter alive")
  func weakCaptureLetsListGo() {
    // Given
    weak var list: MovieListPresenterImpl?
    let sut: MovieDetailClosurePresenter
    do {
      let strongList = MovieListPresenterImpl(
        interactor: MockMovieListInteractor(), router: MockMovieListRouter())
      list = strongList
      sut = MovieDetailClosurePresenter(
        movie: movies[0], isOnWatchlist: false,
        onWatchlistChange: strongList.watchlistChangeHandler())
    }

    // When: the list has gone, and the user still types watch on the detail.
    sut.didTapOnWatch()

    // Then
    #expect(list == nil)
  }
}
