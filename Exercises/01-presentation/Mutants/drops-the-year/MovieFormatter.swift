import Entities

// MARK: - Given, do not change

/// What the list shows of one film: every string ready to print, so a View only lays it out.
///
/// A plain value with no references: whoever formats it hands out copies.
struct FormattedMovie: Sendable, Equatable {
  let id: String
  let displayTitle: String
  let ratingText: String
  let summaryPreview: String
}

// MARK: - Your work

/// Turns a `Movie` into a `FormattedMovie`: the display logic that stage 2 moves into a Presenter.
///
/// It holds nothing and no one holds it: a value you make where you need it.
struct MovieFormatter {
  /// How many `Character`s of the summary the preview keeps.
  static let previewLength = 80

  func presentation(from movie: Movie) -> FormattedMovie {
    FormattedMovie(
      id: movie.id,
      displayTitle: movie.title,
      ratingText: "⭐️ \(oneDecimal(movie.rating))",
      summaryPreview: preview(of: movie.summary))
  }

  /// The rating rounded to tenths, halves away from zero, always with one decimal.
  private func oneDecimal(_ rating: Double) -> String {
    // Rounding the number of tenths, not the printed text, is what makes 8.85 give 8.9.
    let tenths = Int((rating * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  private func preview(of summary: String) -> String {
    // A String counts Characters, what a reader sees as one letter: an emoji or a CJK character is
    // never cut in half.
    guard summary.count > Self.previewLength else { return summary }
    return summary.prefix(Self.previewLength) + "..."
  }
}
