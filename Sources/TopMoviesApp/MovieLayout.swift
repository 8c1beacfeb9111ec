import Entities
import TerminalKit

/// What every stage's list screen shows above the movies and beside a movie on the watchlist, written once
/// so that the stages draw the same list.
public enum MovieListLayout {
  /// The list's heading: `Top 25 Movies · watchlist: 1`.
  public static func heading(movieCount: Int, watchlistCount: Int) -> String {
    "Top \(movieCount) Movies · watchlist: \(watchlistCount)"
  }

  /// `✓` for a movie on the watchlist, else a space, so that the rows stay aligned.
  public static func mark(isOnWatchlist: Bool) -> String {
    isOnWatchlist ? "✓" : " "
  }
}

/// The two designs of the detail screen, as lines: each stage's detail View draws with them, so a
/// design is written once however many Views show it.
///
/// They take text already formatted; they only lay it out.
public enum MovieDetailLayout {
  /// Design v1, the detail screen as it has always been: the title, the rating and the Chinese title,
  /// the summary, between rules.
  public static func v1(
    displayTitle: String, ratingText: String, chineseTitle: String, summary: String,
    isOnWatchlist: Bool, width: Int
  ) -> [String] {
    let rule = String(repeating: "─", count: width)
    return [rule] + displayTitle.wrapped(toWidth: width)
      + "\(ratingText)  \(chineseTitle)".wrapped(toWidth: width) + [rule]
      + summary.wrapped(toWidth: width) + [rule]
      + watchlistStatus(isOnWatchlist).wrapped(toWidth: width)
      + ["Type back to return to the list."]
  }

  /// Design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
  public static func v2(_ movie: MoviePresentation, isOnWatchlist: Bool, width: Int) -> [String] {
    let inner = width - 4
    // Capitals are this design's typography, as a bolder font would be in UIKit.
    let heading =
      movie.displayTitle.uppercased().wrapped(toWidth: inner)
      + movie.chineseTitle.wrapped(toWidth: inner) + movie.starRating.wrapped(toWidth: inner)
    let lines =
      heading.map(Layout.BoxLine.text) + [.rule]
      + movie.summary.wrapped(toWidth: inner).map(Layout.BoxLine.text) + [.rule]
      + watchlistStatus(isOnWatchlist).wrapped(toWidth: inner).map(Layout.BoxLine.text)
    return Layout.box(lines, title: "Now showing", width: width)
      + ["← back: return to the list"]
  }

  /// The line that says whether the movie is on the watchlist, and what `watch` will do.
  public static func watchlistStatus(_ isOnWatchlist: Bool) -> String {
    isOnWatchlist
      ? "✓ On your watchlist. Type watch to take it off."
      : "Not on your watchlist. Type watch to add it."
  }
}
