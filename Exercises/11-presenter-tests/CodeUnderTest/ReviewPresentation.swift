// Given: the code under test. Nothing here needs to change.

import Entities
import Localization

/// One row of the reviews list, ready to show: what the Presenter makes of a `Review`.
public struct ReviewPresentation: Equatable, Identifiable {
  public let id: Review.ID
  /// The stars as text, always five: `★★★★☆` for 4.
  public let stars: String
  /// The author, or "Anonymous" / "匿名" when the review has none (empty, or only spaces).
  public let author: String
  /// The start of the text: at most 40 characters, and "…" when it was cut.
  public let excerpt: String
  /// Whether the user marked the review helpful; such a row ends with 👍.
  public let isHelpful: Bool

  public init(from review: Review, isHelpful: Bool) {
    id = review.id
    let filled = min(max(review.stars, 0), 5)
    stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
    author =
      review.author.allSatisfy(\.isWhitespace)
      ? localized(en: "Anonymous", zh: "匿名") : review.author
    excerpt = review.text.count > 40 ? review.text.prefix(40) + "…" : review.text
    self.isHelpful = isHelpful
  }

  /// The row as the screen prints it: `★★★★☆  Li Lei  Slow, then it breaks your heart.  👍`.
  public var row: String {
    "\(stars)  \(author)  \(excerpt)" + (isHelpful ? "  👍" : "")
  }
}
