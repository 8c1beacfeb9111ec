import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import TextWidth
import Tracing
import WorkbookCommandLine
import WorkbookExercises
import WorkbookProcess
import WorkbookStageTools

/// `workbook compare`: the stages' output on the same actions side by side: the behaviour stays, roles move.
@MainActor enum CompareCommand: WorkbookSubcommand {
  static let name = LaunchedCommand.compare.rawValue
  nonisolated static let defaultScript = "tap 1; back; quit"
  /// How much of a stage's output compare keeps: over `RunnerProcess.outputCap`, as a traced script of 1,000
  /// actions prints about 1.3 MB, but a stage that prints without end still cannot fill the memory.
  nonisolated static let outputCap = 16 << 20

  static var help: CommandHelp {
    let mark = CompareLayout.differenceMark
    return CommandHelp(
      name: "\(WorkbookInvocation.executable) \(LaunchedCommand.compare.synopsis)",
      abstract: LaunchedCommand.compare.abstract,
      options: Request.specs,
      // Paragraphs: --help wraps them to a terminal's default width.
      epilogue: [
        localized(
          en:
            "The stages are built from the current code first, then run with --latency 0 and --trace. "
            + "At the top, who talks to whom in each stage: each message of the trace reduced to its "
            + "arrow (View → Presenter), side by side, or one stage under another where a name would not "
            + "fit. Below, each stage's output in a pane; --trace adds the messages to it.",
          zh: "先用当前的代码构建各个阶段，再加上 --latency 0 和 --trace 运行它们。最上面是每个阶段里谁和谁"
            + "对话：调用轨迹里的每条消息只留下箭头（View → Presenter），并排显示；名字放不下时上下排列。"
            + "下面是每个阶段的输出，各占一栏；--trace 会把消息也加进去。"),
        "",
        localized(
          en:
            "Lines the stages share sit on the same row; \(mark) marks the rows where they differ (in "
            + "colour on a terminal). Where the width has no room for every stage side by side, "
            + "neighbouring stages come in pairs (1 and 2, then 2 and 3), or one under another.",
          zh: "各阶段相同的行排在同一行；\(mark) 标出它们不同的行（在终端里还会以彩色显示）。宽度不够把所有阶段"
            + "并排放下时，相邻的阶段会两两成对显示（1 和 2，然后 2 和 3），或者上下排列。"),
        "",
        localized(
          en:
            "Give --stages \(WorkbookStage.accepted), separated by commas, each stage once, in the order "
            + "to show them; 3 is Stage3VIPER. For example, --stages Stage3VIPER,Stage3CleanSwift shows "
            + "the two stage 3s side by side.",
          zh: "--stages 接受\(WorkbookStage.accepted)，用逗号分隔，每个阶段只写一次，按要显示的顺序排列；"
            + "3 就是 Stage3VIPER。例如 --stages Stage3VIPER,Stage3CleanSwift 会把两种第 3 阶段并排显示。"),
      ], runner: WorkbookInvocation.runner)
  }

  /// What the command line asks for.
  struct Request: Equatable, Sendable {
    var script = CompareCommand.defaultScript
    var tracing = false
    var width: Int?
    var stages = WorkbookStage.defaults

    static var specs: [OptionSpec<Self>] {
      [
        OptionSpec(
          "--script", value: "actions",
          help: localized(
            en: "Actions for every stage (default: \"\(defaultScript)\").",
            zh: "每个阶段都执行的操作（默认：\"\(defaultScript)\"）。")
        ) { $0.script = $1 },
        OptionSpec(
          "--trace", flag: \.tracing,
          help: localized(
            en: "Show each message between the roles, in full.",
            zh: "完整显示各个角色之间的每条消息。")),
        OptionSpec(
          "--width", value: "columns",
          help: localized(
            en: "Fit the columns in this width (default: the terminal's).",
            zh: "按这个宽度排版各栏（默认：终端的宽度）。")
        ) { request, text throws(InvalidValue) in
          request.width = try Int(
            argument: text, in: CompareLayout.minimumWidth...Terminal.maximumWidth)
        },
        OptionSpec(
          "--stages", value: "list",
          help: localized(
            en: "The stages to show, in order (default: 1,2,3).",
            zh: "要显示的阶段，按给出的顺序（默认：1,2,3）。")
        ) { request, text throws(InvalidValue) in request.stages = try stages(text) },
      ]
    }
  }

  /// Builds the stages and returns the folder that holds their executables.
  typealias Locator = @MainActor ([WorkbookStage]) throws(StageToolError) -> URL

  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    await run(
      arguments, output: context.output, errors: context.errors,
      environment: context.environment,
      locator: { stages throws(StageToolError) in try StageExecutables.build(stages, for: name) })
  }

  /// `run(_:in:)` with the stages' executables found by `locator`: what tests call.
  static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment,
    locator: Locator
  ) async -> Int32 {
    await help.parsing(
      arguments, into: Request(), specs: Request.specs, output: output, errors: errors
    ) { parsed in
      let request = parsed.options
      let terminal = Terminal(output: output, width: request.width, environment: environment)
      do throws(StageToolError) {
        let binaries = try locator(request.stages)
        for line in try await compare(request, width: terminal.width, binaries: binaries) {
          terminal.write(line.text, style: line.differs ? .accent : .plain)
        }
        terminal.write(
          en: "\(CompareLayout.differenceMark) marks the rows where the stages differ.",
          zh: "\(CompareLayout.differenceMark) 标出各阶段不同的行。", style: .dim)
        return 0
      } catch {
        errors.write(lines: [error.description])
        return 1
      }
    }
  }

  /// Runs the stages from `binaries`, laid out in `width` columns, off the main actor: it draws nothing.
  nonisolated static func compare(_ request: Request, width: Int, binaries: URL)
    async throws(StageToolError)
    -> [CompareLayout.Line]
  {
    // A terminal narrower than one pane and its gutter still gets the narrowest view, and wraps it.
    let width = max(width, CompareLayout.minimumWidth)
    let panes = CompareLayout.panesPerRow(total: width, stages: request.stages.count)
    let paneWidth = CompareLayout.columnWidth(total: width, columns: panes)
    // Always traced, for who talks to whom at the top; the messages are shown only under `--trace`.
    let arguments = [
      "--latency", "0", "--script", request.script, "--width", String(paneWidth),
      Language.option.name, Language.current.rawValue, "--trace",
    ]
    let executables = request.stages.map { binaries.appendingPathComponent($0.product) }
    // The stages run at the same time, each in a process of its own, and are shown in the order asked for.
    let results = await withTaskGroup(of: (Int, RunnerProcessResult).self) { group in
      for (index, executable) in executables.enumerated() {
        group.addTask {
          (
            index,
            // Their trace lines are read back, so with the real arrows; compare's terminal writes stand-ins.
            await RunnerProcess.run(
              [executable.path] + arguments, environment: [ambiguousWidthVariable: "narrow"],
              timeout: RunnerProcess.stageTimeout, cap: outputCap)
          )
        }
      }
      return await group.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }.map(\.1)
    }
    let columns = try zip(executables, results).map { (executable, result) throws(StageToolError) in
      try lines(of: result, from: executable)
    }
    let headers = request.stages.map(\.title)
    let transcripts =
      request.tracing ? columns : columns.map { $0.filter { TraceEvent(line: $0) == nil } }
    return CompareLayout.conversations(
      headers: headers, arrows: columns.map(CompareLayout.arrows), width: width)
      + CompareLayout.view(headers: headers, columns: transcripts, width: width, panes: panes)
  }

  /// The lines a stage printed, or why it failed.
  private nonisolated static func lines(of result: RunnerProcessResult, from executable: URL)
    throws(StageToolError) -> [String]
  {
    // Standard error joins the output: a stage writes to it only when it fails, and then it says why.
    guard result.succeeded else {
      let reason =
        result.output.split(separator: "\n").first.map(String.init)
        ?? localized(en: "exit \(result.status)", zh: "退出状态 \(result.status)")
      throw StageToolError(
        en: "\(executable.lastPathComponent) failed: \(reason)",
        zh: "\(executable.lastPathComponent) 运行失败：\(reason)")
    }
    // Half an output would be laid out as if the stage had stopped there.
    guard !result.outputWasCut else {
      let megabytes = outputCap >> 20
      throw StageToolError(
        en:
          "\(executable.lastPathComponent) printed more than \(megabytes) MB: give a shorter script.",
        zh: "\(executable.lastPathComponent) 输出超过了 \(megabytes) MB：请给出更短的操作序列。")
    }
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.last == "" ? lines.dropLast() : lines[...]).map(String.init)
  }
}

extension CompareCommand.Request {
  /// The stages that `text` names in order, separated by commas, none twice.
  static func stages(_ text: String) throws(InvalidValue) -> [WorkbookStage] {
    var stages: [WorkbookStage] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let stage = WorkbookStage.named(word) else {
        throw InvalidValue(
          localized(
            en: "give \(WorkbookStage.accepted), separated by commas",
            zh: "请给出\(WorkbookStage.accepted)，用逗号分隔"))
      }
      guard !stages.contains(stage) else {
        throw InvalidValue(
          localized(
            en: "\(stage.product) is given twice: give each stage once",
            zh: "\(stage.product) 出现了两次，每个阶段只能给一次"))
      }
      stages.append(stage)
    }
    return stages
  }
}
