import Entities
import Tracing

// lesson:begin protocol
/// The input of the detail Presenter: one method per use case, each taking that use case's `Response`.
/// Only the detail Interactor calls it.
///
/// Held strongly by the detail Interactor.
@MainActor protocol MovieDetailPresentationLogic: AnyObject {
  func presentMovie(response: MovieDetail.ShowMovie.Response)
  func presentUpdatedWatchlist(response: MovieDetail.UpdateWatchlist.Response)
}
// lesson:end protocol

/// The detail scene's Presenter: it formats the film (title, rating, other title, watchlist mark) for the
/// screen, so no Router formats anything.
///
/// Held strongly by the detail Interactor; holds the detail view controller weakly, since that view
/// controller owns the Interactor that owns this Presenter.
final class MovieDetailPresenter: MovieDetailPresentationLogic {
  weak var viewController: MovieDetailDisplayLogic?

  // lesson:begin present
  func presentMovie(response: MovieDetail.ShowMovie.Response) {
    let viewModel = MovieDetail.ShowMovie.ViewModel(
      movie: MoviePresentation(from: response.movie, isOnWatchlist: response.isOnWatchlist))
    trace(presenter, view, "displayMovie(viewModel:)")
    viewController?.displayMovie(viewModel: viewModel)
  }
  // lesson:end present

  // lesson:begin update-watchlist
  func presentUpdatedWatchlist(response: MovieDetail.UpdateWatchlist.Response) {
    trace(presenter, view, "displayUpdatedWatchlist(viewModel:)")
    viewController?.displayUpdatedWatchlist(
      viewModel: MovieDetail.UpdateWatchlist.ViewModel(isOnWatchlist: response.isOnWatchlist))
  }
  // lesson:end update-watchlist

  private var presenter: Role { Role.presenter.inModule("Detail") }
  private var view: Role { Role.view.inModule("Detail") }
}
