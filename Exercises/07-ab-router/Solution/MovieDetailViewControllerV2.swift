// Given, do not change this file: the redesigned detail screen that variant B shows.

import Entities
import TerminalKit

/// Detail design v2: the film on a card, its rating drawn as ten stars.
///
/// Created and presented by `MovieListRouterV2`; the list screen that presents it owns it.
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
