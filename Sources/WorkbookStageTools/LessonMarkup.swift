import Foundation

/// How the lessons and the tutorial name the code they show, for the drift guard, `diff` and `tutorial`: in
/// a source file, a region between `// lesson:begin NAME` and `// lesson:end NAME`, each alone on its line;
/// in a lesson, a marker such as `<!-- sequence: Stage1MVVM --script "tap 1; quit" -->` before a block.
package enum LessonMarkup {
  /// `<!-- excerpt: Sources/…#region -->`: the kind (`excerpt`) and the rest (`Sources/…#region`).
  package struct Marker: Equatable, Sendable {
    package let kind: String
    package let argument: String

    /// The marker that `line` is, if it is one.
    package init?(line: String) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
      let body = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
      guard let colon = body.firstIndex(of: ":") else { return nil }
      kind = String(body[..<colon])
      argument = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
  }

  /// Whether a line of code marks a region's beginning or end: `// lesson:begin protocol`.
  package static func isRegionMarker(_ code: some StringProtocol) -> Bool {
    code.drop { $0 == " " }.hasPrefix("// lesson:")
  }

  /// The lines of `region` in `lines`, its `// lesson:begin` and `// lesson:end` included; `nil` without it.
  package static func region(_ region: String, in lines: [String]) -> ClosedRange<Int>? {
    // A marker is alone on its line, after the spaces that indent the code.
    func isMarker(_ line: String, _ marker: String) -> Bool {
      line.hasSuffix(marker) && line.dropLast(marker.count).allSatisfy { $0 == " " }
    }
    guard let begin = lines.firstIndex(where: { isMarker($0, "// lesson:begin \(region)") }),
      let end = lines[begin...].firstIndex(where: { isMarker($0, "// lesson:end \(region)") })
    else { return nil }
    return begin...end
  }

  /// Splits a command line as a POSIX shell does in the simple cases a lesson uses: words, quotes, and `|`.
  package static func shellPipeline(_ command: String) -> [[String]] {
    var commands: [[String]] = [[]]
    var word = ""
    var inWord = false
    var quote: Character?
    func endWord() {
      if inWord { commands[commands.count - 1].append(word) }
      word = ""
      inWord = false
    }
    for character in command {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        endWord()
      } else if character == "|" {
        endWord()
        commands.append([])
      } else {
        word.append(character)
        inWord = true
      }
    }
    endWord()
    return commands
  }

  /// The words of a command line (see `shellPipeline(_:)`), with the pipeline's commands run together.
  package static func shellWords(_ command: String) -> [String] {
    shellPipeline(command).flatMap { $0 }
  }
}
