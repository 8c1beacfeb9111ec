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
    // TODO: The README's table gives the rule for each field. Before you write them, ask:
    //       - The rating 8.85 is stored as 8.8499…: do you round the number, or the text you print?
    //       - What does a String's `count` count, and what would `utf8.count` count instead?
    //       - When is "..." true? Only when something was really cut.
    FormattedMovie(id: movie.id, displayTitle: "", ratingText: "", summaryPreview: "")
  }
}
