import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookRunner

/// Event streams recorded with Swift 6.3.1 on Linux from real checks of the workbook's exercises (each cut to the
/// test that failed, without instants and backtraces' addresses).
private enum RecordedFailure {
  /// Exercise 12 with the mutant `anonymous-only-when-empty`: a list of rows, one field of one row wrong.
  static let cleanSwiftScene = #"""
    {"kind":"test","payload":{"displayName":"Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place","id":"Exercise12Tests.SceneTests/roundTrip()/CleanSwiftSceneTests.swift:341:4","isParameterized":false,"kind":"function","name":"roundTrip()"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","messages":[{"symbol":"default","text":"Test \"Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place\" started."}],"testID":"Exercise12Tests.SceneTests/roundTrip()/CleanSwiftSceneTests.swift:341:4"},"version":0}
    {"kind":"event","payload":{"_comments":[],"issue":{"isKnown":false,"sourceLocation":{"column":5,"fileID":"Exercise12Tests/CleanSwiftSceneTests.swift","line":356}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (sut.displayedReviews → [Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★☆☆☆☆\", author: \"   \", excerpt: \"The horse\\'s head still haunts me, and s…\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★☆☆☆\", author: \"Bo\", excerpt: \"Too long for me.\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★★★☆\", author: \"Ana\", excerpt: \"An offer I could not refuse.\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★★★★\", author: \"Anonymous\", excerpt: \"Perfect.\")]) == (rows([\"g3\", \"g1\", \"g2\", \"g4\"]) → [Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★☆☆☆☆\", author: \"Anonymous\", excerpt: \"The horse\\'s head still haunts me, and s…\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★☆☆☆\", author: \"Bo\", excerpt: \"Too long for me.\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★★★☆\", author: \"Ana\", excerpt: \"An offer I could not refuse.\"), Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★★★★★\", author: \"Anonymous\", excerpt: \"Perfect.\")])"},{"symbol":"difference","text":"inserted [Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★☆☆☆☆\", author: \"   \", excerpt: \"The horse\\'s head still haunts me, and s…\")], removed [Exercise12.ReviewList.FetchReviews.ViewModel.DisplayedReview(stars: \"★☆☆☆☆\", author: \"Anonymous\", excerpt: \"The horse\\'s head still haunts me, and s…\")]"}],"testID":"Exercise12Tests.SceneTests/roundTrip()/CleanSwiftSceneTests.swift:341:4"},"version":0}
    {"kind":"event","payload":{"kind":"testEnded","messages":[{"symbol":"fail","text":"Test \"Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place\" failed after 0.001 seconds with 1 issue."}],"testID":"Exercise12Tests.SceneTests/roundTrip()/CleanSwiftSceneTests.swift:341:4"},"version":0}
    {"kind":"event","payload":{"kind":"runEnded","messages":[{"symbol":"fail","text":"Test run with 18 tests in 4 suites failed after 0.015 seconds with 2 issues."}]},"version":0}
    """#

  /// Exercise 09 with the mutant `output-held-unowned`: the exit test's process crashed on the unowned
  /// reference, and the test recorded what that process printed (its stack trace cut to two frames).
  static let unownedInAnExitTest = #"""
    {"kind":"test","payload":{"displayName":"Once the list's Presenter is gone, the detail's output reads nil and helpful still works on the detail","id":"Exercise09Tests.ModulesTests/outputReadsNilOnceTheListIsGone()/ModuleOutputDelegateTests.swift:355:4","isParameterized":false,"kind":"function","name":"outputReadsNilOnceTheListIsGone()"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","messages":[],"testID":"Exercise09Tests.ModulesTests/outputReadsNilOnceTheListIsGone()/ModuleOutputDelegateTests.swift:355:4"},"version":0}
    {"kind":"event","payload":{"_comments":[],"issue":{"isKnown":false,"sourceLocation":{"column":24,"fileID":"Exercise09Tests/ModuleOutputDelegateTests.swift","line":360}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: .success → .signal(SIGABRT → 6)"}],"testID":"Exercise09Tests.ModulesTests/outputReadsNilOnceTheListIsGone()/ModuleOutputDelegateTests.swift:355:4"},"version":0}
    {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"column":21,"fileID":"Exercise09Tests/ModuleOutputDelegateTests.swift","line":372}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Issue recorded"},{"symbol":"details","text":"Fatal error: Attempted to read an unowned reference but object 0x7f7658000ea0 was already destroyed\nCurrent stack trace:\n0    libswiftCore.so                    0x00007f766a15f130 swift_reportError + 33\n5    Exercise09Tests.xctest             0x00005642bac12d8e <unavailable> + 249230\n"}],"testID":"Exercise09Tests.ModulesTests/outputReadsNilOnceTheListIsGone()/ModuleOutputDelegateTests.swift:355:4"},"version":0}
    {"kind":"event","payload":{"kind":"testEnded","messages":[],"testID":"Exercise09Tests.ModulesTests/outputReadsNilOnceTheListIsGone()/ModuleOutputDelegateTests.swift:355:4"},"version":0}
    {"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}
    """#
}

private let scene = Exercise(
  id: "12", folder: "12-clean-swift-scene", title: "A Clean Swift scene", stage: 3, concept: "",
  lesson: "", files: ["ReviewListPresenter.swift"], hints: [])
private let moduleOutput = Exercise(
  id: "09", folder: "09-module-output-delegate", title: "A module's output", stage: 3, concept: "",
  lesson: "", files: ["ReviewDetailPresenter.swift"], hints: [])

/// The report's lines on `result` at `width` columns, in `language`.
private func lines(
  _ result: ExerciseCheckResult, width: Int = 80, verbose: Bool = false,
  in language: Language = .english
) -> [String] {
  Language.$current.withValue(language) {
    var report = ExerciseReport(result: result, timeout: .seconds(30))
    report.width = width
    report.verbose = verbose
    return report.lines.map(\.text)
  }
}

@Suite("A failed expectation fits the screen and names the difference")
struct FailureReportTests {
  @Test(
    "A list of rows too wide for 80 columns shows the expressions, the path to the first difference and both values cut around it"
  )
  func cleanSwiftScene() {
    let shown = lines(verdict(RecordedFailure.cleanSwiftScene, of: scene, .exited(1)))
    #expect(
      shown.prefix(8) == [
        "  ✗ Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place",
        "      Expectation failed: sut.displayedReviews == rows([\"g3\", \"g1\", \"g2\", \"g4\"])",
        "      sut.displayedReviews[0].author: expected \"Anonymous\", got \"   \"",
        "      expected: …: \"★☆☆☆☆\", author: \"Anonymous\", excerpt: \"The horse\\'s head st…",
        "      got:      …: \"★☆☆☆☆\", author: \"   \", excerpt: \"The horse\\'s head still ha…",
        "      at Exercises/12-clean-swift-scene/Tests/CleanSwiftSceneTests.swift:356:5",
        "✗ 12 fails: 0 of 1 tests pass. Failing:",
        "  - Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place",
      ])
    #expect(shown.prefix(6).dropFirst().allSatisfy { $0.displayWidth <= 80 })
  }

  @Test("Behind a long path, short values are shown whole: the line wraps rather than cut them")
  func longPath() throws {
    let long = "screen.displayedReviewsAfterTheSecondReloadOfTheFirstFilm"
    let stream = RecordedFailure.cleanSwiftScene.replacingOccurrences(
      of: "(sut.displayedReviews → ", with: "(\(long) → ")
    let shown = lines(verdict(stream, of: scene, .exited(1)))
    let path = try #require(shown.firstIndex(of: "      \(long)[0].author:"))
    #expect(shown[path + 1] == "        expected \"Anonymous\", got \"   \"")
  }

  @Test("In Chinese the difference reads in Chinese, the values as they are")
  func chinese() {
    let shown = lines(
      verdict(RecordedFailure.cleanSwiftScene, of: scene, .exited(1)), in: .simplifiedChinese)
    #expect(
      shown[2...4] == [
        "      sut.displayedReviews[0].author：期望 \"Anonymous\"，实际是 \"   \"",
        "      期望： …s: \"★☆☆☆☆\", author: \"Anonymous\", excerpt: \"The horse\\'s head stil…",
        "      实际： …s: \"★☆☆☆☆\", author: \"   \", excerpt: \"The horse\\'s head still haun…",
      ])
  }

  @Test(
    "--verbose shows the whole message, wrapped at the width and never cut, with Swift Testing's difference"
  )
  func verbose() {
    let shown = lines(
      verdict(RecordedFailure.cleanSwiftScene, of: scene, .exited(1)), verbose: true)
    let issue = shown.dropFirst().prefix { !$0.hasPrefix("      at ") }
    #expect(issue.count > 10)
    #expect(issue.allSatisfy { $0.displayWidth <= 80 })
    #expect(issue.first?.hasPrefix("      Expectation failed: (sut.displayedReviews →") == true)
    #expect(!issue.joined().contains("Exercise12."))
    #expect(
      issue.contains { $0.hasPrefix("        ± inserted") || $0.hasPrefix("      ± inserted") })
    // Nothing is cut: the 8 rows' authors are there, and the 2 of Swift Testing's difference.
    #expect(issue.joined().components(separatedBy: "author: ").count == 11)
  }

  @Test("A test double declared inside a test function is named as the test names it")
  func unknownContext() {
    let stream = RecordedFailure.cleanSwiftScene.replacingOccurrences(
      of: #"(sut.displayedReviews → ["#,
      with:
        #"(interactorProbe → Exercise12Tests.(unknown context at $55d1b66d4b9c).SpyInteractor) == nil && ("#
    )
    let message = verdict(stream, of: scene, .exited(1)).tests[0].issues[0].message
    #expect(message.hasPrefix("Expectation failed: (interactorProbe → SpyInteractor) == nil && ("))
    #expect(!message.contains("unknown context"))
    #expect(!message.contains("Exercise12."))
    #expect(
      ExpectationMessage.namingTypesAsWritten(
        #"[Exercise10Tests.(unknown context at $55d1b66d4b9c).SpyInteractor, Entities.Movie(title: "Entities.Movie")]"#,
        modules: ["Exercise10", "Exercise10Tests", "Entities"])
        == #"[SpyInteractor, Movie(title: "Entities.Movie")]"#)
  }

  @Test("A short array reads in plain words instead of Swift Testing's insertions and removals")
  func shortArray() {
    let issue = RunnerIssue(
      location: "Exercises/09-module-output-delegate/Tests/ModuleOutputDelegateTests.swift:230:5",
      message:
        "Expectation failed: (sut.reviews.map(\\.isHelpful) → [false, false]) == [true, false]",
      details: ["± inserted [false], removed [true]"])
    #expect(
      IssueLines(issue: issue, width: 80, verbose: false).lines == [
        "      Expectation failed: sut.reviews.map(\\.isHelpful) == [true, false]",
        "      expected [true, false], got [false, false]",
        "      at Exercises/09-module-output-delegate/Tests/ModuleOutputDelegateTests.swift:230:5",
      ])
  }

  @Test(
    "An unowned reference that crashed an exit test's process: a sentence, its reason without an address, the learner's unowned line and the advice"
  )
  func unownedInAnExitTest() {
    let result = verdict(
      RecordedFailure.unownedInAnExitTest, of: moduleOutput, .exited(1),
      unownedReferences: [moduleOutput.sourcesPath + "/ReviewDetailPresenter.swift:29"])
    #expect(result.verdict == .failed)
    let advice: String =
      "      An unowned reference was read after its object was freed: unowned never becomes nil, so it may "
      + "only point at something that outlives it. Where the object can go first, make the reference weak "
      + "(an optional) and let it read nil; Stages/Stage3VIPER.md, \"A delegate out\", shows why."
    let expected: [String] = [
      "  ✗ Once the list's Presenter is gone, the detail's output reads nil and helpful still works on the detail",
      "      the code crashed with SIGABRT where the test expected it to finish",
      "      at Exercises/09-module-output-delegate/Tests/ModuleOutputDelegateTests.swift:360:24",
      "      Issue recorded",
      "      ↳ Fatal error: Attempted to read an unowned reference but object was",
      "        already destroyed",
      "      ↳ unowned in your code:",
      "        Exercises/09-module-output-delegate/Sources/ReviewDetailPresenter.swift:29",
      "      at Exercises/09-module-output-delegate/Tests/ModuleOutputDelegateTests.swift:372:21",
      advice,
      "✗ 09 fails: 0 of 1 tests pass. Failing:",
      "  - Once the list's Presenter is gone, the detail's output reads nil and helpful still works on the detail",
    ]
    let shown = Array(lines(result).prefix(12))
    #expect(shown == expected)
  }

  @Test(
    "An exit test that expected its process to fail or finish reads as a sentence in the learner's language",
    arguments: [
      (
        ".failure → .exitCode(0)", Language.english,
        "the code exited with status 0 where the test expected it to fail"
      ),
      (".success → .exitCode(3)", .simplifiedChinese, "代码以退出状态 3 结束了，而测试期望它正常结束"),
      (".success → .signal(SIGSEGV → 11)", .simplifiedChinese, "代码因 SIGSEGV 崩溃了，而测试期望它正常结束"),
    ])
  func exitTestSentence(message: String, language: Language, sentence: String) {
    let issue = RunnerIssue(location: nil, message: "Expectation failed: " + message)
    let lines = Language.$current.withValue(language) {
      IssueLines(issue: issue, width: 80, verbose: false).lines
    }
    #expect(lines == ["      " + sentence])
  }

  @Test(
    "A crash of the test process on an unowned reference names the learner's unowned line, with no register or address, gives its advice, and lists the tests that never ran"
  )
  func unownedCrash() {
    let crash = RunnerProcessResult(
      output: """
        Fatal error: Attempted to read an unowned reference but object 0x55d1b66d4b90 was already destroyed
        *** Program crashed: Aborted at 0x00007f48f0d6df7f ***
        r14 0x00007f4b20003910  46 61 74 61 6c 20 65 72 72 6f 72 3a 20 41 74 74  Fatal error: Att
          5 [ra] 0x000055b8fb1d702e helpfulAfterTheListIsGone() + 88 in Exercise09Tests.xctest at /tmp/x/Exercise09Tests/ModuleOutputDelegateTests.swift:273:3
        """, status: 6, wasSignalled: true)
    let stream = RecordedRun.failing.split(separator: "\n").prefix(12).joined(separator: "\n")
      .replacingOccurrences(of: "Exercise01", with: "Exercise09")
    let result = ExerciseRunner.result(
      for: moduleOutput, report: RunnerEventStream.report(from: Data(stream.utf8)), process: crash,
      unownedReferences: [moduleOutput.sourcesPath + "/ReviewDetailPresenter.swift:29"],
      locate: {
        $0.hasPrefix("/tmp/x/Exercise09Tests/")
          ? moduleOutput.testsPath + "/" + $0.dropFirst(23) : nil
      })
    #expect(result.verdict == .crashed)
    #expect(
      result.lines == [
        "Fatal error: Attempted to read an unowned reference but object was already destroyed",
        "*** Program crashed: Aborted ***",
        "at Exercises/09-module-output-delegate/Tests/ModuleOutputDelegateTests.swift:273:3",
        "unowned in your code: Exercises/09-module-output-delegate/Sources/ReviewDetailPresenter.swift:29",
      ])
    let shown = lines(result)
    #expect(
      shown.contains {
        $0.hasPrefix("A crash stops every test after it. An unowned reference was read")
      })
    #expect(
      shown.suffix(8) == [
        "7 tests never ran:",
        "  - Shows only the movies that passed the filter",
        "  - Lists a film that failed to load before",
        "  - Keeps the titles in order",
        "  - The rating has one decimal",
        "  - Shows the reviews",
        "  - The top movie is the first",
        "  - Loading ends",
      ])
  }
}

@Suite("Reading a value as Swift prints it, and finding where two differ")
struct ValueTextTests {
  func difference(_ actual: String, _ expected: String) -> ValueDifference? {
    ValueDifference(actual: Array(actual), expected: Array(expected))
  }

  @Test("Lists, calls with labels, optionals and strings with escapes become a tree")
  func parses() {
    let text = Array(#"[Movie(id: "a\"b", rating: Optional(8.5)), Movie(id: "c, d", rating: nil)]"#)
    let tree = ValueText.parse(text)
    #expect(tree.kind == .list)
    #expect(tree.children.count == 2)
    #expect(tree.children[0].node.kind == .call("Movie"))
    #expect(tree.children[0].node.children.map(\.label) == ["id", "rating"])
    #expect(String(text[tree.children[0].node.children[0].node.range]) == #""a\"b""#)
    #expect(tree.children[0].node.children[1].node.kind == .call("Optional"))
    #expect(String(text[tree.children[1].node.children[0].node.range]) == #""c, d""#)
    // A description that is not a value Swift prints is one atom.
    #expect(ValueText.parse(Array("3 reviews, 1 marked")).kind == .atom)
  }

  @Test("The first difference is named by its path: an index, a label, a key, or a list's count")
  func paths() {
    #expect(
      difference(
        "[W(id: 1, isOnWatchlist: false), W(id: 2, isOnWatchlist: false)]",
        "[W(id: 1, isOnWatchlist: false), W(id: 2, isOnWatchlist: true)]")
        == ValueDifference(
          path: "[1].isOnWatchlist", expected: "true", actual: "false", expectedOffset: 57,
          actualOffset: 57))
    #expect(difference("[1, 2, 3]", "[1, 3]")?.path == ".count")
    #expect(difference("[1, 2, 3]", "[1, 3]")?.expected == "2")
    #expect(difference(#"["a": 1, "b": 2]"#, #"["a": 1, "b": 3]"#)?.path == #"["b"]"#)
    #expect(difference("Optional(S(n: 1))", "Optional(S(n: 2))")?.path == ".n")
    #expect(difference("(1, 2)", "(1, 3)")?.path == ".1")
    #expect(difference(#""Perfect.""#, #""Perfect!""#)?.actualOffset == 8)
    #expect(difference("[1]", "[1]") == nil)
  }

  @Test(
    "A comparison's message is taken apart into its expressions and values, brackets in strings and all"
  )
  func message() {
    let message = ExpectationMessage(
      #"Expectation failed: (titles(of: movies) → ["a == (b", "c"]) == ["a == (b"]"#)
    #expect(message?.actual == .init(source: "titles(of: movies)", value: #"["a == (b", "c"]"#))
    #expect(message?.expected == .init(source: #"["a == (b"]"#, value: #"["a == (b"]"#))
    #expect(ExpectationMessage("Expectation failed: sut.isEmpty") == nil)
  }
}
