import Entities

/// The Interactor: it keeps the state of the last search, and tells its output after each one. Held strongly
/// by the Presenter; it holds the service strongly and its output, the Presenter, weakly.
final class MovieSearchInteractor: MovieSearchInteractorInputProtocol {
  weak var output: MovieSearchInteractorOutputProtocol?
  private let service: any MovieServiceProtocol
  private var state = MovieSearchState.blank

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  func search(_ query: String) async {
    let words = query.split(whereSeparator: \.isWhitespace)
    if words.isEmpty {
      state = .blank
    } else {
      // The query as typed, from its first word to its last.
      let query = String(query[words[0].startIndex..<words[words.count - 1].endIndex])
      do {
        let films = try await service.fetchMovies()
        state = .found(query: query, films: films.filter { Self.title(of: $0, holds: query) })
      } catch {
        state = .failed(error)
      }
    }
    output?.searchDidEnd(in: state)
  }

  func film(at index: Int) -> Movie? {
    guard case .found(_, let films) = state, films.indices.contains(index) else { return nil }
    return films[index]
  }

  private static func title(of movie: Movie, holds query: String) -> Bool {
    [movie.title, movie.chineseTitle].contains { $0.lowercased().contains(query.lowercased()) }
  }
}
