import Entities
import TerminalKit

/// Detail design v1: one film's screen, shared by every stage as the seeds' `MovieDetailViewController` is.
///
/// Whoever navigates (the View in stages 1 and 2, a Router in stage 3) creates it with the text it shows,
/// already formatted, and presents it: the screen lays the text out and formats nothing.
public final class MovieDetailViewController: ViewController {
  /// `The Dark Knight (2008)`.
  public let displayTitle: String
  /// `⭐️ 9.0`.
  public let ratingText: String
  public let chineseTitle: String
  public let summary: String

  public init(displayTitle: String, ratingText: String, chineseTitle: String, summary: String) {
    self.displayTitle = displayTitle
    self.ratingText = ratingText
    self.chineseTitle = chineseTitle
    self.summary = summary
  }

  /// The screen for a film that a Presenter has formatted, as stages 2 and 3 have it.
  public convenience init(movie: MoviePresentation) {
    self.init(
      displayTitle: movie.displayTitle, ratingText: movie.ratingText,
      chineseTitle: movie.chineseTitle, summary: movie.summary)
  }

  override public func draw() -> [String] {
    let rule = String(repeating: "─", count: contentWidth)
    return [rule] + displayTitle.wrapped(toWidth: contentWidth)
      + "\(ratingText)  \(chineseTitle)".wrapped(toWidth: contentWidth) + [rule]
      + summary.wrapped(toWidth: contentWidth) + [rule, "Type back to return to the list."]
  }
}
