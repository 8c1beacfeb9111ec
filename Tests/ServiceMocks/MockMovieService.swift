import Entities

/// Stands in for the network (seed 000's `MockUserService`): returns the movies it was given, or throws the
/// error it was given, and counts the calls. An actor, as the real service is, because the ViewModel or the
/// Interactor calls it across concurrency domains. Every stage's ViewModel or Interactor takes
/// `any MovieServiceProtocol`, so the tests of stages 1, 2 and 3 all hand it this one.
package actor MockMovieService: MovieServiceProtocol {
  private let moviesToReturn: [Movie]
  private var errorToThrow: (any Error)?
  package private(set) var fetchMoviesCallCount = 0

  package init(moviesToReturn: [Movie] = [], errorToThrow: (any Error)? = nil) {
    self.moviesToReturn = moviesToReturn
    self.errorToThrow = errorToThrow
  }

  package func fetchMovies() async throws -> [Movie] {
    fetchMoviesCallCount += 1
    if let error = errorToThrow {
      errorToThrow = nil
      throw error
    }
    return moviesToReturn
  }
}
