/// A viewer's review of a film: the Entity of the reviews screen, the feature that the exercises build and
/// that no stage has.
///
/// A plain value, like `Movie`: it knows nothing about screens or formats, so any role can hold a copy and pass
/// it across concurrency domains freely (`Sendable`).
public struct Review: Sendable, Equatable, Identifiable {
  public let id: String
  /// The film it reviews: a `Movie.ID`.
  public let movieID: Movie.ID
  /// The reviewer's name as they typed it; empty when they chose to stay anonymous.
  public let author: String
  /// How many stars of five the reviewer gave, from 1 to 5.
  public let stars: Int
  /// The day it was written, `2024-05-31` (ISO 8601), so that sorting the text sorts the days.
  public let date: String
  public let text: String

  public init(
    id: String, movieID: Movie.ID, author: String, stars: Int, date: String, text: String
  ) {
    self.id = id
    self.movieID = movieID
    self.author = author
    self.stars = stars
    self.date = date
    self.text = text
  }
}

/// What fetches a film's reviews: a protocol, as `MovieServiceProtocol` is, so that a ViewModel or an
/// Interactor can be handed a mock. The exercises write their mocks; the workbook has no real one, because no
/// stage shows reviews.
public protocol ReviewServiceProtocol: Sendable {
  /// The reviews of the film `movieID`, in no particular order.
  func fetchReviews(for movieID: Movie.ID) async throws -> [Review]
}
