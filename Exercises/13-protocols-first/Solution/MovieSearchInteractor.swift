import Entities

/// The Interactor of the search, on top of a `MovieServiceProtocol`. Its `delegate` is `weak`: the Presenter
/// owns this Interactor and is its delegate.
final class MovieSearchInteractorImpl: MovieSearchInteractor {
  weak var delegate: MovieSearchInteractorDelegate?
  private(set) var results: [Movie] = []
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  func search(for query: String) async {
    let query = String(
      query.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    guard !query.isEmpty else {
      results = []
      delegate?.interactorDidFind([], for: "")
      return
    }
    do {
      let movies = try await service.fetchMovies()
      results = movies.filter { Self.title(of: $0, holds: query) }
      delegate?.interactorDidFind(results, for: query)
    } catch {
      results = []
      delegate?.interactorDidFail(with: error)
    }
  }

  /// Whether the film's English or Chinese title holds `query`, whatever the case of either.
  private static func title(of movie: Movie, holds query: String) -> Bool {
    let query = query.lowercased()
    return movie.title.lowercased().contains(query)
      || movie.chineseTitle.lowercased().contains(query)
  }
}
