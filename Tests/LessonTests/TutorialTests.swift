import Foundation
import Localization
import Synchronization
import TestSupport
import Testing

@testable import WorkbookStageTools

/// Both tutorial catalogs, English and Chinese: what `workbook tutorial` makes from the sources.
private let catalogs = [Language.english, .simplifiedChinese].map {
  TutorialCatalog(root: repositoryRoot, language: $0)
}

/// The text of a chapter (or the table of contents) of `catalog`.
private func text(of file: String, in catalog: TutorialCatalog) throws -> String {
  try String(
    contentsOf: catalog.root.appendingPathComponent(catalog.folder + "/" + file), encoding: .utf8)
}

/// The directives of a `.tutorial` file in order, with what must not change in a translation: a code step's
/// files, an image's file, a choice's correctness. `@Step` alone, and so on.
private func skeleton(of text: String) -> [String] {
  text.split(separator: "\n").compactMap { line in
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("@") else { return nil }
    let name = String(trimmed.prefix { $0 != "(" && $0 != " " && $0 != "{" })
    switch name {
    case "@Code", "@Choice", "@TutorialReference":
      return String(trimmed.prefix { $0 != ")" }).replacingOccurrences(
        of: #"name: "[^"]*", "#, with: "", options: .regularExpression)
    case "@Image":
      return name + " "
        + (trimmed.range(of: #"source: "[^"]*""#, options: .regularExpression)
          .map { String(trimmed[$0]) } ?? "")
    default:
      return name
    }
  }
}

/// A new folder of its own under the tests' scratch folder, and a way to write files into it.
private struct Scratch {
  let url = scratchDirectory.appendingPathComponent(
    "tutorial-tests-\(UUID().uuidString)")

  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// The code spans of the prose: the text between single backticks, outside the directives' arguments.
private func codeSpans(in text: String) -> [String] {
  text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("@") }
    .flatMap { line in
      line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

@Suite("The tutorial, made from the sources", .tags(.slow), .whenSlowTestsAreWanted)
struct TutorialTests {
  @Test(
    "Every file, region and diagram a chapter names exists, so the build can make it",
    arguments: catalogs)
  func namesResolve(catalog: TutorialCatalog) {
    #expect(catalog.problems() == [])
  }

  @Test("Each catalog has the table of contents and one chapter per stage, listed in order")
  func oneChapterPerStage() throws {
    for catalog in catalogs {
      let files = try FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent(catalog.folder).path)
      #expect(
        Set(files) == Set([TutorialCatalog.tableOfContents.file] + TutorialCatalog.chapters),
        "\(catalog.folder)")
      let listed = skeleton(of: try text(of: TutorialCatalog.tableOfContents.file, in: catalog))
        .filter { $0.hasPrefix("@TutorialReference") }
      #expect(
        listed
          == TutorialCatalog.chapters.map {
            "@TutorialReference(tutorial: \"doc:\($0.dropLast(".tutorial".count))\""
          }, "\(catalog.folder)")
    }
  }

  @Test(
    "The Chinese catalog has the English one's steps, code, diagrams and answers, in the same order",
    arguments: [TutorialCatalog.tableOfContents.file] + TutorialCatalog.chapters)
  func translationKeepsTheSteps(file: String) throws {
    #expect(
      skeleton(of: try text(of: file, in: catalogs[1]))
        == skeleton(of: try text(of: file, in: catalogs[0])))
  }

  @Test(
    "Each chapter ends with a quiz of 3 to 5 questions, each with exactly one right answer",
    arguments: TutorialCatalog.chapters)
  func quiz(file: String) throws {
    let directives = skeleton(of: try text(of: file, in: catalogs[0]))
    let questions = directives.split(separator: "@MultipleChoice").dropFirst()
    #expect((3...5).contains(questions.count))
    for question in questions {
      #expect(question.filter { $0.contains("isCorrect: true") }.count == 1)
      #expect(question.filter { $0.hasPrefix("@Choice") }.count >= 3)
    }
  }

  /// Names of the source articles that a chapter contrasts with the workbook's code, which does not have them.
  static let articleNames: Set<String> = ["createModule"]

  @Test("Every type and method that a chapter's prose names in backticks is in the sources")
  func proseNamesTheCode() throws {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: repositoryRoot.appendingPathComponent("Sources").path)
    let declarations = Declarations(
      sources.map { repositoryRoot.appendingPathComponent("Sources/" + $0) })
    var unknown: [String] = []
    for catalog in catalogs {
      for file in [TutorialCatalog.tableOfContents.file] + TutorialCatalog.chapters {
        for token in codeSpans(in: try text(of: file, in: catalog)).flatMap(identifiers(in:)) {
          let known =
            token.isCall
            ? declarations.members.contains(token.name) || token.name == "init"
            : !token.isTypeLike || declarations.types.contains(token.name)
              || LessonChecker.standardRoles.contains(token.name)
              || LessonChecker.swiftNames.contains(token.name)
          if !known, !Self.articleNames.contains(token.name) {
            unknown.append("\(catalog.folder)/\(file): \(token.name)\(token.isCall ? "(…)" : "")")
          }
        }
      }
    }
    #expect(unknown == [])
  }

  @Test(
    "A resource's name says where it comes from; any other name is none",
    arguments: [
      (
        "Stage1MVVM.MovieListViewModel.swift",
        .code(path: "Sources/Stage1MVVM/MovieListViewModel.swift", without: nil)
      ),
      (
        "Stage3VIPER.MovieListModule-without-output.swift",
        .code(path: "Sources/Stage3VIPER/MovieListModule.swift", without: "output")
      ),
      ("Stage3VIPER.sequence-2.svg", .sequence(lesson: "Stage3VIPER", number: 2)),
      ("MovieListViewModel.swift", nil), ("Stage1MVVM.sequence-0.svg", nil),
      ("Stage1MVVM.File-without-.swift", nil), ("Stage1MVVM.picture.png", nil),
      (".MovieListViewModel.swift", nil),
    ] as [(String, TutorialCatalog.Resource?)])
  func resourceNames(name: String, resource: TutorialCatalog.Resource?) {
    #expect(TutorialCatalog.Resource(name: name) == resource)
  }

  @Test("A step's code is the source without the lessons' markers, or without a region too")
  func stepCode() throws {
    let catalog = catalogs[0]
    let source = try String(
      contentsOf: repositoryRoot.appendingPathComponent("Sources/Stage1MVVM/MovieListView.swift"),
      encoding: .utf8)
    let code = try catalog.code(at: "Sources/Stage1MVVM/MovieListView.swift", without: nil)
    #expect(source.contains("// lesson:begin navigation"))
    #expect(!code.contains("// lesson:"))
    let withoutMarkers: [String] = lines(of: source).filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("// lesson:")
    }
    #expect(lines(of: code) == withoutMarkers)
    let without = try catalog.code(
      at: "Sources/Stage1MVVM/MovieListView.swift", without: "navigation")
    #expect(code.contains("await showDetailView(for: viewModel.movies[index])"))
    #expect(!without.contains("await showDetailView(for: viewModel.movies[index])"))
    #expect(lines(of: without).count < lines(of: code).count)
  }

  @Test(
    "A name that no longer matches the code is one line naming the chapter and what is missing, which stops the build"
  )
  func brokenNames() async throws {
    let root = Scratch()
    defer { root.remove() }
    try root.write("Sources/Stage1MVVM/View.swift", "struct View {}\n")
    try root.write("Stages/Stage1MVVM.md", "<!-- sequence: Stage1MVVM --script \"quit\" -->\n")
    try root.write(
      "Stages/Tutorial.docc/TopMovies.tutorial", "@Image(source: \"Stage1MVVM.sequence-2.svg\")\n")
    for chapter in TutorialCatalog.chapters.dropFirst() {
      try root.write("Stages/Tutorial.docc/" + chapter, "")
    }
    try root.write(
      "Stages/Tutorial.docc/Stage1MVVM.tutorial",
      """
      @Code(name: "View.swift", file: "Stage1MVVM.View.swift")
      @Code(name: "View.swift", file: "Stage1MVVM.View-without-taps.swift")
      @Code(name: "Gone.swift", file: "Stage1MVVM.Gone.swift", previousFile: "Stage1MVVM.View.swift")
      @Image(source: "diagram.svg")
      """)
    let catalog = TutorialCatalog(root: root.url, language: .english)
    #expect(
      catalog.problems() == [
        "Stages/Tutorial.docc/TopMovies.tutorial: Stage1MVVM.sequence-2.svg: Stages/Stage1MVVM.md has 1 "
          + "sequence diagrams, not 2",
        "Stages/Tutorial.docc/Stage1MVVM.tutorial: Stage1MVVM.View-without-taps.swift: "
          + "Sources/Stage1MVVM/View.swift has no region 'taps' (// lesson:begin taps … // lesson:end taps)",
        "Stages/Tutorial.docc/Stage1MVVM.tutorial: Stage1MVVM.Gone.swift: Sources/Stage1MVVM/Gone.swift "
          + "does not exist, or cannot be read",
        "Stages/Tutorial.docc/Stage1MVVM.tutorial: diagram.svg: a name is Folder.File.swift, "
          + "Folder.File-without-REGION.swift or Lesson.sequence-N.svg",
      ])
    let firstProblem = try #require(catalog.problems().first)
    await #expect(throws: StageToolError(firstProblem)) {
      try await catalog.assemble(into: root.url.appendingPathComponent("copy")) { _ in "" }
    }
  }

  @Test("Assembling copies the catalog and writes each step's code and each diagram into Resources")
  func assemble() async throws {
    let destination = Scratch()
    defer { destination.remove() }
    let copy = destination.url.appendingPathComponent("TopMovies.docc")
    let catalog = catalogs[0]
    let traced = Mutex<[[String]]>([])
    try await catalog.assemble(into: copy) { words in
      traced.withLock { $0.append(words) }
      return """
        topmovies> tap 1
        [trace] User → View: didTapOnMovie(at: 0)
        [trace] View → Presenter: didTapOnMovie(at: 0)
        """
    }
    let references = try catalog.references()
    let resources = try FileManager.default.contentsOfDirectory(
      atPath: copy.appendingPathComponent("Resources").path)
    #expect(Set(resources) == Set(references.map(\.name)))
    let chapter = try String(
      contentsOf: copy.appendingPathComponent("Stage1MVVM.tutorial"), encoding: .utf8)
    #expect(chapter == (try text(of: "Stage1MVVM.tutorial", in: catalog)))
    let code = try String(
      contentsOf: copy.appendingPathComponent("Resources/Stage1MVVM.MovieListView.swift"),
      encoding: .utf8)
    #expect(code == (try catalog.code(at: "Sources/Stage1MVVM/MovieListView.swift", without: nil)))
    let image = try String(
      contentsOf: copy.appendingPathComponent("Resources/Stage1MVVM.sequence-1.svg"),
      encoding: .utf8)
    #expect(image.hasPrefix("<svg") && image.contains("didTapOnMovie(at: 0)"))
    #expect(traced.withLock { $0 }.contains(["Stage1MVVM", "--script", "tap 1; quit"]))
  }
}
