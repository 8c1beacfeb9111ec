import Foundation
import Localization
import TestSupport

/// A lesson in `Stages/`: its lines, and the fenced code blocks in it with the marker comment that says
/// where each block comes from.
struct LessonDocument {
  /// A fenced block: ```` ```swift ```` … ```` ``` ````.
  struct Block {
    /// `swift`, `console`, `mermaid`, `sh`, `text`, …
    let language: String
    /// What the `<!-- kind: argument -->` comment on the line before the fence says, if there is one.
    let marker: Marker?
    /// The 1-based line of the opening fence, for messages.
    let line: Int
    /// The indices in `lines` of the block's content, between the fences.
    let content: Range<Int>
  }

  /// `<!-- excerpt: Sources/…#region -->`: the kind (`excerpt`) and the rest (`Sources/…#region`).
  struct Marker: Equatable {
    let kind: String
    let argument: String
  }

  /// The path relative to the repository, for messages: `Stages/Stage1MVVM.md`.
  let path: String
  var lines: [String]
  let blocks: [Block]

  init(path: String, text: String) {
    self.path = path
    lines = TestSupport.lines(of: text)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```"), line.utf8.count > 3 else {
        index += 1
        continue
      }
      let start = index
      let end = lines[(start + 1)...].firstIndex { $0 == "```" } ?? lines.count
      let previous = start > 0 ? lines[start - 1] : ""
      blocks.append(
        Block(
          language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces),
          marker: Self.marker(in: previous), line: start + 1, content: (start + 1)..<end))
      index = end + 1
    }
    self.blocks = blocks
  }

  /// The language the page is written in: Chinese for a `NAME.zh-Hans.md`, else English.
  var pageLanguage: Language {
    path.hasSuffix(".zh-Hans.md") ? .simplifiedChinese : .english
  }

  /// The lines of `block`.
  func text(of block: Block) -> [String] {
    Array(lines[block.content])
  }

  /// The marker in a line such as `<!-- output: … -->`, if the line is one.
  static func marker(in line: String) -> Marker? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
    let body = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    guard let colon = body.firstIndex(of: ":") else { return nil }
    return Marker(
      kind: String(body[..<colon]),
      argument: body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces))
  }
}

/// Splits a command line as a POSIX shell does for the simple cases a lesson uses: words separated by
/// spaces, text in double or single quotes kept as one word, and `|` between the commands of a pipeline.
func shellPipeline(_ command: String) -> [[String]] {
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
func shellWords(_ command: String) -> [String] {
  shellPipeline(command).flatMap { $0 }
}
