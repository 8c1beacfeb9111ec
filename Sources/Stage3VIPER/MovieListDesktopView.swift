import TerminalKit

/// The desktop's list: a wide table with a summary column. It shares everything but its drawing with the
/// phone's View, and above all it shares the Presenter: no formatting is written twice.
final class MovieListDesktopViewController: MovieListViewController {
  override func draw() -> [String] {
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column("Title", isFlexible: true),
      Layout.Column("Rating"),
      Layout.Column("Summary", isFlexible: true),
    ]
    let rows = movies.enumerated().map { index, movie in
      [String(index + 1), movie.displayTitle, movie.ratingText, movie.summaryPreview]
    }
    let width = window?.terminal.width ?? 80
    return ["Top \(movies.count) Movies"] + Layout.table(columns: columns, rows: rows, width: width)
  }
}
