import TerminalKit
import Testing

@Suite("Input comes one line at a time")
struct InputTests {
  @Test("a script splits on semicolons and line breaks and skips blanks")
  @MainActor func script() {
    var input = ScriptInput("reload; tap 3;;\n back ;quit")
    var lines: [String] = []
    while let line = input.nextLine() {
      lines.append(line)
    }
    #expect(lines == ["reload", "tap 3", "back", "quit"])
  }
}
