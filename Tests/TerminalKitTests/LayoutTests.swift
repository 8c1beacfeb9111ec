import TerminalKit
import Testing
import TextWidth

@Suite("Layout lines up lists, tables and boxes by display width")
struct LayoutTests {
  static let rows = [
    (title: "The Shawshank Redemption (1994)", detail: "⭐️ 9.3"),
    (title: "肖申克的救赎 (1994)", detail: "⭐️ 9.3"),
    (title: "A very long title that goes on and on and on and on and on (2001)", detail: "⭐️ 10.0"),
  ]

  @Test(
    "every list row's first line is exactly the width, so the ratings line up",
    arguments: [40, 57, 80, 133])
  func listFillsWidth(width: Int) {
    let lines = Layout.list(rows: Self.rows, width: width)
    let firstLines = lines.filter { $0.contains("⭐️") }
    #expect(firstLines.map(\.displayWidth) == Array(repeating: width, count: 3))
    #expect(lines.allSatisfy { $0.displayWidth <= width })
  }

  @Test("a title too wide for the list wraps under itself, and no word of it is lost or cut")
  func listWrapsLongTitles() {
    let lines = Layout.list(rows: Self.rows, width: 40)
    let words = lines.drop { !$0.hasPrefix(" 3") }.flatMap { $0.split(separator: " ") }
    #expect(lines.count > 3)
    let titleWords: [Substring] = words.dropFirst().filter { $0 != "⭐️" && $0 != "10.0" }
    #expect(titleWords == Self.rows[2].title.split(separator: " "))
    #expect(!lines.joined().contains("…"))
  }

  @Test(
    "every table line is exactly the width, with CJK and emoji cells", arguments: [40, 61, 100])
  func tableFillsWidth(width: Int) {
    let columns = [
      Layout.Column("#", alignment: .right), Layout.Column("Title", isFlexible: true),
      Layout.Column("Rating"), Layout.Column("Summary", isFlexible: true),
    ]
    let rows = Self.rows.enumerated().map {
      [String($0 + 1), $1.title, $1.detail, "电影的简介 summary"]
    }
    let lines = Layout.table(columns: columns, rows: rows, width: width)
    #expect(lines.allSatisfy { $0.displayWidth == width })
    // One rule under the header, then one between each two rows.
    #expect(lines.filter { $0.hasPrefix("├") }.count == rows.count)
  }

  @Test("a flexible cell wraps instead of losing text, and a line break in it starts a new line")
  func tableWrapsFlexibleCells() throws {
    let columns = [Layout.Column("#"), Layout.Column("Movie", isFlexible: true)]
    let text = "Two imprisoned men bond over a number of years 肖申克的救赎是一部电影"
    let lines = Layout.table(columns: columns, rows: [["1", "Title (1994)\n" + text]], width: 40)
    let cells = try lines.dropFirst(3).dropLast().map { line in
      String(try #require(line.split(separator: "│").last)).trimmingSpaces
    }
    #expect(cells.first == "Title (1994)")
    #expect(cells.dropFirst().joined().filter { $0 != " " } == text.filter { $0 != " " })
    #expect(lines.allSatisfy { $0.displayWidth == 40 })
  }

  @Test(
    "a title of vertical and small forms, Tangut, kana and keycaps never makes a line too wide",
    arguments: [20, 40, 41, 57, 80])
  func wideTitles(width: Int) {
    let title =
      "︐︑︒︓︔︕︖︗︘︙ ﹐﹑﹒﹔﹕﹖ \u{17000}\u{17001}\u{17002} \u{1B000}\u{1B001} 1️⃣ #️⃣ *️⃣ ☺\u{FE0E} ⭐️"
      + " 肖申克 Shawshank e\u{301} (1994)"
    let rows = [(title: title, detail: "⭐️ 9.3"), (title: "1️⃣#️⃣*️⃣" + title, detail: "⭐️ 10.0")]
    let list = Layout.list(rows: rows, width: width)
    #expect(list.allSatisfy { $0.displayWidth <= width }, "\(list)")
    let ratingLines = list.filter { $0.hasSuffix("9.3") || $0.hasSuffix("10.0") }
    #expect(ratingLines.map(\.displayWidth) == [width, width])
    let columns = [
      Layout.Column("#"), Layout.Column("Title", isFlexible: true), Layout.Column("⭐️"),
    ]
    let table = Layout.table(columns: columns, rows: [["1️⃣", title, "9.3"]], width: width)
    #expect(table.allSatisfy { $0.displayWidth == width }, "\(table)")
    let box = Layout.box(
      title.wrapped(toWidth: width - 4).map { .text($0) }, title: title, width: width)
    #expect(box.allSatisfy { $0.displayWidth == width }, "\(box)")
    #expect(title.truncated(toWidth: width).displayWidth <= width)
  }

  @Test("a box is exactly the width, with its title in the top border and rules across")
  func box() {
    let lines = Layout.box(
      [.text("肖申克的救赎"), .rule, .text(String(repeating: "x", count: 99))], title: "Now", width: 40)
    #expect(lines.allSatisfy { $0.displayWidth == 40 })
    #expect(lines[0].hasPrefix("╭─ Now "))
    #expect(lines[2].hasPrefix("├"))
  }
}
