import Entities
import Localization

// MARK: - Given, do not change

/// What a row of the reviews list shows: text ready to draw, so that no View ever formats a `Review`.
struct ReviewPresentation: Sendable, Equatable {
  /// How many Characters of a review's text an excerpt keeps.
  static let excerptLength = 60

  let id: Review.ID
  /// The stars as text: `★★★★☆` for 4.
  let stars: String
  /// Who wrote the review: the reviewer's name, or `Anonymous` (`匿名`).
  let author: String
  /// The start of the review's text, for the list.
  let excerpt: String
  /// Whether the user marked the review helpful.
  let isHelpful: Bool
}

// MARK: - Your work

extension ReviewPresentation {
  /// The presentation of `review`, by the rules in the README.
  init(from review: Review, isHelpful: Bool = false) {
    let stars =
      String(repeating: "★", count: review.stars)
      + String(repeating: "☆", count: 5 - review.stars)
    let author =
      review.author.allSatisfy(\.isWhitespace)
      ? localized(en: "Anonymous", zh: "匿名") : review.author
    let excerpt =
      review.text.count > Self.excerptLength
      ? review.text.prefix(Self.excerptLength) + "…" : review.text
    self.init(
      id: review.id, stars: stars, author: author, excerpt: excerpt, isHelpful: isHelpful)
  }
}
