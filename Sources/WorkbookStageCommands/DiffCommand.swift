import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import TextWidth
import WorkbookCommandLine
import WorkbookExercises
import WorkbookProcess
import WorkbookStageTools

/// `workbook diff A B`: what changed from one stage's code to another's, by `git diff --no-index -M`.
@MainActor enum DiffCommand: WorkbookSubcommand {
  static let name = LaunchedCommand.diff.rawValue
  struct Options {
    var all = false

    static var specs: [OptionSpec<Self>] {
      [
        OptionSpec(
          "--all", flag: \.all,
          help: localized(
            en: "Show it all: trace calls, lesson markers, folded files.",
            zh: "全部显示：trace 调用、课程标记和折叠成一行的文件。"))
      ]
    }
  }

  static var help: CommandHelp {
    CommandHelp(
      name: "\(WorkbookInvocation.executable) \(LaunchedCommand.diff.synopsis)",
      abstract: LaunchedCommand.diff.abstract,
      options: Options.specs,
      // Paragraphs, which --help wraps to a terminal's default width, and commands, which it must not.
      epilogue: [
        localized(
          en: "<from> and <to> are \(WorkbookStage.accepted); 3 is Stage3VIPER. For example:",
          zh: "<from> 和 <to> 是\(WorkbookStage.accepted)；3 就是 Stage3VIPER。例如："),
        "  " + command("2", "3"),
        "  " + command("Stage3VIPER", "Stage3CleanSwift"),
        "",
        localized(
          en:
            "The lesson comes first: renamed and new files, then removed and changed ones, then the "
            + "wiring (App.swift, the modules). A View that became a ViewController, or a ViewModel an "
            + "Interactor, is a rename. A file changed only in comments, strings or trace calls is one "
            + "line, and lines that only trace or mark a lesson's region are hidden: --all shows them. "
            + "Long lines wrap to the terminal's width. Colour on a terminal.",
          zh: "课程的重点排在前面：改名和新增的文件，然后是删除和修改的文件，最后是装配代码（App.swift 和各个 "
            + "Module）。View 变成 ViewController、ViewModel 变成 Interactor 都算改名。只改了注释、字符串"
            + "或 trace 调用的文件只占一行，只用于调用轨迹或标记课程代码区域的行已隐藏：--all 可以显示它们。"
            + "过长的行按终端宽度折行。在终端里会以彩色显示。"),
      ], runner: WorkbookInvocation.runner)
  }

  /// What git prints of the two folders given.
  typealias Differ = @Sendable (_ old: String, _ new: String) async throws(StageToolError) -> String

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
    // The stages are the words (`-1` is one: a stage that does not exist); `stages` counts them.
    await help.parsing(
      arguments, into: Options(), specs: Options.specs, words: .max, output: output, errors: errors
    ) { parsed throws(UsageError) in
      let (stages, options) = (try Self.stages(parsed.words), parsed.options)
      let (old, new) = ("Sources/" + stages.from.product, "Sources/" + stages.to.product)
      let diff: StageDiff
      do throws(StageToolError) {
        diff = try await stageDiff(old, new, differ: differ)
      } catch {
        errors.write(lines: [error.description])
        return 1
      }
      let terminal = Terminal(output: output, width: nil, environment: environment)
      let renamed = diff.withRoleRenames()
      write(
        (options.all ? renamed : renamed.folded().withoutNoise()).lessonFirst(), from: stages.from,
        to: stages.to, on: terminal)
      if !options.all {
        terminal.write(
          en:
            "Trace calls and lesson markers are hidden, and a file changed only in comments, strings or "
            + "trace calls is one line; --all shows them.",
          zh: "调用轨迹（trace）和课程标记的行已隐藏，只改了注释、字符串或 trace 调用的文件只占一行；"
            + "--all 可以显示它们。",
          style: .dim)
      }
      return 0
    }
  }

  /// The two stages that `words` name, in order.
  static func stages(_ words: [String]) throws(UsageError) -> (
    from: WorkbookStage, to: WorkbookStage
  ) {
    guard words.count == 2 else {
      throw UsageError(
        words.count < 2
          ? localized(
            en: "Missing the stages to compare: give two, for example: \(command("2", "3"))",
            zh: "缺少要对比的阶段：请给出两个阶段，例如 \(command("2", "3"))")
          : localized(
            en: "Unexpected argument '\(words[2])'", zh: "多余的参数 '\(words[2])'。"))
    }
    let found = try words.map { word throws(UsageError) in
      guard let stage = WorkbookStage.named(word) else {
        throw UsageError(
          en: "There is no stage '\(word)': give two \(WorkbookStage.accepted)",
          zh: "没有阶段 '\(word)'：请给出两个\(WorkbookStage.accepted)。")
      }
      return stage
    }
    guard found[0] != found[1] else {
      throw UsageError(
        en: "Both stages are \(found[0].product): give two different stages",
        zh: "两个阶段都是 \(found[0].product)：请给出两个不同的阶段。")
    }
    return (found[0], found[1])
  }

  /// The diff, file by file: a heading that says how the file changed, then its hunks.
  static func write(
    _ diff: StageDiff, from old: WorkbookStage, to new: WorkbookStage, on terminal: Terminal
  ) {
    let folders = "Sources/\(old.product) → Sources/\(new.product)"
    terminal.write(
      en: "\(old.title) → \(new.title): \(folders)", zh: "\(old.title) → \(new.title)：\(folders)",
      style: .title)
    if diff.files.isEmpty {
      terminal.write(en: "No changes.", zh: "没有改动。")
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
        case .changedOnly(let trivia):
          localized(
            en: "changed only in \(list(trivia)): \(file.name)",
            zh: "只改了\(list(trivia))：\(file.name)")
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
        terminal.write(
          lines: line.first == "@" ? [line] : fitted(line, width: terminal.width), style: style,
          wraps: line.first == "@")
      }
    }
  }

  /// What a folded file's changes touch, as a heading names them: `comments and strings`.
  static func list(_ trivia: [StageDiff.Trivia]) -> String {
    let names = trivia.map {
      switch $0 {
      case .comments: localized(en: "comments", zh: "注释")
      case .strings: localized(en: "strings", zh: "字符串")
      case .traceCalls: localized(en: "trace calls", zh: "trace 调用")
      }
    }
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return localized(
      en: names.dropLast().joined(separator: ", ") + " and " + last,
      zh: names.dropLast().joined(separator: "、") + "和" + last)
  }

  /// A hunk's line in rows at most `width` wide, each with its gutter and indentation (two more after the first).
  static func fitted(_ line: String, width: Int) -> [String] {
    guard line.displayWidth > width, let gutter = line.first else { return [line] }
    let code = line.dropFirst()
    // The indentation is kept while it leaves room for half the width.
    let indent = String(code.prefix { $0 == " " }.prefix(width / 2))
    let rows = code.dropFirst(indent.count).wrapped(toWidth: width - 1 - indent.count - 2)
    return rows.enumerated().map { index, row in
      String(gutter) + indent + (index == 0 ? "" : "  ") + row
    }
  }

  /// What `differ` says of the two folders, read off the main actor: it draws nothing.
  private nonisolated static func stageDiff(_ old: String, _ new: String, differ: Differ)
    async throws(StageToolError) -> StageDiff
  {
    StageDiff(gitOutput: try await differ(old, new), old: old, new: new)
  }

  /// git's `diff --no-index -M` of two folders of the repository at `root` (`nil`: none was found).
  static func git(in root: URL?) -> Differ {
    // Read here, on the main actor: the differ runs off it.
    let diffCommand = command()
    return { old, new throws(StageToolError) in
      guard let root else {
        throw StageToolError(LaunchedCommand.outsideTheWorkbook(LaunchedCommand.diff.rawValue))
      }
      // git says the same (exit 1) of a folder it cannot read as of folders that differ: look first.
      for folder in [old, new] {
        if let problem = problem(with: folder, in: root) { throw problem }
      }
      let result = await RunnerProcess.run(
        // The prefixes are spelled out so that a learner's git settings cannot change them.
        [
          "git", "diff", "--no-index", "-M", "--no-color", "--no-ext-diff", "--src-prefix=a/",
          "--dst-prefix=b/", old, new,
        ], in: root, timeout: RunnerProcess.stageTimeout)
      // It exits 1 when the folders differ, 0 when they do not; 1 without a diff is an error.
      let ran = !result.wasSignalled && !result.timedOut && result.status != 127
      if ran, result.status == 0 || (result.status == 1 && StageDiff.isDiff(result.output)) {
        return result.output
      }
      let lines = result.output.split(separator: "\n")
      let reason =
        (lines.first { $0.hasPrefix("error:") || $0.hasPrefix("fatal:") } ?? lines.first).map(
          String.init) ?? localized(en: "exit \(result.status)", zh: "退出状态 \(result.status)")
      guard ran else {
        throw StageToolError(
          en:
            "git could not compare \(old) and \(new) (\(reason)). \(diffCommand) needs git: install it, "
            + "or run diff -r \(old) \(new)",
          zh:
            "git 无法对比 \(old) 和 \(new)（\(reason)）。\(diffCommand) 需要 git：请安装它，"
            + "或者运行 diff -r \(old) \(new)")
      }
      let chmod = DiskItem.rightsCommand(for: "\(old) \(new)", at: root.appendingPathComponent(old))
      let checkout = "git checkout -- \(old) \(new)"
      throw StageToolError(
        en:
          "git could not read \(old) or \(new) (\(reason)). Give yourself the right with '\(chmod)', "
          + "or get them back with '\(checkout)', then run diff again.",
        zh: "git 无法读取 \(old) 或 \(new)（\(reason)）。用 '\(chmod)' 给自己加上权限，或者用 "
          + "'\(checkout)' 取回它们，再运行一次 diff。")
    }
  }

  /// What keeps git from reading the stage's `folder` (relative to `root`), and how to put it right.
  nonisolated static func problem(with folder: String, in root: URL) -> StageToolError? {
    let url = root.appendingPathComponent(folder)
    let checkout = "git checkout -- \(folder)"
    switch DiskItem(at: url) {
    case nil:
      return StageToolError(
        en:
          "\(folder) is missing, so there is nothing to compare. Get it back with '\(checkout)'.",
        zh: "\(folder) 不见了，所以没有东西可以对比。用 '\(checkout)' 取回它。")
    case .file:
      return StageToolError(
        en:
          "\(folder) is a file, but it should be the stage's folder. Move the file away, then run "
          + "'\(checkout)'.",
        zh: "\(folder) 是一个文件，但它应该是这个阶段的文件夹。先把这个文件移走，再运行 '\(checkout)'。")
    case .folder:
      // Listing a folder takes the right to read it and to enter it.
      let manager = FileManager.default
      guard manager.isReadableFile(atPath: url.path), manager.isExecutableFile(atPath: url.path)
      else {
        let chmod = DiskItem.rightsCommand(for: folder, at: url)
        return StageToolError(
          en:
            "\(folder) cannot be read by you. Give yourself the right with '\(chmod)', then run diff again.",
          zh: "你没有读取 \(folder) 的权限。用 '\(chmod)' 给自己加上权限，再运行一次 diff。")
      }
      return nil
    }
  }
}
