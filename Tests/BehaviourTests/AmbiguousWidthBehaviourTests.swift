import TerminalKit
import TestSupport
import Testing

/// `WORKBOOK_AMBIGUOUS=wide`, as a learner whose terminal draws ambiguous characters two columns wide runs
/// every stage: every screen is the same, with ASCII for the lines, arrows and stars.
@MainActor
@Suite(
  "Terminals that draw ambiguous characters wide, in every stage", .tags(.slow),
  .whenSlowTestsAreWanted)
struct AmbiguousWidthBehaviourTests {
  /// Every screen of a stage: the list, an error and a reload, the help, a detail and the watchlist change,
  /// the trace's arrows and a mistyped action.
  static let arguments = [
    "--latency", "0", "--fail", "1", "--trace", "--width", "60", "--script",
    "reload; help; tap 1; watch; back; frobnicate; quit",
  ]

  @Test(
    "With WORKBOOK_AMBIGUOUS=wide, a stage prints no ambiguous character, and lines up as it does without it",
    arguments: StageUnderTest.allCases, ["en", "zh-Hans"])
  func noAmbiguousCharacter(stage: StageUnderTest, language: String) async {
    let arguments = ["--lang", language] + Self.arguments
    let wide = await runInProcess(stage, arguments, environment: ["WORKBOOK_AMBIGUOUS": "wide"])
    let narrow = await runInProcess(stage, arguments)
    #expect(wide.status == 0)
    #expect(narrow.output.contains("─") && narrow.output.contains("→"))
    #expect(EastAsianAmbiguous.characters(in: wide.output) == [])
    // The same screens, one column for one: only the characters changed.
    #expect(wide.lines == narrow.lines.map(\.withNarrowStandIns))
    #expect(wide.lines.map(\.displayWidth) == narrow.lines.map(\.displayWidth))
  }
}
