import Entities

/// Detail design v1: one film's screen, shared by every stage as the seeds' `MovieDetailViewController` is.
///
/// Whoever navigates (the View in stages 1 and 2, a Router in stage 3) creates it and presents it.
public final class MovieDetailViewController: ViewController {
  public let movie: Movie

  public init(movie: Movie) {
    self.movie = movie
  }

  override public func draw() -> [String] {
    let width = window?.terminal.width ?? 80
    let presentation = MoviePresentation(from: movie)
    let rule = String(repeating: "─", count: width)
    return [rule] + presentation.displayTitle.wrapped(toWidth: width)
      + ["\(presentation.ratingText)  \(movie.chineseTitle)".truncated(toWidth: width), rule]
      + movie.summary.wrapped(toWidth: width) + [rule, "Type back to return to the list."]
  }
}
