import Entities

/// The Interactor, on top of a `MovieServiceProtocol`: it answers each search and keeps nothing. Held strongly
/// by the Presenter; it holds the service strongly.
final class MovieSearchInteractorImpl: MovieSearchInteractor {
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  func search(_ query: String) async throws -> MovieSearchResult {
    var query = Substring(query)
    while query.first?.isWhitespace == true { query.removeFirst() }
    while query.last?.isWhitespace == true { query.removeLast() }
    guard !query.isEmpty else { return MovieSearchResult(query: "", films: []) }
    let needle = query.lowercased()
    let films = try await service.fetchMovies().filter {
      $0.title.lowercased().contains(needle) || $0.chineseTitle.lowercased().contains(needle)
    }
    return MovieSearchResult(query: String(query), films: films)
  }
}
