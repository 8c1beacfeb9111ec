import Foundation
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookProcess
import WorkbookStageTools

/// `workbook diff A B`: what changed from one stage's code to another's, as a learner should read it.
///
/// Built on git's own `diff --no-index -M`, which finds renames (`MovieListViewModel.swift →
/// MovieListInteractor.swift`) and which every learner who cloned the workbook has. Lines that only trace
/// or mark a lesson's region are left out unless `--all` is given.
@MainActor enum DiffCommand: WorkbookSubcommand {
  static let name = "diff"
  nonisolated static var options: [OptionSpec] {
    [
      OptionSpec(
        "--all",
        help: localized(
          en: "Show every changed line, trace calls and lesson markers too.",
          zh: "显示所有改动的行，包括 trace 调用和课程标记。"))
    ]
  }

  static var help: CommandHelp {
    let example = command("Stage3VIPER", "Stage3CleanSwift")
    return CommandHelp(
      name: "workbook diff <from> <to>",
      abstract: localized(
        en:
          "Show what changed from one stage's code to another's, for example: \(command("2", "3")).",
        zh: "对比两个阶段的代码改动，例如 \(command("2", "3"))。"),
      options: options,
      epilogue: [
        localized(
          en: """
            <from> and <to> are \(WorkbookStage.accepted);
            3 is Stage3VIPER. For example: \(example).
            Renamed files are shown as renames, with only their changed lines. Colour on a terminal.
            """,
          zh: """
            <from> 和 <to> 是\(WorkbookStage.accepted)；
            3 就是 Stage3VIPER。例如 \(example)。
            改名的文件显示为改名，只列出其中改动的行。在终端里会以彩色显示。
            """)
      ])
  }

  /// Runs git in the repository and returns what it printed, for the two folders given.
  typealias Differ = @Sendable (_ old: String, _ new: String) async throws(CompareError) -> String

  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return await run(
      arguments, output: context.output, errors: context.errors,
      environment: context.environment, differ: git(in: WorkbookRepository.root(from: here)))
  }

  /// `run(_:in:)` with git's output from `differ`: what tests call.
  static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment,
    differ: Differ
  ) async -> Int32 {
    let stages: (from: WorkbookStage, to: WorkbookStage)
    let showsAll: Bool
    do {
      // The stages are the words that are not options (`-1` is a word: a stage that does not exist).
      func isWord(_ argument: String) -> Bool { !argument.hasPrefix("-") || Int(argument) != nil }
      let words = arguments.filter(isWord)
      let parsed = try ParsedArguments(arguments.filter { !isWord($0) }, specs: options)
      if parsed.wantsHelp {
        output.write(lines: help.helpText)
        return 0
      }
      stages = try Self.stages(words)
      showsAll = parsed.flags.contains("--all")
    } catch {
      return help.report(error, to: errors)
    }
    let (old, new) = ("Sources/" + stages.from.product, "Sources/" + stages.to.product)
    let diff: StageDiff
    do {
      diff = try await stageDiff(old, new, differ: differ)
    } catch {
      errors.write(error.description + "\n")
      return 1
    }
    let terminal = Terminal(output: output, width: nil, environment: environment)
    write(showsAll ? diff : diff.withoutNoise(), from: stages.from, to: stages.to, on: terminal)
    if !showsAll {
      terminal.write(
        localized(
          en: "Lines that only trace or mark a lesson's region are hidden; --all shows them.",
          zh: "只用于调用轨迹（trace）或只用于标记课程代码区域的行已隐藏；--all 可以显示它们。"),
        style: .dim)
    }
    return 0
  }

  /// The two stages that `words` name, in order.
  static func stages(_ words: [String]) throws(UsageError) -> (WorkbookStage, WorkbookStage) {
    guard words.count == 2 else {
      throw UsageError(
        words.count < 2
          ? localized(
            en: "Missing the stages to compare: give two, for example: \(command("2", "3"))",
            zh: "缺少要对比的阶段：请给出两个阶段，例如 \(command("2", "3"))")
          : localized(
            en: "Unexpected argument '\(words[2])'", zh: "多余的参数 '\(words[2])'"))
    }
    var found: [WorkbookStage] = []
    for word in words {
      guard let stage = WorkbookStage.named(word) else {
        throw UsageError(
          localized(
            en: "There is no stage '\(word)': give two \(WorkbookStage.accepted)",
            zh: "没有阶段 '\(word)'：请给出两个\(WorkbookStage.accepted)"))
      }
      found.append(stage)
    }
    guard found[0] != found[1] else {
      throw UsageError(
        localized(
          en: "Both stages are \(found[0].product): give two different stages",
          zh: "两个阶段都是 \(found[0].product)：请给出两个不同的阶段"))
    }
    return (found[0], found[1])
  }

  /// The diff, file by file: a heading that says how the file changed, then its hunks.
  static func write(
    _ diff: StageDiff, from old: WorkbookStage, to new: WorkbookStage, on terminal: Terminal
  ) {
    let folders = "Sources/\(old.product) → Sources/\(new.product)"
    terminal.write(
      localized(
        en: "\(old.title) → \(new.title): \(folders)", zh: "\(old.title) → \(new.title)：\(folders)"),
      style: .title)
    if diff.files.isEmpty {
      terminal.write(localized(en: "No changes.", zh: "没有改动。"))
    }
    for file in diff.files {
      terminal.write("")
      let heading =
        switch file.kind {
        case .changed: localized(en: "changed: \(file.name)", zh: "修改：\(file.name)")
        case .added: localized(en: "new: \(file.name)", zh: "新增：\(file.name)")
        case .removed: localized(en: "removed: \(file.name)", zh: "删除：\(file.name)")
        case .renamed(let from, let similarity):
          localized(
            en: "renamed: \(from) → \(file.name) (\(similarity)% the same)",
            zh: "改名：\(from) → \(file.name)（\(similarity)% 相同）")
        }
      terminal.write(heading, style: .title)
      for line in file.hunks.joined() {
        let style: Style =
          switch line.first {
          case "+": .inserted
          case "-": .deleted
          case "@": .accent
          default: .plain
          }
        // Whole, as git wrote it: wrapping at spaces would lose a line's indentation.
        terminal.write(line, style: style, wraps: false)
      }
    }
  }

  /// What `differ` says of the two folders, read into a `StageDiff` off the main actor: reading git's output
  /// draws nothing.
  private nonisolated static func stageDiff(_ old: String, _ new: String, differ: Differ)
    async throws(CompareError) -> StageDiff
  {
    StageDiff(gitOutput: try await differ(old, new), old: old, new: new)
  }

  /// git's `diff --no-index -M` of two folders of the repository at `root` (`nil`: none was found).
  static func git(in root: URL?) -> Differ {
    // Read here, on the main actor: the differ runs off it.
    let diffCommand = command()
    return { old, new throws(CompareError) in
      guard let root else {
        throw CompareError(
          message: localized(
            en:
              "Cannot find the workbook's Package.swift here or above; run diff inside the workbook.",
            zh: "在当前文件夹及其上层都找不到练习册的 Package.swift；请在练习册里运行 diff。"))
      }
      let result = await RunnerProcess.run(
        // The prefixes are spelled out so that a learner's git settings cannot change them.
        [
          "git", "diff", "--no-index", "-M", "--no-color", "--no-ext-diff", "--src-prefix=a/",
          "--dst-prefix=b/", old, new,
        ], in: root, timeout: RunnerProcess.stageTimeout)
      // `git diff --no-index` exits 1 when the folders differ, 0 when they do not.
      guard !result.wasSignalled, !result.timedOut, result.status == 0 || result.status == 1 else {
        let reason =
          result.output.split(separator: "\n").first.map(String.init)
          ?? localized(en: "exit \(result.status)", zh: "退出状态 \(result.status)")
        throw CompareError(
          message: localized(
            en:
              "git could not compare \(old) and \(new) (\(reason)). \(diffCommand) needs git: install it, "
              + "or run diff -r \(old) \(new)",
            zh:
              "git 无法对比 \(old) 和 \(new)（\(reason)）。\(diffCommand) 需要 git：请安装它，"
              + "或者运行 diff -r \(old) \(new)"))
      }
      return result.output
    }
  }
}
