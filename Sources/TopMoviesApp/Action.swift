import TerminalKit

/// What the user can do, the same in every stage.
public enum Action: Equatable, Sendable {
  case reload
  /// Open the detail of the movie with this number, as the list shows it (1 is the first).
  case tap(Int)
  /// On a movie's screen: put the movie on the watchlist, or take it off.
  case watch
  case back
  case help
  case quit

  /// The action a line of input asks for; `nil` for a blank line.
  ///
  /// `tap 3` and a bare `3` are the same, however many digits the number has. Words are not case-sensitive,
  /// and fullwidth letters and digits (`tap ３`, from a Chinese input method) read as their ASCII.
  public static func parse(_ line: String) throws(ActionError) -> Action? {
    let words = line.foldingFullwidthForms.lowercased().split(whereSeparator: \.isWhitespace)
    guard let verb = words.first else { return nil }
    if words.count == 1, isNumber(verb) {
      return .tap(try movieNumber(verb))
    }
    switch (verb, words.count) {
    case ("reload", 1): return .reload
    case ("watch", 1): return .watch
    case ("back", 1): return .back
    case ("help", 1), ("?", 1): return .help
    case ("quit", 1), ("exit", 1), ("q", 1): return .quit
    case ("tap", 1): throw .missingNumber
    case ("tap", 2):
      return .tap(try movieNumber(words[1]))
    case ("reload", _), ("watch", _), ("back", _), ("help", _), ("quit", _), ("tap", _):
      throw .extraWords(String(verb))
    default:
      throw .unknown(line.trimmingSpaces)
    }
  }

  /// The number that `word` gives for `tap`.
  private static func movieNumber(_ word: Substring) throws(ActionError) -> Int {
    guard isNumber(word) else { throw .notANumber(String(word)) }
    // Too many digits for an Int is a number all the same: one that no movie has.
    guard let number = Int(word) else { throw .noSuchMovie(String(word)) }
    return number
  }

  /// Whether `word` is a whole number, such as `3`, `-1` or `99999999999999999999`.
  private static func isNumber(_ word: Substring) -> Bool {
    let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : word
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// What `help` prints.
  public static let helpLines = [
    "Actions:",
    "  reload        fetch the movies again",
    "  tap N  (or N) open the detail of movie N",
    "  watch         on a movie: put it on your watchlist, or take it off",
    "  back          return to the list",
    "  help          show this help",
    "  quit          leave",
  ]
}

/// A line of input that is not an action. The session answers it and goes on.
public enum ActionError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknown(String)
  case missingNumber
  case notANumber(String)
  case extraWords(String)
  /// A number too large for any list, as typed; the session answers it as it answers `tap 99`.
  case noSuchMovie(String)

  public var description: String {
    switch self {
    case .unknown(let text): "Unknown action '\(text)'. Type help to see the actions."
    case .missingNumber: "Which movie? Try, for example: tap 3"
    case .notANumber(let text): "'\(text)' is not a movie number. Try, for example: tap 3"
    case .extraWords(let verb) where verb == "tap": "tap takes one number, for example: tap 3"
    case .extraWords(let verb): "\(verb) takes nothing after it."
    case .noSuchMovie(let number): "There is no movie \(number)."
    }
  }
}
