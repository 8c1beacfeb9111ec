import Foundation

/// The East Asian Ambiguous code points of the committed Unicode data (`scripts/unicode/EastAsianWidth.txt`):
/// the characters that a terminal set for CJK may draw two columns wide.
public enum EastAsianAmbiguous {
  /// Every code point whose East Asian Width is `A`, as ranges.
  public static let ranges: [ClosedRange<UInt32>] = {
    let file = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/unicode/EastAsianWidth.txt")
    guard let text = try? String(contentsOf: file, encoding: .utf8) else {
      preconditionFailure(
        "Cannot read \(file.path): the tests read Unicode's data from the repository.")
    }
    // `00A1;A  # Po  INVERTED EXCLAMATION MARK` or `2460..24E9;A  # No  [138] CIRCLED DIGIT ONE..`.
    return text.split(separator: "\n").compactMap { line in
      let fields = line.prefix { $0 != "#" }.split(separator: ";")
      guard fields.count == 2, fields[1].filter({ $0 != " " }) == "A" else { return nil }
      let ends = fields[0].filter { $0 != " " }.split(
        separator: ".", omittingEmptySubsequences: true)
      guard let first = ends.first.flatMap({ UInt32($0, radix: 16) }),
        let last = ends.last.flatMap({ UInt32($0, radix: 16) })
      else { return nil }
      return first...last
    }
  }()

  /// The characters of `text` that are East Asian Ambiguous, each once, in the order they first appear.
  public static func characters(in text: String) -> [Character] {
    var found: [Character] = []
    for character in text where !character.isASCII && !found.contains(character) {
      let value = character.unicodeScalars.first?.value ?? 0
      if ranges.contains(where: { $0.contains(value) }) {
        found.append(character)
      }
    }
    return found
  }
}
