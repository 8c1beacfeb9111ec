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
    // TODO: displayTitle is "Title (Year)".
    // TODO: ratingText is "⭐️ " and the rating with exactly one decimal, halves rounded up:
    //       8.85 → "8.9".
    // TODO: summaryPreview is the first 80 Characters of the summary, then "..." only if
    //       something was cut.
    FormattedMovie(
      id: movie.id,
      displayTitle: movie.title,
      ratingText: "\(movie.rating)",
      summaryPreview: movie.summary)
  }
}
