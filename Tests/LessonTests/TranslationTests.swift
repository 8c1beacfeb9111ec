import Foundation
import TestSupport
import Testing

/// Each page a learner reads and its Simplified Chinese sibling (`NAME.zh-Hans.md`): the English pages of
/// `Stages/` and `docs/` but the maintainers', the README and every exercise's README, found on the disk.
let translatedPages: [(english: String, chinese: String)] = {
  let manager = FileManager.default
  let exercises =
    ((try? manager.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Exercises").path)) ?? [])
    .filter { $0.first?.isNumber == true }.sorted().map { "Exercises/\($0)/README.md" }
  let english =
    lessonPaths.filter { !$0.hasSuffix(".zh-Hans.md") && !maintainerPages.contains($0) } + exercises
  return english.map { ($0, String($0.dropLast(".md".count)) + ".zh-Hans.md") }
}()

/// What a translation keeps of its page, in order: each heading's level, and each fenced block's
/// language and marker, with the text of the blocks that show code (a Swift excerpt). A hand-drawn diagram (a component diagram, or a plain block of arrows) is translated:
/// of it, the translation keeps the Swift names it shows.
private func skeleton(of path: String) throws -> [String] {
  let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
  let document = LessonDocument(path: path, text: text)
  var items: [(line: Int, text: String)] = []
  var inBlock = false
  // A block without a language (a diagram of arrows in an exercise's README) is not one of the
  // document's blocks: its lines are gathered here, from the line after its opening fence.
  var bare: (line: Int, lines: [String])?
  for (number, line) in document.lines.enumerated() {
    if line.hasPrefix("```") {
      if !inBlock, line == "```" { bare = (number, []) }
      if inBlock, let block = bare {
        items.append(
          (block.line, "```\nnames: " + swiftNames(in: block.lines).joined(separator: " ")))
        bare = nil
      }
      inBlock.toggle()
      continue
    }
    bare?.lines.append(line)
    guard !inBlock, line.hasPrefix("#") else { continue }
    items.append((number, "heading " + String(line.prefix { $0 == "#" })))
  }
  for block in document.blocks {
    let marker = block.marker.map { " <!-- \($0.kind): \($0.argument) -->" } ?? ""
    // A console block shows what a program prints, which a Chinese page may show in Chinese; a shell
    // block's `# comments` are prose, which it translates. Its commands stay word for word.
    let lines = document.text(of: block).map { line in
      guard block.language == "sh", let hash = line.range(of: " #") else { return line }
      return String(line[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
    }
    let handDrawn =
      block.language == "text"
      || (block.language == "mermaid" && block.marker?.kind == "components")
    // A diagram drawn from a trace is drawn in the page's language (`用户（User）`, `25 部电影`): the drift
    // guard checks each page's against its own drawing, so the translation keeps only its marker.
    let drawnFromATrace =
      block.language == "mermaid" && ["sequence", "flow"].contains(block.marker?.kind ?? "")
    let body =
      block.language == "console" || drawnFromATrace
      ? ""
      : handDrawn
        ? "\nnames: " + swiftNames(in: lines).joined(separator: " ")
        : "\n" + lines.joined(separator: "\n")
    items.append((block.line, "```\(block.language)\(marker)\(body)"))
  }
  return items.sorted { $0.line < $1.line }.map(\.text)
}

/// The Swift names that `lines` show, sorted, each once: a word in camel case (`MovieListView`,
/// `viewModelDidUpdate`) or one that is called (`build(`), but not a plain word such as `View`.
private func swiftNames(in lines: [String]) -> [String] {
  var names: Set<String> = []
  var word = ""
  for character in lines.joined(separator: "\n") + " " {
    if character.isASCII, character.isLetter || character.isNumber || character == "_" {
      word.append(character)
      continue
    }
    let camel = zip(word, word.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    if let first = word.first, first.isLetter, camel || character == "(" {
      names.insert(word)
    }
    word = ""
  }
  return names.sorted()
}

/// Every page in both languages, with the same sections, code and output blocks in the same order.
@Suite("Translations keep their page's shape", .tags(.slow), .whenSlowTestsAreWanted)
struct TranslationTests {
  @Test(
    "Every English page has a Simplified Chinese sibling", arguments: translatedPages.map(\.english)
  )
  func siblingExists(english: String) {
    let chinese = String(english.dropLast(".md".count)) + ".zh-Hans.md"
    #expect(
      FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(chinese).path),
      "\(english) has no translation: \(chinese) is missing")
  }

  @Test(
    "A Chinese page has its English page's sections, code and output blocks, in the same order",
    arguments: translatedPages.map(\.english))
  func sameShape(english: String) throws {
    let chinese = String(english.dropLast(".md".count)) + ".zh-Hans.md"
    guard
      FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(chinese).path)
    else { return }  // `siblingExists` says so.
    let original = try skeleton(of: english)
    let translated = try skeleton(of: chinese)
    guard original != translated else { return }
    let same = zip(original, translated).prefix { $0 == $1 }.count
    let wanted = same < original.count ? original[same] : "nothing more"
    let found = same < translated.count ? translated[same] : "nothing more"
    Issue.record(
      """
      \(chinese) differs from \(english) at item \(same + 1) of its sections and blocks:
      \(english) has: \(wanted.prefix(300))
      \(chinese) has: \(found.prefix(300))
      """)
  }
}
