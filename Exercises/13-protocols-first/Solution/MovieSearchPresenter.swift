import Entities
import Localization

/// The Presenter of the search. Its View and its output are `weak`: the View owns it, and the output belongs
/// to the module that opened the search.
final class MovieSearchPresenterImpl: MovieSearchPresenter {
  weak var view: MovieSearchView?
  weak var output: MovieSearchModuleOutput?
  private let interactor: MovieSearchInteractor
  private let router: MovieSearchRouter

  init(
    interactor: MovieSearchInteractor, router: MovieSearchRouter, output: MovieSearchModuleOutput
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }

  func viewDidLoad() {
    view?.showMessage(Self.prompt)
  }

  func didSearch(for query: String) async {
    await interactor.search(for: query)
  }

  func didTapOnResult(at index: Int) async {
    // Only a row that the screen shows opens a film.
    guard interactor.results.indices.contains(index) else { return }
    let movieID = interactor.results[index].id
    // The search closes first: the module that hears the pick may present the film from its own screen.
    router.closeSearch()
    await output?.movieSearchDidPick(movieID: movieID)
  }

  // MARK: MovieSearchInteractorDelegate

  func interactorDidFind(_ movies: [Movie], for query: String) {
    if query.isEmpty {
      view?.showMessage(Self.prompt)
    } else if movies.isEmpty {
      view?.showMessage(
        localized(en: "No film matches \"\(query)\".", zh: "没有电影的片名含有“\(query)”。"))
    } else {
      let heading =
        movies.count == 1
        ? localized(en: "1 film matches \"\(query)\":", zh: "有 1 部电影的片名含有“\(query)”：")
        : localized(
          en: "\(movies.count) films match \"\(query)\":",
          zh: "有 \(movies.count) 部电影的片名含有“\(query)”：")
      let rows = movies.enumerated().map { index, movie in
        let film = MoviePresentation(from: movie)
        return "\(index + 1). \(film.displayTitle)  \(film.ratingText)"
      }
      view?.showResults(heading: heading, rows: rows)
    }
  }

  func interactorDidFail(with error: any Error) {
    view?.showMessage(
      localized(
        en: "Could not search the films: \(error). Search again to retry.",
        zh: "无法搜索电影：\(error)。再搜索一次即可重试。"))
  }

  private static var prompt: String {
    localized(en: "Type part of a title to search the films.", zh: "输入片名的一部分，搜索电影。")
  }
}
