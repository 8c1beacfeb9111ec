import Foundation
import Localization

/// The Simplified Chinese of an exercise's tests, in two tables beside its README.zh-Hans.md. Swift Testing's
/// display names and comments are fixed strings, so the English stays in the test file and the report puts the
/// Chinese in its place:
/// - `TestNames.zh-Hans.json`, keyed by each test function's name (`"sortsNewestFirst": "最新的影评排在最前"`);
/// - `Messages.zh-Hans.json`, keyed by the English message of an `#expect` or `#require`
///   (`"the ViewModel keeps its delegate alive": "ViewModel 让它的代理一直没有被释放"`).
extension Exercise {
  /// The names' table's path, relative to the repository.
  package var chineseTestNamesPath: String { path + "/TestNames.zh-Hans.json" }

  /// The messages' table's path, relative to the repository.
  package var chineseMessagesPath: String { path + "/Messages.zh-Hans.json" }

  /// The names of the tests in `Language.current`, by function name; none in English, or when the table is
  /// missing or unreadable (the English names are printed then, and `verify` names the problem).
  package func testNames(root: URL) -> [String: String] {
    guard Language.current == .simplifiedChinese else { return [:] }
    return (try? chineseTestNames(root: root)) ?? [:]
  }

  /// The tests' messages in `Language.current`, by English message; none in English, or when the table is
  /// unreadable (the report then leaves an English message out in Chinese, and `verify` names the problem).
  package func testMessages(root: URL) -> [String: String] {
    guard Language.current == .simplifiedChinese else { return [:] }
    return (try? chineseMessages(root: root)) ?? [:]
  }

  /// The Chinese names as the table has them; throws when it is missing or is not an object of strings.
  package func chineseTestNames(root: URL) throws -> [String: String] {
    try Self.table(at: root.appendingPathComponent(chineseTestNamesPath))
  }

  /// The Chinese messages as the table has them, none when there is no table (an exercise whose tests have no
  /// message); throws when it is not an object of strings.
  package func chineseMessages(root: URL) throws -> [String: String] {
    let url = root.appendingPathComponent(chineseMessagesPath)
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    return try Self.table(at: url)
  }

  /// One table: a JSON object of strings.
  private static func table(at url: URL) throws -> [String: String] {
    try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
  }

  /// The functions that `source` marks `@Test`, then the types it marks `@Suite`, each in order: the keys its
  /// table needs.
  package static func testNameKeys(in source: String) -> [String] {
    names(after: "@Test", declaredBy: "func ", in: source)
      + names(after: "@Suite", declaredBy: "struct ", in: source)
  }

  /// The name that `keyword` declares next after each `attribute` in `source`, each once.
  private static func names(after attribute: String, declaredBy keyword: String, in source: String)
    -> [String]
  {
    var seen: Set<String> = []
    return source.components(separatedBy: attribute).dropFirst().compactMap { attributed in
      guard let keyword = attributed.range(of: keyword) else { return nil }
      let name = attributed[keyword.upperBound...].drop { $0 == " " }
        .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      // The attribute in a comment would find the next declaration a second time.
      return name.isEmpty || !seen.insert(String(name)).inserted ? nil : String(name)
    }
  }

  /// The messages of the `#expect`s and `#require`s in `source`, in order, each once, as Swift Testing prints
  /// them: the keys the messages' table needs. A message is the last argument of the macro when that is one
  /// plain string literal (`#expect(probe == nil, "the ViewModel keeps its delegate alive")`); a literal with
  /// an interpolation (`"row \(row)"`) cannot be a key and is not one, nor is a labelled argument
  /// (`sourceLocation:`), a `Comment(…)` or a raw string. A test's name (`@Test("…")`) is no macro's message.
  package static func messages(in source: String) -> [String] {
    var seen: Set<String> = []
    let characters = Array(source)
    var found: [String] = []
    var start = 0
    while let open = nextMacro(in: characters, from: start) {
      start = open + 1
      // The arguments' brackets and strings are stepped over as an expectation's own message is read.
      guard let close = ExpectationMessage.closing(in: characters, from: open) else { continue }
      let arguments = Array(characters[(open + 1)..<close])
      guard let comma = ExpectationMessage.topLevel(",", in: arguments).last,
        let message = plainString(
          String(arguments[(comma + 1)...]).trimmingCharacters(in: .whitespacesAndNewlines)),
        seen.insert(message).inserted
      else { continue }
      found.append(message)
    }
    return found
  }

  /// Where the bracket of the next `#expect(` or `#require(` from `start` is.
  private static func nextMacro(in characters: [Character], from start: Int) -> Int? {
    let names = ["#expect(", "#require("].map(Array.init)
    var index = start
    while index < characters.count {
      for name in names where characters[index...].starts(with: name) {
        return index + name.count - 1
      }
      index += 1
    }
    return nil
  }

  /// The escapes that a plain message may have, and what each stands for.
  private static let escapes: [Character: Character] = [
    "\"": "\"", "\\": "\\", "t": "\t", "n": "\n",
  ]

  /// The text of `literal` when it is one plain string literal (`"a \"quoted\" word"` is `a "quoted" word`);
  /// `nil` when it is anything else, or has an interpolation or an escape other than `\"`, `\\`, `\t`, `\n`.
  private static func plainString(_ literal: String) -> String? {
    guard literal.count >= 2, literal.first == "\"", literal.last == "\"",
      !literal.hasPrefix("\"\"\"")
    else { return nil }
    var text = ""
    var escaped = false
    for character in literal.dropFirst().dropLast() {
      if escaped {
        guard let unescaped = escapes[character] else { return nil }
        text.append(unescaped)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        // Two literals joined (`"a" + "b"`): not one plain string.
        return nil
      } else {
        text.append(character)
      }
    }
    return escaped ? nil : text
  }
}
