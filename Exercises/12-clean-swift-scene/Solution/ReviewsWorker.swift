// Given, do not change this file: the reviews scene's Worker.

import Entities

/// The Worker (工作器): the low-level fetch, taken out of the Interactor so that the Interactor keeps
/// only the business rules. It knows where reviews come from and nothing about the scene, so any scene
/// that needs a film's reviews could use it.
///
/// A protocol, so that a test can hand the Interactor a mock Worker that answers at once, and answers
/// the second time differently.
@MainActor protocol ReviewsWorker: AnyObject {
  /// The reviews of the film `movieID`, as the service returns them, or the service's error.
  func fetchReviews(for movieID: Movie.ID) async throws -> [Review]
}

/// The Worker the scene is built with: it asks a `ReviewServiceProtocol` (a mock in the tests).
///
/// Held strongly by the Interactor; holds its service strongly and nothing else.
final class ReviewsServiceWorker: ReviewsWorker {
  private let service: any ReviewServiceProtocol

  init(service: any ReviewServiceProtocol) {
    self.service = service
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    try await service.fetchReviews(for: movieID)
  }
}
