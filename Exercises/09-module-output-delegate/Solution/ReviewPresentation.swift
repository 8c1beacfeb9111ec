// Given, do not change this file: a review as the screens show it (what exercise 01 is about).

import Entities
import Localization

/// A review as the screens show it: ready-made text, and whether the user marked it helpful.
struct ReviewPresentation: Equatable {
  let id: Review.ID
  /// The stars as text, always five: `★★★★☆` for 4.
  let stars: String
  /// The author, or "Anonymous" / "匿名" when the author is empty or only spaces.
  let author: String
  let date: String
  /// The start of the text, at most 40 characters, with "…" when the text is longer.
  let excerpt: String
  /// The whole text, which the detail screen shows.
  let text: String
  let isHelpful: Bool

  init(from review: Review, isHelpful: Bool) {
    id = review.id
    let filled = min(max(review.stars, 0), 5)
    stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    let name = String(
      review.author.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    author = name.isEmpty ? localized(en: "Anonymous", zh: "匿名") : name
    date = review.date
    excerpt = review.text.count > 40 ? review.text.prefix(39) + "…" : review.text
    text = review.text
    self.isHelpful = isHelpful
  }
}

extension Review {
  /// How a trace names a review: `review s1 of tt0111161`.
  var title: String { "review \(id) of \(movieID)" }
}
