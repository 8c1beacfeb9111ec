/// A value as Swift Testing prints it in a failed expectation (`String(describing:)`): taken apart into a small
/// tree of lists (`[a, b]`, `["key": v]`), calls (`Type(label: v, …)`, `Optional(v)`, a tuple `(a, b)`) and atoms
/// (`nil`, `3`, `"text"` with its escapes, a type's name), each node knowing where it is in the text, so that the
/// first difference between two values can be named by its path and shown where it is.
struct ValueText: Equatable {
  /// What a node is.
  enum Kind: Equatable {
    case list
    /// `Name(…)`; a tuple's name is empty.
    case call(String)
    case atom
  }

  /// One part of a list or a call, with its label (`author`) or its key in a dictionary (`"g1"`), if any.
  struct Child: Equatable {
    var label: String?
    var node: ValueText
  }

  var kind: Kind
  var children: [Child] = []
  /// Where the node is in the text, in `Character`s.
  var range: Range<Int>

  /// The tree of `text`, or one atom when the text is not a value that Swift prints (a custom description).
  static func parse(_ text: [Character]) -> ValueText {
    var parser = Parser(text: text)
    if let value = parser.value() {
      parser.skipSpaces()
      if parser.at == text.count { return value }
    }
    return ValueText(kind: .atom, range: 0..<text.count)
  }

  /// Reads one value at a time, from `at`.
  private struct Parser {
    let text: [Character]
    var at = 0

    mutating func skipSpaces() {
      while at < text.count, text[at].isWhitespace { at += 1 }
    }

    mutating func value() -> ValueText? {
      skipSpaces()
      guard at < text.count else { return nil }
      let start = at
      switch text[at] {
      case "\"":
        guard let end = ValueText.endOfString(in: text, from: at) else { return nil }
        at = end
        return ValueText(kind: .atom, range: start..<at)
      case "[":
        return node(.list, from: start, closing: "]")
      case "(":
        return node(.call(""), from: start, closing: ")")
      default:
        // A word (a number, nil, a case, a type's name), and a call when `(` follows it.
        while at < text.count, !",:()[]\"".contains(text[at]) { at += 1 }
        var end = at
        while end > start, text[end - 1].isWhitespace { end -= 1 }
        guard end > start else { return nil }
        if at == end, at < text.count, text[at] == "(" {
          return node(.call(String(text[start..<end])), from: start, closing: ")")
        }
        return ValueText(kind: .atom, range: start..<end)
      }
    }

    /// A list or a call whose opening bracket is at `at`: its children up to `closing`.
    private mutating func node(_ kind: Kind, from start: Int, closing: Character) -> ValueText? {
      at += 1
      var children: [Child] = []
      skipSpaces()
      // `[:]`, an empty dictionary.
      if closing == "]", at + 1 < text.count, text[at] == ":", text[at + 1] == "]" { at += 1 }
      if at < text.count, text[at] == closing {
        at += 1
        return ValueText(kind: kind, range: start..<at)
      }
      while true {
        guard var child = value() else { return nil }
        var label: String?
        skipSpaces()
        if at < text.count, text[at] == ":" {
          // What came first was a label or a key.
          at += 1
          label = String(text[child.range])
          guard let labelled = value() else { return nil }
          child = labelled
          skipSpaces()
        }
        children.append(Child(label: label, node: child))
        guard at < text.count else { return nil }
        at += 1
        if text[at - 1] == closing {
          return ValueText(kind: kind, children: children, range: start..<at)
        }
        guard text[at - 1] == "," else { return nil }
      }
    }
  }

  /// Where the string literal that opens at `start` ends (just after its closing quote), past its escapes.
  static func endOfString(in text: [Character], from start: Int) -> Int? {
    var index = start + 1
    while index < text.count {
      switch text[index] {
      case "\\": index += 2
      case "\"": return index + 1
      default: index += 1
      }
    }
    return nil
  }
}

/// Where two values first differ: the path to it (`[3].author`, `.count`), the two parts there, and where the
/// difference starts in each whole text, to show it in context.
struct ValueDifference: Equatable {
  var path: String
  var expected: String
  var actual: String
  var expectedOffset: Int
  var actualOffset: Int
}

extension ValueDifference {
  /// The first difference between `actual` and `expected`, walking both trees in step; `nil` when their texts are
  /// the same. Lists of different lengths differ by their `count`, which says more than the first element that
  /// moved; an `Optional` and any other call of one unnamed part add nothing to the path.
  init?(actual: [Character], expected: [Character]) {
    guard actual != expected else { return nil }
    self = Self.walk(
      ValueText.parse(actual), in: actual, ValueText.parse(expected), in: expected, path: "")
  }

  /// The first difference under two nodes whose texts differ, `path` being theirs.
  private static func walk(
    _ actual: ValueText, in actualText: [Character], _ expected: ValueText,
    in expectedText: [Character], path: String
  ) -> ValueDifference {
    let pairs = zip(actual.children, expected.children)
    let sameShape =
      actual.kind == expected.kind && actual.kind != .atom
      && actual.children.map(\.label) == expected.children.map(\.label)
    if sameShape,
      let index = pairs.enumerated().first(where: { _, pair in
        actualText[pair.0.node.range] != expectedText[pair.1.node.range]
      })?.offset
    {
      let label = actual.children[index].label
      let step =
        actual.kind == .list
        ? "[\(label ?? String(index))]"
        : label.map { "." + $0 } ?? (actual.children.count == 1 ? "" : ".\(index)")
      return walk(
        actual.children[index].node, in: actualText, expected.children[index].node,
        in: expectedText, path: path + step)
    }
    let actualPart = Array(actualText[actual.range])
    let expectedPart = Array(expectedText[expected.range])
    let common = zip(actualPart, expectedPart).prefix { $0 == $1 }.count
    let counted =
      actual.kind == .list && expected.kind == .list
      && actual.children.count != expected.children.count
    return ValueDifference(
      path: counted ? path + ".count" : path,
      expected: counted ? String(expected.children.count) : String(expectedPart),
      actual: counted ? String(actual.children.count) : String(actualPart),
      expectedOffset: expected.range.lowerBound + common,
      actualOffset: actual.range.lowerBound + common)
  }
}
