extension Unicode.Scalar {
  /// How a control character is shown on a terminal, seen and never obeyed: caret notation for C0 and
  /// DEL (`^[` for ESC, `^?` for DEL), `cat -v`'s `M-` form for C1 (`M-^[` for U+009B, which some
  /// terminals read as ESC `[`), four spaces for a tab; `nil` for any other character.
  var visibleForm: String? {
    switch value {
    case 0x09: "    "
    case 0x00..<0x20: "^" + String(Unicode.Scalar(UInt8(value + 0x40)))
    case 0x7F: "^?"
    case 0x80..<0xA0: "M-^" + String(Unicode.Scalar(UInt8(value - 0x40)))
    default: nil
    }
  }
}

extension Character {
  /// A line break: what starts a new line when text is wrapped or written.
  public var isLineBreak: Bool {
    self == "\n" || self == "\r\n"
  }
}

extension StringProtocol {
  /// The text with each control character in its visible form: what a terminal may be given of text from
  /// data, options or input, which can then never clear the screen, move the cursor or ring the bell.
  public var terminalSafe: String {
    guard containsControlCharacter else { return String(self) }
    return unicodeScalars.map { $0.visibleForm ?? String($0) }.joined()
  }

  /// Whether a code point of the text has a visible form: a C0 control (bytes 00 to 1F), DEL (7F), or a C1
  /// control, whose UTF-8 is C2 80 to C2 9F. Read from the bytes, as most text has none.
  private var containsControlCharacter: Bool {
    withUTF8Bytes { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x7F { return true }
        if byte == 0xC2, index + 1 < bytes.count, (0x80..<0xA0).contains(bytes[index + 1]) {
          return true
        }
        index += 1
      }
      return false
    }
  }
}
