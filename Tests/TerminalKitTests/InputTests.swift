import Testing

@testable import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Input comes one line at a time")
struct InputTests {
  @Test("a script splits on semicolons and line breaks and skips blanks")
  @MainActor func script() {
    #expect(
      lines(of: ScriptInput("reload; tap 3;;\n back ;quit")) == ["reload", "tap 3", "back", "quit"])
  }

  @Test("a script splits on the fullwidth ； of a Chinese input method too, and keeps what it holds")
  @MainActor func fullwidthSemicolon() {
    #expect(lines(of: ScriptInput("tap ３；back；　quit")) == ["tap ３", "back", "quit"])
  }

  @Test(
    "fullwidth letters, digits and signs read as their ASCII, the ideographic space as a space, and nothing else changes",
    arguments: [
      ("ｔａｐ　３", "tap 3"), ("１２", "12"), ("！～", "!~"), ("＋４", "+4"), ("肖申克", "肖申克"),
      ("⭐️ 9.3", "⭐️ 9.3"), ("ｱ", "ｱ"), ("", ""),
    ])
  func folding(text: String, folded: String) {
    #expect(text.foldingFullwidthForms == folded)
  }
}

extension InputTests {
  @Test(
    "standard input gives each line without its line break, \\r\\n too, then a last line without one, then nil"
  )
  @MainActor func standardInput() throws {
    let text = "tap 1\r\nback\n\n" + String(repeating: "x", count: 5000) + "\nquit"
    #expect(
      try piped(Array(text.utf8)) == [
        "tap 1", "back", "", String(repeating: "x", count: 5000), "quit",
      ])
  }

  @Test(
    "bytes that are not UTF-8 on standard input read as the replacement character, never a crash")
  @MainActor func notUTF8() throws {
    #expect(try piped([0x74, 0xFF, 0x0A]) == ["t\u{FFFD}"])
  }

  /// The lines a `StandardInput` gives when `bytes` are piped into it, up to its `nil`.
  @MainActor private func piped(_ bytes: [UInt8]) throws -> [String] {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    defer { close(ends[0]) }
    var input = StandardInput(
      terminal: Terminal(output: RecordedOutput()), prompt: "> ", descriptor: ends[0])
    var lines: [String] = []
    while let line = input.nextLine() {
      lines.append(line)
    }
    #expect(input.nextLine() == nil)
    return lines
  }
}

/// Every line `input` gives, in order.
@MainActor private func lines(of input: ScriptInput) -> [String] {
  var input = input
  var lines: [String] = []
  while let line = input.nextLine() {
    lines.append(line)
  }
  return lines
}
