import Entities
import Localization
import TextWidth

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
      // Star n is filled when the review gave at least n: no count to clamp, always five.
      starsText: (1...5).map { $0 <= review.stars ? "★" : "☆" }.joined(),
      byline: review.author.trimmingSpaces.isEmpty
        ? localized(en: "Anonymous", zh: "匿名") : review.author.trimmingSpaces,
      dateText: dateText(of: review.date),
      excerpt: excerpt(of: review.text))
  }

  private func monthName(_ month: Int) -> String {
    switch month {
    case 1: "January"
    case 2: "February"
    case 3: "March"
    case 4: "April"
    case 5: "May"
    case 6: "June"
    case 7: "July"
    case 8: "August"
    case 9: "September"
    case 10: "October"
    case 11: "November"
    default: "December"
    }
  }

  private func dateText(of date: String) -> String {
    let parts = date.split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2])
    else { return date }
    return localized(en: "\(day) \(monthName(month)) \(year)", zh: "\(year)年\(month)月\(day)日")
  }

  /// One walk through the text's Characters, remembering what was kept before the last space.
  private func excerpt(of text: String) -> String {
    var kept = ""
    var keptBeforeLastSpace: String?
    for (offset, character) in text.enumerated() {
      if offset == excerptLength {
        // Something is cut. The last word kept is whole if this Character is a space.
        var excerpt = character == " " ? kept : keptBeforeLastSpace ?? kept
        while excerpt.last == " " { excerpt.removeLast() }
        return excerpt + "\u{2026}"
      }
      if character == " " { keptBeforeLastSpace = kept }
      kept.append(character)
    }
    return text
  }
}
