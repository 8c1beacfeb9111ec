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
// TODO: Which kinds of type can conform to this protocol as it is written now? And what does that
//       allow the detail's Presenter to do with its reference to the output, or not do?
@MainActor protocol MovieDetailModuleOutput {
  func movieDetailDidChangeWatchlist(movieID: Movie.ID, isOnWatchlist: Bool)
}

/// The detail module's Presenter: it keeps the module's parameters, and reports `watch` to the
/// module's output.
final class MovieDetailPresenterImpl: MovieDetailPresenter {
  // TODO: The detail's View owns this Presenter. What happens to the two of them when the detail
  //       screen is dismissed, if the Presenter owns its View too?
  var view: MovieDetailView?
  // TODO: The output is the list's Presenter. The list module opened this one and lives longer.
  //       Should the detail module decide how long the list lives?
  var output: MovieDetailModuleOutput?
  private let movie: Movie
  private var isOnWatchlist: Bool

  init(movie: Movie, isOnWatchlist: Bool, output: MovieDetailModuleOutput) {
    self.movie = movie
    self.isOnWatchlist = isOnWatchlist
    // TODO: The module is built with its output, and `watch` comes much later. How will the
    //       Presenter reach the output then?
  }

  // MARK: Given, do not change

  var presentation: MoviePresentation {
    MoviePresentation(from: movie, isOnWatchlist: isOnWatchlist)
  }

  // MARK: Your work

  func didTapOnWatch() {
    // TODO: What changes when the user types watch? Who must hear about it, and with what? What
    //       does the screen show afterwards? Think of a second watch too.
  }
}
