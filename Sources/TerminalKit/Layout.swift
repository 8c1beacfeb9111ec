import TextWidth

/// Lays text out in columns by display width, so CJK and emoji line up: the terminal's table views.
public enum Layout {
  /// A numbered list: the number, the title, and a detail (such as a rating) flush right. A title too
  /// wide for its column wraps onto more lines under itself, so no word is ever cut.
  ///
  ///      1  The Shawshank Redemption (1994)        ⭐️ 9.3
  public static func list(rows: [(title: String, detail: String)], width: Int) -> [String] {
    let numberWidth = String(rows.count).count
    let detailWidth = rows.map({ $0.detail.displayWidth }).max() ?? 0
    let titleWidth = max(1, width - 1 - numberWidth - 2 - 2 - detailWidth)
    let indent = String(repeating: " ", count: 1 + numberWidth + 2)
    return rows.enumerated().flatMap { index, row in
      let titles = row.title.wrapped(toWidth: titleWidth)
      let number = String(index + 1).padded(toWidth: numberWidth, alignment: .right)
      let title = titles[0].padded(toWidth: titleWidth)
      let detail = row.detail.padded(toWidth: detailWidth, alignment: .right)
      return [" \(number)  \(title)  \(detail)"] + titles.dropFirst().map { indent + $0 }
    }
  }

  /// `text` after `lead`, wrapped to `width` columns, each line after the first indented as far as `lead`.
  public static func hanging(_ lead: String, _ text: String, width: Int) -> [String] {
    let indent = lead.displayWidth
    let lines = text.wrapped(toWidth: max(20, width - indent))
    return [lead + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 }
  }

  /// A column of a `table(columns:rows:width:)`.
  public struct Column: Sendable {
    public let header: String
    public let alignment: Alignment
    /// A flexible column shares the width left over by the others, and wraps its cells to fit; a fixed one
    /// is as wide as its widest cell, one line each.
    public let isFlexible: Bool

    public init(_ header: String, alignment: Alignment = .left, isFlexible: Bool = false) {
      self.header = header
      self.alignment = alignment
      self.isFlexible = isFlexible
    }
  }

  /// A boxed table that fills `width` exactly, with a rule between rows: fixed columns fit their content,
  /// flexible ones share the rest and wrap their cells, so a row grows taller rather than losing text; a
  /// fixed cell too wide is cut with `…`.
  public static func table(columns: [Column], rows: [[String]], width: Int) -> [String] {
    let borders = 3 * columns.count + 1
    var widths = columns.enumerated().map { index, column in
      column.isFlexible
        ? 0 : ([column.header] + rows.map { $0[index] }).map({ $0.displayWidth }).max() ?? 0
    }
    let flexible = columns.indices.filter { columns[$0].isFlexible }
    let left = max(flexible.count, width - borders - widths.reduce(0, +))
    for (order, index) in flexible.enumerated() {
      widths[index] = left / flexible.count + (order < left % flexible.count ? 1 : 0)
    }
    func rule(_ left: String, _ middle: String, _ right: String) -> String {
      left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
    }
    func lines(_ cells: [String]) -> [String] {
      let cellLines = cells.enumerated().map { index, cell in
        columns[index].isFlexible ? cell.wrapped(toWidth: widths[index]) : [cell]
      }
      let height = cellLines.map({ $0.count }).max() ?? 1
      return (0..<height).map { line in
        let padded = cellLines.indices.map { index in
          let text = line < cellLines[index].count ? cellLines[index][line] : ""
          return text.padded(toWidth: widths[index], alignment: columns[index].alignment)
        }
        return "│ " + padded.joined(separator: " │ ") + " │"
      }
    }
    // A rule between rows, as rows can be several lines tall.
    let divider = rule("├", "┼", "┤")
    return [rule("┌", "┬", "┐")] + lines(columns.map(\.header)) + [divider]
      + Array(rows.map(lines).joined(separator: [divider])) + [rule("└", "┴", "┘")]
  }

  /// A line inside a `box(_:title:width:)`.
  public enum BoxLine: Sendable, Equatable {
    case text(String)
    /// A rule across the box.
    case rule
  }

  /// Lines in a rounded box exactly `width` wide, with an optional title in the top border; a line too
  /// wide for the box is cut with `…`, so wrap text before boxing it.
  public static func box(_ lines: [BoxLine], title: String? = nil, width: Int) -> [String] {
    let label = title.map { "─ \($0.truncated(toWidth: width - 6)) " } ?? ""
    let top =
      "╭" + label + String(repeating: "─", count: max(0, width - 2 - label.displayWidth)) + "╮"
    let rule = String(repeating: "─", count: width - 2)
    return [top]
      + lines.map { line in
        switch line {
        case .text(let text): "│ " + text.padded(toWidth: width - 4) + " │"
        case .rule: "├" + rule + "┤"
        }
      } + ["╰" + rule + "╯"]
  }
}
