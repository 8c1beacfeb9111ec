import Entities
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
    FormattedReview(
      id: review.id,
      starsText: starsText(for: review.stars),
      byline: byline(of: review.author),
      dateText: dateText(of: review.date),
      excerpt: excerpt(of: review.text))
  }

  private func starsText(for stars: Int) -> String {
    // Clamped first, so that both counts are between 0 and 5 and there are always five stars.
    let filled = min(5, max(0, stars))
    return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
  }

  private func byline(of author: String) -> String {
    var name = Substring(author)
    while name.first?.isWhitespace == true { name.removeFirst() }
    while name.last?.isWhitespace == true { name.removeLast() }
    return name.isEmpty ? localized(en: "Anonymous", zh: "匿名") : String(name)
  }

  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  private func dateText(of date: String) -> String {
    // "2024-05-31": the numbers, not their text, so that "05" is printed as 5 and "10" stays 10.
    let parts = date.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return date }
    let (year, month, day) = (parts[0], parts[1], parts[2])
    return localized(
      en: "\(day) \(Self.months[month - 1]) \(year)", zh: "\(year)年\(month)月\(day)日")
  }

  private func excerpt(of text: String) -> String {
    // Counted in Characters, what a reader sees as one letter: an emoji or a CJK character is never
    // cut in half.
    guard text.count > excerptLength else { return text }
    var kept = text.prefix(excerptLength)
    // The last word kept is whole when a space follows it; if not, it goes, unless it is the only one.
    if text[kept.endIndex] != " ", let lastSpace = kept.lastIndex(of: " ") {
      kept = kept[..<lastSpace]
    }
    while kept.last == " " { kept.removeLast() }
    return kept + "…"
  }
}
