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
    // TODO: The README's tables give the rule for each field. Before you write them, ask:
    //       - A review of 0 or 7 stars: how many ★ and ☆ then, and what does
    //         String(repeating:count:) do with a negative count?
    //       - Which author is nobody: only "", or also "   "? What is left of " Ada " to show?
    //       - "2024-05-09": is "09" the text you print, or a number? Which name has month 1?
    //       - What does a String's `count` count, and what would `utf8.count` count instead?
    //       - When the cut falls inside a word, where do you go back to? And when it falls just
    //         before a space? What is left at the end of the excerpt, just before the "…"?
    //       - When is "…" true? Only when something was really cut.
    FormattedReview(id: review.id, starsText: "", byline: "", dateText: "", excerpt: "")
  }
}
