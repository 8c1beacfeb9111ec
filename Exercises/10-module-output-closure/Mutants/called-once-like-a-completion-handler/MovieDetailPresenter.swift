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

/// The detail module's Presenter, with its output as a closure (seed 000's third way), as seed 000's
/// `SelectUserPresenter(onSelected:)` has it.
final class MovieDetailPresenterImpl: MovieDetailPresenter {
  /// The detail's View owns this Presenter: the reference back is weak.
  weak var view: MovieDetailView?
  private let movie: Movie
  private var isOnWatchlist: Bool

  // MARK: Your work

  /// The module's output. Nothing else holds the closure, so the Presenter keeps it.
  private var onWatchlistChange: ((Movie.ID, Bool) -> Void)?

  init(movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    self.onWatchlistChange = onWatchlistChange
  }

  func didTapOnWatch() {
    isOnWatchlist.toggle()
    onWatchlistChange?(movie.id, isOnWatchlist)
    onWatchlistChange = nil
    view?.showWatchlistStatus(isOnWatchlist)
  }

  // MARK: Given, do not change

  var presentation: MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: isOnWatchlist)
  }
}
