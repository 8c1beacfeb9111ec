import CommandLineOptions
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookRunner

/// `workbook open <id>`: writes and builds a package for an editor (`EditorPackage`), and prints its folder last.
enum OpenCommand: ExerciseSubcommand {
  static let name = "open"
  static let idArgument = ExerciseIDArgument.required
  static var help: CommandHelp {
    help(
      abstract: localized(
        en:
          "Write and build a package that your editor opens on the exercise, without any solution.",
        zh: "生成并构建一个给编辑器打开的练习包，不含任何参考答案。"),
      epilogue: [
        localized(
          en:
            "The package is in .workbook/editor/, and its folder is the last line printed. Its "
            + "targets' folders are links: what you edit there is the exercise's Sources/ itself.",
          zh: "这个包在 .workbook/editor/ 里，输出的最后一行就是它的文件夹。它的各个 target 的文件夹"
            + "都是链接：你在那里编辑的，就是练习自己的 Sources/。")
      ])
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    guard let exercise else { return UsageError.exitCode }
    let terminal = workbook.terminal
    // Links to a missing Sources/ would fail the build with linker errors that name no file.
    try workbook.requireFiles(of: exercise)
    let package = EditorPackage(root: workbook.context.root, exercise: exercise)
    try package.write()
    terminal.write(
      en: "A package for your editor: \(exercise.heading)", zh: "给编辑器用的包：\(exercise.heading)",
      style: .title)
    terminal.write(
      en: "It links your Sources/ and Tests/ and the shared code, and no solution.",
      zh: "它链接了你的 Sources/、Tests/ 和共享代码，没有参考答案。")
    terminal.startActivity(
      localized(
        en: "Building it, so that your editor finds every module",
        zh: "正在构建它，好让编辑器找到每个模块"))
    let outcome = package.outcome(of: await workbook.context.buildForEditor(package.directory))
    terminal.stopActivity()
    switch outcome {
    case .built:
      terminal.write(
        en: "Built: your editor finds every module.", zh: "构建完成：编辑器能找到每个模块。")
    case .errorsInExercise:
      terminal.write(
        en: "Built, but your code has errors: your editor shows them where they are.",
        zh: "构建完成，但你的代码有错误：编辑器会在出错的位置显示它们。")
    case .failed(let reason):
      workbook.errors.write(lines: [
        FrameWord.error
          + localized(
            en: "Could not build it, so your editor may not find the modules: \(reason)",
            zh: "无法构建这个包，编辑器可能找不到各个模块：\(reason)")
      ])
    }
    let path = package.relativePath
    terminal.write(
      en: "Xcode:   xed \(path)   (or File > Open its Package.swift)",
      zh: "Xcode:   xed \(path)   （或者用 File > Open 打开它的 Package.swift）",
      wraps: false)
    terminal.write(
      en: "VS Code: code \(path)   (with the Swift extension)",
      zh: "VS Code: code \(path)   （需要安装 Swift 扩展）",
      wraps: false)
    workbook.output.write(package.directory.path + "\n")
    return outcome == .built || outcome == .errorsInExercise ? 0 : 1
  }
}
