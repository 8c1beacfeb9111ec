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
/// It holds only the length its screen has room for: a value you make where you need it, such as
/// `MovieFormatter(previewLength: 80)`.
struct MovieFormatter {
  /// How many `Character`s of the summary the preview keeps (1 or more).
  let previewLength: Int

  func presentation(from movie: Movie) -> FormattedMovie {
    FormattedMovie(
      id: movie.id,
      displayTitle: "\(movie.title) (\(movie.year))",
      ratingText: "⭐️ \(movie.rating.oneDecimal)",
      summaryPreview: preview(of: movie.summary))
  }

  private func preview(of summary: String) -> String {
    var preview = ""
    var kept = 0
    for character in summary {
      if kept == previewLength {
        return preview + "..."
      }
      preview.append(character)
      kept += 1
    }
    return preview
  }
}
