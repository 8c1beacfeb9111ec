import Entities
import TerminalKit

/// Detail design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
///
/// Like design v1 it is given the film already formatted, and only lays it out.
final class MovieDetailViewControllerV2: ViewController {
  let movie: MoviePresentation

  init(movie: MoviePresentation) {
    self.movie = movie
  }

  override func draw() -> [String] {
    let inner = contentWidth - 4
    // Capitals are this design's typography, as a bolder font would be in UIKit.
    let heading =
      movie.displayTitle.uppercased().wrapped(toWidth: inner)
      + movie.chineseTitle.wrapped(toWidth: inner) + movie.starRating.wrapped(toWidth: inner)
    let lines =
      heading.map(Layout.BoxLine.text) + [.rule]
      + movie.summary.wrapped(toWidth: inner).map(Layout.BoxLine.text)
    return Layout.box(lines, title: "Now showing", width: contentWidth)
      + ["← back: return to the list"]
  }
}
