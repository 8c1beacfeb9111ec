// Given, do not change this file: the redesigned detail screen that variant B shows.

import Entities
import TerminalKit

/// Detail design v2: the film on a card, its rating drawn as ten stars.
///
/// Created and presented by `MovieListRouterV2`; the list screen that presents it owns it.
final class MovieDetailViewControllerV2: ViewController {
  let movie: Movie

  init(movie: Movie) {
    self.movie = movie
  }

  override func draw() -> [String] {
    let width = window?.terminal.width ?? 80
    let inner = width - 4
    let filled = min(10, max(0, Int(movie.rating.rounded())))
    let stars = String(repeating: "★", count: filled) + String(repeating: "☆", count: 10 - filled)
    let heading = movie.title.uppercased().wrapped(toWidth: inner) + [movie.chineseTitle]
    let facts = "\(movie.year)  ·  \(stars)  \(movie.rating.oneDecimal) / 10"
    let lines =
      (heading + facts.wrapped(toWidth: inner)).map(Layout.BoxLine.text) + [.rule]
      + movie.summary.wrapped(toWidth: inner).map(Layout.BoxLine.text)
    return Layout.box(lines, title: "Now showing", width: width) + ["← back: return to the list"]
  }
}
