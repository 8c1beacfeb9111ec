// Generates Sources/TextWidth/DisplayWidthTable.swift, the table of terminal column widths, from the two
// Unicode data files in scripts/unicode/ (EastAsianWidth.txt and emoji-data.txt), with the Swift toolchain
// alone:
//
//   swift scripts/generate-display-width.swift           write the table
//   swift scripts/generate-display-width.swift --check   say whether the committed table is what it writes
//
// The output depends on nothing but the two files and this script, so it reproduces the committed table byte
// for byte (`--check` says so, and swift-format leaves it as it is). TextWidthTests' DisplayWidthTableTests
// reads the same two files and checks the table against the same rule in every code point, so a table that
// drifts from the data fails there too. The rule, which DisplayWidth.swift applies to a whole grapheme:
//
//   - a control (Cc), a combining mark (Mn, Me) or a format character (Cf) takes no column: `.zero`. The
//     soft hyphen U+00AD is the one exception: terminals draw it as a hyphen, one column, as glibc's wcwidth
//     says;
//   - East Asian Width W (wide) or F (fullwidth) takes two: `.wide`. Ambiguous (A) takes one, as in most
//     Western terminals and many Chinese ones, so it is left out like everything narrow;
//   - Emoji_Presentation takes two, or one when U+FE0E asks for text: `.emoji`;
//   - any other Emoji takes one, or two when U+FE0F asks for emoji: `.textEmoji`;
//   - everything else takes one, and is left out of the table.

import Foundation

/// What the table records of a code point: the cases and letters of `DisplayWidthTable.Kind`.
enum Kind: Character {
  case narrow = "n"
  case zero = "z"
  case wide = "w"
  case emoji = "e"
  case textEmoji = "t"
}

/// A one-line complaint on standard error, and exit status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("generate-display-width: \(message)\n".utf8))
  exit(1)
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let dataFolder = root.appendingPathComponent("scripts/unicode")
let outputFile = root.appendingPathComponent("Sources/TextWidth/DisplayWidthTable.swift")

func lines(of name: String) -> [Substring] {
  let url = dataFolder.appendingPathComponent(name)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else {
    fail("cannot read \(url.path)")
  }
  return text.split(separator: "\n", omittingEmptySubsequences: false)
}

/// `0041` or `0041..005A` as a range of code points.
func codePoints(_ field: Substring) -> ClosedRange<Int> {
  let bounds = field.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
  guard let first = bounds.first.flatMap({ Int($0, radix: 16) }),
    let last = bounds.last.flatMap({ Int($0, radix: 16) }), first <= last, last <= 0x10FFFF
  else { fail("not a code point or range: \(field)") }
  return first...last
}

/// The version that a header line gives between `prefix` and `end`: `# EastAsianWidth-15.0.0.txt` gives
/// 15.0.0.
func version(in lines: [Substring], after prefix: String, upTo end: String) -> String {
  for line in lines where line.contains(prefix) {
    if let start = line.range(of: prefix)?.upperBound,
      let stop = line[start...].range(of: end)?.lowerBound
    {
      return String(line[start..<stop])
    }
  }
  fail("no version (\(prefix)…) in the data file's header")
}

// EastAsianWidth.txt: `0000..001F;N  # Cc  [32] <control-0000>..<control-001F>`. The comment's first word is
// the General Category, as the file's header says. A code point it does not list takes its `@missing` value.
let eastAsianLines = lines(of: "EastAsianWidth.txt")
let unicodeVersion = version(in: eastAsianLines, after: "# EastAsianWidth-", upTo: ".txt")
var eastAsianWidth = [Substring](repeating: "N", count: 0x110000)
var generalCategory = [Substring](repeating: "Cn", count: 0x110000)
for line in eastAsianLines {
  if line.hasPrefix("# @missing:") {
    let fields = line.dropFirst("# @missing:".count).split(separator: ";")
    guard fields.count == 2 else { fail("a bad @missing line: \(line)") }
    let value = fields[1].trimmingCharacters(in: .whitespaces)
    for point in codePoints(fields[0]) { eastAsianWidth[point] = Substring(value) }
    continue
  }
  let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
  let fields = parts[0].split(separator: ";")
  guard fields.count == 2 else { continue }
  guard parts.count == 2, let category = parts[1].split(separator: " ").first else {
    fail("no General Category in the comment of: \(line)")
  }
  let value = fields[1].trimmingCharacters(in: .whitespaces)
  for point in codePoints(fields[0]) {
    eastAsianWidth[point] = Substring(value)
    generalCategory[point] = category
  }
}

// emoji-data.txt: `231A..231B    ; Emoji   # E0.6   [2] (⌚..⌛)    watch..hourglass done`.
let emojiLines = lines(of: "emoji-data.txt")
let emojiVersion = version(in: emojiLines, after: "Emoji Version ", upTo: " ")
var isEmoji = [Bool](repeating: false, count: 0x110000)
var isEmojiPresentation = [Bool](repeating: false, count: 0x110000)
for line in emojiLines {
  let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
    .split(separator: ";")
  guard fields.count == 2 else { continue }
  switch fields[1].trimmingCharacters(in: .whitespaces) {
  case "Emoji": for point in codePoints(fields[0]) { isEmoji[point] = true }
  case "Emoji_Presentation":
    for point in codePoints(fields[0]) { isEmojiPresentation[point] = true }
  default: break
  }
}

func kind(of point: Int) -> Kind {
  if point == 0xAD { return .narrow }
  if ["Cc", "Mn", "Me", "Cf"].contains(generalCategory[point]) { return .zero }
  if ["W", "F"].contains(eastAsianWidth[point]) { return .wide }
  if isEmojiPresentation[point] { return .emoji }
  if isEmoji[point] { return .textEmoji }
  return .narrow
}

// Runs of one kind, narrow left out: the table is sorted, and no two of its ranges touch with the same kind.
var ranges: [(first: Int, last: Int, kind: Kind)] = []
for point in 0...0x10FFFF {
  let next = kind(of: point)
  guard next != .narrow else { continue }
  if let last = ranges.last, last.last == point - 1, last.kind == next {
    ranges[ranges.count - 1].last = point
  } else {
    ranges.append((point, point, next))
  }
}

func hex(_ value: Int) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

// As many entries to a line as fit in swift-format's 100 columns, so that `swift format` leaves it as it is.
/// `entries` as the lines of a Swift array literal, as many to a line as fit in 100 columns.
func arrayLines(_ entries: [String]) -> String {
  var lines: [String] = []
  var line = ""
  for entry in entries.map({ $0 + "," }) {
    if !line.isEmpty && 4 + line.count + 1 + entry.count > 100 {
      lines.append("    " + line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + entry
  }
  lines.append("    " + line)
  return lines.joined(separator: "\n")
}

/// `letters` as the lines of a multi-line string literal, 96 to a line, so that they fit in 100 columns.
func letterLines(_ letters: [Character]) -> String {
  stride(from: 0, to: letters.count, by: 96).map {
    "    " + String(letters[$0..<min($0 + 96, letters.count)])
  }.joined(separator: "\n")
}

let source = """
  // Generated by scripts/generate-display-width.swift from Unicode \(unicodeVersion)'s EastAsianWidth.txt and
  // Emoji \(emojiVersion)'s emoji-data.txt (scripts/unicode/). Do not edit it by hand: change the script or
  // the data, then run `swift scripts/generate-display-width.swift` from the repository's root.

  extension DisplayWidthTable {
    /// The version of Unicode whose data the table was generated from.
    static let unicodeVersion = "\(unicodeVersion)"

    /// Every code point that does not take exactly one column, as sorted ranges that never overlap:
    /// \(ranges.count) of them, range `i` being `firsts[i]...lasts[i]` of kind `kinds[i]` (see `Kind`).
    /// Lists of plain values, not one of tuples, and a letter for each kind: the compiler checks them
    /// several times faster, on every build.
    static let firsts: [UInt32] = [
  \(arrayLines(ranges.map { hex($0.first) }))
    ]
    static let lasts: [UInt32] = [
  \(arrayLines(ranges.map { hex($0.last) }))
    ]
    static let kinds: [Kind] = \"""
  \(letterLines(ranges.map { $0.kind.rawValue }))
      \""".compactMap(Kind.init(rawValue:))
  }

  """

if CommandLine.arguments.dropFirst().contains("--check") {
  let committed = try? String(contentsOf: outputFile, encoding: .utf8)
  guard committed == source else {
    fail("\(outputFile.path) is not what the data and this script give: run it without --check")
  }
  print("\(outputFile.path) is up to date (Unicode \(unicodeVersion), \(ranges.count) ranges)")
} else {
  do {
    try Data(source.utf8).write(to: outputFile)
  } catch {
    fail("cannot write \(outputFile.path): \(error)")
  }
  print("wrote \(outputFile.path) (Unicode \(unicodeVersion), \(ranges.count) ranges)")
}
