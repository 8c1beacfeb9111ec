import TerminalKit

/// Lays the stages' outputs out side by side: the same logical lines on the same row, a header over each
/// column, and a gutter that marks the rows where the stages differ.
///
/// Pure functions of text, so every rule here is tested without running a stage.
enum CompareLayout {
  /// The gutter mark of a row where the stages differ.
  static let differenceMark = "≠"
  /// What separates two columns.
  static let separator = " │ "

  /// One row of the side-by-side view, fitted to the width.
  struct Line: Equatable, Sendable {
    let text: String
    /// Whether the stages differ on this row (a header or a rule never does).
    let differs: Bool
  }

  /// How wide each of `count` columns can be in `width` display columns: the gutter (mark and space) and
  /// the separators come first, and the rest is shared evenly.
  static func columnWidth(total width: Int, columns count: Int) -> Int {
    guard count > 0 else { return 0 }
    return max(1, (width - 2 - separator.count * (count - 1)) / count)
  }

  /// Rows of one cell per column, so that the lines the columns have in common sit on the same row, as a
  /// diff aligns them; a `nil` cell is a line that column does not have.
  ///
  /// Each column in turn is aligned with the rows so far by their longest common subsequence, where a line
  /// matches a row that holds the same line in any column.
  static func align<Element: Hashable>(_ columns: [[Element]]) -> [[Element?]] {
    var rows: [[Element?]] = []
    for (index, lines) in columns.enumerated() {
      rows = merge(rows, with: lines, existingColumns: index)
    }
    return rows
  }

  /// The side-by-side view: a header row, a rule, then the aligned lines, each at most `width` display
  /// columns and without trailing spaces.
  ///
  /// - Parameter traces: the stages' trace lines, whole (as a run at a great width prints them); a trace
  ///   line that wrapped in a column is aligned as a whole, so its halves never sit beside another's.
  static func render(
    headers: [String], columns: [[String]], width: Int, traces: Set<String> = []
  ) -> [Line] {
    let cellWidth = columnWidth(total: width, columns: headers.count)
    func line(_ cells: [String?], mark: String) -> String {
      let text =
        mark + " "
        + cells.map { ($0 ?? "").padded(toWidth: cellWidth) }.joined(separator: separator)
      return String(text.reversed().drop { $0 == " " }.reversed())
    }
    let rule =
      "  " + headers.map { _ in String(repeating: "─", count: cellWidth) }.joined(separator: "─┼─")
    let units = align(columns.map { logicalLines($0, traces: traces) })
    let body = units.flatMap { cells in
      let differs = Set(cells).count > 1 || cells.contains(nil)
      let height = cells.map { $0?.count ?? 0 }.max() ?? 0
      return (0..<height).map { row in
        Line(
          text: line(cells.map { $0?[row] }, mark: differs ? differenceMark : " "), differs: differs
        )
      }
    }
    return [Line(text: line(headers, mark: " "), differs: false), Line(text: rule, differs: false)]
      + body
  }

  /// The lines as the stage meant them: each trace line together with the lines that wrapping carried
  /// over from it, recognised by the whole trace lines in `traces`; every other line alone.
  static func logicalLines(_ lines: [String], traces: Set<String>) -> [[String]] {
    var units: [[String]] = []
    var rest = lines[...]
    while let line = rest.popFirst() {
      var unit = [line]
      while line.hasPrefix(Trace.prefix), !traces.contains(unit.joined(separator: " ")),
        let next = rest.first, !next.hasPrefix(Trace.prefix)
      {
        let longer = unit.joined(separator: " ") + " " + next
        guard traces.contains(where: { $0.hasPrefix(longer) }) else { break }
        unit.append(next)
        rest.removeFirst()
      }
      units.append(unit)
    }
    return units
  }

  /// `rows` (of `existingColumns` cells each) with one more column, `lines`.
  private static func merge<Element: Hashable>(
    _ rows: [[Element?]], with lines: [Element], existingColumns: Int
  ) -> [[Element?]] {
    func matches(_ row: [Element?], _ line: Element) -> Bool { row.contains(line) }
    // lengths[i][j]: the longest common subsequence of rows[i...] and lines[j...].
    var lengths = Array(
      repeating: Array(repeating: 0, count: lines.count + 1), count: rows.count + 1)
    for i in rows.indices.reversed() {
      for j in lines.indices.reversed() {
        lengths[i][j] =
          matches(rows[i], lines[j])
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var merged: [[Element?]] = []
    var i = 0
    var j = 0
    while i < rows.count || j < lines.count {
      if i < rows.count, j < lines.count, matches(rows[i], lines[j]) {
        merged.append(rows[i] + [lines[j]])
        i += 1
        j += 1
      } else if i < rows.count, j == lines.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        merged.append(rows[i] + [nil])
        i += 1
      } else {
        merged.append(Array(repeating: nil, count: existingColumns) + [lines[j]])
        j += 1
      }
    }
    return merged
  }
}
