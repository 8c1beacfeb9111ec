import Testing
import TextWidth

@testable import TerminalKit

@MainActor
@Suite("Control characters in text are shown, never obeyed")
struct VisibleTextTests {
  @Test(
    "each control character is shown in caret notation, C1 in cat -v's M- form, a tab as four spaces",
    arguments: [
      ("\u{1B}[2J", "^[[2J"), ("\u{1B}[31mred", "^[[31mred"), ("\u{7}", "^G"), ("\u{7F}", "^?"),
      ("\u{1B}]0;title\u{7}", "^[]0;title^G"), ("\u{0}", "^@"), ("\r", "^M"), ("\n", "^J"),
      ("\u{9B}31m", "M-^[31m"), ("\u{85}", "M-^E"), ("\u{80}\u{9F}", "M-^@M-^_"),
      ("a\tb", "a    b"),
      ("肖申克 ⭐️ e\u{301}", "肖申克 ⭐️ e\u{301}"),
      // Their UTF-8 starts C2 or C3 as C1's does, but they are not controls.
      ("¢\u{A0}Â", "¢\u{A0}Â"),
    ])
  func visibleForms(text: String, shown: String) {
    #expect(text.terminalSafe == shown)
    #expect(("[" + text + "]").dropFirst().dropLast().terminalSafe == shown)
  }

  @Test(
    "a control character is as wide as what is shown for it",
    arguments: [
      ("\u{1B}", 2), ("\u{7}", 2), ("\u{7F}", 2), ("\u{9B}", 4), ("\t", 4), ("\r\n", 4),
      ("a\u{1B}[31m", 7),
    ])
  func widths(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
    #expect(text.terminalSafe.displayWidth == columns)
  }

  @Test("the terminal's own colour codes still reach it, around the text made safe")
  func stylingStays() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 80, usesColour: true)
    sut.write("\u{1B}[2Jboom\u{7}", style: .error)
    #expect(output.text == "\u{1B}[31m^[[2Jboom^G\u{1B}[0m\n")
  }

  @Test("a line break in a line starts a new line; in a line written whole it is shown as ^J")
  func lineBreaks() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 80)
    sut.write("one\ntwo\r\nthree")
    sut.write("[trace] A → B: one\ntwo", wraps: false)
    #expect(output.text == "one\ntwo\nthree\n[trace] A → B: one^Jtwo\n")
  }

  @Test(
    "a line of control characters wraps by the width of what is shown, and no raw one gets through")
  func wrapsByVisibleWidth() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 40)
    sut.write("bell " + String(repeating: "\u{7}\u{1B}[2J\u{9B}", count: 20))
    let lines = output.text.split(separator: "\n")
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
    #expect(!output.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(!output.text.unicodeScalars.contains { (0x7F..<0xA0).contains($0.value) })
  }

  @Test("text written without a terminal, such as an error, is made safe too, line by line")
  func outputLines() {
    let output = RecordedOutput()
    output.write(lines: ["Error: Unknown option '--\u{1B}[2J'", "Usage: x\nmore"])
    #expect(output.text == "Error: Unknown option '--^[[2J'\nUsage: x\nmore\n")
  }

  @Test("a list and a box stay exactly the width with control characters in their text")
  func layoutsLineUp() {
    let list = Layout.list(
      rows: [(title: "Red \u{1B}[31m title", detail: "9.3"), (title: "Plain", detail: "8.1")],
      width: 40)
    #expect(list.map { $0.terminalSafe.displayWidth } == [40, 40])
    let box = Layout.box([.text("\u{9B}2J clear \u{7}")], title: "\u{1B}]0;x\u{7}", width: 40)
    #expect(box.allSatisfy { $0.terminalSafe.displayWidth == 40 })
  }

  @Test("wrapping breaks at each line break, and keeps an empty line")
  func wrappingAtLineBreaks() {
    #expect("one\n\ntwo three".wrapped(toWidth: 40) == ["one", "", "two three"])
    #expect("one\r\ntwo".wrapped(toWidth: 40) == ["one", "two"])
  }
}
