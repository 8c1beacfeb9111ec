/// The copy attack of `workbook verify`: a learner who copies the worked example (the stage files an exercise
/// mirrors) over the stub, and renames the stage's names to the exercise's, must not pass. This is the rename,
/// done as find and replace would do it, but on whole words.
enum CopyAttack {
  /// `text` with each key of `renames` replaced wherever it spans whole words of an identifier: with `["Movie":
  /// "Review"]`, `MovieListView` becomes `ReviewListView`, but `fetchMovies` and `movie` stay unless keys too.
  /// Words start at an identifier's start, at an upper-case letter after a lower-case one or a digit, at a digit
  /// after anything else, and beside `_`. Longer keys first, nothing renamed twice; code, comments and strings
  /// alike, as find and replace would, but for a module's name after `import`.
  static func renamed(_ text: String, with renames: [String: String]) -> String {
    // Longest first; among keys of one length, in order, so the result never depends on the dictionary's.
    let renames = renames.sorted { ($0.key.count, $1.key) > ($1.key.count, $0.key) }.map {
      (key: Array($0.key.utf8), value: Array($0.value.utf8))
    }
    var result: [UInt8] = []
    var identifier: [UInt8] = []
    var previous: [UInt8] = []
    func flush() {
      guard !identifier.isEmpty else { return }
      // A module keeps its name: `import TopMoviesApp` is not a name the learner renames.
      let isModule = previous == Array("import".utf8)
      result += isModule ? identifier : renamed(identifier, with: renames)
      previous = identifier
      identifier.removeAll()
    }
    for byte in text.utf8 {
      if isIdentifierByte(byte) {
        identifier.append(byte)
      } else {
        flush()
        result.append(byte)
      }
    }
    flush()
    return String(decoding: result, as: UTF8.self)
  }

  private static func renamed(
    _ identifier: [UInt8], with renames: [(key: [UInt8], value: [UInt8])]
  ) -> [UInt8] {
    let starts = wordStarts(of: identifier)
    var result: [UInt8] = []
    var index = 0
    next: while index < identifier.count {
      if starts.contains(index) {
        for (key, value) in renames
        where identifier[index...].starts(with: key) && starts.contains(index + key.count) {
          result += value
          index += key.count
          continue next
        }
      }
      result.append(identifier[index])
      index += 1
    }
    return result
  }

  /// Where the words of an identifier start, its end included.
  private static func wordStarts(of identifier: [UInt8]) -> Set<Int> {
    var starts: Set<Int> = [0, identifier.count]
    for index in identifier.indices.dropFirst() {
      let (before, here) = (identifier[index - 1], identifier[index])
      if here == UInt8(ascii: "_") || before == UInt8(ascii: "_")
        || (upper.contains(here) && (lower.contains(before) || digit.contains(before)))
        || (digit.contains(here) && !digit.contains(before))
      {
        starts.insert(index)
      }
    }
    return starts
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    upper.contains(byte) || lower.contains(byte) || digit.contains(byte)
      || byte == UInt8(ascii: "_")
  }
  private static let upper = UInt8(ascii: "A")...UInt8(ascii: "Z")
  private static let lower = UInt8(ascii: "a")...UInt8(ascii: "z")
  private static let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
}
