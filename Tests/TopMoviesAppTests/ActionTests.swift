import Testing

@testable import TopMoviesApp

@Suite("Action reads what the user typed")
struct ActionTests {
  @Test(
    "each action is recognised, whatever its case, and a bare number is a tap",
    arguments: [
      ("reload", Action.reload), ("tap 3", .tap(3)), ("3", .tap(3)), ("  TAP   12 ", .tap(12)),
      ("back", .back), ("watch", .watch), ("WATCH", .watch),
      ("help", .help), ("quit", .quit), ("Quit", .quit), ("tap -1", .tap(-1)), ("+4", .tap(4)),
      ("tap 9223372036854775807", .tap(.max)),
      // As a Chinese input method types them: fullwidth digits and letters, an ideographic space.
      ("tap ３", .tap(3)), ("３", .tap(3)), ("ｔａｐ　１２", .tap(12)), ("ＱＵＩＴ", .quit),
    ])
  func recognised(line: String, action: Action) throws {
    #expect(try Action.parse(line) == action)
  }

  @Test("a blank line is no action")
  func blank() throws {
    #expect(try Action.parse("   ") == nil)
  }

  @Test(
    "a line that is not an action gets an error that says what to type",
    arguments: [
      ("dance", ActionError.unknown("dance")), ("tap", .missingNumber), ("tap x", .notANumber("x")),
      ("tap 1 2", .extraWords("tap")), ("reload now", .extraWords("reload")),
      ("watch 3", .extraWords("watch")), ("3x", .unknown("3x")), ("tap 3x", .notANumber("3x")),
      ("tap -", .notANumber("-")),
    ])
  func rejected(line: String, error: ActionError) {
    #expect(throws: error) { try Action.parse(line) }
  }

  @Test(
    "a number too large for an Int is still a number, bare or after tap, and no movie's",
    arguments: ["99999999999999999999", "tap 99999999999999999999", "-99999999999999999999"])
  func tooLarge(line: String) {
    let number = String(line.split(separator: " ").last ?? "")
    #expect(throws: ActionError.noSuchMovie(number)) { try Action.parse(line) }
  }

  @Test("the error messages are one line each and name what was typed")
  func messages() {
    #expect(
      ActionError.unknown("dance").description
        == "Unknown action 'dance'. Type help to see the actions.")
    #expect(ActionError.notANumber("x").description.hasPrefix("'x' is not a movie number."))
  }
}
