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
    // TODO: How many ★ and how many ☆ does a review of `review.stars` get?
    // TODO: Which authors count as anonymous: only the empty name, or also a name that is nothing but
    //       white space (spaces, tabs, line breaks, ideographic spaces)? Is a name shown trimmed, or
    //       as typed? And in which language is "Anonymous" written? (Look at what Localization offers.)
    // TODO: When is an excerpt the whole text, and when is it cut? Is a Character what `count`
    //       counts, or a byte, or a Unicode scalar: what happens to 🐉 or 影 at the cut, and to
    //       white space there?
    self.init(id: "", stars: "", author: "", excerpt: "", isHelpful: false)
  }
}
