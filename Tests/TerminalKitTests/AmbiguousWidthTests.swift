import Localization
import Testing
import TextWidth

@testable import TerminalKit

/// `WORKBOOK_AMBIGUOUS=wide`: on a terminal that draws the East Asian Ambiguous characters two columns wide,
/// the terminal writes a one-column stand-in for each one the workbook draws.
@Suite("Terminals that draw ambiguous characters wide")
@MainActor struct AmbiguousWidthTests {
  @Test(
    "WORKBOOK_AMBIGUOUS takes wide or narrow, in any case and with spaces around; nothing else",
    arguments: [
      ("wide", AmbiguousWidth.wide), ("WIDE", .wide), (" Wide ", .wide), ("narrow", .narrow),
      ("", .narrow), ("yes", nil), ("2", nil), ("wide\u{1B}", nil),
    ] as [(String, AmbiguousWidth?)])
  func values(text: String, width: AmbiguousWidth?) {
    #expect(AmbiguousWidth(text) == width)
  }

  @Test("Not set, it is narrow, and a terminal writes every character as it is")
  func narrowByDefault() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 80, environment: Environment())
    sut.write("─ → ★☆ … · “quoted”")
    #expect(sut.ambiguousWidth == .narrow)
    #expect(output.text == "─ → ★☆ … · “quoted”\n")
  }

  @Test("Set to wide, a terminal writes a stand-in of ASCII for each: lines, prompts and activity")
  func wideWritesStandIns() {
    let output = RecordedOutput()
    let sut = Terminal(
      output: output, width: 80, usesColour: false, isInteractive: false, ambiguousWidth: .wide)
    sut.write("─│╭╮╰╯├┼ → ← ↑ ↓ ★☆ … · “quoted” ‘it’ — ± ≠ ×")
    sut.startActivity("正在加载")
    #expect(output.text == "-|++++++ > < ^ v *. . - \"quoted\" 'it' - ~ ! x\n正在加载.\n")
  }

  @Test("The terminal reads it from the environment")
  func fromEnvironment() {
    let environment = Environment(variables: ["WORKBOOK_AMBIGUOUS": "wide"], outputIsTerminal: true)
    let sut = Terminal(output: RecordedOutput(), width: nil, environment: environment)
    #expect(sut.ambiguousWidth == .wide)
    #expect(environment.ambiguousWidthWarning == nil)
  }

  @Test(
    "Each stand-in is one column for one, so a box and a table keep their width and their borders line up"
  )
  func layoutsKeepTheirWidth() {
    let box = Layout.box([.text("肖申克的救赎 ★★★★★★★★★☆"), .rule, .text("…")], title: "电影详情", width: 40)
    let table = Layout.table(
      columns: [.init("#"), .init("Title", isFlexible: true)], rows: [["1", "Se7en → ⭐️ 8.6"]],
      width: 40)
    for line in box + table {
      let narrow = line.withNarrowStandIns
      #expect(narrow.displayWidth == line.displayWidth, "\(narrow)")
      #expect(narrow.count == line.count)
      // Box drawing is gone; what is left beyond ASCII is CJK and emoji, which every terminal draws wide.
      #expect(
        narrow.unicodeScalars.allSatisfy { $0.isASCII || !(0x2500...0x257F).contains($0.value) })
    }
    #expect(box.map(\.withNarrowStandIns).first == "+- 电影详情 ---------------------------+")
  }

  @Test("Text of ASCII alone comes back as it is")
  func asciiUnchanged() {
    #expect(
      "[trace] View -> Presenter: reload()".withNarrowStandIns
        == "[trace] View -> Presenter: reload()")
  }

  @Test(
    "Any other value gets one warning that names it and says what to set, in the learner's language, and is ignored"
  )
  func warning() throws {
    let environment = Environment(variables: ["WORKBOOK_AMBIGUOUS": "yes"])
    #expect(
      environment.ambiguousWidthWarning
        == "Warning: WORKBOOK_AMBIGUOUS is 'yes', which is neither 'wide' nor 'narrow'; it is ignored. Set it "
        + "to 'wide' if your terminal draws ─ and → two columns wide, or unset it.")
    #expect(environment.ambiguousWidth == .narrow)
    let chinese = Language.$current.withValue(.simplifiedChinese) {
      environment.ambiguousWidthWarning
    }
    #expect(try #require(chinese).hasPrefix("警告：WORKBOOK_AMBIGUOUS 的值是 'yes'"))
  }
}
