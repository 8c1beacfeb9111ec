/// What a terminal does with the East Asian Ambiguous characters (`─`, `→`, `★`, `…`, `·`, `“`), whose
/// width Unicode leaves to it. Most draw them one column wide, as the layouts count them; some set up for
/// CJK draw them two (iTerm2's "Treat ambiguous-width characters as double width", some CJK fonts), and
/// there every box's right border drifts. `ambiguousWidthVariable` set to `wide` says so, and TerminalKit's
/// `Terminal` then writes a narrow stand-in for each of them.
public enum AmbiguousWidth: Sendable, Equatable {
  case narrow, wide

  /// What the variable says, in any case and with spaces around it: `wide`, or `narrow` (also when it is not
  /// set or is empty); `nil` for any other value.
  public init?(_ text: String?) {
    switch text?.trimmingSpaces.lowercased() ?? "" {
    case "", "narrow": self = .narrow
    case "wide": self = .wide
    default: return nil
    }
  }
}

/// The variable that says how the learner's terminal draws these characters: a setting that the stages
/// and the workbook both read, so its name is written once, beside what it sets.
public let ambiguousWidthVariable = "WORKBOOK_AMBIGUOUS"

extension String {
  /// The text with each East Asian Ambiguous character that the app draws replaced by one of ASCII, one
  /// column for one (box lines by `-`, `|`, `+`, arrows by `<`, `>`, `^`, `v`…), so a layout measured
  /// with the real characters stays lined up.
  public var withNarrowStandIns: String {
    guard !utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    return String(String.UnicodeScalarView(unicodeScalars.map { $0.narrowStandIn ?? $0 }))
  }
}

extension Unicode.Scalar {
  /// The ASCII character that stands for this one on a terminal that draws ambiguous characters wide (see
  /// `String.withNarrowStandIns`); `nil` for a character that needs none.
  var narrowStandIn: Unicode.Scalar? {
    switch value {
    case 0x2500...0x257F:  // Box drawing.
      if Self.horizontalLines.contains(self) {
        "-"
      } else if Self.verticalLines.contains(self) {
        "|"
      } else {
        "+"
      }
    case 0x2190...0x2193: ["<", "^", ">", "v"][Int(value - 0x2190)]  // ←, ↑, → and ↓.
    case 0x2605, 0x2022: "*"  // ★ and the bullet •.
    case 0x2606, 0x2026: "."  // ☆ and …
    case 0x00B7, 0x2013, 0x2014: "-"  // ·, – and —.
    case 0x00B1: "~"  // ±
    case 0x2260: "!"  // ≠
    case 0x00D7: "x"  // ×
    case 0x2018, 0x2019: "'"
    case 0x201C, 0x201D: "\""
    default: nil
    }
  }

  private static let horizontalLines = Set("─━┄┅┈┉╌╍═╴╶╸╺╼╾".unicodeScalars)
  private static let verticalLines = Set("│┃┆┇┊┋╎╏║╵╷╹╻╽╿".unicodeScalars)
}
