import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line of Chinese text that a learner reads: where it is, and what it says.
struct ChineseLine: Sendable {
  let path: String
  let number: Int
  let text: String

  var location: String { "\(path):\(number)" }
}

/// The glossary, whose 中文 column is the one source of the workbook's Chinese terms.
let chineseGlossaryPath = "Stages/Glossary.zh-Hans.md"

/// Every line of Chinese that a learner reads, with its file and line: the Chinese pages (but their Swift
/// excerpts, which are the code's own English) and the Chinese tutorial's chapters, the Chinese strings of `Exercises/exercises.json`, the
/// mutants' `WHY zh-Hans:` lines, the `WHY.zh-Hans` files, and the lines of `Sources/` that write Chinese
/// (the `zh:` of `localized(en:zh:)`; comments are for maintainers and not counted).
let chineseLines: [ChineseLine] = {
  let manager = FileManager.default
  func read(_ path: String) -> [String] {
    let url = repositoryRoot.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.components(separatedBy: "\n")
  }
  func files(under folder: String, where keep: (String) -> Bool) -> [String] {
    let root = repositoryRoot.appendingPathComponent(folder)
    guard let walker = manager.enumerator(atPath: root.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter(keep).sorted().map { folder + "/" + $0 }
  }
  let exerciseFolders =
    ((try? manager.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Exercises").path)) ?? [])
    .filter { $0.first?.isNumber == true }.sorted()
  let pages =
    (lessonPaths
    + exerciseFolders.map { "Exercises/\($0)/README.md" }.map {
      String($0.dropLast(".md".count)) + ".zh-Hans.md"
    })
    .filter { $0.hasSuffix(".zh-Hans.md") }
    + files(under: "Stages/Tutorial.zh-Hans.docc", where: { $0.hasSuffix(".tutorial") })
  var lines: [ChineseLine] = []
  for page in pages {
    var inSwift = false
    for (index, text) in read(page).enumerated() {
      if text.hasPrefix("```") {
        inSwift = !inSwift && text == "```swift"
        continue
      }
      guard !inSwift else { continue }
      // The glossary's first column is the English term, which is English.
      let chinese =
        page == chineseGlossaryPath && text.hasPrefix("| ")
        ? String(text.dropFirst(2).drop { $0 != "|" }) : text
      lines.append(ChineseLine(path: page, number: index + 1, text: chinese))
    }
  }
  func keep(_ path: String, where wanted: (String) -> Bool) {
    for (index, text) in read(path).enumerated() where wanted(text) {
      lines.append(ChineseLine(path: path, number: index + 1, text: text))
    }
  }
  keep("Exercises/exercises.json", where: \.hasHanCharacter)
  for folder in exerciseFolders {
    for patch in files(under: "Exercises/\(folder)", where: { $0.hasSuffix(".patch") }) {
      keep(patch) { $0.hasPrefix("WHY zh-Hans:") }
    }
    for why in files(under: "Exercises/\(folder)", where: { $0.hasSuffix("WHY.zh-Hans") }) {
      keep(why) { _ in true }
    }
  }
  for source in files(under: "Sources", where: { $0.hasSuffix(".swift") }) {
    keep(source) { $0.hasHanCharacter && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
  }
  return lines
}()

extension String {
  /// Whether the text holds `part`, byte for byte: a search of the UTF-8 with the C library's `strstr` (the
  /// texts hold no NUL), as Foundation's `range(of:)` copies a long text into UTF-16 on every call, which took
  /// seconds for the glossary's terms.
  func holdsBytes(of part: String) -> Bool {
    withCString { text in part.withCString { part in strstr(text, part) != nil } }
  }

  /// Whether the text holds a Chinese character (a CJK ideograph).
  var hasHanCharacter: Bool {
    unicodeScalars.contains { (0x3400...0x9FFF).contains($0.value) }
  }
}

/// A row of the glossary: its English term and its Chinese term, as the 中文 column writes it.
struct GlossaryRow: Sendable, CustomTestStringConvertible {
  let line: Int
  let english: String
  let chinese: String
  /// The words a Chinese page writes for it: the 中文 cell without what its parentheses add
  /// (`代理（delegate）` is `代理`), each of the forms that a `/` separates (`杀死 / 存活`), and without
  /// code quotes.
  let terms: [String]
  /// The English words it stands for, taken the same way from the English cell: `capture list`
  /// for ``capture list (`[weak self]`)``, and `kill` and `survive` for `kill / survive`.
  let englishTerms: [String]

  init(line: Int, english: String, chinese: String) {
    self.line = line
    self.english = english
    self.chinese = chinese
    terms = Self.forms(of: chinese, opening: "（", closing: "）")
    englishTerms = Self.forms(of: english, opening: "(", closing: ")")
  }

  /// The forms that `cell` separates with ` / `, without what its parentheses add and without code quotes.
  private static func forms(of cell: String, opening: Character, closing: Character) -> [String] {
    var text = ""
    var depth = 0
    for character in cell {
      if character == opening {
        depth += 1
      } else if character == closing {
        depth -= 1
      } else if depth == 0, character != "`" {
        text.append(character)
      }
    }
    return text.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// Whether the English pages use one of its English terms (see `EnglishText`).
  var isOnTheEnglishPages: Bool {
    glossaryLinesOnTheEnglishPages.contains(line)
  }

  var testDescription: String { "\(english) → \(chinese)" }
}

/// Every line of English that a learner reads on a page: the English siblings of the Chinese pages
/// (but the glossary's), and the English strings of `Exercises/exercises.json`.
let englishLines: [ChineseLine] = {
  func read(_ path: String) -> [String] {
    let url = repositoryRoot.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.components(separatedBy: "\n")
  }
  let pages = translatedPages.map(\.english).filter { $0 != "Stages/Glossary.md" }
  var lines: [ChineseLine] = []
  for page in pages + ["Exercises/exercises.json"] {
    for (index, text) in read(page).enumerated() where !text.hasHanCharacter {
      lines.append(ChineseLine(path: page, number: index + 1, text: text))
    }
  }
  return lines
}()

/// The English lines as words, to find a term in them as whole words, in any case: `present` is in
/// "presents the detail" no more than `kill` is in "skill".
///
/// Each line becomes its words in lower case, one space before and after each (`" the a b test "` for
/// "The A/B test."), and the lines are one text: so a term is one search of that text, not a pattern
/// tried on each line (which took seconds for the glossary's terms).
struct EnglishText: Sendable {
  private let text: String

  init(_ lines: [ChineseLine]) {
    text = lines.map { Self.words(of: $0.text) }.joined(separator: "\n")
  }

  /// Whether a line holds `term` as whole words.
  func holds(word term: String) -> Bool {
    text.holdsBytes(of: Self.words(of: term))
  }

  /// Whether `line` holds `term` as whole words.
  static func line(_ line: String, holds term: String) -> Bool {
    words(of: line).holdsBytes(of: words(of: term))
  }

  /// `text`'s words (letters, digits and `_`) in lower case, each with a space before and after.
  private static func words(of text: String) -> String {
    let words = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return " " + words.joined(separator: " ") + " "
  }
}

/// `englishLines` as words, searched once for each term.
let englishText = EnglishText(englishLines)

/// The lines of the glossary's rows whose English terms the English pages use: searched for once, as two
/// tests ask.
let glossaryLinesOnTheEnglishPages = Set(
  glossaryRows.filter { $0.englishTerms.contains { englishText.holds(word: $0) } }.map(\.line))

/// The Chinese lines but the glossary's, as one text, searched once for each term.
let chineseTextOutsideTheGlossary = chineseLines.filter { $0.path != chineseGlossaryPath }
  .map(\.text).joined(separator: "\n")

/// The glossary's rows, from every table whose header has a 中文 column.
let glossaryRows = rows(ofGlossary: chineseGlossaryPath)

/// The rows of the glossary at `path`, from every table whose header has a 中文 column: the English
/// glossary has that column too.
func rows(ofGlossary path: String) -> [GlossaryRow] {
  let url = repositoryRoot.appendingPathComponent(path)
  guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
  var rows: [GlossaryRow] = []
  var column: Int?
  for (index, line) in text.components(separatedBy: "\n").enumerated() {
    guard line.hasPrefix("|") else {
      column = nil
      continue
    }
    let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
      .map { $0.trimmingCharacters(in: .whitespaces) }
    if column == nil {
      column = cells.firstIndex(of: "中文")
      continue
    }
    guard let column, column < cells.count, !cells[column].hasPrefix("---") else { continue }
    rows.append(GlossaryRow(line: index + 1, english: cells[0], chinese: cells[column]))
  }
  return rows
}

/// A way of writing that Chinese iOS developers do not use, or that the glossary gave to something
/// else, and what to write instead.
struct ForbiddenVariant: Sendable, CustomTestStringConvertible {
  let variant: String
  let instead: String

  var testDescription: String { variant }
}

/// Issue 25's list: each variant with what the glossary says to write.
let forbiddenVariants: [ForbiddenVariant] = [
  .init(variant: "委托", instead: "代理（delegate），或者在代码里写 delegate"),
  .init(variant: "view controller", instead: "ViewController"),
  .init(variant: "正在上映", instead: "电影详情（那部电影未必在上映）"),
  .init(variant: "活着", instead: "强引用、释放或生命周期，看句子要说的是哪一个"),
  .init(variant: "保持存活", instead: "强引用（“存活”留给变异测试）"),
  .init(variant: "原文文章", instead: "原文 000（或参考文章）"),
  .init(variant: "说英文", instead: "支持英文和简体中文界面"),
  .init(variant: "工作者", instead: "工作器（Worker），原文 002 的叫法"),
  .init(variant: "呈现逻辑", instead: "展示逻辑（PresentationLogic）；“呈现”只用于 present"),
  .init(variant: "详情设计", instead: "详情页设计"),
  .init(variant: "远离零的方向", instead: "四舍五入保留一位小数（8.85 → 8.9）"),
  .init(variant: "工作手册", instead: "练习册（workbook）"),
]

/// Every line of every text file under `Exercises/` that holds Chinese, with its file and line: the READMEs,
/// `exercises.json`'s Chinese fields and hints, the given code and the solutions, the tests, the alternatives and
/// cheats, and the mutants (their `WHY zh-Hans:` lines and the code they change).
let exerciseChineseLines: [ChineseLine] = {
  let folder = repositoryRoot.appendingPathComponent("Exercises")
  let paths =
    (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
    .sorted()
  var lines: [ChineseLine] = []
  for path in paths {
    let url = folder.appendingPathComponent(path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
    let numbered = text.components(separatedBy: "\n").enumerated()
    for (index, line) in numbered where line.hasHanCharacter {
      lines.append(ChineseLine(path: "Exercises/" + path, number: index + 1, text: line))
    }
  }
  return lines
}()

/// A word the exercises once wrote for something the workbook names otherwise (issue 36): the reviews'
/// "helpful" is 有用, a review is counted with 条, the watchlist is 待看清单.
struct ExerciseWordRule: Sendable, CustomTestStringConvertible {
  let word: String
  let instead: String
  /// What may follow `word` without a hit: 篇 still counts articles (一篇文章).
  var allowedAfter: [String] = []

  /// Where `line` writes the word, but not where one of `allowedAfter` follows it: how many times.
  func hits(in line: String) -> Int {
    line.components(separatedBy: word).dropFirst().filter { rest in
      !allowedAfter.contains { rest.hasPrefix($0) }
    }.count
  }

  var testDescription: String { word }
}

let exerciseWordRules: [ExerciseWordRule] = [
  .init(word: "有帮助", instead: "有用（觉得有用、标为有用）"),
  .init(word: "片单", instead: "待看清单"),
  // Every text of the exercises is about reviews: a 篇 there counts them (一篇影评, 哪篇, 下一篇), unless it counts
  // articles.
  .init(
    word: "篇", instead: "条（一条影评、哪条影评、这条影评、下一条影评）",
    allowedAfter: ["文章", "参考文章", "原文"]),
]

/// A way of writing that the lessons, the tutorial and the troubleshooting page keep for one meaning only,
/// or do not use (issue 37): a line that writes `word` must also hold one of `allowedWith`, the context
/// that gives it its one meaning.
struct LessonWordRule: Sendable, CustomTestStringConvertible {
  let word: String
  let instead: String
  /// What the line must hold for `word` to mean what the workbook keeps it for; none: never.
  var allowedWith: [String] = []
  /// Whether the rule reads the line's `code spans` too: a quote of what a program prints, or code such as
  /// `"⭐️ %.1f"`, is code, and keeps its own punctuation.
  var readsCode = true
  /// A regular expression that finds the word, when it is more than its text: a digit, a space, then `%`.
  var pattern: String?

  /// Whether `line` writes the word where the rule forbids it.
  func isBroken(by line: String) -> Bool {
    let text = readsCode ? line : Self.prose(of: line)
    let found =
      if let pattern { text.range(of: pattern, options: .regularExpression) != nil } else {
        text.holdsBytes(of: word)
      }
    return found && !allowedWith.contains { line.holdsBytes(of: $0) }
  }

  /// The line without its `code spans`.
  static func prose(of line: String) -> String {
    line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
  }

  var testDescription: String { word }
}

let lessonWordRules: [LessonWordRule] = [
  // The glossary and the exercises keep 存活 for a mutant that no test kills; an object that a strong
  // reference keeps is 不被释放, or has its 生命周期 extended.
  .init(
    word: "存活", instead: "不被释放、延长……的生命周期（“存活”只说变异体）",
    allowedWith: ["变异", "mutant"]),
  // Seeds 001 and 002: the Presenter's job is 展示逻辑; 显示逻辑 is only Clean Swift's `DisplayLogic`.
  .init(
    word: "显示逻辑", instead: "展示逻辑（Presenter 的职责）；显示逻辑只指 Clean Swift 的 `DisplayLogic`",
    allowedWith: ["DisplayLogic"]),
  // GB/T 15835 writes a percentage without a space, in ASCII: 10%.
  .init(word: " %", instead: "10%（数字和 % 之间不加空格）", readsCode: false, pattern: "[0-9][ \u{00A0}]+%"),
  .init(word: "％", instead: "半角的 %：10%"),
  // The pages' prose writes the one ellipsis the rest of the workbook writes, `…`; a quote of a program's
  // output keeps its own.
  .init(word: "……", instead: "…（本练习册统一用一个省略号）", readsCode: false),
]

/// The Chinese lines of the lessons, the glossary, the tutorial and the troubleshooting page (`Stages/`,
/// `docs/`), which issue 37's rules hold for.
let lessonChineseLines = chineseLines.filter {
  $0.path.hasPrefix("Stages/") || $0.path.hasPrefix("docs/")
}

@Suite("The glossary is the one source of the Chinese terms", .tags(.slow), .whenSlowTestsAreWanted)
struct ChineseTermTests {
  @Test("The glossary's table has rows, each with a Chinese term")
  func glossaryIsRead() {
    #expect(glossaryRows.count > 50, "\(chineseGlossaryPath) has no table with a 中文 column")
    for row in glossaryRows where row.terms.isEmpty {
      Issue.record("\(chineseGlossaryPath):\(row.line): '\(row.english)' has no Chinese term")
    }
  }

  @Test("The English glossary's 中文 column says what the Chinese glossary says, row for row")
  func glossariesAgree() {
    let english = rows(ofGlossary: "Stages/Glossary.md")
    #expect(english.count == glossaryRows.count)
    for row in english {
      guard let chinese = glossaryRows.first(where: { $0.english == row.english }) else {
        Issue.record(
          "Stages/Glossary.md:\(row.line): '\(row.english)' has no row in \(chineseGlossaryPath)")
        continue
      }
      if row.chinese != chinese.chinese {
        Issue.record(
          """
          Stages/Glossary.md:\(row.line): '\(row.english)' is '\(row.chinese)', but \
          \(chineseGlossaryPath):\(chinese.line) says '\(chinese.chinese)': write the same term in both.
          """)
      }
    }
  }

  @Test(
    "A term of the glossary that the English pages use is written, as the 中文 column has it, in Chinese",
    arguments: glossaryRows)
  func termIsUsed(row: GlossaryRow) {
    // A concept that only the glossary names (no English page speaks of it) has nothing to match.
    guard row.isOnTheEnglishPages else { return }
    for term in row.terms
    where !chineseTextOutsideTheGlossary.holdsBytes(of: term) {
      let english = englishLines.first { line in
        row.englishTerms.contains { EnglishText.line(line.text, holds: $0) }
      }
      Issue.record(
        """
        \(chineseGlossaryPath):\(row.line): '\(term)' is on no Chinese page, but the English pages \
        say '\(row.english)' (\(english?.location ?? "?")): write '\(term)' where the Chinese page says it, \
        or make the glossary say what the pages write.
        """)
    }
  }

  @Test(
    "Most of the glossary's terms are on the English pages, so that the check above checks them")
  func termsAreMostlyUsed() {
    let used = glossaryRows.filter(\.isOnTheEnglishPages)
    #expect(used.count * 3 > glossaryRows.count * 2, "only \(used.count) of \(glossaryRows.count)")
  }

  @Test(
    "No Chinese page writes a variant that the glossary replaced", arguments: forbiddenVariants)
  func variantIsNotWritten(forbidden: ForbiddenVariant) {
    #expect(!chineseLines.isEmpty)
    for line in chineseLines where line.text.holdsBytes(of: forbidden.variant) {
      Issue.record(
        "\(line.location): '\(forbidden.variant)' is not the workbook's term: write \(forbidden.instead)."
      )
    }
  }

  @Test(
    "No Chinese text of the exercises writes 有帮助, 片单, or 篇 counting reviews",
    arguments: exerciseWordRules)
  func exercisesUseTheWorkbooksWords(rule: ExerciseWordRule) {
    // The READMEs, exercises.json, the given code, the tests and the mutants are all read.
    let paths = Set(exerciseChineseLines.map(\.path))
    #expect(paths.contains("Exercises/exercises.json"))
    #expect(paths.contains("Exercises/09-module-output-delegate/Sources/ReviewDetailView.swift"))
    #expect(paths.contains { $0.hasSuffix("README.zh-Hans.md") })
    #expect(paths.contains { $0.hasSuffix(".patch") })
    #expect(paths.contains { $0.contains("/Tests/") })
    for line in exerciseChineseLines where rule.hits(in: line.text) > 0 {
      Issue.record(
        "\(line.location): '\(rule.word)' is not the workbook's word here: write \(rule.instead).")
    }
  }

  @Test(
    "The lessons and the tutorial keep 存活 for mutants, 显示逻辑 for DisplayLogic, and write 10% and …",
    arguments: lessonWordRules)
  func lessonsKeepTheirWords(rule: LessonWordRule) {
    let paths = Set(lessonChineseLines.map(\.path))
    #expect(paths.contains("Stages/Tutorial.zh-Hans.docc/Stage1MVVM.tutorial"))
    #expect(paths.contains("Stages/Stage3CleanSwift.zh-Hans.md"))
    #expect(paths.contains("docs/troubleshooting.zh-Hans.md"))
    for line in lessonChineseLines where rule.isBroken(by: line.text) {
      Issue.record(
        "\(line.location): '\(rule.word)' is not the workbook's word here: write \(rule.instead).")
    }
  }

  @Test(
    "Every diagram on a Chinese page names its roles and boxes in Chinese and writes no English words"
  )
  func diagramsAreChinese() throws {
    let pages = lessonPaths.filter { $0.hasSuffix(".zh-Hans.md") }
    #expect(pages.contains("Stages/README.zh-Hans.md"))
    var diagrams = 0
    for path in pages {
      let text = try String(
        contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
      let document = LessonDocument(path: path, text: text)
      for block in document.blocks where block.language == "mermaid" {
        diagrams += 1
        for (offset, line) in document.text(of: block).enumerated() {
          for problem in englishInDiagram(line) {
            Issue.record("\(path):\(block.content.lowerBound + offset + 1): \(problem)")
          }
        }
      }
    }
    #expect(diagrams > 10, "the Chinese pages' diagrams are not read")
  }

  @Test("A line of a diagram with an English box, participant or word is found")
  func englishInDiagramsIsFound() {
    #expect(!englishInDiagram(#"  subgraph s1["Stage 1 MVVM"]"#).isEmpty)
    #expect(!englishInDiagram(#"  User(["User"]) -->|"tap、reload"| View["视图（View）"]"#).isEmpty)
    #expect(!englishInDiagram("  actor User").isEmpty)
    #expect(!englishInDiagram("  Service->>ViewModel: 25 movies").isEmpty)
    #expect(
      !englishInDiagram(#"  Router -->|"reads selectedMovie and watchlist"| Interactor"#).isEmpty)
    #expect(englishInDiagram("  actor User as 用户（User）").isEmpty)
    #expect(englishInDiagram("  Service->>ViewModel: 25 部电影").isEmpty)
    #expect(
      englishInDiagram("  View->>Presenter: showDetailView(for: The Shawshank Redemption)").isEmpty)
    #expect(
      englishInDiagram(#"  View -->|"isOnWatchlist = true"| Detail["详情页（Detail View）<br/>A"]"#)
        .isEmpty)
    #expect(
      englishInDiagram(#"    s1_User(["用户（User）"]) -->|"1: reload()"| s1_View["视图（View）"]"#).isEmpty
    )
  }

  @Test("A rule of the lessons finds its word only outside the context that it is kept for")
  func lessonRulesReadTheirContext() throws {
    let survive = try #require(lessonWordRules.first { $0.word == "存活" })
    #expect(survive.isBroken(by: "没有任何东西能让 ViewModel 存活。"))
    #expect(!survive.isBroken(by: "让所有测试都通过的变异体存活了下来。"))
    let display = try #require(lessonWordRules.first { $0.word == "显示逻辑" })
    #expect(display.isBroken(by: "一个复用显示逻辑的桌面版。"))
    #expect(!display.isBroken(by: "它的*显示逻辑*（协议 `MovieListDisplayLogic`）"))
    let percent = try #require(lessonWordRules.first { $0.word == " %" })
    #expect(percent.isBroken(by: "灰度发布给 10 % 的用户"))
    #expect(!percent.isBroken(by: "灰度发布给 10% 的用户"))
    #expect(!percent.isBroken(by: "写的是 `String(format: \"⭐️ %.1f\", movie.rating)`"))
    let ellipsis = try #require(lessonWordRules.first { $0.word == "……" })
    #expect(ellipsis.isBroken(by: "例如……"))
    #expect(!ellipsis.isBroken(by: "程序打印 `正在保存进度……`。"))
  }

  @Test("A 篇 that counts articles is no hit; one that counts reviews is")
  func articlesMayBeCounted() throws {
    let rule = try #require(exerciseWordRules.first { $0.word == "篇" })
    #expect(rule.hits(in: "五篇参考文章和一篇文章") == 0)
    #expect(rule.hits(in: "点击一篇影评，再看下一篇") == 2)
  }

  @Test("The forbidden variants are found where they are written")
  func variantsAreFound() {
    // The check above reads the same lines as this one: a page it does not read would pass unseen.
    let paths = Set(chineseLines.map(\.path))
    for path in [
      "README.zh-Hans.md", chineseGlossaryPath, "Stages/Stage1MVVM.zh-Hans.md",
      "docs/troubleshooting.zh-Hans.md", "Exercises/10-module-output-closure/README.zh-Hans.md",
      "Exercises/exercises.json", "Sources/TopMoviesApp/MovieLayout.swift",
      "Stages/Tutorial.zh-Hans.docc/Stage3VIPER.tutorial",
    ] {
      #expect(paths.contains(path), "the Chinese lines leave out \(path)")
    }
    #expect(paths.contains { $0.hasSuffix(".patch") }, "the Chinese lines leave out the mutants")
    #expect(
      paths.contains { $0.hasSuffix("WHY.zh-Hans") }, "the Chinese lines leave out WHY.zh-Hans")
  }
}

/// The words a diagram may write in English on a Chinese page: the actions the user types, and Swift's
/// literals.
private let diagramWords: Set = [
  "tap", "reload", "watch", "back", "help", "quit", "true", "false", "nil",
]

/// What `line` of a Mermaid diagram on a Chinese page writes in English: a box or a subgraph whose label
/// has no Chinese (`["Stage 1 MVVM"]`, `(["User"])`), a participant without a Chinese name (`actor User`,
/// where `actor User as 用户（User）` is wanted), and a word of English prose in a label or a message
/// (`25 movies`, `reads … and …`). Code is no English prose: a call and what its parentheses hold, a name in
/// camel case, a role's name in full-width parentheses after its Chinese term, an action the user types.
func englishInDiagram(_ line: String) -> [String] {
  var problems: [String] = []
  let trimmed = line.trimmingCharacters(in: .whitespaces)
  for opening in ["[\"", "{\""] {
    for rest in line.components(separatedBy: opening).dropFirst() {
      let label = String(rest.prefix { $0 != "\"" })
      if !label.hasHanCharacter {
        problems.append(
          "the box '\(label)' has no Chinese: name it in Chinese, as 视图（View） or 第 1 阶段 MVVM do")
      }
    }
  }
  var texts = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
    .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
  if trimmed.hasPrefix("participant ") || trimmed.hasPrefix("actor ") {
    let alias = trimmed.components(separatedBy: " as ").dropFirst().first ?? ""
    if !alias.hasHanCharacter {
      problems.append(
        "'\(trimmed)' has no Chinese name: give it one, as 'participant View as 视图（View）' does")
    }
  } else if trimmed.contains("->>"), let colon = trimmed.range(of: ": ") {
    texts.append(String(trimmed[colon.upperBound...]))
  }
  for label in texts {
    // A line break and Mermaid's entity codes (`#59;`) are markup.
    let text = label.replacingOccurrences(of: "<br/>", with: " ")
      .replacingOccurrences(of: "#[a-z0-9]+;", with: " ", options: .regularExpression)
    // What parentheses hold is code or a role's trace name: `(for: The Shawshank Redemption)`, `（View）`.
    var outside = ""
    var depth = 0
    for character in text {
      if character == "(" || character == "（" {
        if character == "(" { outside.append("(") }
        depth += 1
      } else if character == ")" || character == "）" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        outside.append(character)
      }
    }
    var word = ""
    for character in outside + " " {
      if character.isASCII, character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      let isProse =
        word.count >= 2 && word.allSatisfy { $0.isLowercase } && character != "("
        && !diagramWords.contains(word)
      if isProse {
        problems.append("'\(word)' in '\(text)' is English: write it in Chinese")
      }
      word = ""
    }
  }
  return problems
}
