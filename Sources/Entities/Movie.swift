/// A film, the Entity that every stage shares.
///
/// A plain value: it knows nothing about screens, formats or where it came from, so any role can hold a copy
/// and pass it across concurrency domains freely (`Sendable`).
public struct Movie: Sendable, Equatable, Codable, Identifiable {
  /// The film's IMDb id, for example `tt0111161`.
  public let id: String
  public let title: String
  /// The film's usual title in simplified Chinese, for a bilingual mode.
  public let chineseTitle: String
  public let year: Int
  /// IMDb's rating, from 0 to 10.
  public let rating: Double
  public let summary: String

  public init(
    id: String, title: String, chineseTitle: String, year: Int, rating: Double, summary: String
  ) {
    self.id = id
    self.title = title
    self.chineseTitle = chineseTitle
    self.year = year
    self.rating = rating
    self.summary = summary
  }
}
