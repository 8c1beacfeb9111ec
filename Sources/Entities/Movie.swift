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
  /// The film's synopsis in English: a sentence or two, and no spoilers.
  public let summary: String
  /// The same synopsis in Simplified Chinese. A film made without one has the English `summary` here, so a
  /// Chinese screen always has a synopsis to show.
  public let chineseSummary: String

  public init(
    id: String, title: String, chineseTitle: String, year: Int, rating: Double, summary: String,
    chineseSummary: String
  ) {
    self.id = id
    self.title = title
    self.chineseTitle = chineseTitle
    self.year = year
    self.rating = rating
    self.summary = summary
    self.chineseSummary = chineseSummary
  }

  /// A film whose synopsis is written in English only: `chineseSummary` is the English `summary`.
  ///
  /// How the exercises, their tests and the learner's code build a film, so they need no Chinese synopsis.
  public init(
    id: String, title: String, chineseTitle: String, year: Int, rating: Double, summary: String
  ) {
    self.init(
      id: id, title: title, chineseTitle: chineseTitle, year: year, rating: rating,
      summary: summary,
      chineseSummary: summary)
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, chineseTitle, year, rating, summary, chineseSummary
  }

  /// Decodes a film as it was encoded; one encoded without `chineseSummary` gets the English `summary`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let summary = try container.decode(String.self, forKey: .summary)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      chineseTitle: try container.decode(String.self, forKey: .chineseTitle),
      year: try container.decode(Int.self, forKey: .year),
      rating: try container.decode(Double.self, forKey: .rating), summary: summary,
      chineseSummary: try container.decodeIfPresent(String.self, forKey: .chineseSummary) ?? summary
    )
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

  /// The synopsis in the reader's language, as `localizedTitle` chooses: `chineseSummary` in Chinese, else
  /// `summary`. Detail screens show it whole, and the desktop's list its first 80 `Character`s.
  public var localizedSummary: String {
    Language.current == .simplifiedChinese ? chineseSummary : summary
  }
}
