import Testing
import TextWidth

@testable import TerminalKit

@MainActor
@Suite("The terminal draws lines, colour and activity as the environment allows")
struct TerminalTests {
  @Test(
    "colour is used only on a terminal, and never when NO_COLOR is set",
    arguments: [
      (Environment(outputIsTerminal: true), true),
      (Environment(outputIsTerminal: false), false),
      (Environment(variables: ["NO_COLOR": "1"], outputIsTerminal: true), false),
      (Environment(variables: ["TERM": "dumb"], outputIsTerminal: true), false),
    ])
  func colour(environment: Environment, usesColour: Bool) {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: nil, environment: environment)
    sut.write("Error", style: .error)
    #expect(sut.usesColour == usesColour)
    #expect(output.text.contains("\u{1B}[") == usesColour)
  }

  @Test("the width is the one asked for, else COLUMNS, else 80")
  func width() {
    let output = RecordedOutput()
    #expect(Terminal(output: output, width: 120, environment: Environment()).width == 120)
    #expect(
      Terminal(output: output, width: nil, environment: Environment(variables: ["COLUMNS": "100"]))
        .width == 100)
    #expect(Terminal(output: output, width: nil, environment: Environment()).width == 80)
  }

  @Test(
    "COLUMNS outside 40 to 1000 is brought into that range, never refused, and a non-number is ignored",
    arguments: [
      ("12", 40), ("0", 40), ("-5", 40), ("+120", 120), ("1000", 1000), ("100000", 1000),
      ("99999999999", 1000), ("9223372036854775807", 1000), ("99999999999999999999999", 1000),
      ("-9223372036854775808", 40), ("-99999999999999999999999", 40), ("wide", 80), ("", 80),
      ("12.5", 80), (" 100", 80), ("-", 80),
    ])
  func columns(value: String, width: Int) {
    let environment = Environment(variables: ["COLUMNS": value])
    #expect(Terminal(output: RecordedOutput(), width: nil, environment: environment).width == width)
  }

  @Test(
    "a width given in code is brought into 40 to 1000 too, so no layout can overflow",
    arguments: [(Int.min, 40), (-1, 40), (39, 40), (1001, 1000), (Int.max, 1000)])
  func widthInCode(given: Int, width: Int) {
    #expect(Terminal(output: RecordedOutput(), width: given).width == width)
  }

  @Test("a line wider than the terminal wraps instead of overflowing")
  func wraps() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 40)
    sut.write(String(repeating: "word ", count: 30))
    #expect(output.text.split(separator: "\n").allSatisfy { $0.displayWidth <= 40 })
  }

  @Test("without a person at the keyboard, activity is one plain line and there is no prompt")
  func noSpinnerWithoutTerminal() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 80)
    sut.startActivity("Loading")
    sut.stopActivity()
    sut.prompt("> ")
    #expect(output.text == "Loading…\n")
  }

  @Test("a line written unwrapped stays whole, however wide, for a tool to read back")
  func unwrapped() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 40)
    let line = String(repeating: "word ", count: 30)
    sut.write(line, wraps: false)
    #expect(output.text == line + "\n")
  }

  @Test(
    "a line written while the spinner turns clears the spinner's row first, so they never share it")
  func spinnerKeepsItsOwnRow() {
    let output = RecordedOutput()
    let sut = Terminal(output: output, width: 80, isInteractive: true)
    sut.startActivity("Loading")
    sut.write("[trace] View → Presenter: reload()", wraps: false)
    sut.stopActivity()
    #expect(output.text.contains("\r\u{1B}[2K[trace] View → Presenter: reload()\n"))
  }

  @Test(
    "a window shown on an output loads its screen as its root, and the screen draws at the width asked"
  )
  func windowShowing() async {
    let output = RecordedOutput()
    let screen = WidthScreen()
    let window = await Window.showing(screen, on: output, width: 60)
    #expect(window.rootViewController === screen)
    #expect(screen.window === window)
    #expect(output.text == "60 columns\n")
  }
}

/// A screen that draws, once loaded, how many columns it has.
private final class WidthScreen: ViewController {
  override func viewDidLoad() async {
    setNeedsDisplay()
  }

  override func draw() -> [String] {
    ["\(contentWidth) columns"]
  }
}
