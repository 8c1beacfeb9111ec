import Foundation
import Testing

@testable import TextWidth

/// The committed Unicode data (`scripts/unicode/`), read again here, apart from the generator, so that a
/// table that differs from it in any code point fails. `swift scripts/generate-display-width.swift` writes
/// the table from the same files and reproduces the committed one exactly (`--check` says whether it does).
private struct UnicodeData: Sendable {
  /// `EastAsianWidth-15.0.0.txt`'s version, from its first line.
  let version: String
  /// Every code point's kind (`DisplayWidthTable.Kind`) by the rule, written again apart from the
  /// generator: a format character or a mark takes no column (the soft hyphen one), W and F take two
  /// (Ambiguous is narrow), then Emoji_Presentation, then Emoji.
  let kinds: [DisplayWidthTable.Kind]
  /// The first and the last code point of every range in the data: a kind changes only at one of them.
  let ends: Set<UInt32>
  /// Every code point with Emoji=Yes.
  let emoji: [UInt32]

  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/unicode")

  init() throws {
    let eastAsian = try Self.lines(of: "EastAsianWidth.txt")
    version = String(
      eastAsian.first?.dropFirst("# EastAsianWidth-".count).dropLast(".txt".count) ?? "")
    var wide: [ClosedRange<Int>] = []
    var zero: [ClosedRange<Int>] = []
    var ends = Set<UInt32>()
    for line in eastAsian {
      // `# @missing: 0000..10FFFF; N`: the value of every code point that the file does not list.
      if line.hasPrefix("# @missing:") {
        let fields = line.dropFirst("# @missing:".count).split(separator: ";")
        let range = try Self.codePoints(fields[0])
        if ["W", "F"].contains(fields[1].filter { $0 != " " }) { wide.append(range) }
        ends.formUnion([UInt32(range.lowerBound), UInt32(range.upperBound)])
        continue
      }
      // `0300..036F;A  # Mn  [112] COMBINING GRAVE ACCENT..`: the comment starts with the General Category.
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let fields = parts[0].split(separator: ";")
      guard fields.count == 2, parts.count == 2 else { continue }
      let range = try Self.codePoints(fields[0])
      if ["W", "F"].contains(fields[1].filter { $0 != " " }) { wide.append(range) }
      if ["Cc", "Mn", "Me", "Cf"].contains(parts[1].split(separator: " ").first ?? "") {
        zero.append(range)
      }
      ends.formUnion([UInt32(range.lowerBound), UInt32(range.upperBound)])
    }
    var emoji: [ClosedRange<Int>] = []
    var presentation: [ClosedRange<Int>] = []
    for line in try Self.lines(of: "emoji-data.txt") {
      let fields = line.prefix { $0 != "#" }.split(separator: ";")
      guard fields.count == 2 else { continue }
      let range = try Self.codePoints(fields[0])
      switch fields[1].filter({ $0 != " " }) {
      case "Emoji": emoji.append(range)
      case "Emoji_Presentation": presentation.append(range)
      default: continue
      }
      ends.formUnion([UInt32(range.lowerBound), UInt32(range.upperBound)])
    }
    // The rule's order, last word first: a later fill overrides an earlier one.
    var kinds = [DisplayWidthTable.Kind](repeating: .narrow, count: 0x11_0000)
    for (ranges, kind) in [
      (emoji, .textEmoji), (presentation, .emoji), (wide, .wide), (zero, .zero),
    ]
      as [([ClosedRange<Int>], DisplayWidthTable.Kind)]
    {
      for range in ranges {
        fill(&kinds, range, with: kind)
      }
    }
    // The soft hyphen is Cf, but terminals draw it: one column.
    kinds[0xAD] = .narrow
    ends.insert(0xAD)
    self.kinds = kinds
    self.ends = ends
    self.emoji = emoji.joined().map(UInt32.init)
  }

  private static func lines(of name: String) throws -> [Substring] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    // Split by bytes, as a line feed is one byte and never part of another character: splitting the
    // Characters of the files took most of a test's time.
    return text.utf8.split(separator: UInt8(ascii: "\n")).compactMap(Substring.init)
  }

  private static func codePoints(_ field: Substring) throws -> ClosedRange<Int> {
    let bounds = field.filter { $0 != " " }.split(separator: ".")
    let first = try #require(bounds.first.flatMap { Int($0, radix: 16) }, "in \(field)")
    let last = try #require(bounds.last.flatMap { Int($0, radix: 16) }, "in \(field)")
    return first...last
  }
}

/// Gives every code point of `range` the kind `kind`, through the array's own storage: in a debug build,
/// `replaceSubrange` took most of the time of the tests here.
private func fill(
  _ kinds: inout [DisplayWidthTable.Kind], _ range: ClosedRange<Int>,
  with kind: DisplayWidthTable.Kind
) {
  kinds.withUnsafeMutableBufferPointer { buffer in
    var index = range.lowerBound
    while index <= range.upperBound {
      buffer[index] = kind
      index += 1
    }
  }
}

/// Whether `scalar` may be part of the character before it, or is a control: a mark (not Grapheme_Base), a
/// spacing mark, or an emoji modifier (a skin tone). An unassigned code point is none of them.
private func mayJoinTheCharacterBefore(_ scalar: Unicode.Scalar) -> Bool {
  let properties = scalar.properties
  return properties.generalCategory != .unassigned
    && (!properties.isGraphemeBase || properties.generalCategory == .spacingMark
      || properties.isEmojiModifier)
}

/// Read once, for all the tests here.
private let committedData = Result { try UnicodeData() }

/// `U+1F600`.
private func name(_ value: UInt32) -> String {
  "U+" + String(value, radix: 16, uppercase: true)
}

@Suite("Display width comes from Unicode's own data")
struct DisplayWidthTableTests {
  @Test("the table was generated from the committed data's Unicode version")
  func version() throws {
    let data = try committedData.get()
    #expect(data.version == "15.0.0")
    #expect(DisplayWidthTable.unicodeVersion == data.version)
  }

  @Test(
    "every code point measured alone is a whole character by Unicode's rules, and takes its character's columns"
  )
  func standingAlone() {
    // The blocks are all in the Basic Multilingual Plane.
    let alone = (0x80...0xFFFF).compactMap(Unicode.Scalar.init(_:)).filter(standsAlone)
    #expect(alone.count > 30_000)
    #expect(
      !["\u{10000}", "\u{1F600}", "\u{20000}", "\u{E0001}", "\u{10FFFF}"].contains(
        where: standsAlone))
    // Not a mark that joins the character before it, nor a control: Grapheme_Cluster_Break Other (Hangul
    // syllables and jamo, which join each other, are not in the blocks). Found first and expected once:
    // an expectation for each of thousands of code points would be most of the test's time.
    let joining = alone.filter(mayJoinTheCharacterBefore)
    #expect(joining.isEmpty, "\(joining.map { name($0.value) })")
    // Each is measured by the table, as its Character is; a sample shows it, outside the ideographs too.
    let measuredOtherwise = alone.filter { $0.value % 7 == 0 || $0.value < 0x3000 }.filter {
      String($0).displayWidth != Character($0).displayWidth
    }
    #expect(measuredOtherwise.isEmpty, "\(measuredOtherwise.map { name($0.value) })")
    // And as the standard library breaks text into characters, for a sample of them.
    for scalar in stride(from: 0, to: alone.count, by: 61).map({ alone[$0] }) {
      #expect(("a" + String(scalar) + "b").count == 3)
      #expect((String(scalar) + "\u{301}").count == 1)
    }
  }

  @Test(
    "an emoji or a wide code point that the end or a character standing alone follows is measured as its character is"
  )
  func wideOrEmojiStarts() throws {
    // Every one below the ideographs' own planes, which hold nothing else, and a sample of those.
    let bases = tableRanges.filter { $0.kind != .zero }.flatMap { range in
      stride(from: range.first, through: range.last, by: range.first < 0x20000 ? 1 : 97)
    }.compactMap(Unicode.Scalar.init).filter {
      isWideOrEmojiStart($0, DisplayWidthTable.kind(of: $0))
    }
    #expect(bases.count > 40_000)
    // Not a mark that joins the character before it, nor a control.
    let joining = bases.filter(mayJoinTheCharacterBefore)
    #expect(joining.isEmpty, "\(joining.map { name($0.value) })")
    // Measured with and without a variation selector: every emoji, and a sample of the wide code points
    // (CJK alone has tens of thousands).
    let sample = bases.filter { DisplayWidthTable.kind(of: $0) != .wide || $0.value % 89 == 0 }
    let texts = sample.flatMap { base in
      ["", "\u{FE0E}", "\u{FE0F}"].flatMap { selector in
        ["", "a", "─"].map { String(base) + selector + $0 }
      }
    }
    let measuredOtherwise = texts.filter {
      $0.displayWidth != $0.reduce(0) { $0 + $1.displayWidth }
    }
    #expect(
      measuredOtherwise.isEmpty,
      "\(measuredOtherwise.map { $0.unicodeScalars.map { name($0.value) } })")
  }

  @Test("every code point's kind in the table follows EastAsianWidth.txt and emoji-data.txt")
  func everyCodePoint() throws {
    let data = try committedData.get()
    // Sorted and apart, as the binary search needs, and as filling the ranges in below takes for granted.
    try #require(DisplayWidthTable.lasts.count == DisplayWidthTable.firsts.count)
    try #require(DisplayWidthTable.kinds.count == DisplayWidthTable.firsts.count)
    let ranges = tableRanges
    #expect(ranges.allSatisfy { $0.first <= $0.last && $0.kind != .narrow })
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.last < $1.first })
    var table = [DisplayWidthTable.Kind](repeating: .narrow, count: 0x11_0000)
    for range in ranges {
      let points = Int(range.first)...Int(range.last)
      fill(&table, points, with: range.kind)
    }
    // Compared whole first, as it is quick; only a difference is looked for point by point.
    guard table != data.kinds else { return }
    let wrong = zip(table, data.kinds).enumerated().lazy.filter { $1.0 != $1.1 }.prefix(10)
    Issue.record(
      "the table differs from the data: \(wrong.map { "\(name(UInt32($0))) \($1.0), not \($1.1)" })"
    )
  }

  @Test(
    "a code point alone takes 0, 1 or 2 columns as its kind says, or a control its visible form's, wherever its kind may change"
  )
  func everyRangeEnd() throws {
    let data = try committedData.get()
    // The look-up is a search of sorted ranges, so its answer changes only where a range of the table
    // starts or ends; the data's, only where one of its ranges does. Both sides of each are checked,
    // and all of ASCII, which the look-up answers without the table.
    var ends = data.ends.union(0...0x7F)
    for range in tableRanges { ends.formUnion([range.first, range.last]) }
    let values = Set(ends.flatMap { [$0 &- 1, $0, $0 + 1] }).sorted()
    var wrong: [String] = []
    for scalar in values.compactMap(Unicode.Scalar.init) {
      let expected = data.kinds[Int(scalar.value)]
      let columns: Int
      switch expected {
      // A control is written in its visible form (`^[`), and takes its columns.
      case .zero: columns = scalar.visibleForm?.count ?? 0
      case .narrow, .textEmoji: columns = 1
      case .wide, .emoji: columns = 2
      }
      let kind = DisplayWidthTable.kind(of: scalar)
      let width = Character(scalar).displayWidth
      if kind != expected || width != columns {
        wrong.append(
          "\(name(scalar.value)): \(kind), \(width) columns; the data says \(expected), \(columns)")
      }
    }
    #expect(values.count > 4000)
    #expect(wrong.isEmpty, "\(wrong.count) code points, first \(wrong.prefix(10))")
  }

  @Test("every emoji takes two columns after U+FE0F, and after U+FE0E one unless it is wide anyway")
  func everyEmojiWithAVariationSelector() throws {
    let data = try committedData.get()
    var wrong: [String] = []
    for value in data.emoji {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = Character(String(scalar) + "\u{FE0E}").displayWidth
      let emoji = Character(String(scalar) + "\u{FE0F}").displayWidth
      let textColumns = data.kinds[Int(value)] == .wide ? 2 : 1
      if emoji != 2 || text != textColumns {
        wrong.append(
          "\(name(value)): \(emoji) with U+FE0F, \(text) with U+FE0E (\(textColumns) expected)")
      }
    }
    #expect(data.emoji.count > 1000)
    #expect(wrong.isEmpty, "\(wrong.count) emoji, first \(wrong.prefix(10))")
  }
}

/// The table's ranges, each with its kind: its three lists read together.
private var tableRanges: [(first: UInt32, last: UInt32, kind: DisplayWidthTable.Kind)] {
  DisplayWidthTable.firsts.indices.map {
    (DisplayWidthTable.firsts[$0], DisplayWidthTable.lasts[$0], DisplayWidthTable.kinds[$0])
  }
}
