// Given, do not change this file: the detail screen's module, built with a closure as its output.

import Entities

/// Assembles the detail module (seed 000's `createModule(userId:)`): it is built with its parameters,
/// the movie and whether it is on the watchlist, and with the closure it reports `watch` to.
@MainActor enum MovieDetailModule {
  /// The module, drawn by `design`; `onWatchlistChange` is called with the movie's id and its new
  /// status.
  static func build<View: MovieDetailView>(
    _ design: View.Type, movie: Movie, isOnWatchlist: Bool,
    onWatchlistChange: @escaping (Movie.ID, Bool) -> Void
  ) -> View {
    let presenter = MovieDetailPresenterImpl(
      movie: movie, isOnWatchlist: isOnWatchlist, onWatchlistChange: onWatchlistChange)
    let view = View(movie: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
