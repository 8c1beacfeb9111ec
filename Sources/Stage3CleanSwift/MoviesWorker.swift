import Entities
import Tracing

// lesson:begin worker
/// The Worker: the low-level fetch, taken out of the Interactor so that the Interactor keeps only the
/// business rules. It knows where the movies come from (a `MovieServiceProtocol`: the real service in the
/// app, a mock in tests) and nothing about the scene, so any Interactor could use it.
///
/// Held strongly by the Interactor; holds its service strongly and nothing else.
@MainActor final class MoviesWorker {
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  /// The movies, or the service's error.
  func fetchMovies() async throws -> [Movie] {
    trace(.worker, .service, "fetchMovies()")
    do {
      let movies = try await service.fetchMovies()
      trace(.service, .worker, "\(movies.count) movies")
      return movies
    } catch {
      trace(.service, .worker, "error: \(error)")
      throw error
    }
  }
}
// lesson:end worker
