// Given, do not change this file: the Worker, as stage 3, Clean Swift has it.

import Entities

/// The Worker: the low-level fetch, taken out of the Interactor so that the Interactor keeps only the
/// business rules. It knows where the movies come from (a `MovieServiceProtocol`: the real service in
/// the app, a mock in tests) and nothing about the scene.
///
/// Held strongly by the Interactor; holds its service strongly and nothing else.
@MainActor final class MoviesWorker {
  private let service: any MovieServiceProtocol

  init(service: any MovieServiceProtocol) {
    self.service = service
  }

  /// The movies, or the service's error.
  func fetchMovies() async throws -> [Movie] {
    try await service.fetchMovies()
  }
}
