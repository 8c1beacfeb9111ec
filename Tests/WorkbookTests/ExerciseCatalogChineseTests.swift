import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises

/// The repository's root.
private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The repository's own `Exercises/exercises.json`, read as the workbook reads it.
private func realCatalog() throws -> ExerciseCatalog {
  try ExerciseCatalog(root: root)
}

/// The words of a code hint written in code, not in a language: each one with a dot, a bracket, an
/// operator or a capital letter after its first (`movie.rating`, `fetchMovies()`, `MovieListRouterV2`,
/// `&*=`), without the comma or full stop of the sentence around it. A plain word in brackets, such as
/// `(strong)`, is an aside, and is translated.
private func codeWords(of hint: String) -> [String] {
  let marks = Set(".()[]{}=&?\\_<>-+*%!|^#@")
  return hint.split(separator: " ").compactMap { word in
    var word = Substring(word)
    while let last = word.last, ",.;:".contains(last) { word = word.dropLast() }
    let isAside =
      word.first == "(" && word.last == ")"
      && word.dropFirst().dropLast().allSatisfy { $0.isLowercase || $0 == " " }
    let isCode =
      word.contains(where: marks.contains) || word.dropFirst().contains(where: \.isUppercase)
    return !word.isEmpty && isCode && !isAside ? String(word) : nil
  }
}

@MainActor @Suite("The exercises in Simplified Chinese") struct ExerciseCatalogChineseTests {
  @Test(
    "list in Chinese cuts a title wider than 48 columns with … and keeps the stage column aligned")
  func listCutsWideTitles() async throws {
    // Given a Chinese title of 60 columns beside a short one
    let fixture = try WorkbookFixture()
    let short = try fixture.addExercise("01", "short")
    let wide = try fixture.addExercise("02", "wide")
    let title = String(repeating: "很长的标题", count: 6)
    try fixture.writeMetadata([
      short,
      Exercise(
        id: wide.id, folder: wide.folder, stage: 2, lesson: wide.lesson, files: wide.files,
        english: wide.english,
        chinese: .init(title: title, concept: wide.chinese.concept, hints: wide.chinese.hints)),
    ])
    // When the learner lists them in Chinese
    let lines = try await runSpeaking(["list", "--lang", "zh-Hans"], in: fixture).output.text
      .split(separator: "\n")
    // Then the wide title is cut to 46 columns and …, and both stages start in the same column
    #expect(lines.count == 3)
    #expect(lines[2] == "  02  未开始    \(String(repeating: "很长的标题", count: 4))很长的…   第 2 阶段")
    #expect(lines[1].hasSuffix("第 1 阶段"))
    #expect(lines[1].displayWidth == lines[2].displayWidth)
  }

  @Test("Every exercise has its title, concept and hints in Chinese, as many hints as in English")
  func everyExerciseIsTranslated() throws {
    let catalog = try realCatalog()
    #expect(catalog.exercises.count == 13)
    for exercise in catalog.exercises {
      let chinese = exercise.chinese
      #expect(chinese.title != exercise.english.title, "exercise \(exercise.id)")
      #expect(chinese.title.contains { $0.displayWidth == 2 }, "exercise \(exercise.id)")
      #expect(chinese.concept.contains { $0.displayWidth == 2 }, "exercise \(exercise.id)")
      #expect(chinese.hints.count == exercise.english.hints.count, "exercise \(exercise.id)")
      #expect(chinese.hints.allSatisfy { $0.contains { $0.displayWidth == 2 } })
    }
  }

  @Test(
    "Every test and suite of every exercise has a Chinese name in its table, and every name is one of them"
  )
  func everyTestIsNamedInChinese() throws {
    let catalog = try realCatalog()
    for exercise in catalog.exercises where !exercise.writesTests {
      let names = try exercise.chineseTestNames(root: root)
      let functions = try FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(exercise.testsPath).path
      ).filter { $0.hasSuffix(".swift") }.sorted().flatMap { file in
        Exercise.testNameKeys(
          in: try String(
            contentsOf: root.appendingPathComponent(exercise.testsPath + "/" + file),
            encoding: .utf8))
      }
      #expect(Set(names.keys) == Set(functions), "\(exercise.chineseTestNamesPath)")
      let english = names.filter { _, name in !name.contains { $0.displayWidth == 2 } }
      #expect(english.isEmpty, "\(exercise.chineseTestNamesPath)")
    }
  }

  @Test(
    "The tests' names come from the exercise's table in Chinese only, and a broken table leaves the English names"
  )
  func testNamesByLanguage() throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    let chinese = Language.$current.withValue(.simplifiedChinese) {
      exercise.testNames(root: fixture.root)
    }
    #expect(chinese["neverEmpty"] == "测试 neverEmpty")
    #expect(Language.$current.withValue(.english) { exercise.testNames(root: fixture.root) } == [:])
    try fixture.write("{\"neverEmpty\": 1}", to: exercise.chineseTestNamesPath)
    #expect(
      Language.$current.withValue(.simplifiedChinese) { exercise.testNames(root: fixture.root) }
        == [:])
  }

  @Test("Each exercise's Chinese title is the title of its Chinese README")
  func titlesMatchTheReadmes() throws {
    let catalog = try realCatalog()
    for exercise in catalog.exercises {
      let readme = try String(
        contentsOf: root.appendingPathComponent(exercise.readmePath(in: .simplifiedChinese)),
        encoding: .utf8)
      let heading = Language.$current.withValue(.simplifiedChinese) { exercise.heading }
      #expect(readme.contains("\n# \(heading)\n"), "exercise \(exercise.id)")
    }
  }

  @Test("The last Chinese hint is the English one's code, word for word, around translated words")
  func codeHintsKeepTheCode() throws {
    for exercise in try realCatalog().exercises {
      let english = try #require(exercise.english.hints.last)
      let chinese = try #require(exercise.chinese.hints.last)
      let prefix = "Code (last resort): "
      #expect(english.hasPrefix(prefix), "exercise \(exercise.id)")
      #expect(chinese.hasPrefix("代码（万不得已再看）："), "exercise \(exercise.id)")
      let words = codeWords(of: String(english.dropFirst(prefix.count)))
      #expect(words.count > 5, "exercise \(exercise.id)")
      #expect(words.filter { !chinese.contains($0) } == [], "exercise \(exercise.id)")
    }
  }

  @Test("A Chinese hint names the same files as the English one, and the Chinese page of a lesson")
  func hintsNameTheSameFiles() throws {
    for exercise in try realCatalog().exercises {
      for (english, chinese) in zip(exercise.english.hints, exercise.chinese.hints) {
        let paths = english.split(separator: " ").map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: "(),.;:'"))
        }.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
        for path in paths {
          let chinesePath =
            path.hasPrefix("Stages/")
            ? path.replacingOccurrences(of: ".md", with: ".zh-Hans.md") : path
          #expect(chinese.contains(chinesePath), "exercise \(exercise.id): \(path)")
          if chinesePath != path {
            #expect(!chinese.contains(path), "exercise \(exercise.id): \(path)")
          }
        }
      }
    }
  }

  @Test(
    "In English, title, concept, hints and heading read the English, and in Chinese the Chinese")
  func textFollowsTheLanguage() throws {
    let exercise = try #require(try realCatalog().exercise(named: "01"))
    #expect(exercise.heading == "01 · Formatting a review for the screen")
    #expect(exercise.hints == exercise.english.hints)
    Language.$current.withValue(.simplifiedChinese) {
      #expect(exercise.heading == "01 · 把一条影评格式化成屏幕上的文字")
      #expect(exercise.concept == exercise.chinese.concept)
      #expect(exercise.hints == exercise.chinese.hints)
    }
  }
}

@MainActor @Suite("Missing or incomplete Chinese in the metadata")
struct ExerciseCatalogChineseErrorTests {
  /// The fixture's metadata for one exercise, as JSON that a test can take a field out of.
  private func metadata(_ change: (inout [String: Any]) -> Void) throws -> WorkbookFixture {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    var fields = exercise.metadata
    change(&fields)
    try fixture.write(
      String(decoding: try JSONSerialization.data(withJSONObject: [fields]), as: UTF8.self),
      to: ExerciseCatalog.metadataPath)
    return fixture
  }

  /// The one line that `workbook list` writes about the fixture's metadata, and its exit code.
  private func error(_ fixture: WorkbookFixture) async -> (status: Int32, text: String) {
    let run = await Run(["list"], in: fixture)
    return (run.status, run.errors.text)
  }

  @Test(
    "A missing Chinese field is one error that names the exercise and the field",
    arguments: ["title_zh-Hans", "concept_zh-Hans", "hints_zh-Hans"])
  func missing(field: String) async throws {
    let fixture = try metadata { $0[field] = nil }
    let (status, text) = await error(fixture)
    #expect(status == 1)
    #expect(text == "Error: Exercises/exercises.json: exercise 1 has no \"\(field)\".\n")
  }

  @Test(
    "An empty Chinese title or concept is one error that names the exercise and the field",
    arguments: [("title_zh-Hans", "title"), ("concept_zh-Hans", "concept")])
  func empty(field: String, name: String) async throws {
    let fixture = try metadata { $0[field] = " " }
    let (status, text) = await error(fixture)
    #expect(status == 1)
    #expect(
      text
        == "Error: Exercises/exercises.json: exercise \"01\"'s \"\(field)\" is empty: it is the \(name) in "
        + "Simplified Chinese.\n")
  }

  @Test("An empty Chinese hint is one error that names the exercise and the hint")
  func emptyHint() async throws {
    let fixture = try metadata { $0["hints_zh-Hans"] = ["用片名。", ""] }
    let (status, text) = await error(fixture)
    #expect(status == 1)
    #expect(
      text
        == "Error: Exercises/exercises.json: exercise \"01\"'s \"hints_zh-Hans\"[1] is empty: it is hint 2 "
        + "in Simplified Chinese.\n")
  }

  @Test("Fewer or more Chinese hints than English ones is one error that gives both counts")
  func hintCount() async throws {
    for hints in [["用片名。"], ["用片名。", "在前面加上 'Movie: '。", "多出来的一条。"]] {
      let fixture = try metadata { $0["hints_zh-Hans"] = hints }
      let (status, text) = await error(fixture)
      #expect(status == 1)
      #expect(
        text
          == "Error: Exercises/exercises.json: exercise \"01\" has 2 \"hints\" but \(hints.count) "
          + "\"hints_zh-Hans\": each hint needs its Simplified Chinese, in the same order.\n")
    }
  }

  @Test(
    "Chinese hints that are not a list say which field of which exercise, as the English ones do")
  func hintsNotAList() async throws {
    let fixture = try metadata { $0["hints_zh-Hans"] = "用片名。" }
    let (status, text) = await error(fixture)
    #expect(status == 1)
    #expect(
      text
        == "Error: Exercises/exercises.json: exercise 1's \"hints_zh-Hans\" should be a list of strings.\n"
    )
  }

  @Test(
    "The English fields are read first: a mistake in them is reported as before, Chinese or not")
  func englishFirst() async throws {
    let fixture = try metadata {
      $0["hints"] = "Use the title."
      $0["title_zh-Hans"] = nil
    }
    let (status, text) = await error(fixture)
    #expect(status == 1)
    #expect(
      text
        == "Error: Exercises/exercises.json: exercise 1's \"hints\" should be a list of strings.\n")
  }

  @Test("The metadata round-trips: each Chinese field is written beside its English one")
  func roundTrip() throws {
    let fixture = try WorkbookFixture()
    let exercises = [
      try fixture.addExercise("01", "first"), try fixture.addTestWritingExercise("02", "tests"),
    ]
    try fixture.writeMetadata(exercises)
    #expect(try ExerciseCatalog(root: fixture.root).exercises == exercises)
    let text = try #require(fixture.read(ExerciseCatalog.metadataPath))
    #expect(text.contains(#""title_zh-Hans" : "描述一部电影（first）""#))
  }
}
