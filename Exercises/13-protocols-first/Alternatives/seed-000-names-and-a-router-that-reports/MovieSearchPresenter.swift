import Entities
import Localization

/// The Presenter: it passes each action on, and writes what the screen says for each state of the search.
/// The View owns it; it holds the Interactor and the Router strongly, and the View weakly.
final class MovieSearchPresenter: MovieSearchPresenterProtocol, MovieSearchInteractorOutputProtocol
{
  weak var view: MovieSearchViewProtocol?
  private let interactor: MovieSearchInteractorInputProtocol
  private let router: MovieSearchRouterProtocol

  init(interactor: MovieSearchInteractorInputProtocol, router: MovieSearchRouterProtocol) {
    self.interactor = interactor
    self.router = router
  }

  func viewDidLoad() {
    searchDidEnd(in: .blank)
  }

  func search(_ query: String) async {
    await interactor.search(query)
  }

  func selectRow(_ index: Int) async {
    guard let film = interactor.film(at: index) else { return }
    await router.leaveSearch(picking: film.id)
  }

  func searchDidEnd(in state: MovieSearchState) {
    switch state {
    case .blank:
      view?.showPrompt(
        localized(en: "Type part of a title to search the films.", zh: "输入片名的一部分，搜索电影。"))
    case .found(let query, let films) where films.isEmpty:
      view?.showNoMatch(
        localized(en: "No film matches \"\(query)\".", zh: "没有电影的片名含有“\(query)”。"))
    case .found(let query, let films):
      let english =
        films.count == 1
        ? "1 film matches \"\(query)\":" : "\(films.count) films match \"\(query)\":"
      var rows: [String] = []
      for (index, movie) in films.enumerated() {
        let film = MoviePresentation(from: movie)
        rows.append("\(index + 1). \(film.displayTitle)  \(film.ratingText)")
      }
      view?.showFilms(
        heading: localized(en: english, zh: "有 \(films.count) 部电影的片名含有“\(query)”："), rows: rows)
    case .failed(let error):
      view?.showError(
        localized(
          en: "Could not search the films: \(error). Search again to retry.",
          zh: "无法搜索电影：\(error)。再搜索一次即可重试。"))
    }
  }
}
