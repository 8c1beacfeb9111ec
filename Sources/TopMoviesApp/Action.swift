import Localization
import TerminalKit
import TextWidth

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

  /// The action a line of input asks for; `nil` for a blank line. `tap 3` and a bare `3` are the same;
  /// case does not matter, and fullwidth forms (`tap ３`, from a Chinese input method) read as ASCII.
  public static func parse(_ line: String) throws(ActionError) -> Action? {
    let words = line.foldingFullwidthForms.lowercased().split(whereSeparator: \.isWhitespace)
    guard let verb = words.first else { return nil }
    if words.count == 1, verb.isWholeNumber {
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
    guard word.isWholeNumber else { throw .notANumber(String(word)) }
    // Too many digits for an Int is a number all the same: one that no movie has.
    guard let number = Int(word) else { throw .noSuchMovie(String(word)) }
    return number
  }

  /// What `help` prints.
  public static var helpLines: [String] {
    [
      localized(en: "Actions:", zh: "操作："),
      "  reload        " + localized(en: "fetch the movies again", zh: "重新获取电影"),
      "  " + localized(en: "tap N  (or N)", zh: "tap N（或 N）") + " "
        + localized(en: "open the detail of movie N", zh: "打开第 N 部电影的详情页"),
      "  watch         "
        + localized(
          en: "on a movie: put it on your watchlist, or take it off",
          zh: "在详情页上：把电影加入或移出你的待看清单"),
      "  back          " + localized(en: "return to the list", zh: "返回列表"),
      "  help          " + localized(en: "show this help", zh: "显示这份帮助"),
      "  quit          " + localized(en: "leave", zh: "退出"),
    ]
  }
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
    case .unknown(let text):
      localized(
        en: "Unknown action '\(text)'. Type help to see the actions.",
        zh: "未知的操作 '\(text)'。输入 help 查看所有操作。")
    case .missingNumber:
      localized(en: "Which movie? Try, for example: tap 3", zh: "哪一部电影？请输入编号，例如：tap 3")
    case .notANumber(let text):
      localized(
        en: "'\(text)' is not a movie number. Try, for example: tap 3",
        zh: "'\(text)' 不是电影编号。请输入编号，例如：tap 3")
    case .extraWords(let verb) where verb == "tap":
      localized(
        en: "tap takes one number, for example: tap 3", zh: "tap 后面只跟一个编号，例如：tap 3")
    case .extraWords(let verb):
      localized(en: "\(verb) takes nothing after it.", zh: "\(verb) 后面不能再跟其他内容。")
    case .noSuchMovie(let number):
      localized(en: "There is no movie \(number).", zh: "没有第 \(number) 部电影。")
    }
  }
}
