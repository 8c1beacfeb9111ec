// Given, do not change this file: how a review reads on the screen.

import Entities
import Localization

/// A review as the screens show it: every text ready to print. The exercise's own type; the Presenters
/// make it, the Views only lay it out.
struct ReviewPresentation: Equatable {
  /// `★★★★☆` for 4: always five stars, filled then empty.
  let stars: String
  /// The reviewer, or "Anonymous" / "匿名" when the author is empty or only spaces.
  let author: String
  /// The text, cut to `excerptLength` characters with an ellipsis when it is longer.
  let excerpt: String
  let text: String
  let date: String
  /// Whether the user marked the review helpful on its detail screen.
  let isHelpful: Bool

  static let excerptLength = 30

  init(from review: Review, isHelpful: Bool = false) {
    let filled = min(max(review.stars, 0), 5)
    stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    author =
      review.author.allSatisfy(\.isWhitespace)
      ? localized(en: "Anonymous", zh: "匿名") : review.author
    excerpt =
      review.text.count > Self.excerptLength
      ? String(review.text.prefix(Self.excerptLength)) + "…" : review.text
    text = review.text
    date = review.date
    self.isHelpful = isHelpful
  }
}
