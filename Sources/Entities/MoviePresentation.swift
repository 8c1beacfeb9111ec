/// What a screen shows of a `Movie`: every string already formatted, so a View only lays it out.
///
/// From stage 2 on, the Presenter makes these; a View never formats a `Movie` itself.
public struct MoviePresentation: Sendable, Equatable {
  /// How many `Character`s of the summary the preview keeps.
  public static let previewLength = 80

  public let id: String
  /// `"The Shawshank Redemption (1994)"`.
  public let displayTitle: String
  /// `"⭐️ 9.3"`: always one decimal.
  public let ratingText: String
  /// The first 80 `Character`s of the summary, then `"..."` only when something was cut.
  ///
  /// Counting `Character`s, not bytes or code units, is what keeps an emoji or a CJK character whole.
  public let summaryPreview: String

  public init(from movie: Movie) {
    id = movie.id
    displayTitle = "\(movie.title) (\(movie.year))"
    ratingText = "⭐️ \(movie.rating.oneDecimal)"
    let preview = movie.summary.prefix(Self.previewLength)
    summaryPreview = preview.count < movie.summary.count ? preview + "..." : String(preview)
  }
}

extension Double {
  /// The number with exactly one decimal, rounded half away from zero: `9.25` → `"9.3"`, `9` → `"9.0"`.
  ///
  /// Written out by hand so that `Entities` needs no `String(format:)`, and so no full Foundation.
  public var oneDecimal: String {
    let tenths = Int((self * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }
}
