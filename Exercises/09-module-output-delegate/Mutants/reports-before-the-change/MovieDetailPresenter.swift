import Entities

// MARK: - Given, do not change

/// The display logic of the detail module: it keeps the module's parameters (the movie, whether it is
/// on the watchlist), formats them, and decides what `watch` does.
///
/// Held strongly by the detail's View.
@MainActor protocol MovieDetailPresenter: AnyObject {
  /// The movie as the View shows it.
  var presentation: MoviePresentation { get }
  func didTapOnWatch()
}

// MARK: - Your work

/// What the detail module reports to the module that opened it: seed 000's module output through a
/// delegate. In stage 3 that is the list's Presenter.
@MainActor protocol MovieDetailModuleOutput: AnyObject {
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// The detail module's Presenter: it keeps the module's parameters, and reports `watch` to the
/// module's output.
final class MovieDetailPresenterImpl: MovieDetailPresenter {
  /// The detail's View owns this Presenter: the reference back is weak.
  weak var view: MovieDetailView?
  /// The list module opened this one and outlives it: the detail must not keep it alive.
  weak var output: MovieDetailModuleOutput?
  private let movie: Movie
  private var isOnWatchlist: Bool

  init(movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    self.output = output
  }

  // MARK: Given, do not change

  var presentation: MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: isOnWatchlist)
  }

  // MARK: Your work

  func didTapOnWatch() {
    output?.movieDetailDidChangeWatchlist(movieID: movie.id, isOnWatchlist: isOnWatchlist)
    isOnWatchlist.toggle()
    view?.showWatchlistStatus(isOnWatchlist)
  }
}
