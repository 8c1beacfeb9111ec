import Localization

/// A film, the Entity that every stage shares.
///
/// A plain value: it knows nothing about screens, formats or where it came from, so any role can hold a copy
/// and pass it across concurrency domains freely (`Sendable`).
public struct Movie: Sendable, Equatable, Codable, Identifiable {
  /// The film's IMDb id, for example `tt0111161`.
  public let id: String
  public let title: String
  /// The film's usual title in Simplified Chinese: `肖申克的救赎`.
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

extension Movie {
  /// The title a reader of `Language.current` knows the film by: `chineseTitle` in Chinese, else `title`.
  ///
  /// Which title to show is data, as a localized API would send it, so it is chosen here, once, for every
  /// View and Presenter that formats a film.
  public var localizedTitle: String {
    Language.current == .simplifiedChinese ? chineseTitle : title
  }

  /// The title in the other language, which a detail screen shows under `localizedTitle`.
  public var otherTitle: String {
    Language.current == .simplifiedChinese ? title : chineseTitle
  }
}
