import Foundation
import Localization
import TestSupport
import WorkbookStageTools

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

  typealias Marker = LessonMarkup.Marker

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
          marker: Marker(line: previous), line: start + 1, content: (start + 1)..<end))
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
}
