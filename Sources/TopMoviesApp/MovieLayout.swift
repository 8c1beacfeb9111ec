import Entities
import Localization
import TerminalKit
import TextWidth

/// What every stage's list screen shows above the movies and beside a movie on the watchlist, written once
/// so that the stages draw the same list.
public enum MovieListLayout {
  /// The list's heading: `Top 25 Movies · watchlist: 1`; in Chinese, `高分电影 Top 25 · 待看清单：1`.
  public static func heading(movieCount: Int, watchlistCount: Int) -> String {
    localized(
      en: "Top \(movieCount) Movies · watchlist: \(watchlistCount)",
      zh: "高分电影 Top \(movieCount) · 待看清单：\(watchlistCount)")
  }

  /// `✓` for a movie on the watchlist, else a space, so that the rows stay aligned.
  public static func mark(isOnWatchlist: Bool) -> String {
    isOnWatchlist ? "✓" : " "
  }
}

/// The two designs of the detail screen, as lines, written once however many Views show them. They take
/// text already formatted; they only lay it out.
public enum MovieDetailLayout {
  /// Design v1, as it has always been: the title, the rating and the other title, the summary, between
  /// rules.
  public static func v1(
    displayTitle: String, ratingText: String, otherTitle: String, summary: String,
    isOnWatchlist: Bool, width: Int
  ) -> [String] {
    let rule = String(repeating: "─", count: width)
    return [rule] + displayTitle.wrapped(toWidth: width)
      + "\(ratingText)  \(otherTitle)".wrapped(toWidth: width) + [rule]
      + summary.wrapped(toWidth: width) + [rule]
      + watchlistStatus(isOnWatchlist).wrapped(toWidth: width)
      + [localized(en: "Type back to return to the list.", zh: "输入 back 返回列表。")]
  }

  /// Design v2, the redesign under test: the film on a card, its rating drawn as ten stars.
  public static func v2(_ movie: MoviePresentation, isOnWatchlist: Bool, width: Int) -> [String] {
    let inner = width - 4
    // Capitals are this design's typography, as a bolder font would be in UIKit.
    let heading =
      movie.displayTitle.uppercased().wrapped(toWidth: inner)
      + movie.otherTitle.wrapped(toWidth: inner) + movie.starRating.wrapped(toWidth: inner)
    let lines =
      heading.map(Layout.BoxLine.text) + [.rule]
      + movie.summary.wrapped(toWidth: inner).map(Layout.BoxLine.text) + [.rule]
      + watchlistStatus(isOnWatchlist).wrapped(toWidth: inner).map(Layout.BoxLine.text)
    return Layout.box(lines, title: localized(en: "Now showing", zh: "电影详情"), width: width)
      + [localized(en: "← back: return to the list", zh: "← back：返回列表")]
  }

  /// The line that says whether the movie is on the watchlist, and what `watch` will do.
  public static func watchlistStatus(_ isOnWatchlist: Bool) -> String {
    isOnWatchlist
      ? localized(
        en: "✓ On your watchlist. Type watch to take it off.",
        zh: "✓ 已在你的待看清单中。输入 watch 将它移出。")
      : localized(
        en: "Not on your watchlist. Type watch to add it.", zh: "不在你的待看清单中。输入 watch 将它加入。")
  }
}
