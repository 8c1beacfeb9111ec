// Given, do not change this file: the detail module's Presenter, and the output it reports to.

import Entities

/// What the detail module reports to the module that opened it: seed 000's module output through a
/// delegate. In stage 3 that is the list's Presenter.
///
/// `AnyObject`, so that the detail's Presenter can hold it weakly: the list module opened the detail
/// and outlives it, and a module must never keep the one that opened it alive.
@MainActor protocol MovieDetailModuleOutput: AnyObject {
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// The display logic of the detail module: it keeps the module's parameters (the movie, whether it is on
/// the watchlist), formats them, and decides what `watch` does.
///
/// Held strongly by the detail's View; holds the View and the module's output weakly.
@MainActor protocol MovieDetailPresenter: AnyObject {
  /// The movie as the View shows it.
  var presentation: MoviePresentation { get }
  func didTapOnWatch()
}

/// The detail module's Presenter. Both references it keeps are `weak`: its View owns it, and its output
/// belongs to another module.
final class MovieDetailPresenterImpl: MovieDetailPresenter {
  weak var view: MovieDetailView?
  weak var output: MovieDetailModuleOutput?
  private let movie: Movie
  private var isOnWatchlist: Bool

  init(movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    self.output = output
  }

  var presentation: MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: isOnWatchlist)
  }

  func didTapOnWatch() {
    isOnWatchlist.toggle()
    output?.movieDetailDidChangeWatchlist(movieID: movie.id, isOnWatchlist: isOnWatchlist)
    view?.showWatchlistStatus(isOnWatchlist)
  }
}
