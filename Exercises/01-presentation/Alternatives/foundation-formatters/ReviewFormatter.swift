import Entities
import Foundation
import Localization

// MARK: - Given, do not change

/// What a row of the reviews screen shows of one review: every string ready to print, so a View only
/// lays it out.
///
/// A plain value with no references: whoever formats it hands out copies.
struct FormattedReview: Sendable, Equatable {
  let id: String
  /// Five stars, filled then empty: `★★★★☆`.
  let starsText: String
  /// Who wrote it: `Ada Lovelace`, or `Anonymous` / `匿名`.
  let byline: String
  /// The day it was written: `31 May 2024`, or `2024年5月31日`.
  let dateText: String
  /// The start of the text, cut after a whole word, then `…` when something was cut.
  let excerpt: String
}

// MARK: - Your work

/// Turns a `Review` into a `FormattedReview`: the display logic of a row of the reviews screen.
///
/// It holds only the length its screen has room for: a value you make where you need it, such as
/// `ReviewFormatter(excerptLength: 60)`.
struct ReviewFormatter {
  /// How many `Character`s of the text the excerpt keeps at most, the `…` not counted (1 or more).
  let excerptLength: Int

  func presentation(from review: Review) -> FormattedReview {
    let author = review.author.trimmingCharacters(in: .whitespacesAndNewlines)
    return FormattedReview(
      id: review.id,
      starsText: starsText(for: review.stars),
      byline: author.isEmpty ? localized(en: "Anonymous", zh: "匿名") : author,
      dateText: dateText(of: review.date),
      excerpt: excerpt(of: review.text))
  }

  private func starsText(for stars: Int) -> String {
    // A window of five on ten stars, slid by how many are filled.
    let filled = min(5, max(0, stars))
    return String("★★★★★☆☆☆☆☆".dropFirst(5 - filled).prefix(5))
  }

  private func dateText(of date: String) -> String {
    let reader = DateFormatter()
    reader.locale = Locale(identifier: "en_US_POSIX")
    reader.timeZone = TimeZone(identifier: "UTC")
    reader.dateFormat = "yyyy-MM-dd"
    guard let day = reader.date(from: date) else { return date }
    let writer = DateFormatter()
    writer.locale = Locale(identifier: localized(en: "en_GB", zh: "zh_Hans"))
    writer.timeZone = reader.timeZone
    writer.dateFormat = localized(en: "d MMMM y", zh: "y年M月d日")
    return writer.string(from: day)
  }

  private func excerpt(of text: String) -> String {
    guard
      let cut = text.index(text.startIndex, offsetBy: excerptLength, limitedBy: text.endIndex),
      cut < text.endIndex
    else { return text }
    var end = cut
    if text[cut] != " ",
      let space = text.range(of: " ", options: .backwards, range: text.startIndex..<cut)
    {
      end = space.lowerBound
    }
    let kept = text[..<end].replacingOccurrences(of: " +$", with: "", options: .regularExpression)
    return kept + "…"
  }
}
