import Foundation
import Synchronization
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCommandLine
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
    #expect(StageDiff.isNoise(line) == isNoise)
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

  @Test("The output names the rename on one line, and says what is hidden")
  func output() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["2", "3"], output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { _, _ throws(CompareError) in gitOutput })
    #expect(status == 0)
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "Stage 2 Presenter → Stage 3 VIPER: Sources/Stage2Presenter → Sources/Stage3VIPER")
    #expect(
      lines.contains("renamed: MovieListViewModel.swift → MovieListInteractor.swift (53% the same)")
    )
    #expect(lines.contains("new: ABTest.swift"))
    #expect(lines.contains("removed: Old.swift"))
    #expect(!output.text.contains("trace(") && !output.text.contains("lesson:"))
    #expect(
      lines.dropLast().last
        == "Lines that only trace or mark a lesson's region are hidden; --all shows them.")
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
      differ: { old, new throws(CompareError) in
        folders.withLock { $0 = [old, new] }
        return ""
      })
    #expect(status == 0)
    #expect(folders.withLock { $0 } == ["Sources/" + old, "Sources/" + new])
  }

  @Test("The heading gives the Clean Swift stage its title")
  func cleanSwiftTitle() async {
    let output = RecordedOutput()
    _ = await DiffCommand.run(
      ["3", "Stage3CleanSwift"], output: output, errors: RecordedOutput(),
      environment: Environment(variables: ["COLUMNS": "120"]),
      differ: { _, _ throws(CompareError) in "" })
    #expect(
      output.text.split(separator: "\n").first
        == "Stage 3 VIPER → Stage 3 Clean Swift: Sources/Stage3VIPER → Sources/Stage3CleanSwift")
  }

  @Test("--help says which numbers and names a stage can be given by")
  func help() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["--help"], output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { _, _ throws(CompareError) in
        Issue.record("git ran")
        return ""
      })
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(status == 0)
    #expect(lines.contains("<from> and <to> are \(accepted);"))
    #expect(
      lines.contains(
        "3 is Stage3VIPER. For example: swift run workbook diff Stage3VIPER Stage3CleanSwift."))
  }

  @Test("--all shows the trace calls and the lesson markers too")
  func all() async {
    let output = RecordedOutput()
    let status = await DiffCommand.run(
      ["--all", "2", "3"], output: output, errors: RecordedOutput(), environment: Environment(),
      differ: { _, _ throws(CompareError) in gitOutput })
    #expect(status == 0)
    #expect(output.text.contains("+    trace(.interactor, .service, \"fetchMovies()\")"))
    #expect(output.text.contains("+// lesson:begin variant"))
    #expect(output.text.contains("changed: MovieListView.swift"))
  }

  @Test("On a terminal, added lines are green, removed ones red")
  func colour() async {
    let output = RecordedOutput()
    _ = await DiffCommand.run(
      ["2", "3"], output: output, errors: RecordedOutput(),
      environment: Environment(outputIsTerminal: true),
      differ: { _, _ throws(CompareError) in gitOutput })
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
      differ: { _, _ throws(CompareError) in
        Issue.record("git ran")
        return ""
      })
    let lines = errors.text.split(separator: "\n").map(String.init)
    #expect(status == 64)
    #expect(output.text.isEmpty)
    #expect(lines.first == message)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: workbook diff <from> <to> [--all]") == true)
    #expect(lines.last == "  See 'workbook diff --help' for more information.")
  }

  @Test("When git cannot run, the command says so in one line and exits 1")
  func gitFails() async {
    let errors = RecordedOutput()
    let status = await DiffCommand.run(
      ["1", "2"], output: RecordedOutput(), errors: errors, environment: Environment(),
      differ: { _, _ throws(CompareError) in throw CompareError(message: "git is missing") })
    #expect(status == 1)
    #expect(errors.text == "Error: git is missing\n")
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
    #expect(!changes.contains { StageDiff.isNoise($0.dropFirst()) })
  }
}
