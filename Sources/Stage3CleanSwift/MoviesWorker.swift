import Entities
import Tracing

// lesson:begin worker
/// What the Interactor asks of the Worker that fetches the movies. The Interactor holds this protocol,
/// not `MoviesWorker`, so a test can hand it a mock Worker and test its business rules alone.
///
/// Held strongly by the Interactor, which is given it in its initialiser. `AnyObject`, as every protocol
/// of the scene is: a Worker is an object, shared by reference and never copied.
@MainActor protocol MoviesWorking: AnyObject {
  /// The movies, or the error that kept them from coming.
  func fetchMovies() async throws -> [Movie]
}

/// The Worker: the low-level fetch, taken out of the Interactor so that the Interactor keeps only the
/// business rules. It knows where the movies come from (a `MovieServiceProtocol`: the real service in the
/// app, a mock in tests) and nothing about the scene, so any Interactor could use it.
///
/// Held strongly by the Interactor, as its `MoviesWorking`; holds its service strongly and nothing else.
@MainActor final class MoviesWorker: MoviesWorking {
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
