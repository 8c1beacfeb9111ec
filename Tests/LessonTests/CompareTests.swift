import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises
@testable import WorkbookProcess
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

/// The stages a command line can name, as the error messages list them.
private let accepted = TestedStage.accepted()

/// A folder of stand-ins for the stages' executables: each a shell script named after its stage that runs
/// `body` (with the arguments it was given in `"$@"`). Removed when released.
private final class FakeStages {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "fake-stages-\(UUID().uuidString)")

  init(_ body: String) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for stage in WorkbookStage.all {
      let path = folder.appendingPathComponent(stage.product).path
      try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Runs `compare` with `arguments` on `stages`, in `language`.
@MainActor private func compare(
  _ arguments: [String], on stages: FakeStages, in language: Language
) async -> (status: Int32, output: String, errors: String) {
  let output = RecordedOutput()
  let errors = RecordedOutput()
  let status = await Language.$current.withValue(language) {
    await CompareCommand.run(
      arguments, output: output, errors: errors, environment: Environment(),
      locator: { _ in stages.folder })
  }
  return (status, output.text, errors.text)
}

/// `workbook compare`: the column layout as pure functions, the command line, and runs of the built stages.
@Suite("workbook compare", .tags(.slow), .whenSlowTestsAreWanted)
@MainActor struct CompareTests {
  @Test("Three columns share the width left by the gutter and the separators")
  func columnWidths() {
    #expect(CompareLayout.columnWidth(total: 150, columns: 3) == 47)
    #expect(CompareLayout.columnWidth(total: 80, columns: 2) == 37)
    #expect(CompareLayout.columnWidth(total: 10, columns: 3) == 1)
  }

  @Test("Lines the stages share sit on one row, like a diff")
  func alignment() {
    let rows = CompareLayout.align([["a", "b", "c"], ["a", "x", "c"], ["v", "a", "c"]])
    #expect(
      rows == [
        [nil, nil, "v"], ["a", "a", "a"], ["b", nil, nil], [nil, "x", nil], ["c", "c", "c"],
      ])
  }

  @Test(
    "4,000 lines a column align in order, every shared line on one row, and twice the lines take about twice the comparisons"
  )
  nonisolated func longAlignment() {
    // Like a stage's output: the same lines again and again (a list redrawn), among lines of its own.
    let shared = (0..<18).map { "line \($0)" }
    func columns(repeating count: Int) -> (first: [String], second: [String]) {
      (
        Array(repeating: ["[trace] View → ViewModel"] + shared, count: count).flatMap { $0 },
        Array(repeating: ["[trace] View → Presenter"] + shared + ["extra"], count: count)
          .flatMap { $0 }
      )
    }
    let (first, second) = columns(repeating: 200)
    let rows = CompareLayout.align([first, second])
    // Every line of each column, in order, and a row's lines the same line.
    #expect(rows.compactMap { $0[0] } == first)
    #expect(rows.compactMap { $0[1] } == second)
    #expect(rows.allSatisfy { $0[0] == nil || $0[1] == nil || $0[0] == $0[1] })
    // The longest common subsequence: every shared line matched.
    #expect(rows.filter { $0[0] != nil && $0[1] != nil }.count == 3_600)

    let kinds = ["[trace] View → ViewModel", "[trace] View → Presenter", "extra"] + shared
    let number = { (line: String) in kinds.firstIndex(of: line) ?? -1 }
    func comparisons(repeating count: Int) -> Int {
      let (first, second) = columns(repeating: count)
      return CompareLayout.walk(first.map(number), second.map(number)).comparisons
    }
    let (half, whole) = (comparisons(repeating: 100), comparisons(repeating: 200))
    let window = CompareLayout.window
    // Each window compares at most `window` squared pairs, and walks at least half a window.
    #expect(whole <= 2 * (first.count + second.count) * (window + 1) + window * window)
    // Linear: twice the lines, about twice the comparisons (the square would make it four times).
    #expect(whole < 3 * half, "\(half) comparisons for 2,000 lines a column, \(whole) for 4,000")
  }

  @Test("Rows where the stages differ carry the mark; shared rows do not")
  func marks() {
    let lines = CompareLayout.render(
      headers: ["One", "Two"], columns: [["same", "left"], ["same"]], width: 40)
    #expect(lines.map(\.differs) == [false, false, false, true])
    #expect(lines[2].text.hasPrefix("  same"))
    #expect(lines[3].text.hasPrefix("\(CompareLayout.differenceMark) left"))
  }

  @Test("CJK and emoji keep the separators in line, and no line is wider than asked")
  func wideCharacters() {
    let columns = [
      ["⭐️ 9.3  肖申克的救赎", "plain"], ["⭐️ 9.3  肖申克的救赎", "other"], ["肖申克的救赎肖申克的救赎肖申克的救赎"],
    ]
    let lines = CompareLayout.render(headers: ["A", "B", "C"], columns: columns, width: 50)
    let cell = CompareLayout.columnWidth(total: 50, columns: 3)
    #expect(lines.allSatisfy { $0.text.displayWidth <= 50 })
    for line in lines where line.text.contains("│") {
      let first = line.text.split(separator: "│", omittingEmptySubsequences: false)[0]
      #expect(first.displayWidth == cell + 3, "the first separator is misplaced in: \(line.text)")
    }
  }

  @Test(
    "A line wider than its pane (a trace line) is folded inside the pane and aligned as one line")
  func foldedTraces() {
    let long = "[trace] Presenter → Router: showDetailView(for: The Lord of the Rings)"
    #expect(
      CompareLayout.folded([long, "short"], width: 40) == [long.wrapped(toWidth: 40), ["short"]])
    let lines = CompareLayout.render(
      headers: ["1", "2"], columns: [[long, "a"], [long, "b"]], width: 90)
    let cell = CompareLayout.columnWidth(total: 90, columns: 2)
    #expect(lines.count == 2 + long.wrapped(toWidth: cell).count + 2)
    #expect(lines.dropFirst(2).prefix(2).allSatisfy { !$0.differs })
    #expect(lines.allSatisfy { $0.text.displayWidth <= 90 })
  }

  @Test(
    "As many stages sit side by side as fit at 40 columns each, and always at least one",
    arguments: [(150, 3), (128, 3), (127, 2), (120, 2), (85, 2), (84, 1), (80, 1), (42, 1)])
  func panesPerRow(width: Int, panes: Int) {
    #expect(CompareLayout.panesPerRow(total: width, stages: 3) == panes)
  }

  @Test("With room for two panes of three stages, neighbours come in pairs: 1 and 2, then 2 and 3")
  func pairs() {
    let lines = CompareLayout.view(
      headers: ["One", "Two", "Three"], columns: [["a"], ["a", "b"], ["b"]], width: 100, panes: 2)
    let headers = lines.filter { $0.text.contains("One") || $0.text.contains("Three") }.map(\.text)
    #expect(headers.count == 2)
    #expect(headers[0].contains("One") && headers[0].contains("Two"))
    #expect(headers[1].contains("Two") && headers[1].contains("Three"))
  }

  @Test(
    "With room for one pane, each stage comes under the one before, its new lines marked",
    arguments: [
      (
        Language.english, [["same", "gone"], ["same", "new"]], 50,
        [
          "  Stage 1 MVVM", "  " + String(repeating: "─", count: 48), "  same", "  gone", "",
          "  Stage 2 Presenter (≠: not in the stage before)",
          "  " + String(repeating: "─", count: 48),
          "  same", "≠ new",
        ]
      ),
      (
        .simplifiedChinese, [["同一行"], ["同一行", "新的一行"]], 44,
        [
          "  第 1 阶段 MVVM", "  " + String(repeating: "─", count: 42), "  同一行", "",
          "  第 2 阶段 Presenter（≠：前一个阶段没有的行）", "  " + String(repeating: "─", count: 42),
          "  同一行", "≠ 新的一行",
        ]
      ),
    ])
  func stacked(language: Language, columns: [[String]], width: Int, expected: [String]) {
    let lines = Language.$current.withValue(language) {
      CompareLayout.view(
        headers: WorkbookStage.defaults.prefix(2).map(\.title), columns: columns, width: width,
        panes: 1)
    }
    #expect(lines.map(\.text) == expected)
  }

  @Test(
    "A bad command line gives one error line, the usage and exit 64",
    arguments: [
      (["--bogus"], "Error: Unknown option '--bogus'"),
      (["--width"], "Error: Missing value for '--width <columns>'"),
      (["--width", "41"], "Error: The value '41' is invalid for '--width <columns>'"),
      (["--stages", "1,4"], "Error: The value '1,4' is invalid for '--stages <list>'"),
      (["extra"], "Error: Unexpected argument 'extra'"),
    ])
  func badArguments(arguments: [String], message: String) async {
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await CompareCommand.run(
      arguments, output: output, errors: errors, environment: Environment(),
      locator: { _ throws(StageToolError) in throw StageToolError("never built") })
    let lines = errors.text.split(separator: "\n").map(String.init)
    #expect(status == 64)
    #expect(output.text.isEmpty)
    #expect(lines.first?.hasPrefix(message) == true, "\(errors.text)")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: workbook compare ") == true)
    #expect(lines.last == "  See 'swift run workbook compare --help' for more information.")
  }

  @Test(
    "--stages takes numbers and names, in any case and mixed, and keeps the order given",
    arguments: [
      ("Stage3VIPER,Stage3CleanSwift", ["Stage3VIPER", "Stage3CleanSwift"]),
      ("1,Stage3CleanSwift", ["Stage1MVVM", "Stage3CleanSwift"]),
      ("3,1", ["Stage3VIPER", "Stage1MVVM"]),
      ("stage3cleanswift, 2", ["Stage3CleanSwift", "Stage2Presenter"]),
      ("2", ["Stage2Presenter"]),
    ])
  func stageList(text: String, products: [String]) throws {
    let parsed = try ParsedArguments(
      ["--stages", text], into: CompareCommand.Request(), specs: CompareCommand.Request.specs)
    #expect(parsed.options.stages.map(\.product) == products)
  }

  @Test("Without --stages, compare shows stages 1, 2 and 3, under their titles")
  func defaultStages() throws {
    let request = try ParsedArguments(
      [], into: CompareCommand.Request(), specs: CompareCommand.Request.specs
    ).options
    #expect(request.stages.map(\.title) == ["Stage 1 MVVM", "Stage 2 Presenter", "Stage 3 VIPER"])
    #expect(WorkbookStage.named("Stage3CleanSwift")?.title == "Stage 3 Clean Swift")
    #expect(WorkbookStage.named("3")?.product == "Stage3VIPER")
  }

  @Test(
    "A --stages list with an unknown, a blank or a repeated stage is refused, naming what it takes",
    arguments: [
      english("1,4", "give \(accepted), separated by commas"),
      english("Stage4", "give \(accepted), separated by commas"),
      english("1,,2", "give \(accepted), separated by commas"),
      english("1,", "give \(accepted), separated by commas"),
      english("", "give \(accepted), separated by commas"),
      english("1,1", "Stage1MVVM is given twice: give each stage once"),
      english("3,stage3viper", "Stage3VIPER is given twice: give each stage once"),
      (
        .simplifiedChinese, "1,1",
        "错误：'--stages <list>' 的值 '1,1' 无效：Stage1MVVM 出现了两次，每个阶段只能给一次。"
      ),
      (
        .simplifiedChinese, "4",
        "错误：'--stages <list>' 的值 '4' 无效：请给出\(TestedStage.accepted(chinese: true))，用逗号分隔。"
      ),
    ])
  func badStages(language: Language, text: String, error: String) async {
    let footer: [Language: String] = [
      .english: "  See 'swift run workbook compare --help' for more information.",
      .simplifiedChinese: "  运行 'swift run workbook compare --help' 了解更多信息。",
    ]
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = await Language.$current.withValue(language) {
      await CompareCommand.run(
        ["--stages", text], output: output, errors: errors, environment: Environment(),
        locator: { _ throws(StageToolError) in throw StageToolError("never built") })
    }
    let lines = errors.text.split(separator: "\n").map(String.init)
    #expect(status == 64)
    #expect(output.text.isEmpty)
    #expect(lines.first == error)
    let usage = language == .english ? "Usage:" : "用法："
    #expect(lines.dropFirst().first?.hasPrefix(usage + " workbook compare ") == true)
    #expect(lines.last == footer[language])
  }

  /// A row of `badStages`: `text` refused in English, for `why`.
  nonisolated static func english(_ text: String, _ why: String) -> (Language, String, String) {
    (.english, text, "Error: The value '\(text)' is invalid for '--stages <list>': \(why).")
  }

  @Test("--help documents every option")
  func help() async {
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--help"], output: output, errors: RecordedOutput(), environment: Environment(),
      locator: { _ throws(StageToolError) in throw StageToolError("never built") })
    #expect(status == 0)
    for option in ["--script", "--trace", "--width", "--stages"] {
      #expect(output.text.contains(option))
    }
    let lines = output.text.split(separator: "\n").map(String.init)
    let text = lines.joined(separator: " ")
    #expect(text.contains("Give --stages \(accepted), separated by commas, each stage once,"))
    #expect(text.contains("At the top, who talks to whom in each stage"))
    #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines.filter { $0.displayWidth > 80 })")
  }

  @Test(
    "Who talks to whom: each trace line reduced to its arrow, the same arrow twice in a row once")
  func arrows() {
    let lines = [
      "Loading…", "[trace] View → Presenter: reload()", "[trace] View → Presenter: reload()",
      "[trace] Presenter → View: showLoading()", "topmovies> tap 1",
      "[trace] View → Presenter: movie(at: 0)",
    ]
    #expect(
      CompareLayout.arrows(lines) == ["View → Presenter", "Presenter → View", "View → Presenter"])
  }

  @Test("At 80 columns, three stages' arrows sit side by side, the differences marked")
  func conversationsSideBySide() {
    let lines = CompareLayout.conversations(
      headers: ["Stage 1 MVVM", "Stage 2 Presenter", "Stage 3 VIPER"],
      arrows: [
        ["View → ViewModel", "User → View"], ["View → Presenter", "User → View"],
        ["Presenter → Interactor", "User → View"],
      ], width: 80)
    #expect(
      lines.map(\.text) == [
        "Who talks to whom in each stage (--trace adds the messages):",
        "  Stage 1 MVVM             │ Stage 2 Presenter        │ Stage 3 VIPER",
        "  ─────────────────────────┼──────────────────────────┼─────────────────────────",
        "≠ View → ViewModel         │                          │",
        "≠                          │ View → Presenter         │",
        "≠                          │                          │ Presenter → Interactor",
        "  User → View              │ User → View              │ User → View",
        "",
      ])
  }

  @Test(
    "Where an arrow would not fit its pane whole, each stage's arrows come under the one before")
  func conversationsStacked() {
    let lines = CompareLayout.conversations(
      headers: ["One", "Two", "Three", "Four"],
      arrows: [["View → ViewModel"], ["View → Presenter"], [], ["Presenter → Interactor"]],
      width: 80)
    #expect(lines.allSatisfy { !$0.text.contains("│") })
    #expect(lines.map(\.text).contains("≠ Presenter → Interactor"))
    #expect(CompareLayout.conversations(headers: ["One"], arrows: [[]], width: 80).isEmpty)
  }

  @Test(
    "Without options, at 80 columns, compare starts with who talks to whom, and the transcripts follow without trace lines"
  )
  func differenceFirst() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      [], output: output, errors: RecordedOutput(),
      environment: Environment(variables: ["COLUMNS": "80"]), locator: { _ in binaries })
    #expect(status == 0)
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(
      Array(lines.prefix(6)) == [
        "Who talks to whom in each stage (--trace adds the messages):",
        "  Stage 1 MVVM             │ Stage 2 Presenter        │ Stage 3 VIPER",
        "  ─────────────────────────┼──────────────────────────┼─────────────────────────",
        "≠ View → ViewModel         │                          │",
        "≠ ViewModel → View         │                          │",
        "≠                          │ View → Presenter         │ View → Presenter",
      ])
    #expect(
      lines.contains("≠                          │                          │ Presenter → Router"))
    #expect(lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(!output.text.contains("[trace]"))
    #expect(lines.contains("  Stage 3 VIPER (≠: not in the stage before)"))
  }

  @Test(
    "With WORKBOOK_AMBIGUOUS=wide, compare prints no ambiguous character, and still reads the stages' arrows"
  )
  func ambiguousWide() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--trace", "--script", "tap 1; quit"], output: output, errors: RecordedOutput(),
      environment: Environment(variables: ["COLUMNS": "100", "WORKBOOK_AMBIGUOUS": "wide"]),
      locator: { _ in binaries })
    #expect(status == 0)
    #expect(EastAsianAmbiguous.characters(in: output.text) == [])
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("! View > ViewModel ") })
    #expect(lines.contains { $0.contains("| Presenter > Router") })
    #expect(lines.contains { $0.contains("[trace] View > Presenter: reload()") })
  }

  @Test(
    "A script of 1,001 actions compares, every action's echo on one row",
    // How long it takes depends on the machine; how the alignment grows is `longAlignment`'s to check, by
    // counting comparisons.
    .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
  func longScript() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let script = String(repeating: "tap 1; back; ", count: 500) + "quit"
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--trace", "--width", "150", "--script", script], output: output, errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    #expect(status == 0)
    let lines = output.text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= 150 })
    for echo in ["topmovies> tap 1", "topmovies> back"] {
      #expect(lines.filter { $0.components(separatedBy: echo).count == 4 }.count == 500)
    }
  }

  @Test(
    "compare runs every stage with --lang in the workbook's language and --trace, under headers and a footer in that language, so that the locale of its shell cannot decide",
    arguments: [
      (
        Language.english, #"echo "$*""#, ["--stages", "2", "--width", "80"],
        """
          Stage 2 Presenter
          \(String(repeating: "─", count: 78))
          --latency 0 --script tap 1; back; quit --width 78 --lang en --trace
        ≠ marks the rows where the stages differ.

        """
      ),
      (
        .simplifiedChinese, #"for word in "$@"; do echo "$word"; done"#,
        ["--stages", "1,3", "--width", "100", "--script", "quit"],
        """
          第 1 阶段 MVVM                                  │ 第 3 阶段 VIPER
          ────────────────────────────────────────────────┼────────────────────────────────────────────────
          --latency                                       │ --latency
          0                                               │ 0
          --script                                        │ --script
          quit                                            │ quit
          --width                                         │ --width
          47                                              │ 47
          --lang                                          │ --lang
          zh-Hans                                         │ zh-Hans
          --trace                                         │ --trace
        ≠ 标出各阶段不同的行。

        """
      ),
    ])
  func stagesSpeakTheWorkbooksLanguage(
    language: Language, stage: String, arguments: [String], expected: String
  )
    async throws
  {
    let stages = try FakeStages(stage)
    let run = await compare(arguments, on: stages, in: language)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output == expected)
  }

  @Test(
    "Who talks to whom is titled in the workbook's language, over the stages' headers; the arrows stay as traced",
    arguments: [
      (
        Language.english,
        [
          "Who talks to whom in each stage (--trace adds the messages):",
          "  Stage 1 MVVM                          │ Stage 3 VIPER",
          "  ──────────────────────────────────────┼──────────────────────────────────────",
          "  View → Presenter                      │ View → Presenter",
        ]
      ),
      (
        .simplifiedChinese,
        [
          "每个阶段里谁和谁对话（--trace 还会显示消息）：",
          "  第 1 阶段 MVVM                        │ 第 3 阶段 VIPER",
          "  ──────────────────────────────────────┼──────────────────────────────────────",
          "  View → Presenter                      │ View → Presenter",
        ]
      ),
    ])
  func conversations(language: Language, expected: [String]) async throws {
    let stages = try FakeStages(#"echo "[trace] View → Presenter: reload()"; echo 列表"#)
    let run = await compare(["--stages", "1,3", "--width", "80"], on: stages, in: language)
    #expect(run.status == 0)
    let outputLines: [String] = run.output.split(separator: "\n").map(String.init)
    let top = Array(outputLines.prefix(4))
    #expect(top == expected)
    #expect(!run.output.contains("[trace]"))
  }

  @Test(
    "A stage that fails is named in one line, with the first line it printed",
    arguments: [
      (Language.english, "Error: Stage2Presenter failed: Error: no movies\n"),
      (.simplifiedChinese, "错误：Stage2Presenter 运行失败：Error: no movies\n"),
    ])
  func failingStage(language: Language, error: String) async throws {
    let stages = try FakeStages("echo 'Error: no movies'; exit 3")
    let run = await compare(["--stages", "2"], on: stages, in: language)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == error)
  }

  @Test("A build that fails ends the command with one clear line")
  func buildFailure() async {
    let errors = RecordedOutput()
    let status = await CompareCommand.run(
      [], output: RecordedOutput(), errors: errors, environment: Environment(),
      locator: { _ throws(StageToolError) in throw StageToolError("Cannot build Stage1MVVM") })
    #expect(status == 1)
    #expect(errors.text == "Error: Cannot build Stage1MVVM\n")
  }

  @Test(
    "The three stages run side by side: the first film on one row, every line within the width and without trailing spaces"
  )
  func sideBySide() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--script", "tap 1; back; quit", "--width", "150"], output: output, errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(status == 0)
    // The transcripts' header, under who talks to whom.
    let header = lines.last { $0.contains("Stage 1 MVVM") }
    #expect(header?.contains("Stage 1 MVVM") == true)
    #expect(header?.contains("Stage 2 Presenter") == true)
    #expect(header?.contains("Stage 3 VIPER") == true)
    #expect(lines.allSatisfy { $0.displayWidth <= 150 && $0.last != " " })
    let title = "The Shawshank Redemption (1994)"
    #expect(lines.contains { $0.components(separatedBy: title).count == 4 })
  }

  @Test("Under --trace, the Router appears in stage 3's column only")
  func routerOnlyInStage3() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--trace", "--width", "150", "--script", "tap 1; quit"], output: output,
      errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    #expect(status == 0)
    let rows = output.text.split(separator: "\n").map {
      $0.split(separator: "│", omittingEmptySubsequences: false)
    }
    let cells = rows.filter { $0.count == 3 }
    #expect(cells.contains { $0[2].contains("Router") })
    #expect(!cells.contains { $0[0].contains("Router") || $0[1].contains("Router") })
  }

  @Test("Only the stages asked for are shown, in their order")
  func someStages() async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let (output, errors) = (RecordedOutput(), RecordedOutput())
    let status = await CompareCommand.run(
      ["--stages", "3,1", "--width", "100", "--script", "quit"], output: output, errors: errors,
      environment: Environment(), locator: { _ in binaries })
    // The transcripts' header, under who talks to whom.
    let header =
      output.text.split(separator: "\n").last { $0.contains("Stage") }.map(String.init) ?? ""
    #expect(status == 0, "\(errors.text)")
    #expect(header.contains("Stage 1 MVVM") && header.contains("Stage 3 VIPER"))
    #expect(!header.contains("Stage 2"))
  }

  @Test(
    "At 80 and at 120 columns every word a stage prints alone is in the view: nothing is cut",
    arguments: [80, 120])
  func noWordIsCut(width: Int) async throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let script = "tap 1; back; quit"
    // In English, as compare runs the stages here, whatever the locale the tests run in.
    let alone = await RunnerProcess.run(
      [
        binaries.appendingPathComponent("Stage1MVVM").path, "--latency", "0", "--width", "100",
        "--script", script, "--lang", "en",
      ], timeout: RunnerProcess.stageTimeout)
    let output = RecordedOutput()
    let status = await CompareCommand.run(
      ["--script", script, "--width", String(width)], output: output, errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    #expect(status == 0)
    let lines = output.text.split(separator: "\n")
    #expect(lines.allSatisfy { $0.displayWidth <= width })
    let words = Set(alone.output.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    let shown = Set(output.text.split { !($0.isLetter || $0.isNumber) }.map(String.init))
    #expect(
      words.subtracting(shown).isEmpty, "cut at \(width): \(words.subtracting(shown).sorted())")
  }

  @Test("The package root is found from a folder inside it")
  func packageRoot() {
    let inside = repositoryRoot.appendingPathComponent("Sources/WorkbookCommandLine")
    #expect(
      WorkbookRepository.root(from: inside)?.standardizedFileURL.path
        == repositoryRoot.standardizedFileURL.path)
  }
}
