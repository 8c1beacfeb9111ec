import TerminalKit
import Testing

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

/// Every line `input` gives, in order.
@MainActor private func lines(of input: ScriptInput) -> [String] {
  var input = input
  var lines: [String] = []
  while let line = input.nextLine() {
    lines.append(line)
  }
  return lines
}
