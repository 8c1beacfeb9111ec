import Foundation
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookProcess

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A subcommand in an executable of its own (`workbook-verify`, `workbook-stages`), which a first `check` does
/// not wait for; `workbook` lists and `launch`es them from here, and they take their names and abstracts here.
package enum LaunchedCommand: String, CaseIterable, Sendable {
  case verify, compare, diff, tutorial

  /// The executable that runs it, built into the same folder as `workbook`.
  package var product: String {
    switch self {
    case .verify: "workbook-verify"
    case .compare, .diff, .tutorial: "workbook-stages"
    }
  }

  /// What `workbook --help` shows of its usage, after `workbook`: `diff <from> <to>`.
  package var synopsis: String {
    switch self {
    case .compare, .tutorial: rawValue
    case .verify: "verify [<id>]"
    case .diff: "diff <from> <to>"
    }
  }

  /// Its one-line abstract.
  package var abstract: String {
    switch self {
    case .verify:
      localized(
        en:
          "Check that every solution and alternative passes, every untouched stub and every mutant fails, and the metadata is complete.",
        zh: "检查每个参考答案和其他正确写法都能通过，每个未改动的起始代码和变异体都会失败，并且元数据完整。")
    case .compare:
      localized(
        en: "Run the stages on the same actions and show their output side by side.",
        zh: "让各个阶段执行同样的操作，把它们的输出并排显示。")
    case .diff:
      localized(
        en: "Show what changed from one stage's code to another's.", zh: "对比两个阶段的代码改动。")
    case .tutorial:
      localized(
        en: "Build the stages' tutorial from the current code and serve it to your browser.",
        zh: "用当前的代码构建各阶段的教程，并在本机提供给浏览器。")
    }
  }

  /// Builds its executable beside this one and becomes it, with `arguments` and the language; else exit code.
  @MainActor package func launch(_ arguments: [String], errors: any TextOutput) -> Int32 {
    guard case (let root, let executable)? = Self.repository else {
      errors.write(lines: [FrameWord.error + Self.outsideTheWorkbook(rawValue)])
      return 1
    }
    let folder = executable.deletingLastPathComponent()
    let tool = folder.appendingPathComponent(product)
    if DiskItem(at: tool) != .file {
      // All that its executable runs: `compare, diff and tutorial`.
      let names = Self.allCases.filter { $0.product == product }.map(\.rawValue)
      let (others, last) = (names.dropLast().joined(separator: ", "), names[names.count - 1])
      errors.write(lines: [
        localized(
          en: others.isEmpty
            ? "Building \(last), the first time it runs…"
            : "Building \(others) and \(last), the first time one of them runs…",
          zh: "正在构建 \(names.joined(separator: "、"))（只在第一次运行时构建）……")
      ])
    }
    // In the package this executable was built from, whichever repository the command is run in.
    if let failure = ProductBuild.failure(
      building: product, in: WorkbookRepository.root(from: folder) ?? root,
      options: ExecutableLocation.buildOptions(forExecutableAt: executable))
    {
      errors.write(lines: [FrameWord.error + failure])
      return 1
    }
    let words = [WorkbookInvocation.executable] + arguments + ["--lang", Language.current.rawValue]
    let cWords = words.map { strdup($0) } + [nil]
    execv(tool.path, cWords)
    // Only reached when it could not be started.
    let reason = String(cString: strerror(errno))
    errors.write(
      lines: [
        FrameWord.error
          + localized(
            en: "Cannot run \(tool.path): \(reason)", zh: "无法运行 \(tool.path)：\(reason)")
      ])
    return 127
  }

  /// The repository around the current folder, or else around this executable, and this executable.
  package static var repository: (root: URL, executable: URL)? {
    let executable = ExecutableLocation.url ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let root =
      WorkbookRepository.root(from: here)
      ?? WorkbookRepository.root(from: executable.deletingLastPathComponent())
    return root.map { ($0, executable) }
  }

  /// What `subcommand` says when there is no repository to work in: one line for the user.
  package static func outsideTheWorkbook(_ subcommand: String) -> String {
    localized(
      en:
        "Cannot find the workbook's Package.swift here or above; run \(subcommand) inside the workbook.",
      zh: "在当前文件夹及其上层都找不到练习册的 Package.swift；请在练习册里运行 \(subcommand)。")
  }
}
