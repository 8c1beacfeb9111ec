extension Character {
  /// How many terminal columns the character takes: 2 for CJK and emoji, 0 for a lone combining mark, as
  /// many as its visible form for a control character (`^[` is 2), else 1.
  ///
  /// A `Character` is one grapheme. Its base, the first code point that takes a column of its own (not the
  /// Arabic number sign U+0600 before digits), decides, by Unicode's own data (`DisplayWidthTable`):
  /// - East Asian Wide and Fullwidth take 2: CJK, kana, Hangul, fullwidth, small and vertical forms;
  /// - an emoji takes 2 when shown as emoji: by default (`⭐`), when U+FE0F asks for it (`⭐️`, the keycap
  ///   `1️⃣`), or when another emoji joins it (a skin tone, a ZWJ sequence `👨‍👩‍👧`, a flag `🇫🇷`). U+FE0E
  ///   asks for text, 1 column (`☺︎`), unless the base is wide anyway;
  /// - a control character (C0, DEL, C1) takes the columns of its visible form (`terminalSafe`): `^[` is 2;
  /// - a combining mark (Mn, Me) or a format character (Cf) takes 0; the soft hyphen U+00AD 1, as drawn;
  /// - everything else takes 1, East Asian Ambiguous (`±`, `Ω`, `…`) too: most Western terminals, and many
  ///   Chinese ones, draw them narrow, and counting them 2 would waste a column on each there.
  public var displayWidth: Int {
    // One printable ASCII code point, by far the most common: no look-up. (`#`, `*` and the digits are
    // emoji only with U+FE0F after them, and then the character is not ASCII.)
    if let ascii = asciiValue, ascii >= 0x20, ascii != 0x7F {
      return 1
    }
    if let first = unicodeScalars.first, first.visibleForm != nil {
      // What the terminal is given instead (see `terminalSafe`), which is ASCII: one column a character.
      return String(self).terminalSafe.count
    }
    // An iterator, not a slice of the scalars, as it is several times faster in a debug build.
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch DisplayWidthTable.kind(of: scalar) {
      case .zero:
        continue
      case .narrow:
        return 1
      case .wide:
        return 2
      case .emoji:
        return scalars.next() == "\u{FE0E}" ? 1 : 2
      case .textEmoji:
        var next = scalars.next()
        if next == "\u{FE0E}" { return 1 }
        // U+FE0F, or another emoji joined to it: a skin tone, or the next emoji of a ZWJ sequence.
        while let following = next {
          if following == "\u{FE0F}" { return 2 }
          let kind = DisplayWidthTable.kind(of: following)
          if kind == .wide || kind == .emoji { return 2 }
          next = scalars.next()
        }
        return 1
      }
    }
    return 0
  }
}

/// Unicode's data on how many columns a code point takes: ranges generated from `EastAsianWidth.txt` and
/// `emoji-data.txt` into `DisplayWidthTable.swift` by `scripts/generate-display-width.swift`, and their look-up.
///
/// Not Swift's own Unicode properties: so that a width is the same with every toolchain, whichever Unicode
/// version it knows, and East Asian Width, which Swift does not expose, comes from Unicode itself.
enum DisplayWidthTable {
  /// What the data says of one code point's width, and the letter the table writes it with.
  enum Kind: Character, Sendable, Equatable {
    /// One column: everything the table leaves out.
    case narrow = "n"
    /// No column of its own: a control (Cc), a combining mark (Mn, Me) or a format character (Cf).
    case zero = "z"
    /// Two columns, whatever follows: East Asian Width W (wide) or F (fullwidth).
    case wide = "w"
    /// An emoji shown as emoji unless asked otherwise (Emoji_Presentation): two columns, or one when
    /// U+FE0E asks for text.
    case emoji = "e"
    /// An emoji shown as text unless asked otherwise (Emoji, not Emoji_Presentation): one column, or two
    /// when U+FE0F asks for emoji.
    case textEmoji = "t"
  }

  /// The kind of `scalar`, by binary search in the ranges.
  static func kind(of scalar: Unicode.Scalar) -> Kind {
    let value = scalar.value
    // ASCII but DEL, by far the most common: no search. (The test checks it against the data too.)
    if value < 0x7F {
      switch value {
      case 0..<0x20: return .zero
      // `#`, `*` and the digits, keycaps when U+FE0F follows them.
      case 0x23, 0x2A, 0x30...0x39: return .textEmoji
      default: return .narrow
      }
    }
    let firsts = Self.firsts
    // How many ranges start at or before the value: the last of them is the only one that can hold it.
    var low = 0
    var high = firsts.count
    while low < high {
      let middle = (low + high) / 2
      if firsts[middle] <= value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low > 0, value <= Self.lasts[low - 1] else { return .narrow }
    return Self.kinds[low - 1]
  }
}

extension StringProtocol {
  /// How many terminal columns the text takes (see `Character.displayWidth`).
  public var displayWidth: Int {
    // Most text is measured from its bytes (`bytesMeasuredPrefix`), much faster than by `Character`s. The
    // rest is measured character by character from one character early, as a mark or a variation selector
    // joins the character before it (`#` and U+FE0F U+20E3 are a keycap).
    let prefix = bytesMeasuredPrefix
    guard prefix.end < utf8.count else { return prefix.width }
    let start = utf8.index(startIndex, offsetBy: prefix.lastStart)
    return prefix.width - prefix.lastWidth + self[start...].reduce(0) { $0 + $1.displayWidth }
  }

  /// The characters at the start that are measured from their bytes: printable ASCII, code points that
  /// stand alone (`standsAlone`: CJK, kana, box drawing…), and an emoji or a wide code point, with or
  /// without a variation selector, when nothing can join it (the "⭐️" of "⭐️ 9.3"). Their columns, their
  /// end (in bytes), and where the last of them starts and its columns.
  private var bytesMeasuredPrefix: (width: Int, end: Int, lastStart: Int, lastWidth: Int) {
    withUTF8Bytes { bytes in
      /// The code point that starts at `index`, and its length in bytes (the text is valid UTF-8).
      func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        let length = first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value = length == 1 ? UInt32(first) : UInt32(first) & (0xFF >> (length + 1))
        var offset = 1
        while offset < length {
          value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
          offset += 1
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
      }
      /// Whether a character starts at `index` whatever comes before it (printable ASCII, or a code
      /// point that stands alone), or the text ends there.
      func beginsACharacter(at index: Int) -> Bool {
        guard index < bytes.count else { return true }
        if bytes[index] >= 0x20, bytes[index] < 0x7F { return true }
        return scalar(at: index).map { standsAlone($0.scalar) } == true
      }
      var (width, index, lastStart, lastWidth) = (0, 0, 0, 0)
      // The last code point that stood alone, and its columns: a rule repeats one, `─` after `─`.
      var (repeated, repeatedColumns): (Unicode.Scalar?, Int) = (nil, 0)
      while index < bytes.count {
        // A run of printable ASCII, a column a byte, in a loop of its own: it is most of the text.
        let run = index
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F {
          index += 1
        }
        if index > run {
          (width, lastStart, lastWidth) = (width + index - run, index - 1, 1)
        }
        guard let (first, length) = scalar(at: index), first.value >= 0x80 else { break }
        var (end, columns) = (index + length, 1)
        if first == repeated {
          columns = repeatedColumns
        } else {
          let kind = DisplayWidthTable.kind(of: first)
          if standsAlone(first), kind == .narrow || kind == .wide {
            columns = kind == .wide ? 2 : 1
            (repeated, repeatedColumns) = (first, columns)
          } else if isWideOrEmojiStart(first, kind) {
            // U+FE0E asks for the emoji as text, U+FE0F as emoji: as `Character.displayWidth` measures.
            var selector: UInt32?
            if let (next, nextLength) = scalar(at: end),
              next.value == 0xFE0E || next.value == 0xFE0F
            {
              (selector, end) = (next.value, end + nextLength)
            }
            guard beginsACharacter(at: end) else { break }
            switch kind {
            case .emoji: columns = selector == 0xFE0E ? 1 : 2
            case .textEmoji: columns = selector == 0xFE0F ? 2 : 1
            default: columns = 2
            }
          } else {
            break
          }
        }
        (lastStart, lastWidth) = (index, columns)
        width += columns
        index = end
      }
      return (width, index, lastStart, lastWidth)
    }
  }

  /// Whether every character is printable ASCII (one column each, no control, no line break): most of
  /// what a screen draws, found from the bytes without taking the text apart into `Character`s.
  var isPrintableASCII: Bool {
    withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F {
        index += 1
      }
      return index == bytes.count
    }
  }

  /// Whether the text holds a line feed, found from its bytes.
  private var containsLineFeed: Bool {
    withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        if bytes[index] == 0x0A { return true }
        index += 1
      }
      return false
    }
  }

  /// `body` run on the text's UTF-8 bytes, read from its own storage: a debug build, which `swift run`
  /// makes, loops over a buffer about ten times faster than over a generic `utf8` view, and a screen reads
  /// every line several times, to measure, pad, wrap and make it safe.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    // Text not stored as UTF-8 in one piece (bridged from Objective-C, on Apple's platforms).
    return Array(utf8).withUnsafeBufferPointer(body)
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
    // Measured once: most text fits, and is neither cut nor measured again.
    let columns = displayWidth
    let text = columns > width ? truncated(toWidth: width) : String(self)
    let used = columns > width ? text.displayWidth : columns
    let padding = String(repeating: " ", count: Swift.max(0, width - used))
    return alignment == .left ? text + padding : padding + text
  }

  /// The text broken into lines of at most `width` columns: at each line break, at spaces, and between two
  /// characters of CJK text, which has no spaces, but never before a closing mark (`，`, `）`) nor after
  /// an opening one (`（`). Inside any other word only when it must.
  public func wrapped(toWidth width: Int) -> [String] {
    // Most lines fit and hold no line break: returned whole, as taking them apart was most of a first screen.
    let isASCII = isPrintableASCII
    let breaksLine = !isASCII && containsLineFeed
    if !breaksLine, (isASCII ? utf8.count : displayWidth) <= width {
      return [String(self)]
    }
    if breaksLine {
      return split(omittingEmptySubsequences: false) { $0.isLineBreak }.flatMap {
        $0.wrapped(toWidth: width)
      }
    }
    // One paragraph, so no line break, and wider than `width`.
    guard width > 0 else { return [] }
    if isASCII, let lines = asciiLines(toWidth: width) {
      return lines
    }
    return wordByWordLines(toWidth: width)
  }

  /// One paragraph, wider than `width`, wrapped word by word, and inside a word where it must be.
  func wordByWordLines(toWidth width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    let words =
      isPrintableASCII ? asciiWords : split(separator: " ", omittingEmptySubsequences: true)
    for word in words {
      // A word's pieces join with no space between them; the first joins the line with one.
      for (index, piece) in unbreakablePieces(of: word).enumerated() {
        let pieceWidth = piece.displayWidth
        let gap = line.isEmpty || index > 0 ? 0 : 1
        if lineWidth + gap + pieceWidth <= width {
          line += (gap == 1 ? " " : "") + piece
          lineWidth += gap + pieceWidth
          continue
        }
        if pieceWidth <= width {
          lines.append(line)
          line = String(piece)
          lineWidth = pieceWidth
          continue
        }
        // Too wide for any line: fill what is left of this one, then go on character by character.
        line += gap == 1 ? " " : ""
        lineWidth += gap
        for character in piece {
          if lineWidth + character.displayWidth > width {
            lines.append(line.trimmingTrailingSpaces())
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += character.displayWidth
        }
      }
    }
    lines.append(line)
    let nonEmpty = lines.filter { !$0.isEmpty }
    return nonEmpty.isEmpty ? [""] : nonEmpty
  }

  /// What `wordByWordLines(toWidth:)` makes of printable ASCII text (a test compares them), a column a
  /// byte, much faster in a debug build; `nil` when a word is wider than `width`.
  func asciiLines(toWidth width: Int) -> [String]? {
    var (lines, line, lineWidth) = ([String](), [SubSequence](), 0)
    for word in asciiWords {
      let wordWidth = word.utf8.count
      guard wordWidth <= width else { return nil }
      if !line.isEmpty, lineWidth + 1 + wordWidth > width {
        lines.append(line.joined(separator: " "))
        (line, lineWidth) = ([], 0)
      }
      lineWidth += (line.isEmpty ? 0 : 1) + wordWidth
      line.append(word)
    }
    if !line.isEmpty {
      lines.append(line.joined(separator: " "))
    }
    return lines.isEmpty ? [""] : lines
  }

  /// What `split(separator: " ")` gives of printable ASCII text, found from its bytes, not `Character`s.
  private var asciiWords: [SubSequence] {
    let ranges = withUTF8Bytes { bytes in
      var (ranges, start, index) = ([Range<Int>](), 0, 0)
      while index <= bytes.count {
        if index == bytes.count || bytes[index] == UInt8(ascii: " ") {
          if index > start {
            ranges.append(start..<index)
          }
          start = index + 1
        }
        index += 1
      }
      return ranges
    }
    let index = { (offset: Int) in utf8.index(startIndex, offsetBy: offset) }
    return ranges.map { self[index($0.lowerBound)..<index($0.upperBound)] }
  }

  /// The text without the spaces at its end, by bytes: taking a line apart into `Character`s is slow.
  public func trimmingTrailingSpaces() -> String {
    let kept = withUTF8Bytes { bytes in
      var end = bytes.count
      while end > 0, bytes[end - 1] == UInt8(ascii: " ") {
        end -= 1
      }
      return end
    }
    return String(self[..<utf8.index(startIndex, offsetBy: kept)])
  }
}

extension String {
  /// The text without the white space at either end.
  public var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

/// Which side a padded cell keeps its text on.
public enum Alignment: Sendable {
  case left, right
}

/// `word` cut where a line may break inside it: between two characters when either is wide (CJK), unless the
/// second closes (`，`, `。`, `）`…) or the first opens (`（`, `“`…). A word of ASCII is one piece.
private func unbreakablePieces<Word: StringProtocol>(of word: Word) -> [Word.SubSequence] {
  guard !word.isPrintableASCII else { return [word[...]] }
  var pieces: [Word.SubSequence] = []
  var start = word.startIndex
  var previous: Character?
  for index in word.indices {
    let character = word[index]
    if let previous, previous.displayWidth == 2 || character.displayWidth == 2,
      !closingMarks.contains(character), !openingMarks.contains(previous)
    {
      pieces.append(word[start..<index])
      start = index
    }
    previous = character
  }
  pieces.append(word[start...])
  return pieces
}

/// Marks that stay on the line of the character before them.
private let closingMarks = Set<Character>("，。、；：！？）」』】》〉”’…·,.;:!?)]}%")
/// Marks that stay on the line of the character after them.
private let openingMarks = Set<Character>("（「『【《〈“‘([{")

/// Whether `scalar`, of `kind` in the table, begins a character of its own: an emoji or a wide code point,
/// but not the skin tones and the wide marks U+302E, U+302F, U+16FF0 and U+16FF1, which join the one
/// before them. A test checks the Unicode properties of all the others below U+20000, and a sample above.
func isWideOrEmojiStart(_ scalar: Unicode.Scalar, _ kind: DisplayWidthTable.Kind) -> Bool {
  switch (kind, scalar.value) {
  case (.narrow, _), (.zero, _), (_, 0x1F3FB...0x1F3FF), (_, 0x302E...0x302F),
    (_, 0x16FF0...0x16FF1):
    false
  default: true
  }
}

/// Whether `scalar` always begins a character, which only a mark, a joiner or a variation selector can
/// extend: its Grapheme_Cluster_Break is Other (a test checks that none is a mark or a control, and how
/// the standard library breaks a sample). What a screen draws most after ASCII.
func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
  // The blocks drawn most come first: a debug build tries each range in turn.
  switch scalar.value {
  case 0x4E00...0x9FFF, 0x2500...0x27BF,  // CJK ideographs; box drawing, blocks, shapes, dingbats
    0x3000...0x3029, 0x3030...0x303F, 0xFF01...0xFF9D,  // CJK punctuation but tone marks, fullwidth
    0x3041...0x3096, 0x309B...0x30FF,  // kana (not the combining sound marks)
    0x2010...0x2027, 0x2030...0x205E,  // punctuation (not the zero-width and direction marks)
    0xA1...0xAC, 0xAE...0x2FF,  // Latin-1 (not the soft hyphen), Latin Extended, IPA, modifiers
    0x20A0...0x20C0, 0x2100...0x218B, 0x2190...0x23FF,  // currency, letter-like, arrows, technical
    0x2E80...0x2FDF, 0x3105...0x312F,  // radicals, bopomofo
    0x3131...0x318E, 0x3190...0x31FF,  // Hangul letters that do not join, kanbun, strokes, katakana
    0x3200...0x4DBF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFFE0...0xFFEE:  // more CJK, compatibility
    true
  default:
    false
  }
}
