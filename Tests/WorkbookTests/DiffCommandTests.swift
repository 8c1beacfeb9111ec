import Foundation
import Localization
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

/// What `git diff --no-index -M Sources/Stage2Presenter Sources/Stage3VIPER` prints, cut down: a rename
/// with a changed line, a new file, a changed file whose only change is a trace call, and a removed file.
private let gitOutput = """
  diff --git a/Sources/Stage2Presenter/MovieListViewModel.swift b/Sources/Stage3VIPER/MovieListInteractor.swift
  similarity index 53%
  rename from Sources/Stage2Presenter/MovieListViewModel.swift
  rename to Sources/Stage3VIPER/MovieListInteractor.swift
  index 1111111..2222222 100644
  --- a/Sources/Stage2Presenter/MovieListViewModel.swift
  +++ b/Sources/Stage3VIPER/MovieListInteractor.swift
  @@ -1,4 +1,4 @@
   import Entities
  -protocol MovieListViewModel {}
  +protocol MovieListInteractor {}
  -    trace(.viewModel, .service, "fetchMovies()")
  +    trace(.interactor, .service, "fetchMovies()")
  diff --git a/Sources/Stage3VIPER/ABTest.swift b/Sources/Stage3VIPER/ABTest.swift
  new file mode 100644
  index 0000000..3333333
  --- /dev/null
  +++ b/Sources/Stage3VIPER/ABTest.swift
  @@ -0,0 +1,2 @@
  +// lesson:begin variant
  +enum Variant {}
  diff --git a/Sources/Stage2Presenter/MovieListView.swift b/Sources/Stage3VIPER/MovieListView.swift
  index 4444444..5555555 100644
  --- a/Sources/Stage2Presenter/MovieListView.swift
  +++ b/Sources/Stage3VIPER/MovieListView.swift
  @@ -10,3 +10,3 @@ final class MovieListViewController
     func didTapOnReload() async {
  -    trace(.view, .presenter, "movie(at: \\(index))")
  +    trace(.view, .presenter, "didTapOnMovie(at: \\(index))")
  diff --git a/Sources/Stage2Presenter/Old.swift b/Sources/Stage2Presenter/Old.swift
  deleted file mode 100644
  index 6666666..0000000
  --- a/Sources/Stage2Presenter/Old.swift
  +++ /dev/null
  @@ -1 +0,0 @@
  -enum Old {}

  """

/// What git prints for a rename, a new file, and a file changed only in a comment and a string.
private let gitWithAComment = """
  diff --git a/Sources/Stage2Presenter/MovieListViewModel.swift b/Sources/Stage3VIPER/MovieListInteractor.swift
  similarity index 53%
  rename from Sources/Stage2Presenter/MovieListViewModel.swift
  rename to Sources/Stage3VIPER/MovieListInteractor.swift
  --- a/Sources/Stage2Presenter/MovieListViewModel.swift
  +++ b/Sources/Stage3VIPER/MovieListInteractor.swift
  @@ -1 +1 @@
  -protocol MovieListViewModel {}
  +protocol MovieListInteractor {}
  diff --git a/Sources/Stage3VIPER/ABTest.swift b/Sources/Stage3VIPER/ABTest.swift
  new file mode 100644
  --- /dev/null
  +++ b/Sources/Stage3VIPER/ABTest.swift
  @@ -0,0 +1 @@
  +enum Variant {}
  diff --git a/Sources/Stage2Presenter/App.swift b/Sources/Stage3VIPER/App.swift
  --- a/Sources/Stage2Presenter/App.swift
  +++ b/Sources/Stage3VIPER/App.swift
  @@ -1,2 +1,2 @@
  -/// 第 2 阶段
  -let name = "Stage2Presenter"
  +/// 第 3 阶段
  +let name = "Stage3VIPER"

  """

/// The stages a command line can name, as the error messages list them.
private let accepted = TestedStage.accepted()

@Suite("workbook diff: one stage's code to the next, as a learner reads it")
@MainActor struct DiffCommandTests {
  let diff = StageDiff(
    gitOutput: gitOutput, old: "Sources/Stage2Presenter", new: "Sources/Stage3VIPER")

  @Test("git's output is read file by file: a rename, a new file, a change and a removal")
  func reads() {
    #expect(
      diff.files.map(\.name) == [
        "MovieListInteractor.swift", "ABTest.swift", "MovieListView.swift", "Old.swift",
      ])
    #expect(
      diff.files.map(\.kind) == [
        .renamed(from: "MovieListViewModel.swift", similarity: 53), .added, .changed, .removed,
      ])
    #expect(
      diff.files[0].hunks == [
        [
          "@@ -1,4 +1,4 @@", " import Entities", "-protocol MovieListViewModel {}",
          "+protocol MovieListInteractor {}", "-    trace(.viewModel, .service, \"fetchMovies()\")",
          "+    trace(.interactor, .service, \"fetchMovies()\")",
        ]
      ])
  }

  @Test(
    "A line that only traces or marks a lesson's region is noise; any other line is not",
    arguments: [
      ("    trace(.view, .presenter, \"reload()\")", true), ("// lesson:begin protocol", true),
      ("  // lesson:end protocol", true), ("    await presenter.reload()", false),
      ("    trace(.view, .presenter, \"reload()\"); reload()", false), ("", false),
    ])
  func noise(line: String, isNoise: Bool) {
    #expect(StageDiff.noise(in: ["@@", " " + line]) == (isNoise ? [1] : []))
  }

  @Test("Without the noise, a change that was only a trace call is gone, and a rename stays")
  func withoutNoise() {
    let quiet = diff.withoutNoise()
    #expect(quiet.files.map(\.name) == ["MovieListInteractor.swift", "ABTest.swift", "Old.swift"])
    #expect(
      quiet.files[0].hunks == [
        [
          "@@ -1,4 +1,4 @@", " import Entities", "-protocol MovieListViewModel {}",
          "+protocol MovieListInteractor {}",
        ]
      ])
    #expect(quiet.files[1].hunks == [["@@ -0,0 +1,2 @@", "+enum Variant {}"]])
  }

  @Test(
    "The output names the rename on one line, folds the file changed only in a trace call, and says what is hidden"
  )
  func output() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["2", "3"], output: output, errors: RecordedOutput(),
      environment: Environment(variables: ["COLUMNS": "100"]),
      differ: { _, _ throws(StageToolError) in gitOutput })
    #expect(status == 0)
    #expect(
      output.text == """
        Stage 2 Presenter → Stage 3 VIPER: Sources/Stage2Presenter → Sources/Stage3VIPER

        renamed: MovieListViewModel.swift → MovieListInteractor.swift (53% the same)
        @@ -1,4 +1,4 @@
         import Entities
        -protocol MovieListViewModel {}
        +protocol MovieListInteractor {}

        new: ABTest.swift
        @@ -0,0 +1,2 @@
        +enum Variant {}

        removed: Old.swift
        @@ -1 +0,0 @@
        -enum Old {}

        changed only in trace calls: MovieListView.swift
        Trace calls and lesson markers are hidden, and a file changed only in comments, strings or trace
        calls is one line; --all shows them.

        """)
  }

  @Test("A trace call is noise however the formatter broke it, on either side of a hunk")
  func wrappedTraceCall() {
    let hunk = [
      "@@ -1,6 +1,6 @@", "   func watch() {", "     trace(", "-      .view, .viewModel,",
      "+      .view, .presenter,", "       \"updateWatchlist(movieID: 1)\")",
      "-    viewModel.update()", "+    presenter.update()",
      "     trace(.view, .view, \"x\"); done()",
    ]
    #expect(StageDiff.noise(in: hunk) == [2, 3, 4, 5])
  }

  @Test(
    "A removed View and a new ViewController of the same name are one rename, with its changed lines"
  )
  func roleRename() {
    let git = """
      diff --git a/Sources/Stage3VIPER/MovieListView.swift b/Sources/Stage3VIPER/MovieListView.swift
      deleted file mode 100644
      --- a/Sources/Stage3VIPER/MovieListView.swift
      +++ /dev/null
      @@ -1,3 +0,0 @@
      -import Entities
      -final class MovieListView {}
      -// the end
      diff --git a/Sources/Stage3CleanSwift/MovieListViewController.swift b/Sources/Stage3CleanSwift/MovieListViewController.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/Stage3CleanSwift/MovieListViewController.swift
      @@ -0,0 +1,3 @@
      +import Entities
      +final class MovieListViewController {}
      +// the end

      """
    let diff = StageDiff(
      gitOutput: git, old: "Sources/Stage3VIPER", new: "Sources/Stage3CleanSwift"
    ).withRoleRenames()
    #expect(diff.files.map(\.name) == ["MovieListViewController.swift"])
    #expect(diff.files[0].kind == .renamed(from: "MovieListView.swift", similarity: 66))
    #expect(
      diff.files[0].hunks == [
        [
          "@@ -1,3 +1,3 @@", " import Entities", "-final class MovieListView {}",
          "+final class MovieListViewController {}", " // the end",
        ]
      ])
  }

  @Test(
    "A role renames by its suffix on the same stem: View to ViewController, ViewModel to Interactor",
    arguments: [
      ("MovieListView.swift", "MovieListViewController.swift", true),
      ("MovieListDesktopView.swift", "MovieListDesktopViewController.swift", true),
      ("MovieListViewModel.swift", "MovieListInteractor.swift", true),
      ("MovieListView.swift", "MovieDetailViewController.swift", false),
      ("MovieListViewModel.swift", "MovieListViewController.swift", false),
      ("MovieListViewController.swift", "MovieListView.swift", false),
    ])
  func roleRenames(old: String, new: String, renames: Bool) {
    #expect(StageDiff.isRoleRename(from: old, to: new) == renames)
  }

  @Test("Hunks found by the files' common lines keep 3 lines of context and join when they meet")
  func hunks() {
    let old = (1...12).map { "line \($0)" }
    var new = old
    new[0] = "first"
    new[11] = "last"
    let (hunks, common) = StageDiff.hunks(from: old, to: new)
    #expect(common == 10)
    #expect(
      hunks == [
        ["@@ -1,4 +1,4 @@", "-line 1", "+first", " line 2", " line 3", " line 4"],
        ["@@ -9,4 +9,4 @@", " line 9", " line 10", " line 11", "-line 12", "+last"],
      ])
    #expect(StageDiff.hunks(from: ["a"], to: ["b", "a"]).hunks == [["@@ -1 +1,2 @@", "+b", " a"]])
  }

  @Test(
    "A file whose code did not change is folded, naming what did; a change to code is never folded",
    arguments: [
      (
        ["-/// In stage 1 that is the View.", "+/// In stage 2 that is the Presenter."], [.comments]
      ),
      (["-  let a = 1  // one", "+  let a = 1  // uno"], [.comments]),
      (["-// lesson:begin protocols"], [.comments]),
      (["-  en: \"Stage 1\", zh: \"第 1 阶段\")", "+  en: \"Stage 2\", zh: \"第 2 阶段\")"], [.strings]),
      (
        ["-  trace(.viewModel, .view, \"x\")", "+  trace(.viewModel, .presenter, \"x\")"],
        [.traceCalls]
      ),
      (
        [
          "-  // old", "-  f(a, b)", "+  // new", "+  f(", "+    a, b)", "-  g(\"a\")",
          "+  g(\"b\")",
        ],
        [.comments, .strings]
      ),
      (["-  let a = 1", "+  let a = 2"], nil),
      (["-  f(\"\\(a)\")", "+  f(\"\\(b)\")"], nil),
      (["-  f(\"a\")", "+  f(\"a\", \"b\")"], nil),
      (["-  let a = 1", "+  let a  =  1"], nil),
    ] as [([String], [StageDiff.Trivia]?)])
  func folding(lines: [String], trivia: [StageDiff.Trivia]?) {
    #expect(StageDiff.trivia(of: [["@@ -1 +1 @@"] + lines]) == trivia)
  }

  @Test(
    "The files come in the order to read them: renamed, new (a new role first), removed, changed, then the wiring, then the folded"
  )
  func lessonFirst() {
    func file(_ name: String, _ kind: StageDiff.File.Kind) -> StageDiff.File {
      StageDiff.File(name: name, kind: kind, hunks: [])
    }
    var diff = StageDiff(gitOutput: "", old: "", new: "")
    diff.files = [
      file("App.swift", .changed), file("MovieDetailModule.swift", .added),
      file("MovieDetailView.swift", .added), file("MovieListDesktopView.swift", .changed),
      file("MovieListInteractor.swift", .renamed(from: "MovieListViewModel.swift", similarity: 55)),
      file("MovieListPresenter.swift", .changed), file("MovieListRouterV2.swift", .added),
      file("MovieListViewModel2.swift", .changedOnly(in: [.comments])),
      file("OldScreen.swift", .removed),
    ]
    #expect(
      diff.lessonFirst().files.map(\.name) == [
        "MovieListInteractor.swift", "MovieListRouterV2.swift", "MovieDetailView.swift",
        "OldScreen.swift", "MovieListDesktopView.swift", "MovieListPresenter.swift", "App.swift",
        "MovieDetailModule.swift", "MovieListViewModel2.swift",
      ])
  }

  @Test("A line wider than the terminal wraps, never cut, each row in its gutter and indentation")
  func fitted() {
    let line =
      "+    /// The display logic of the list: it turns the ViewModel's movies into presentations."
    let rows = DiffCommand.fitted(line, width: 60)
    #expect(
      rows == [
        "+    /// The display logic of the list: it turns the",
        "+      ViewModel's movies into presentations.",
      ])
    #expect(DiffCommand.fitted("-short", width: 60) == ["-short"])
    let word = "-" + String(repeating: "x", count: 100)
    #expect(
      DiffCommand.fitted(word, width: 40).allSatisfy { $0.hasPrefix("-") && $0.displayWidth <= 40 })
    #expect(
      DiffCommand.fitted(word, width: 40).map { $0.drop { "- ".contains($0) } }.joined()
        == word.dropFirst())
  }

  @Test(
    "A stage is named by its number or its executable's name, in any case; 3 is Stage3VIPER",
    arguments: [
      (["Stage3VIPER", "Stage3CleanSwift"], "Stage3VIPER", "Stage3CleanSwift"),
      (["3", "Stage3CleanSwift"], "Stage3VIPER", "Stage3CleanSwift"),
      (["stage3cleanswift", "1"], "Stage3CleanSwift", "Stage1MVVM"),
      (["Stage2Presenter", "3"], "Stage2Presenter", "Stage3VIPER"),
    ])
  func names(arguments: [String], old: String, new: String) async {
    let output = RecordedOutput()
    // The differ runs off the main actor, so what it was given is kept behind a lock.
    let folders = Mutex<[String]>([])
    let status = await DiffCommand.run(
      arguments, output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { old, new throws(StageToolError) in
        folders.withLock { $0 = [old, new] }
        return ""
      })
    #expect(status == 0)
    #expect(folders.withLock { $0 } == ["Sources/" + old, "Sources/" + new])
  }

  @Test(
    "diff heads each file with its change, folds, and says what it hides, in the learner's language",
    arguments: Language.allCases)
  func headsAndFoldsInEachLanguage(language: Language) async throws {
    let expected: [Language: String] = [
      .english: """
      Stage 2 Presenter → Stage 3 VIPER: Sources/Stage2Presenter → Sources/Stage3VIPER

      renamed: MovieListViewModel.swift → MovieListInteractor.swift (53% the same)
      @@ -1 +1 @@
      -protocol MovieListViewModel {}
      +protocol MovieListInteractor {}

      new: ABTest.swift
      @@ -0,0 +1 @@
      +enum Variant {}

      changed only in comments and strings: App.swift
      Trace calls and lesson markers are hidden, and a file changed only in comments, strings or trace calls is one line; --all shows them.

      """,
      .simplifiedChinese: """
      第 2 阶段 Presenter → 第 3 阶段 VIPER：Sources/Stage2Presenter → Sources/Stage3VIPER

      改名：MovieListViewModel.swift → MovieListInteractor.swift（53% 相同）
      @@ -1 +1 @@
      -protocol MovieListViewModel {}
      +protocol MovieListInteractor {}

      新增：ABTest.swift
      @@ -0,0 +1 @@
      +enum Variant {}

      只改了注释和字符串：App.swift
      调用轨迹（trace）和课程标记的行已隐藏，只改了注释、字符串或 trace 调用的文件只占一行；--all 可以显示它们。

      """,
    ]
    let output = RecordedOutput()
    let status = await Language.$current.withValue(language) {
      await DiffCommand.run(
        ["2", "3"], output: output, errors: RecordedOutput(),
        environment: Environment(variables: ["COLUMNS": "200"]),
        differ: { _, _ throws(StageToolError) in gitWithAComment })
    }
    #expect(status == 0)
    #expect(output.text == expected[language])
  }

  @Test("The heading gives the Clean Swift stage its title")
  func cleanSwiftTitle() async {
    let output = RecordedOutput()
    _ = await DiffCommand.run(
      ["3", "Stage3CleanSwift"], output: output, errors: RecordedOutput(),
      environment: Environment(variables: ["COLUMNS": "120"]),
      differ: { _, _ throws(StageToolError) in "" })
    #expect(
      output.text.split(separator: "\n").first
        == "Stage 3 VIPER → Stage 3 Clean Swift: Sources/Stage3VIPER → Sources/Stage3CleanSwift")
  }

  @Test("--help says which numbers and names a stage can be given by")
  func help() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["--help"], output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { _, _ throws(StageToolError) in
        Issue.record("git ran")
        return ""
      })
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(status == 0)
    let text = lines.joined(separator: " ")
    #expect(text.contains("<from> and <to> are \(accepted); 3 is Stage3VIPER. For example:"))
    #expect(lines.contains("  swift run workbook diff Stage3VIPER Stage3CleanSwift"))
    #expect(text.contains("--all shows them"))
    #expect(
      lines.contains(
        "  --all                Show it all: trace calls, lesson markers, folded files."))
    #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines.filter { $0.displayWidth > 80 })")
  }

  @Test("--all shows the trace calls, the lesson markers and the folded files in full")
  func all() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["--all", "2", "3"], output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { _, _ throws(StageToolError) in gitOutput })
    #expect(status == 0)
    #expect(output.text.contains("+    trace(.interactor, .service, \"fetchMovies()\")"))
    #expect(output.text.contains("+// lesson:begin variant"))
    #expect(output.text.contains("changed: MovieListView.swift"))
    #expect(!output.text.contains("changed only in"))
  }

  @Test("On a terminal, added lines are green, removed ones red")
  func colour() async {
    let output = RecordedOutput()
    _ = await DiffCommand.run(
      ["2", "3"], output: output, errors: RecordedOutput(),
      environment: Environment(outputIsTerminal: true),
      differ: { _, _ throws(StageToolError) in gitOutput })
    #expect(output.text.contains("\u{1B}[32m+protocol MovieListInteractor {}\u{1B}[0m"))
    #expect(output.text.contains("\u{1B}[31m-protocol MovieListViewModel {}\u{1B}[0m"))
  }

  @Test(
    "A bad command line gives one error line, the usage and exit 64",
    arguments: [
      (
        [],
        "Error: Missing the stages to compare: give two, for example: swift run workbook diff 2 3"
      ),
      (
        ["2"],
        "Error: Missing the stages to compare: give two, for example: swift run workbook diff 2 3"
      ),
      (["2", "9"], "Error: There is no stage '9': give two \(accepted)"),
      (["two", "3"], "Error: There is no stage 'two': give two \(accepted)"),
      (["Stage3", "3"], "Error: There is no stage 'Stage3': give two \(accepted)"),
      (["2", "2"], "Error: Both stages are Stage2Presenter: give two different stages"),
      (["3", "Stage3VIPER"], "Error: Both stages are Stage3VIPER: give two different stages"),
      (["1", "2", "3"], "Error: Unexpected argument '3'"),
      (["--bogus", "1", "2"], "Error: Unknown option '--bogus'"),
    ])
  func badArguments(arguments: [String], message: String) async {
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await DiffCommand.run(
      arguments, output: output, errors: errors, environment: Environment(),
      differ: { _, _ throws(StageToolError) in
        Issue.record("git ran")
        return ""
      })
    let lines = errors.text.split(separator: "\n").map(String.init)
    #expect(status == 64)
    #expect(output.text.isEmpty)
    #expect(lines.first == message)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: workbook diff <from> <to> [--all]") == true)
    #expect(lines.last == "  See 'swift run workbook diff --help' for more information.")
  }

  @Test("When git cannot run, the command says so in one line and exits 1")
  func gitFails() async {
    let errors = RecordedOutput()
    let status = await DiffCommand.run(
      ["1", "2"], output: RecordedOutput(), errors: errors, environment: Environment(),
      differ: { _, _ throws(StageToolError) in throw StageToolError("git is missing") })
    #expect(status == 1)
    #expect(errors.text == "Error: git is missing\n")
  }

  /// `diff 2 3` run with git in a repository whose `Sources/Stage2Presenter` has one file, after `prepare` has
  /// done what it does to `Sources/Stage3VIPER`: its exit code and what it wrote to standard error.
  private func diffWithStage3(
    in language: Language = .english, _ prepare: (URL) throws -> Void
  ) async throws -> (status: Int32, errors: String) {
    let root = scratchDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let presenter = root.appendingPathComponent("Sources/Stage2Presenter")
    try FileManager.default.createDirectory(at: presenter, withIntermediateDirectories: true)
    try Data("enum App {}\n".utf8).write(to: presenter.appendingPathComponent("App.swift"))
    try prepare(root.appendingPathComponent("Sources/Stage3VIPER"))
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await Language.$current.withValue(language) {
      await DiffCommand.run(
        ["2", "3"], output: output, errors: errors, environment: Environment(),
        differ: DiffCommand.git(in: root))
    }
    #expect(output.text.isEmpty)
    return (status, errors.text)
  }

  @Test(
    "A stage folder that is missing is an error that names it and how to get it back, not 'No changes.'",
    arguments: [
      (
        Language.english,
        "Error: Sources/Stage3VIPER is missing, so there is nothing to compare. Get it back with "
          + "'git checkout -- Sources/Stage3VIPER'.\n"
      ),
      (
        .simplifiedChinese,
        "错误：Sources/Stage3VIPER 不见了，所以没有东西可以对比。用 'git checkout -- Sources/Stage3VIPER' 取回它。\n"
      ),
    ])
  func missingStage(language: Language, message: String) async throws {
    let run = try await diffWithStage3(in: language) { _ in }
    #expect(run.status == 1)
    #expect(run.errors == message)
  }

  @Test("A file where a stage's folder should be is an error that says to move it away")
  func stageIsAFile() async throws {
    let run = try await diffWithStage3 { try Data("mine\n".utf8).write(to: $0) }
    #expect(run.status == 1)
    #expect(
      run.errors
        == "Error: Sources/Stage3VIPER is a file, but it should be the stage's folder. Move the file "
        + "away, then run 'git checkout -- Sources/Stage3VIPER'.\n")
  }

  @Test(
    "A stage folder that cannot be read is an error that says how to read it",
    .enabled(if: getuid() != 0, "root reads every folder"))
  func unreadableStage() async throws {
    let run = try await diffWithStage3 { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path)
    }
    #expect(run.status == 1)
    #expect(
      run.errors
        == "Error: Sources/Stage3VIPER cannot be read by you. Give yourself the right with "
        + "'chmod -R u+rwX Sources/Stage3VIPER', then run diff again.\n")
  }

  @Test(
    "A stage's file that git cannot read is an error with git's reason, not 'No changes.'",
    .enabled(if: getuid() != 0, "root reads every file"))
  func unreadableFile() async throws {
    let run = try await diffWithStage3 { folder in
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("App.swift")
      try Data("enum App {}\n".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    }
    #expect(run.status == 1)
    #expect(
      run.errors
        == "Error: git could not read Sources/Stage2Presenter or Sources/Stage3VIPER (error: "
        + "open(\"Sources/Stage3VIPER/App.swift\"): Permission denied). Give yourself the right with "
        + "'chmod -R u+rwX Sources/Stage2Presenter Sources/Stage3VIPER', or get them back with "
        + "'git checkout -- Sources/Stage2Presenter Sources/Stage3VIPER', then run diff again.\n")
  }

  @Test(
    "git's exit status 1 is a diff only when it printed one: without, it is an error it could not read",
    arguments: [
      ("diff --git a/Sources/A/X.swift b/Sources/B/X.swift\nindex 1..2 100644\n", true),
      ("warning: CRLF\ndiff --git a/Sources/A/X.swift b/Sources/B/X.swift\n", true),
      ("error: Could not access 'Sources/Stage3CleanSwift'\n", false), ("", false),
    ])
  func isDiff(output: String, isDiff: Bool) {
    #expect(StageDiff.isDiff(output) == isDiff)
  }

  /// `diff` run for real on this repository's stages, with git, at `columns`.
  private func realDiff(_ arguments: [String], columns: Int = 80) async -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await DiffCommand.run(
      arguments, output: output, errors: errors,
      environment: Environment(variables: ["COLUMNS": String(columns)]),
      differ: DiffCommand.git(in: root))
    #expect(status == 0, "\(errors.text)")
    return output.text.split(separator: "\n").map(String.init)
  }

  /// The headings of the files, in order.
  private func headings(_ lines: [String]) -> [String] {
    lines.filter { line in
      ["new: ", "renamed: ", "removed: ", "changed: ", "changed only in "].contains {
        line.hasPrefix($0)
      }
    }
  }

  @Test(
    "For real, diff 1 2 at 80 columns starts with the new Presenter, and no line is wider than 80",
    arguments: [Language.english, .simplifiedChinese])
  func realLessonFirst(language: Language) async {
    let (lines, presenter) = await Language.$current.withValue(language) {
      (
        await realDiff(["1", "2"]),
        localized(en: "new: MovieListPresenter.swift", zh: "新增：MovieListPresenter.swift")
      )
    }
    let wide = lines.filter { $0.displayWidth > 80 }
    #expect(wide.isEmpty, "wider than 80: \(wide)")
    // The first file's heading: the title before it names folders, not files.
    #expect(lines.first { $0.hasSuffix(".swift") } == presenter)
    #expect(!lines.contains { $0.contains("trace(") || $0.contains("lesson:") })
  }

  @Test(
    "For real, diff 1 2 folds the ViewModel, changed only in comments and trace calls; --all shows it"
  )
  func realFolded() async {
    #expect(
      await realDiff(["1", "2"]).contains(
        "changed only in comments and trace calls: MovieListViewModel.swift"))
    let all = await realDiff(["--all", "1", "2"])
    #expect(all.contains("changed: MovieListViewModel.swift"))
    #expect(all.contains("-// lesson:begin protocols"))
  }

  @Test("For real, diff Stage3VIPER Stage3CleanSwift names the Views renamed to ViewControllers")
  func realRoleRenames() async {
    let files = headings(await realDiff(["Stage3VIPER", "Stage3CleanSwift"], columns: 120))
    #expect(
      files.prefix(3) == [
        "renamed: MovieDetailView.swift → MovieDetailViewController.swift (21% the same)",
        "renamed: MovieListDesktopView.swift → MovieListDesktopViewController.swift (36% the same)",
        "renamed: MovieListView.swift → MovieListViewController.swift (28% the same)",
      ])
    #expect(!files.contains("removed: MovieListView.swift"))
  }

  @Test("For real, with git: diff 2 3 shows the ViewModel renamed to the Interactor, without noise")
  func realGit() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await DiffCommand.run(
      ["2", "3"], output: output, errors: errors, environment: Environment(),
      differ: DiffCommand.git(in: root))
    #expect(status == 0, "\(errors.text)")
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("renamed: MovieListViewModel.swift → MovieListInteractor.swift")
      })
    #expect(!output.text.contains("lesson:"))
    let changes = lines.filter { $0.hasPrefix("+") || $0.hasPrefix("-") }
    #expect(!changes.isEmpty)
    #expect(!changes.contains { !StageDiff.noise(in: ["@@", $0]).isEmpty })
  }
}
