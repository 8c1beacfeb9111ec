// Given, do not change this file: how a review looks on the screen (exercise 01's work).

import Entities
import Localization

/// A review, ready to show: the text a row and the detail screen draw. The exercise's own type, not a
/// helper of Entities.
struct ReviewPresentation: Equatable, Sendable {
  let id: Review.ID
  /// Always five stars: `★★★★☆` for 4.
  let starsText: String
  /// The author, or "Anonymous" when the author is empty or only spaces.
  let authorText: String
  let date: String
  /// The whole text, for the detail screen.
  let text: String
  /// The start of the text, for a row.
  let excerpt: String
  /// Whether the user marked the review helpful: a row shows 👍.
  let isHelpful: Bool

  init(from review: Review, isHelpful: Bool = false) {
    let stars = min(max(review.stars, 0), 5)
    id = review.id
    starsText = String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars)
    let author = review.author.trimmingSpaces
    authorText = author.isEmpty ? localized(en: "Anonymous", zh: "匿名") : author
    date = review.date
    text = review.text
    excerpt = review.text.count > 40 ? String(review.text.prefix(40)) + "…" : review.text
    self.isHelpful = isHelpful
  }
}

extension String {
  /// The text without the white space at either end.
  fileprivate var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
