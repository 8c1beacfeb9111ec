import TextWidth

/// A failed expectation's message as Swift Testing writes it, `Expectation failed: (sut.movies → [ … ]) == [ … ]`,
/// read back: each operand as `(expression → value)`, or a literal that is both.
package struct ExpectationMessage: Equatable {
  /// One side of the comparison: the code as the test wrote it, and what it was.
  struct Operand: Equatable {
    var source: String
    var value: String
  }

  static let prefix = "Expectation failed: "

  /// The left side, which the workbook's tests (and Swift Testing's own difference) take for what the code did.
  var actual: Operand
  var expected: Operand

  /// The comparison `a == b` in `message`; `nil` for any other message.
  init?(_ message: String) {
    guard message.hasPrefix(Self.prefix) else { return nil }
    let body = Array(message.dropFirst(Self.prefix.count))
    let separators = Self.topLevel(" == ", in: body)
    guard separators.count == 1, let separator = separators.first else { return nil }
    actual = Self.operand(Array(body[..<separator]))
    expected = Self.operand(Array(body[(separator + 4)...]))
  }

  /// `(expression → value)`, or a literal, which is its own value.
  private static func operand(_ text: [Character]) -> Operand {
    guard case (let close, let arrow)? = arrowed(text, from: 0), close == text.count - 1 else {
      return Operand(source: String(text), value: String(text))
    }
    return Operand(source: String(text[1..<arrow]), value: String(text[(arrow + 3)..<close]))
  }

  /// The `(expression → value)` that opens at `start`, if one does: where it closes, and where its arrow is.
  private static func arrowed(_ text: [Character], from start: Int) -> (close: Int, arrow: Int)? {
    guard text[start...].first == "(", let close = closing(in: text, from: start),
      let arrow = topLevel(" → ", in: Array(text[(start + 1)..<close])).first
    else { return nil }
    return (close, start + 1 + arrow)
  }

  /// `message` with each value in it cut to `width` columns: `(sut.movies → [Movie(id: "tt01…)`.
  static func cuttingValues(in message: String, toWidth width: Int) -> String {
    let text = Array(message)
    var result = ""
    var index = 0
    while index < text.count {
      if case (let close, let arrow)? = arrowed(text, from: index) {
        let value = String(text[(arrow + 3)..<close])
        result += String(text[index..<(arrow + 3)]) + value.truncated(toWidth: width) + ")"
        index = close + 1
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return result
  }

  /// The offsets of `separator` in `text` outside any brackets and string literals.
  static func topLevel(_ separator: String, in text: [Character]) -> [Int] {
    let separator = Array(separator)
    var found: [Int] = []
    _ = walk(text, from: 0) { index, depth in
      if depth == 0, !"()[]{}".contains(text[index]), text[index...].starts(with: separator) {
        found.append(index)
      }
      return false
    }
    return found
  }

  /// Where the bracket that opens at `start` closes, past the string literals inside it.
  static func closing(in text: [Character], from start: Int) -> Int? {
    walk(text, from: start) { index, depth in depth == 0 && ")]}".contains(text[index]) }
  }

  /// Walks `text` from `start`, stepping over string literals, and tells `stop` each offset with the depth of
  /// brackets there (counting a bracket at that offset); returns the first offset where `stop` says yes.
  private static func walk(
    _ text: [Character], from start: Int, stop: (_ index: Int, _ depth: Int) -> Bool
  ) -> Int? {
    var depth = 0
    var index = start
    while index < text.count {
      switch text[index] {
      case "\"":
        index = ValueText.endOfString(in: text, from: index) ?? text.count
        continue
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      default: break
      }
      if stop(index, depth) { return index }
      index += 1
    }
    return nil
  }

  /// `text` with its type names as a test's source writes them, outside string literals: without their modules
  /// (`Exercise12.ReviewList` is `ReviewList`), and without the `(unknown context at $…)` of a type declared in a
  /// function (`Exercise10Tests.(unknown context at $55d1b66d4b9c).SpyInteractor` is `SpyInteractor`).
  package static func namingTypesAsWritten(_ text: String, modules: [String]) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    // A name is letters, digits, `_` and `.`, and starts after anything else.
    func inName(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || "_.".contains(character)
    }
    let unknownContext = Array("(unknown context at $")
    while index < characters.count {
      if characters[index] == "\"" {
        let end = ValueText.endOfString(in: characters, from: index) ?? characters.count
        result += String(characters[index..<end])
        index = end
        continue
      }
      if index == 0 || !inName(characters[index - 1]) {
        // `A.B.(unknown context at $…).C`: all of it up to `C`.
        let end = index + characters[index...].prefix(while: inName).count
        if end > index, characters[end - 1] == ".",
          characters[end...].starts(with: unknownContext),
          let close = characters[end...].firstIndex(of: ")"), close + 1 < characters.count,
          characters[close + 1] == "."
        {
          index = close + 2
          continue
        }
        if let module = modules.first(where: {
          characters[index...].starts(with: Array($0 + ".")) && index + $0.count + 1 < end
        }) {
          index += module.count + 1
          continue
        }
      }
      result.append(characters[index])
      index += 1
    }
    return result
  }
}
