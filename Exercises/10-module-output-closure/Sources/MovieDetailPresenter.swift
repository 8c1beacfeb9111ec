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

  init(movie: Movie, isOnWatchlist: Bool, onWatchlistChange: @escaping (Movie.ID, Bool) -> Void) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    // TODO: `onWatchlistChange` is this module's output. The user types watch long after the
    //       module is built: how will the Presenter still have the closure then? Does anything
    //       else hold it?
  }

  func didTapOnWatch() {
    // TODO: What changes when the user types watch? Who must hear about it, and with what? What
    //       does the screen show afterwards? Think of a second watch too.
  }

  // MARK: Given, do not change

  var presentation: MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: isOnWatchlist)
  }
}
