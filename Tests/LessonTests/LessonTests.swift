import Foundation
import TestSupport
import Testing

@testable import WorkbookStageTools

/// The repository: three folders above this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The folder with the built stages: the test bundle's own folder (where `swift test` puts every
/// product), else the package's default build folder.
let productsDirectory: URL? = {
  var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
  candidates += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }.map {
    $0.bundleURL.deletingLastPathComponent()
  }
  candidates.append(Bundle.main.bundleURL)
  candidates.append(repositoryRoot.appendingPathComponent(".build/debug"))
  return candidates.first {
    FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("Stage1MVVM").path)
  }
}()

/// The lessons, relative to the repository: every page in `Stages/` and `docs/`, in English and in Chinese,
/// found on the disk so that a new page cannot be missed. The README's and CONTRIBUTING.md's samples are
/// checked the same way. (The glossary is a page of `Stages/` too: its links are checked, and it draws no
/// diagram.)
let lessonPaths =
  ["README.md", "README.zh-Hans.md", "CONTRIBUTING.md"].filter {
    FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent($0).path)
  } + pages(in: "docs") + pages(in: "Stages")

/// The Markdown pages in `folder` of the repository, as paths relative to it, in order.
private func pages(in folder: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(
    atPath: repositoryRoot.appendingPathComponent(folder).path)) ?? [])
    .filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
}

/// The pages for maintainers, which are in English only: every other page has a Chinese sibling.
let maintainerPages: Set = ["CONTRIBUTING.md", "docs/performance.md"]

/// The drift guard: every excerpt, output and diagram in a lesson is what the code says today.
///
/// A block that drifted fails with the lesson's file and line and the text it should hold, ready to
/// paste; `UPDATE_LESSONS=1 swift test --filter LessonTests` writes that text into the lessons instead.
@Suite("Lessons match the code", .tags(.slow), .whenSlowTestsAreWanted)
struct LessonTests {
  @Test("Every excerpt, output and diagram in a lesson matches the code", arguments: lessonPaths)
  func lessonMatchesTheCode(path: String) async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let url = repositoryRoot.appendingPathComponent(path)
    var document = LessonDocument(path: path, text: try String(contentsOf: url, encoding: .utf8))
    let checker = LessonChecker(root: repositoryRoot, binaries: binaries)
    let updating = ProcessInfo.processInfo.environment["UPDATE_LESSONS"] == "1"
    var replacements: [(Range<Int>, [String])] = []
    for block in document.blocks {
      let location = SourceLocation(
        fileID: "LessonTests/\(url.lastPathComponent)", filePath: url.path, line: block.line,
        column: 1)
      switch await checker.expectation(for: block, in: document) {
      case .generated(let source, let expected):
        let actual = document.text(of: block)
        guard actual != expected else { continue }
        if updating {
          replacements.append((block.content, expected))
          continue
        }
        let firstDifference = zip(actual, expected).prefix { $0 == $1 }.count
        Issue.record(
          """
          \(path):\(block.line): this ```\(block.language) block no longer matches \(source) \
          (first difference on the lesson's line \(block.content.lowerBound + firstDifference + 1)).
          The code says:
          ```\(block.language)
          \(expected.joined(separator: "\n"))
          ```
          Paste it in, or run UPDATE_LESSONS=1 swift test --filter LessonTests.
          """, sourceLocation: location)
      case .checked(let problems):
        for problem in problems {
          Issue.record("\(path):\(block.line): \(problem)", sourceLocation: location)
        }
      case .unchecked:
        continue
      }
    }
    guard !replacements.isEmpty else { return }
    for (range, lines) in replacements.reversed() {
      document.lines.replaceSubrange(range, with: lines)
    }
    try document.lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
  }

  @Test(
    "Every lesson draws at least one Mermaid diagram that is checked against the code",
    arguments: lessonPaths.filter { $0.hasPrefix("Stages/") && !$0.hasPrefix("Stages/Glossary") })
  func lessonHasACheckedDiagram(path: String) throws {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    let document = LessonDocument(path: path, text: text)
    let checked = document.blocks.filter { $0.language == "mermaid" && $0.marker != nil }
    #expect(
      !checked.isEmpty, "\(path) has no ```mermaid block with a sequence, flow or components marker"
    )
  }

  @Test(
    "Each stage of the workbook's list has its lesson in English and in Chinese",
    arguments: WorkbookStage.all.map(\.product))
  func stageHasALesson(product: String) {
    for page in ["Stages/\(product).md", "Stages/\(product).zh-Hans.md"] {
      #expect(lessonPaths.contains(page), "\(product) has no lesson: \(page) is missing")
    }
  }

  @Test("Every lesson that a lesson links to exists")
  func linksResolve() throws {
    for path in lessonPaths {
      let url = repositoryRoot.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      for (number, line) in lines(of: text).enumerated() {
        for target in markdownLinks(in: line)
        where !target.contains("://") && !target.hasPrefix("#") {
          let file = target.split(separator: "#").first.map(String.init) ?? target
          let resolved = url.deletingLastPathComponent().appendingPathComponent(file)
            .standardizedFileURL
          #expect(
            FileManager.default.fileExists(atPath: resolved.path),
            "\(path):\(number + 1): the link to \(target) leads nowhere")
        }
      }
    }
  }
}

extension LessonTests {
  @Test("Every exercise folder a lesson names exists")
  func exerciseFoldersExist() throws {
    for path in lessonPaths {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in lines(of: text).enumerated() {
        for folder in exerciseFolders(in: line) {
          #expect(
            FileManager.default.fileExists(
              atPath: repositoryRoot.appendingPathComponent(folder).path),
            "\(path):\(number + 1): \(folder) does not exist")
        }
      }
    }
  }
}

/// The exercise folders a line names: `Exercises/01-presentation`.
func exerciseFolders(in line: String) -> [String] {
  line.components(separatedBy: "Exercises/").dropFirst().compactMap { rest in
    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" }
    return name.first?.isNumber == true ? "Exercises/" + name : nil
  }
}

/// The targets of the Markdown links `[text](target)` in a line.
func markdownLinks(in line: String) -> [String] {
  var targets: [String] = []
  var rest = line[...]
  while let open = rest.range(of: "](") {
    let after = rest[open.upperBound...]
    guard let close = after.firstIndex(of: ")") else { break }
    targets.append(String(after[..<close]))
    rest = after[close...]
  }
  return targets
}
