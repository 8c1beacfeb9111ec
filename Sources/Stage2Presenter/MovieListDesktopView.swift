import TerminalKit

/// The desktop's list: a wide table, with each movie's summary under its title. It shares everything but
/// its drawing with the phone's View, and above all it shares the Presenter: no formatting is written twice.
final class MovieListDesktopViewController: MovieListViewController {
  override func draw() -> [String] {
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column("Movie", isFlexible: true),
      Layout.Column("Rating"),
    ]
    // The desktop has room for the summary's preview: it goes under the title, in the same cell.
    let rows = movies.enumerated().map { index, movie in
      [String(index + 1), movie.displayTitle + "\n" + movie.summaryPreview, movie.ratingText]
    }
    let width = window?.terminal.width ?? 80
    return ["Top \(movies.count) Movies"] + Layout.table(columns: columns, rows: rows, width: width)
  }
}
