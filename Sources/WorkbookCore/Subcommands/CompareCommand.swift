import Foundation
import TerminalKit
import Tracing

/// `workbook compare`: runs the stages on the same actions and shows their output side by side, so the
/// learner sees that the behaviour stays while the responsibilities move (with `--trace`: from the View
/// to the Presenter to the Router).
@MainActor enum CompareCommand: WorkbookSubcommand {
  static let name = "compare"
  nonisolated static let defaultScript = "tap 1; back; quit"

  nonisolated static let options = [
    OptionSpec(
      "--script", value: "actions",
      help: "The actions every stage runs (default: \"\(defaultScript)\")."),
    OptionSpec("--trace", help: "Show the messages between each stage's roles."),
    OptionSpec(
      "--width", value: "columns", help: "Fit the columns in this width (default: the terminal's)."),
    OptionSpec(
      "--stages", value: "list",
      help: "Which stages to show, in this order, for example 1,3 (default: 1,2,3)."),
  ]

  static let help = CommandHelp(
    name: "workbook compare",
    abstract: "Run the stages on the same actions and show their output side by side.",
    options: options,
    epilogue: [
      "The stages are built from the current code first, then run with --latency 0, each in a pane.",
      "Lines the stages share sit on the same row; \(CompareLayout.differenceMark) marks the rows where they differ",
      "(in colour on a terminal). Where the width has no room for every stage side by side, neighbouring",
      "stages come in pairs (1 and 2, then 2 and 3), or one under another.",
      "",
      "Give --stages \(WorkbookStage.accepted),",
      "separated by commas, each stage once, in the order to show them; 3 is Stage3VIPER. For example,",
      "--stages Stage3VIPER,Stage3CleanSwift shows the two stage 3s side by side.",
    ])

  /// What the command line asks for.
  struct Request: Equatable, Sendable {
    var script = CompareCommand.defaultScript
    var tracing = false
    var width: Int?
    var stages = WorkbookStage.defaults
  }

  /// Builds the stages and returns the folder that holds their executables.
  typealias Locator = @MainActor ([WorkbookStage]) throws(CompareError) -> URL

  static func run(_ arguments: [String], in context: WorkbookContext) -> Int32 {
    run(
      arguments, output: context.output, errors: context.errors,
      environment: context.environment, locator: buildFromCurrentCode)
  }

  /// `run(_:in:)` with the stages' executables found by `locator`: what tests call,
  /// with executables already built.
  static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment,
    locator: Locator
  ) -> Int32 {
    let request: Request
    do {
      let parsed = try ParsedArguments(arguments, specs: options)
      if parsed.wantsHelp {
        output.write(lines: help.helpText)
        return 0
      }
      request = try Request(parsed)
    } catch {
      return help.report(error, to: errors)
    }
    let terminal = Terminal(output: output, width: request.width, environment: environment)
    do {
      let lines = try compare(request, width: terminal.width, binaries: locator(request.stages))
      for line in lines {
        terminal.write(line.text, style: line.differs ? .accent : .plain)
      }
      terminal.write(
        "\(CompareLayout.differenceMark) marks the rows where the stages differ.", style: .dim)
      return 0
    } catch {
      errors.write(error.description + "\n")
      return 1
    }
  }

  /// Runs each stage of `request` from `binaries` once, at the width of its pane, and lays their outputs
  /// out in `width` columns.
  static func compare(_ request: Request, width: Int, binaries: URL) throws(CompareError)
    -> [CompareLayout.Line]
  {
    // A terminal narrower than one pane and its gutter still gets the narrowest view, and wraps it.
    let width = max(width, CompareLayout.minimumWidth)
    let panes = CompareLayout.panesPerRow(total: width, stages: request.stages.count)
    let paneWidth =
      panes == 1 ? width - 2 : CompareLayout.columnWidth(total: width, columns: panes)
    let arguments =
      ["--latency", "0", "--script", request.script, "--width", String(paneWidth)]
      + (request.tracing ? ["--trace"] : [])
    var columns: [[String]] = []
    for stage in request.stages {
      columns.append(try runStage(binaries.appendingPathComponent(stage.product), arguments))
    }
    return CompareLayout.view(
      headers: request.stages.map(\.title), columns: columns, width: width, panes: panes)
  }

  /// The lines a stage prints when run with `arguments`.
  private static func runStage(_ executable: URL, _ arguments: [String]) throws(CompareError)
    -> [String]
  {
    // Standard error joins the output: a stage writes to it only when it fails, and then it says why.
    let result = RunnerProcess.runBlocking(
      [executable.path] + arguments, timeout: RunnerProcess.stageTimeout)
    guard result.succeeded else {
      let reason =
        result.output.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
      throw CompareError(message: "\(executable.lastPathComponent) failed: \(reason)")
    }
    var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if lines.last == "" {
      lines.removeLast()
    }
    return lines
  }

  /// Builds the stages with SwiftPM in the package this command belongs to, into the same build folder as
  /// this executable, so they always run the current code.
  static func buildFromCurrentCode(_ stages: [WorkbookStage]) throws(CompareError) -> URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard
      let root = WorkbookRepository.root(from: here)
        ?? WorkbookRepository.root(from: executable.deletingLastPathComponent())
    else {
      throw CompareError(
        message:
          "Cannot find the workbook's Package.swift here or above; run compare inside the workbook."
      )
    }
    return try CompareBuild.build(
      stages, root: root, options: CompareBuild.buildOptions(forExecutableAt: executable))
  }
}

extension CompareCommand.Request {
  /// The request that checked `arguments` describe.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    let specs = CompareCommand.options
    if let script = arguments.values["--script"] {
      self.script = script
    }
    tracing = arguments.flags.contains("--trace")
    if let text = arguments.values["--width"] {
      width = try specs[2].wholeNumber(text, in: CompareLayout.minimumWidth...Terminal.maximumWidth)
    }
    if let text = arguments.values["--stages"] {
      stages = try Self.stages(text, for: specs[3])
    }
  }

  /// The stages that `text`, a list separated by commas, names in order: each a stage's number or name,
  /// and none twice.
  static func stages(_ text: String, for option: OptionSpec) throws(UsageError) -> [WorkbookStage] {
    var stages: [WorkbookStage] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let stage = WorkbookStage.named(word) else {
        throw .invalidValue(
          text, for: option, "give \(WorkbookStage.accepted), separated by commas")
      }
      guard !stages.contains(stage) else {
        throw .invalidValue(
          text, for: option, "\(stage.product) is given twice: give each stage once")
      }
      stages.append(stage)
    }
    return stages
  }
}
