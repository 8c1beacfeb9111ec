import Entities
import TerminalKit

/// The Router: leaving the search is its job, from closing the screen to telling the module's output. Held
/// strongly by the Presenter; it holds the View and the output weakly.
final class MovieSearchRouter: MovieSearchRouterProtocol {
  weak var view: ViewController?
  private weak var output: MovieSearchModuleOutput?

  init(output: MovieSearchModuleOutput) {
    self.output = output
  }

  func leaveSearch(picking movieID: Movie.ID) async {
    view?.dismiss()
    await output?.movieSearchDidPick(movieID: movieID)
  }
}
