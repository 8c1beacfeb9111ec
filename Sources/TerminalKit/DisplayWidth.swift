extension Character {
  /// How many terminal columns the character takes: 2 for CJK and emoji, 0 for a lone combining mark, as
  /// many as its visible form for a control character (`^[` is 2), else 1.
  ///
  /// A `Character` is what a reader sees as one letter (a grapheme); its first scalar decides its width,
  /// and a variation selector U+FE0F asks for the wide emoji form (as in `⭐️`).
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.visibleForm != nil {
      // What the terminal is given instead (see `terminalSafe`), which is ASCII: one column a character.
      return String(self).terminalSafe.count
    }
    if first.isASCII {
      return 1
    }
    let properties = first.properties
    if properties.isEmojiPresentation || (properties.isEmoji && scalars.contains("\u{FE0F}")) {
      return 2
    }
    if Self.isWide(first.value) {
      return 2
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// The East Asian Wide and Fullwidth blocks: Hangul, CJK ideographs, kana, fullwidth forms.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}

extension StringProtocol {
  /// How many terminal columns the text takes (see `Character.displayWidth`).
  public var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The text cut to at most `width` columns, ending in `…` when something was cut.
  public func truncated(toWidth width: Int) -> String {
    guard displayWidth > width else { return String(self) }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in self {
      let next = character.displayWidth
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// The text cut to `width` columns if it is wider, then padded with spaces to exactly `width`.
  public func padded(toWidth width: Int, alignment: Alignment = .left) -> String {
    let text = truncated(toWidth: width)
    let padding = String(repeating: " ", count: Swift.max(0, width - text.displayWidth))
    return alignment == .left ? text + padding : padding + text
  }

  /// The text broken into lines of at most `width` columns: at each line break in it, at spaces where it
  /// can, inside a word (as for a run of CJK text, which has no spaces) where it must.
  public func wrapped(toWidth width: Int) -> [String] {
    let paragraphs = split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
    guard paragraphs.count == 1 else { return paragraphs.flatMap { $0.wrapped(toWidth: width) } }
    guard displayWidth > width else { return [String(self)] }
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = word.displayWidth
      let gap = line.isEmpty ? 0 : 1
      if lineWidth + gap + wordWidth <= width {
        line += (gap == 1 ? " " : "") + word
        lineWidth += gap + wordWidth
        continue
      }
      if wordWidth <= width {
        lines.append(line)
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // Too wide for any line: fill what is left of this one, then go on character by character.
      if !line.isEmpty {
        line += " "
        lineWidth += 1
      }
      for character in word {
        if lineWidth + character.displayWidth > width {
          lines.append(line.trimmingTrailingSpaces())
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += character.displayWidth
      }
    }
    lines.append(line)
    let nonEmpty = lines.filter { !$0.isEmpty }
    return nonEmpty.isEmpty ? [""] : nonEmpty
  }

  private func trimmingTrailingSpaces() -> String {
    String(self[..<(lastIndex { $0 != " " }.map { index(after: $0) } ?? startIndex)])
  }
}

/// Which side a padded cell keeps its text on.
public enum Alignment: Sendable {
  case left, right
}
