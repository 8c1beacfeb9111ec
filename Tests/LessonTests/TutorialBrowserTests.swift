import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing
import WorkbookProcess

@testable import WorkbookCommandLine
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

/// Headless Chromium, where it is installed: the program that the browser test opens the pages with.
private let chromium: String? = {
  let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
  let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
  let candidates =
    folders.flatMap { folder in names.map { "\(folder)/\($0)" } }
    + ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// The text a page shows, from its DOM: the bytes outside its tags, with the few entities HTML escapes
/// decoded, read as `normalized(_:)` reads the catalog's text. A page's DOM is about a megabyte, so this is
/// one pass over its bytes and literal replacements, where regular expressions in a debug build would keep
/// a thread of the tests busy for seconds a page.
private func visibleText(ofDOM dom: String) -> String {
  var dom = dom
  let outsideTags = dom.withUTF8 { bytes in
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count / 2)
    var inTag = false
    for byte in bytes {
      if byte == UInt8(ascii: "<") {
        inTag = true
      } else if byte == UInt8(ascii: ">"), inTag {
        inTag = false
      } else if !inTag {
        kept.append(byte)
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }
  let entities = [
    ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"),
    ("&nbsp;", " "),
    ("&amp;", "&"),
  ]
  return normalized(entities.reduce(outsideTags) { $0.replacingOccurrences(of: $1.0, with: $1.1) })
}

/// `text` as the comparison reads it: Markdown's backticks gone, typographic quotes plain, each run of white
/// space one space.
private func normalized(_ text: String) -> String {
  let replacements = [("`", ""), ("’", "'"), ("‘", "'"), ("“", "\""), ("”", "\"")]
  var plain = replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  return plain.withUTF8 { bytes in
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    for byte in bytes {
      let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
      if !isSpace {
        kept.append(byte)
      } else if kept.last != 0x20 {
        kept.append(0x20)
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }
}

/// The first paragraph inside each `directive { … }` of a `.tutorial` file: each step's text, or each
/// question.
private func paragraphs(after directive: String, in text: String) -> [String] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
    $0.trimmingCharacters(in: .whitespaces)
  }
  return lines.indices.filter { lines[$0] == directive + " {" }.map { start in
    lines[(start + 1)...].prefix { !$0.isEmpty && !$0.hasPrefix("@") && $0 != "}" }
      .joined(separator: " ")
  }
}

/// Runs as `workbook tutorial --output SITE` does, with the stages that `swift test` built (a `swift build`
/// cannot run while `swift test` holds the build folder); its exit status and what it wrote. The command runs
/// on the main actor; the test reads the pages off it, so that it never keeps the tests that draw waiting.
@MainActor private func writeSite(to site: URL, in language: Language) async
  -> (status: Int32, output: String, errors: String)
{
  let output = RecordedOutput()
  let errors = RecordedOutput()
  let status = await Language.$current.withValue(language) {
    await TutorialCommand.run(
      ["--output", site.path], output: output, errors: errors,
      environment: Environment(variables: ProcessInfo.processInfo.environment),
      locator: { _ in TestSupport.productsDirectory })
  }
  return (status, output.text, errors.text)
}

@Suite(
  "The tutorial in a real browser", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore,
  .serialized,
  .timeLimit(.minutes(60)))
struct TutorialBrowserTests {
  @Test(
    "workbook tutorial --output writes a site whose chapters show every step, its code and the quiz",
    arguments: [Language.english, .simplifiedChinese])
  func chaptersRender(language: Language) async throws {
    let browser = try #require(
      chromium, "Chromium is not installed: apt-get install -y chromium (.ci/run installs it)")
    let catalog = TutorialCatalog(root: repositoryRoot, language: language)
    let site = scratchDirectory.appendingPathComponent("tutorial-site-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: site) }
    let (status, output, errors) = await writeSite(to: site, in: language)
    #expect(status == 0, "\(errors)")
    let home = "/" + TutorialCatalog.tableOfContents.page
    #expect(output.split(separator: "\n").last?.contains(home) == true, "\(output)")

    // docc warns of nothing in the catalog the command assembled.
    let copy = repositoryRoot.appendingPathComponent(
      ".build/tutorial/\(language.rawValue)/TopMovies.docc")
    let docc = try Docc.locate(in: ProcessInfo.processInfo.environment)
    let checkedSite = scratchDirectory.appendingPathComponent("tutorial-check-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: checkedSite) }
    let checked = await RunnerProcess.run(
      [
        docc.path, "convert", copy.path, "--warnings-as-errors", "--output-path", checkedSite.path,
        "--fallback-display-name", TutorialCatalog.tableOfContents.displayName,
        "--fallback-bundle-identifier", "org.topmovies.workbook",
      ], timeout: patience)
    #expect(checked.succeeded, "\(checked.output)")

    let server = try StaticSiteServer(serving: site)
    defer { server.stop() }
    let screenshots = repositoryRoot.appendingPathComponent(
      ".build/tutorial-screenshots/\(language.rawValue)")
    try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
    let profile = scratchDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let flags = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--user-data-dir=\(profile.path)", "--virtual-time-budget=20000",
    ]

    for file in [TutorialCatalog.tableOfContents.file] + TutorialCatalog.chapters {
      let page =
        file == TutorialCatalog.tableOfContents.file
        ? TutorialCatalog.tableOfContents.page : TutorialCatalog.page(ofChapter: file)
      let url = server.address + "/" + page
      let source = try String(
        contentsOf: repositoryRoot.appendingPathComponent(catalog.folder + "/" + file),
        encoding: .utf8)
      let dumped = await RunnerProcess.run(
        [browser] + flags + ["--dump-dom", url], timeout: patience, keepingErrors: false,
        cap: 64 << 20)
      let text = visibleText(ofDOM: dumped.output)
      #expect(dumped.succeeded && !text.isEmpty, "\(url): Chromium failed")

      // Each step's text, the quiz's first question (it shows one at a time), and some code of each step's
      // file (its longest line).
      let expected =
        paragraphs(after: "@Step", in: source)
        + paragraphs(after: "@MultipleChoice", in: source).prefix(1)
      for paragraph in expected.map(normalized) {
        let shown = text.contains(paragraph)
        #expect(shown, "\(url) does not show: \(paragraph)")
      }
      let codeFiles = Set(
        source.components(separatedBy: "file: \"").dropFirst().map {
          String($0.prefix { $0 != "\"" })
        })
      for name in codeFiles.sorted() {
        let code = try String(
          contentsOf: copy.appendingPathComponent("Resources/" + name), encoding: .utf8)
        let longest =
          code.split(separator: "\n").map { normalized(String($0)) }
          .max { $0.count < $1.count } ?? ""
        let shown = text.contains(longest.trimmingCharacters(in: .whitespaces))
        #expect(shown, "\(url) does not show \(name): \(longest)")
      }
      if file != TutorialCatalog.tableOfContents.file {
        let quiz = dumped.output.contains("assessments")
        #expect(quiz, "\(url) renders no quiz")
        // Every chapter after the first shows a file changing from the stage before: DocC's data marks the
        // changed lines, and the page highlights them.
        let data = try Data(contentsOf: site.appendingPathComponent("data/" + page + ".json"))
        let references = try #require(
          (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["references"]
            as? [String: Any])
        let highlights = references.values.compactMap {
          ($0 as? [String: Any])?["highlights"] as? [Any]
        }
        let changes = highlights.contains { !$0.isEmpty }
        #expect(changes || file == TutorialCatalog.chapters[0], "\(url) highlights no change")
        let highlighted = dumped.output.contains("code-line-container highlighted")
        #expect(
          highlighted == changes, "\(url): changed lines in the data, highlighted on the page")
      }

      // As a desktop browser shows the top of the page, and as a narrow one shows the whole of it, each
      // step's code under its text, with the changed lines highlighted.
      let name = file.replacingOccurrences(of: ".tutorial", with: "")
      for (suffix, size) in [("", "1280,2400"), ("-narrow", "700,16000")] {
        let shot = screenshots.appendingPathComponent(name + suffix + ".png")
        let taken = await RunnerProcess.run(
          [browser] + flags + ["--window-size=\(size)", "--screenshot=\(shot.path)", url],
          timeout: patience)
        #expect(taken.succeeded && FileManager.default.fileExists(atPath: shot.path), "\(url)")
      }
    }
  }
}
