// Given, do not change this file: the detail screen's module, as stage 3 builds it.

import Entities

/// Assembles the detail module (seed 000's `createModule(userId:)`): it is built with its parameters, the
/// movie and whether it is on the watchlist, and with the output it reports to.
@MainActor enum MovieDetailModule {
  /// The module, drawn by `design`: the list's Router chooses the design, so the A/B test swaps the
  /// Router alone.
  static func build<View: MovieDetailView>(
    _ design: View.Type, movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput
  ) -> View {
    // Strong: View → Presenter. Weak: Presenter → View, and Presenter → output (the list's Presenter).
    let presenter = MovieDetailPresenterImpl(
      movie: movie, isOnWatchlist: isOnWatchlist, output: output)
    let view = View(movie: presenter.presentation, presenter: presenter)
    presenter.view = view
    return view
  }
}
