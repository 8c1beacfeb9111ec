import Localization
import TerminalKit
import TextWidth
import Tracing

/// Lays the stages' outputs out side by side, the same lines on the same row and a mark where they differ; in
/// blocks, or one under another, when too narrow. No text is ever cut. Pure functions of text.
package enum CompareLayout {
  /// The gutter mark of a row where the stages differ.
  package static let differenceMark = "≠"
  /// What separates two panes.
  static let separator = " │ "
  /// The narrowest a stage draws (its `--width` starts there), so the narrowest pane.
  static let minimumPaneWidth = Terminal.minimumWidth
  /// The narrowest `--width` compare accepts: one pane and its gutter.
  package static let minimumWidth = minimumPaneWidth + 2

  /// One row of the view, fitted to the width.
  package struct Line: Equatable, Sendable {
    package let text: String
    /// Whether the stages differ on this row (a header or a rule never does).
    package var differs = false
  }

  /// How wide each of `count` panes can be in `width` columns, once the gutter and separators are taken.
  package static func columnWidth(total width: Int, columns count: Int) -> Int {
    guard count > 0 else { return 0 }
    return max(1, (width - 2 - separator.count * (count - 1)) / count)
  }

  /// How many of `count` stages fit side by side in `width`, each at least `minimumPaneWidth`; at least one.
  package static func panesPerRow(total width: Int, stages count: Int) -> Int {
    let fitting = (1...max(1, count)).last {
      columnWidth(total: width, columns: $0) >= minimumPaneWidth
    }
    return fitting ?? 1
  }

  /// The whole view: all side by side, else in blocks of `panes` neighbours, else one under another.
  package static func view(headers: [String], columns: [[String]], width: Int, panes: Int) -> [Line]
  {
    let blocks: [[Line]]
    if panes > 1 || headers.count < 2 {
      blocks = (0...max(0, headers.count - panes)).map { first in
        let range = first..<min(first + panes, headers.count)
        return render(headers: Array(headers[range]), columns: Array(columns[range]), width: width)
      }
    } else {
      blocks = headers.indices.map { index in
        stacked(
          header: headers[index], lines: columns[index],
          after: index > 0 ? columns[index - 1] : nil, width: width)
      }
    }
    return Array(blocks.joined(separator: [Line(text: "")]))
  }

  /// Who talks to whom in a stage's output: each trace line as its arrow, `View → Presenter`, once in a row.
  package static func arrows(_ lines: [String]) -> [String] {
    lines.compactMap(TraceEvent.init(line:)).map { "\($0.sender) → \($0.receiver)" }
      .reduce(into: []) { arrows, arrow in if arrows.last != arrow { arrows.append(arrow) } }
  }

  /// The top of the view: each stage's `arrows`, side by side when each fits whole, else one under another.
  package static func conversations(headers: [String], arrows: [[String]], width: Int) -> [Line] {
    guard arrows.contains(where: { !$0.isEmpty }) else { return [] }
    let cell = columnWidth(total: width, columns: headers.count)
    let fits = (headers + arrows.joined()).allSatisfy { $0.displayWidth <= cell }
    let title = localized(
      en: "Who talks to whom in each stage (--trace adds the messages):",
      zh: "每个阶段里谁和谁对话（--trace 还会显示消息）：")
    return [Line(text: title)]
      + (fits
        ? render(headers: headers, columns: arrows, width: width)
        : view(headers: headers, columns: arrows, width: width, panes: 1))
      + [Line(text: "")]
  }

  /// Rows of one cell per column (`nil`: a line it lacks), each column aligned in turn with the rows by `walk`.
  static func align<Element: Hashable>(_ columns: [[Element]]) -> [[Element?]] {
    // The walk compares each line with many rows: numbers, one for each different line, compare faster.
    var numbers: [Element: Int] = [:]
    var lines: [Element] = []
    let numbered = columns.map { column in
      column.map { line in
        if let number = numbers[line] { return number }
        numbers[line] = lines.count
        lines.append(line)
        return lines.count - 1
      }
    }
    var rows: [[Int?]] = []
    for (index, column) in numbered.enumerated() {
      // A row holds one line, in the columns that have it.
      let held = rows.map { $0.compactMap { $0 }[0] }
      var (row, line) = (0, 0)
      rows = walk(held, column).steps.map { step in
        let cells = step == .second ? Array(repeating: nil, count: index) : rows[row]
        let cell = step == .first ? nil : column[line]
        if step != .second { row += 1 }
        if step != .first { line += 1 }
        return cells + [cell]
      }
    }
    return rows.map { row in row.map { $0.map { lines[$0] } } }
  }

  /// One step of a walk through two sequences side by side: an item of each (a match), or one of one.
  enum Step: Equatable, Sendable { case both, first, second }

  /// How many items of each sequence `walk` looks at together: the lessons' outputs are aligned exactly.
  static let window = 300

  /// The walk through two sequences that pairs equal items along their longest common subsequence, a match as
  /// early as it can, else the first's item. That of the whole sequences takes minutes and gigabytes for a
  /// thousand actions, so it takes that of the next `window` items, walks half, and looks again: it can miss a
  /// match half a window ahead, which panes of the same actions lack. (Patience diff would find few anchors: a
  /// stage draws the same list again and again.) `comparisons` is for the tests.
  static func walk(_ first: [Int], _ second: [Int], window: Int = window)
    -> (steps: [Step], comparisons: Int)
  {
    var steps: [Step] = []
    var comparisons = 0
    var (i, j) = (0, 0)
    // The table of the window being walked: where it starts, its width, and where its walk stops.
    var (lengths, top, left, width, firstStop, secondStop) = ([Int](), 0, 0, 0, 0, 0)
    while i < first.count, j < second.count {
      // Equal items are always paired: no table is needed for the long runs panes share.
      if first[i] == second[j] {
        steps.append(.both)
        i += 1
        j += 1
        continue
      }
      if i >= firstStop || j >= secondStop {
        let firstEnd = min(first.count, i + window)
        let secondEnd = min(second.count, j + window)
        lengths = commonLengths(first[i..<firstEnd], second[j..<secondEnd])
        comparisons += (firstEnd - i) * (secondEnd - j)
        (top, left, width) = (i, j, secondEnd - j + 1)
        // Half the window is walked, so each step saw half a window ahead; all of it at a sequence's end.
        firstStop = firstEnd == first.count ? firstEnd : i + window / 2
        secondStop = secondEnd == second.count ? secondEnd : j + window / 2
      }
      let cell = (i - top) * width + (j - left)
      if lengths[cell + width] >= lengths[cell + 1] {
        steps.append(.first)
        i += 1
      } else {
        steps.append(.second)
        j += 1
      }
    }
    // What is left of one sequence once the other is walked has nothing to pair with.
    steps += repeatElement(.first, count: first.count - i)
    steps += repeatElement(.second, count: second.count - j)
    return (steps, comparisons)
  }

  /// The lengths of the longest common subsequences of `first[a...]` and `second[b...]` at
  /// `a * (second.count + 1) + b`. In `swift run`'s debug build, a `while` through buffers is ten times faster
  /// than a `for` over a reversed range, and twice as fast as an array's subscript (0.24 s for 11 million cells).
  private static func commonLengths(_ first: ArraySlice<Int>, _ second: ArraySlice<Int>) -> [Int] {
    let width = second.count + 1
    var lengths = [Int](repeating: 0, count: (first.count + 1) * width)
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        lengths.withUnsafeMutableBufferPointer { lengths in
          var a = first.count
          while a > 0 {
            a -= 1
            var b = second.count
            while b > 0 {
              b -= 1
              let cell = a * width + b
              if first[a] == second[b] {
                lengths[cell] = lengths[cell + width + 1] + 1
              } else {
                let below = lengths[cell + width]
                let after = lengths[cell + 1]
                lengths[cell] = below >= after ? below : after
              }
            }
          }
        }
      }
    }
    return lengths
  }

  /// The side-by-side view: headers, a rule, then the aligned lines, a line wider than its pane folded in it.
  static func render(headers: [String], columns: [[String]], width: Int) -> [Line] {
    let cellWidth = columnWidth(total: width, columns: headers.count)
    func line(_ cells: [String?], differs: Bool = false) -> Line {
      row(cells.map { ($0 ?? "").padded(toWidth: cellWidth) }.joined(separator: separator), differs)
    }
    let rule =
      "  " + headers.map { _ in String(repeating: "─", count: cellWidth) }.joined(separator: "─┼─")
    let body = align(columns.map { folded($0, width: cellWidth) }).flatMap { cells in
      // The cells of a row are equal, or missing: they take the same number of rows.
      let differs = Set(cells).count > 1 || cells.contains(nil)
      let height = cells.map { $0?.count ?? 0 }.max() ?? 0
      return (0..<height).map { index in line(cells.map { $0?[index] }, differs: differs) }
    }
    return [line(headers), Line(text: rule)] + body
  }

  /// One stage alone in the whole width: its header, a rule, then its lines, marked where `previous` lacks them.
  static func stacked(header: String, lines: [String], after previous: [String]?, width: Int)
    -> [Line]
  {
    let paneWidth = width - 2
    let suffix =
      previous == nil
      ? ""
      : localized(
        en: " (\(differenceMark): not in the stage before)",
        zh: "（\(differenceMark)：前一个阶段没有的行）")
    let rows = align([folded(previous ?? [], width: paneWidth), folded(lines, width: paneWidth)])
    let body = rows.flatMap { cells in
      (cells[1] ?? []).map { row($0, previous != nil && cells[0] == nil) }
    }
    return [row(header + suffix), Line(text: "  " + String(repeating: "─", count: paneWidth))]
      + body
  }

  /// A row of the view: the gutter, marked where the stages differ, then `text`, without trailing spaces.
  static func row(_ text: String, _ differs: Bool = false) -> Line {
    Line(
      text: ((differs ? differenceMark : " ") + " " + text).trimmingTrailingSpaces(),
      differs: differs)
  }

  /// Each line as the rows it takes in a pane `width` wide: one, or several for a line folded to fit.
  static func folded(_ lines: [String], width: Int) -> [[String]] {
    lines.map { $0.displayWidth > width ? $0.wrapped(toWidth: width) : [$0] }
  }
}
