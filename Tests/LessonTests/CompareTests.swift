import Foundation
import TerminalKit
import Testing

@testable import WorkbookCore

/// `workbook compare`: the column layout as pure functions, the command line, and runs of the built stages.
@Suite("workbook compare")
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

  @Test("A wrapped trace line is aligned as one message, never half beside another")
  func wrappedTraces() {
    let traces: Set = ["[trace] A → B: one two", "[trace] A → C: one two"]
    let units = CompareLayout.logicalLines(["[trace] A → B:", "one two", "text"], traces: traces)
    #expect(units == [["[trace] A → B:", "one two"], ["text"]])
    let lines = CompareLayout.render(
      headers: ["1", "2"],
      columns: [["[trace] A → B:", "one two"], ["[trace] A → C:", "one two"]], width: 60,
      traces: traces)
    #expect(lines.dropFirst(2).allSatisfy { $0.differs })
    #expect(lines.count == 2 + 4)
  }

  @Test(
    "A bad command line gives one error line, the usage and exit 64",
    arguments: [
      (["--bogus"], "Error: Unknown option '--bogus'"),
      (["--width"], "Error: Missing value for '--width <columns>'"),
      (["--width", "20"], "Error: The value '20' is invalid for '--width <columns>'"),
      (["--stages", "1,4"], "Error: The value '1,4' is invalid for '--stages <list>'"),
      (["extra"], "Error: Unexpected argument 'extra'"),
    ])
  func badArguments(arguments: [String], message: String) {
    let output = RecordedOutput()
    let errors = RecordedOutput()
    let status = CompareCommand.run(
      arguments, output: output, errors: errors, environment: Environment(),
      locator: { _ throws(CompareError) in throw CompareError(message: "never built") })
    let lines = errors.text.split(separator: "\n").map(String.init)
    #expect(status == 64)
    #expect(output.text.isEmpty)
    #expect(lines.first?.hasPrefix(message) == true, "\(errors.text)")
    #expect(lines.dropFirst().first?.hasPrefix("Usage: workbook compare ") == true)
    #expect(lines.last == "  See 'workbook compare --help' for more information.")
  }

  @Test("--help documents every option")
  func help() {
    let output = RecordedOutput()
    let status = CompareCommand.run(
      ["--help"], output: output, errors: RecordedOutput(), environment: Environment(),
      locator: { _ throws(CompareError) in throw CompareError(message: "never built") })
    #expect(status == 0)
    for option in ["--script", "--trace", "--width", "--stages"] {
      #expect(output.text.contains(option))
    }
  }

  @Test("A build that fails ends the command with one clear line")
  func buildFailure() {
    let errors = RecordedOutput()
    let status = CompareCommand.run(
      [], output: RecordedOutput(), errors: errors, environment: Environment(),
      locator: { _ throws(CompareError) in throw CompareError(message: "Cannot build Stage1MVVM") })
    #expect(status == 1)
    #expect(errors.text == "Error: Cannot build Stage1MVVM\n")
  }

  @Test("The three stages run side by side: the first film on one row, every line within the width")
  func sideBySide() throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = CompareCommand.run(
      ["--script", "tap 1; back; quit", "--width", "150"], output: output, errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(status == 0)
    #expect(lines.first?.contains("Stage 1 MVVM") == true)
    #expect(lines.first?.contains("Stage 2 Presenter") == true)
    #expect(lines.first?.contains("Stage 3 VIPER") == true)
    #expect(lines.allSatisfy { $0.displayWidth <= 150 })
    let title = "The Shawshank Redemption (1994)"
    #expect(lines.contains { $0.components(separatedBy: title).count == 4 })
  }

  @Test("Under --trace, the Router appears in stage 3's column only")
  func routerOnlyInStage3() throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = CompareCommand.run(
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
  func someStages() throws {
    let binaries = try #require(
      productsDirectory, "The stages are not built: run swift build first.")
    let output = RecordedOutput()
    let status = CompareCommand.run(
      ["--stages", "3,1", "--width", "100", "--script", "quit"], output: output,
      errors: RecordedOutput(),
      environment: Environment(), locator: { _ in binaries })
    let header = output.text.split(separator: "\n").first.map(String.init) ?? ""
    #expect(status == 0)
    #expect(header.contains("Stage 1 MVVM") && header.contains("Stage 3 VIPER"))
    #expect(!header.contains("Stage 2"))
  }

  @Test("The package root is found from a folder inside it")
  func packageRoot() {
    let inside = repositoryRoot.appendingPathComponent("Sources/WorkbookCore")
    #expect(
      WorkbookRepository.root(from: inside)?.standardizedFileURL.path
        == repositoryRoot.standardizedFileURL.path)
  }
}
