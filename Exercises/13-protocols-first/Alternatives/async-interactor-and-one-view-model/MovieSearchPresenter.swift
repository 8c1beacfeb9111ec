import Entities
import Localization

/// The Presenter: it asks the Interactor, turns each answer into a view model, and keeps the films that
/// the rows show. The View owns it; it holds the Interactor and the Router strongly, the View and the output
/// weakly.
final class MovieSearchPresenterImpl: MovieSearchPresenter {
  weak var view: MovieSearchView?
  private weak var output: MovieSearchModuleOutput?
  private let interactor: MovieSearchInteractor
  private let router: MovieSearchRouter
  /// The film of each row the screen shows: none while it shows a sentence.
  private var rows: [Movie] = []

  init(
    interactor: MovieSearchInteractor, router: MovieSearchRouter, output: MovieSearchModuleOutput
  ) {
    self.interactor = interactor
    self.router = router
    self.output = output
  }

  func viewDidLoad() {
    show([], lines: [Self.prompt])
  }

  func didSearch(for query: String) async {
    do {
      let result = try await interactor.search(query)
      show(result.films, lines: Self.lines(for: result))
    } catch {
      show(
        [],
        lines: [
          localized(
            en: "Could not search the films: \(error). Search again to retry.",
            zh: "无法搜索电影：\(error)。再搜索一次即可重试。")
        ])
    }
  }

  func didTapOnResult(at index: Int) async {
    guard rows.indices.contains(index) else { return }
    let movieID = rows[index].id
    router.close()
    await output?.movieSearchDidPick(movieID: movieID)
  }

  private func show(_ films: [Movie], lines: [String]) {
    rows = films
    view?.display(MovieSearchViewModel(lines: lines))
  }

  private static func lines(for result: MovieSearchResult) -> [String] {
    let (query, count) = (result.query, result.films.count)
    guard !query.isEmpty else { return [prompt] }
    guard count > 0 else {
      return [localized(en: "No film matches \"\(query)\".", zh: "没有电影的片名含有“\(query)”。")]
    }
    let films = count == 1 ? "1 film matches" : "\(count) films match"
    let heading = localized(en: "\(films) \"\(query)\":", zh: "有 \(count) 部电影的片名含有“\(query)”：")
    return [heading]
      + result.films.enumerated().map { index, movie in
        let film = MoviePresentation(from: movie)
        return "\(index + 1). \(film.displayTitle)  \(film.ratingText)"
      }
  }

  private static var prompt: String {
    localized(en: "Type part of a title to search the films.", zh: "输入片名的一部分，搜索电影。")
  }
}
