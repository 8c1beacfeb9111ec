import TextWidth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the user's actions come from, one line at a time.
@MainActor public protocol ActionInput {
  /// The next line, or `nil` when there is no more input.
  mutating func nextLine() -> String?
  /// Whether the lines should be echoed so a transcript shows them (they are not typed on screen).
  var echoesLines: Bool { get }
}

/// `--script "reload; tap 3; back; quit"`: the actions, separated by `;` or line breaks, or by the fullwidth
/// `；` that a Chinese input method types.
public struct ScriptInput: ActionInput {
  private var lines: [String]

  public init(_ script: String) {
    lines = script.split(whereSeparator: { $0 == ";" || $0 == "；" || $0.isNewline }).map {
      String($0).trimmingSpaces
    }
    .filter { !$0.isEmpty }
  }

  public mutating func nextLine() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }

  public var echoesLines: Bool { true }
}

/// Standard input, one action on each line: piped in, or typed at a prompt on a terminal.
public struct StandardInput: ActionInput {
  private let terminal: Terminal
  private let prompt: String
  /// The file to read: standard input, or in tests one end of a pipe.
  private let descriptor: Int32
  /// What was read and not yet dropped: the next line starts at `start`, and no line break is before
  /// `searched`.
  private var pending: [UInt8] = []
  private var start = 0
  private var searched = 0
  private var ended = false
  /// How many bytes the searches for a line break have looked at: it grows with the input, never with
  /// the square of a line's length (a test counts it).
  private(set) var bytesSearched = 0

  /// - Parameter prompt: what a person typing sees before each line, such as `app> `.
  public init(terminal: Terminal, prompt: String) {
    self.init(terminal: terminal, prompt: prompt, descriptor: 0)
  }

  init(terminal: Terminal, prompt: String, descriptor: Int32) {
    self.terminal = terminal
    self.prompt = prompt
    self.descriptor = descriptor
  }

  public mutating func nextLine() -> String? {
    terminal.prompt(prompt)
    return readLine()
  }

  public var echoesLines: Bool { !terminal.isInteractive }

  /// The next line without its `\n` or `\r\n`, as the standard library's `readLine` gives it, but read
  /// with `read(2)`: `readLine` frees the buffer of the C library's `getline`, which in a stage linked with
  /// the static Swift runtime under ThreadSanitizer is not the sanitizer's, whose `free` then stops it.
  private mutating func readLine() -> String? {
    while true {
      // A long line comes in many reads: each is searched once, from where the last search stopped.
      let lineBreak = pending[searched...].firstIndex(of: 0x0A)
      bytesSearched += (lineBreak.map { $0 + 1 } ?? pending.count) - searched
      if let lineBreak {
        let line = pending[start..<lineBreak]
        (start, searched) = (lineBreak + 1, lineBreak + 1)
        return String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
      }
      searched = pending.count
      if ended {
        guard start < pending.count else { return nil }
        defer { start = pending.count }
        return String(decoding: pending[start...], as: UTF8.self)
      }
      // The lines given out are dropped once for each read, not once for each line.
      pending.removeSubrange(..<start)
      (searched, start) = (searched - start, 0)
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = read(descriptor, &chunk, chunk.count)
      if count > 0 {
        pending += chunk[..<count]
      } else if count == 0 || errno != EINTR {
        ended = true
      }
    }
  }
}

extension StringProtocol {
  /// The text with its fullwidth forms as the ASCII they stand for, and the ideographic space as a space:
  /// `ｔａｐ　３` as `tap 3`. A Chinese input method types them, and a reader sees the same word.
  public var foldingFullwidthForms: String {
    let folded = unicodeScalars.map { scalar -> Unicode.Scalar in
      switch scalar.value {
      // U+FF01 to U+FF5E are U+0021 to U+007E, `！` to `～`, 0xFEE0 higher.
      case 0xFF01...0xFF5E: Unicode.Scalar(UInt8(scalar.value - 0xFEE0))
      case 0x3000: " "
      default: scalar
      }
    }
    return String(String.UnicodeScalarView(folded))
  }

  /// Whether the text is a whole number, however many digits, with or without a sign: `3`, `+4`, `-1`,
  /// `99999999999999999999`.
  public var isWholeNumber: Bool {
    let digits = hasPrefix("-") || hasPrefix("+") ? dropFirst() : self[...]
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
