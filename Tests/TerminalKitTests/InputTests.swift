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

  @Test(
    "Reading standard input is linear: a line of 200 KB takes no more searching than 200 lines of 1 KB"
  )
  @MainActor func longLineIsLinear() throws {
    let long = [UInt8](repeating: 0x61, count: 200_000) + [0x0A]
    let short = Array(repeating: [UInt8](repeating: 0x62, count: 999) + [0x0A], count: 200)
      .joined()
    let (longLines, longWork) = try read(long)
    let (shortLines, shortWork) = try read(Array(short))

    #expect(longLines.map(\.utf8.count) == [200_000])
    #expect(shortLines.count == 200)
    #expect(longWork <= 2 * shortWork, "\(longWork) bytes searched, against \(shortWork)")
  }

  /// The lines a `StandardInput` gives when `bytes` are piped into it, up to its `nil`.
  @MainActor private func piped(_ bytes: [UInt8]) throws -> [String] {
    try read(bytes).lines
  }

  /// The lines a `StandardInput` gives when it reads `bytes` from a file, up to its `nil`, and how many bytes
  /// it searched for line breaks. (A file, not a pipe: a pipe holds too little for 200 KB written at
  /// once.)
  @MainActor private func read(_ bytes: [UInt8]) throws -> (lines: [String], work: Int) {
    let path = "/tmp/input-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
    try #require(file >= 0)
    defer {
      close(file)
      unlink(path)
    }
    #expect(write(file, bytes, bytes.count) == bytes.count)
    #expect(lseek(file, 0, SEEK_SET) == 0)
    var input = StandardInput(
      terminal: Terminal(output: RecordedOutput()), prompt: "> ", descriptor: file)
    var lines: [String] = []
    while let line = input.nextLine() {
      lines.append(line)
    }
    #expect(input.nextLine() == nil)
    return (lines, input.bytesSearched)
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
