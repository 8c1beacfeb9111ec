/// What a screen shows of a `Movie`: every string already formatted, so a View only lays it out.
///
/// From stage 2 on, `init(from:isOnWatchlist:)` is the one place the formatting rules live, and only the
/// Presenters call it. In stage 1 the Views write the rules themselves; that is the stage's lesson.
public struct MoviePresentation: Sendable, Equatable {
  /// How many `Character`s of the summary the preview keeps.
  public static let previewLength = 80

  public let id: String
  /// `"The Shawshank Redemption (1994)"`; in Chinese, `"肖申克的救赎 (1994)"` (`Movie.localizedTitle`).
  public let displayTitle: String
  /// `"⭐️ 9.3"`: always one decimal.
  public let ratingText: String
  /// The first 80 `Character`s of the summary in the reader's language (`Movie.localizedSummary`), then
  /// `"..."` only when something was cut.
  ///
  /// Counting `Character`s, not bytes or code units, is what keeps an emoji or a CJK character whole.
  public let summaryPreview: String
  /// `"肖申克的救赎"`, the title in the other language (`Movie.otherTitle`): the detail screens show it under
  /// the title. In Chinese it is `"The Shawshank Redemption"`.
  public let otherTitle: String
  /// The whole summary in the reader's language (`Movie.localizedSummary`), for a detail screen.
  public let summary: String
  /// `"★★★★★★★★★☆  9.3 / 10"`: ten stars, as many filled as the rounded rating, then the rating out of
  /// ten. Detail design v2 shows it.
  public let starRating: String
  /// Whether the film is on the user's watchlist, which a list marks with `✓`.
  ///
  /// The watchlist is business state, kept by the ViewModel or the Interactor; whoever formats the film
  /// asks it and says so here.
  public let isOnWatchlist: Bool

  public init(from movie: Movie, isOnWatchlist: Bool = false) {
    id = movie.id
    self.isOnWatchlist = isOnWatchlist
    displayTitle = "\(movie.localizedTitle) (\(movie.year))"
    ratingText = "⭐️ \(movie.rating.oneDecimal)"
    summary = movie.localizedSummary
    let preview = summary.prefix(Self.previewLength)
    summaryPreview = preview.endIndex < summary.endIndex ? preview + "..." : String(preview)
    otherTitle = movie.otherTitle
    let filled = min(10, max(0, Int(movie.rating.rounded())))
    starRating =
      String(repeating: "★", count: filled) + String(repeating: "☆", count: 10 - filled)
      + "  \(movie.rating.oneDecimal) / 10"
  }
}

extension Double {
  /// The number with exactly one decimal, rounded half away from zero: `9.25` → `"9.3"`, `9` → `"9.0"`.
  ///
  /// Written out by hand so that `Entities` needs no `String(format:)`, and so no full Foundation. It also
  /// differs from seed 001's `String(format: "%.1f")`, which gives `8.8` for 8.85 (see the stage 1 lesson).
  public var oneDecimal: String {
    let tenths = Int((self * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }
}
