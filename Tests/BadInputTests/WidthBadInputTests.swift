import Entities
import Foundation
import TerminalKit
import TestSupport
import Testing

/// A `--movies` file whose first film has a title or a summary of characters that a terminal draws wider
/// or narrower than one column each, and the stage that shows it.
struct WidthCase: Sendable, CustomTestStringConvertible {
  let name: String
  let title: String
  let summary: String
  let executable: String
  let flags: [String]
  let width: Int

  init(
    _ name: String, title: String, summary: String = "Short.", in executable: String = "Stage1MVVM",
    _ flags: [String] = [], width: Int = 40
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.executable = executable
    self.flags = flags
    self.width = width
  }

  var testDescription: String {
    ([name, "in", executable] + flags + ["--width", String(width)]).joined(separator: " ")
  }

  static let all = [
    WidthCase(
      "vertical forms U+FE10 to U+FE19", title: "︐︑︒︓︔︕︖︗︘︙ Vertical ︐︑︒︓︔︕︖︗︘︙ Forms",
      summary: String(repeating: "︐︑︒︓︔︕︖︗︘︙ ", count: 6)),
    WidthCase(
      "small forms U+FE50 to U+FE6B", title: "﹐﹑﹒﹔﹕﹖﹗﹘﹙﹚﹛﹜﹝﹞﹟﹠﹡﹢﹣﹤﹥﹦﹨﹩﹪﹫",
      summary: String(repeating: "﹐﹑﹒﹔﹕﹖﹗﹘﹙﹚﹛﹜﹝﹞﹟﹠﹡﹢﹣﹤﹥﹦﹨﹩﹪﹫", count: 3)),
    WidthCase(
      "Tangut", title: "𗀀𗀁𗀂𗀃𗀄𗀅𗀆𗀇𗀈𗀉𗀊𗀋𗀌𗀍𗀎𗀏𗀐𗀑𗀒𗀓", summary: "𗀀𗀁𗀂𗀃 𗀄𗀅𗀆𗀇𗀈𗀉𗀊𗀋𗀌𗀍𗀎𗀏𗀐𗀑𗀒𗀓𗀔𗀕𗀖𗀗 Tangut.",
      in: "Stage2Presenter", ["--platform", "phone"]),
    WidthCase(
      "the Kana Supplement", title: "𛀀𛀁𛀂𛀃𛀄𛀅𛀆𛀇𛀈𛀉𛀊𛀋𛀌𛀍𛀎𛀏𛀐𛀑𛀒𛀓 Kana",
      summary: String(repeating: "𛀀𛀁𛀂𛀃𛀄𛀅𛀆𛀇", count: 5), in: "Stage3VIPER", ["--variant", "A"]),
    WidthCase(
      "keycaps between spaces", title: "1️⃣ #️⃣ *️⃣ 2️⃣ 3️⃣ 4️⃣ 5️⃣ 6️⃣ 7️⃣ 8️⃣ 9️⃣ 0️⃣ Keycaps",
      summary: String(repeating: "1️⃣ #️⃣ *️⃣ ", count: 8), in: "Stage3VIPER", ["--variant", "B"]),
    WidthCase(
      "keycaps in one word", title: String(repeating: "1️⃣#️⃣*️⃣", count: 8),
      summary: String(repeating: "#️⃣", count: 30), in: "Stage3CleanSwift", ["--variant", "A"]),
    WidthCase(
      "text-style ☺︎ (U+263A U+FE0E)", title: "☺\u{FE0E}☺\u{FE0E}☺\u{FE0E} Smile ☺\u{FE0E}☺\u{FE0E}",
      summary: String(repeating: "☺\u{FE0E}☺\u{FE0F}☺ ", count: 12), in: "Stage3CleanSwift",
      ["--variant", "B"]),
    WidthCase(
      "⭐️, which stays two columns", title: String(repeating: "⭐️", count: 24),
      summary: String(repeating: "⭐️⭐\u{FE0E} ", count: 12)),
    WidthCase(
      "CJK", title: "肖申克的救赎肖申克的救赎肖申克的救赎肖申克的救赎",
      summary: String(repeating: "两个京剧演员半个世纪的友谊与命运。", count: 4), in: "Stage2Presenter",
      ["--platform", "desktop"], width: 60),
    WidthCase(
      "combining marks",
      title: "Ame\u{301}lie Z\u{301}\u{302}a\u{303}\u{304}l\u{305}g\u{306}o\u{307}",
      summary: String(repeating: "e\u{301}\u{302}\u{303}", count: 50)),
    WidthCase(
      "all of them in a desktop table",
      title: "︐︑︒ ﹐﹑﹒ 𗀀𗀁 𛀀𛀁 1️⃣#️⃣*️⃣ ☺\u{FE0E} ⭐️ 肖申克 Ame\u{301}lie",
      summary: String(repeating: "︙﹫𗀀𛀀1️⃣☺\u{FE0E}⭐️肖e\u{301} ", count: 8), in: "Stage2Presenter",
      ["--platform", "desktop"], width: 60),
  ]
}

@Suite(
  "Titles a terminal draws wide or narrow", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct WidthBadInputTests {
  @Test(
    "a title or summary of wide, narrow and zero-width characters never makes a line wider than --width",
    arguments: WidthCase.all)
  func neverWiderThanTheWidth(_ example: WidthCase) async throws {
    let movies = [
      Movie(
        id: "tt0000001", title: example.title, chineseTitle: "肖申克的救赎", year: 1994, rating: 9.3,
        summary: example.summary),
      Movie(
        id: "tt0000002", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
        summary: "Short."),
    ]
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "width-movies-\(UUID().uuidString).json")
    try JSONEncoder().encode(movies).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }

    let outcome = try await runBuilt(
      example.executable,
      example.flags + [
        "--movies", file.path, "--width", String(example.width), "--latency", "0", "--script",
        "tap 1; back; quit",
      ])

    #expect(outcome.status == 0, "\(outcome.errors)")
    #expect(!outcome.timedOut)
    #expect(outcome.errors.isEmpty)
    let tooWide = outcome.outputLines.filter { $0.displayWidth > example.width }
    #expect(
      tooWide.isEmpty,
      "wider than \(example.width): \(tooWide.map { "\($0.displayWidth): \($0)" })")
    // The film was shown, on the list, on its detail screen and on the list again: the lines measured are
    // its own, not a message that the file could not be read.
    let start = String(example.title.prefix(3))
    #expect(outcome.output.components(separatedBy: start).count - 1 >= 3, "\(outcome.output)")
  }
}
