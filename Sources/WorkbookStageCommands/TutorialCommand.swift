import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import WorkbookCommandLine
import WorkbookExercises
import WorkbookProcess
import WorkbookStageTools

/// `workbook tutorial`: builds the stages' tutorial with `docc` and serves it, or writes a site (`--output`).
@MainActor enum TutorialCommand: WorkbookSubcommand {
  static let name = LaunchedCommand.tutorial.rawValue

  static var help: CommandHelp {
    CommandHelp(
      name: "\(WorkbookInvocation.executable) \(LaunchedCommand.tutorial.synopsis)",
      abstract: LaunchedCommand.tutorial.abstract,
      options: Request.specs,
      epilogue: [
        localized(
          en:
            "One chapter for each stage, in Apple's DocC format: each step shows a whole file as the "
            + "stage has it, with the lines that changed since the step before highlighted, and each "
            + "chapter ends with a quiz. The steps' code and the diagrams are made from the sources each "
            + "time, and the toolchain's docc builds the pages.",
          zh: "每个阶段一章，用 Apple 的 DocC 格式：每一步展示这个阶段的一个完整文件，并高亮上一步以来改动的"
            + "行；每章最后有一个小测验。每一步的代码和图都在每次构建时由源代码生成，页面由工具链自带的 docc 构建。"),
        "",
        localized(
          en:
            "Without --output, docc preview serves it on a free port of this computer until Ctrl-C; the "
            + "last line printed is the address to open. With --output, a new or empty folder gets a "
            + "static site to serve from its root (a site written there before is replaced whole); "
            + "--hosting-base-path serves it under a path instead.",
          zh: "不给 --output 时，docc preview 在本机的一个空闲端口上提供教程，直到按下 Ctrl-C；输出的最后一行就是"
            + "要打开的地址。给了 --output 时，一个新的或空的文件夹里会写出一个静态网站，从它的根目录提供（之前写在那里的"
            + "网站会被整个替换）；--hosting-base-path 则让它在某个路径下提供。"),
      ], runner: WorkbookInvocation.runner)
  }

  /// What the command line asks for.
  struct Request: Equatable {
    /// The folder of the static site, as given; `nil`: serve it.
    var output: String?
    var hostingBasePath: String?

    static var specs: [OptionSpec<Self>] {
      [
        OptionSpec(
          "--output", value: "folder",
          help: localized(
            en: "Write a static site to this folder instead of serving the tutorial.",
            zh: "把教程写成静态网站，放进这个文件夹，而不是启动预览服务器。")
        ) { (request, folder) throws(InvalidValue) in
          guard !folder.isEmpty else {
            throw InvalidValue(localized(en: "give a folder for the site", zh: "请给出放网站的文件夹"))
          }
          request.output = folder
        },
        OptionSpec(
          "--hosting-base-path", value: "path",
          help: localized(
            en:
              "With --output: the path the site is served under (GitHub Pages: the repository's name).",
            zh: "和 --output 一起用：网站所在的路径（GitHub Pages：仓库的名字）。")
        ) { (request, path) throws(InvalidValue) in
          // Plain names only: `..` would put the site's links above the site, `.` or an empty name nowhere.
          let names = path.split(separator: "/")
          guard !names.isEmpty,
            names.allSatisfy({ name in
              name != "." && name != ".."
                && name.allSatisfy {
                  $0.isASCII && ($0.isLetter || $0.isNumber || "-_.~".contains($0))
                }
            })
          else {
            throw InvalidValue(
              localized(
                en:
                  "give a path of plain names, such as topmovies or docs/topmovies, with no '.' or '..'",
                zh: "请给出由普通名字组成的路径，比如 topmovies 或 docs/topmovies，不能有 '.' 或 '..'"))
          }
          request.hostingBasePath = path
        },
      ]
    }
  }

  static func run(_ arguments: [String], in context: WorkbookContext) async -> Int32 {
    await run(
      arguments, output: context.output, errors: context.errors, environment: context.environment,
      locator: { stages throws(StageToolError) in try StageExecutables.build(stages, for: name) })
  }

  /// `run(_:in:)` with the stages' executables found by `locator`: what tests call, as a `swift build` cannot
  /// run while `swift test` holds the build folder.
  static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment,
    locator: CompareCommand.Locator
  ) async -> Int32 {
    await help.parsing(
      arguments, into: Request(), specs: Request.specs, output: output, errors: errors
    ) { parsed throws(UsageError) in
      let request = parsed.options
      if request.hostingBasePath != nil, request.output == nil {
        throw UsageError(
          en: "--hosting-base-path is for a static site: give --output too",
          zh: "--hosting-base-path 只用于静态网站：请同时给出 --output。")
      }
      let terminal = Terminal(output: output, width: nil, environment: environment)
      do throws(StageToolError) {
        let site = try request.output.map { output throws(StageToolError) in
          try Self.siteFolder(
            output, from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let (root, _) = try StageExecutables.repository(for: name)
        let docc = try Docc.locate(in: environment.variables)
        let catalog = TutorialCatalog(root: root, language: Language.current)
        let build = root.appendingPathComponent(".build/tutorial/" + Language.current.rawValue)
        let copy = build.appendingPathComponent("TopMovies.docc")
        terminal.write(
          en: "Building the stages, to draw the diagrams from what they do…",
          zh: "正在构建各个阶段，好根据它们的运行画出时序图……")
        let binaries = try locator(WorkbookStage.all)
        try await catalog.assemble(into: copy) { words throws(StageToolError) in
          try await Self.trace(words, binaries: binaries)
        }
        terminal.write(
          en: "Building the tutorial (\(catalog.folder)) with docc…",
          zh: "正在用 docc 构建教程（\(catalog.folder)）……")
        if let site {
          try await docc.convert(copy, to: site, hostingBasePath: request.hostingBasePath)
          let base = request.hostingBasePath.map { "/" + $0.trimmingCharacters(in: ["/"]) } ?? ""
          let home = base + "/" + TutorialCatalog.tableOfContents.page
          let first = base + "/" + TutorialCatalog.page(ofChapter: TutorialCatalog.chapters[0])
          terminal.write(
            en:
              "Wrote the site to \(site.path): serve that folder as the site's root, then open \(home) "
              + "(the first chapter: \(first)).",
            zh: "网站已写入 \(site.path)：把这个文件夹作为网站的根目录提供，然后打开 \(home)（第一章：\(first)）。",
            wraps: false)
          return 0
        }
        return try await docc.preview(copy, outputPath: build.appendingPathComponent("site")) {
          address in
          let first = address + "/" + TutorialCatalog.page(ofChapter: TutorialCatalog.chapters[0])
          let home = address + "/" + TutorialCatalog.tableOfContents.page
          terminal.write(
            en: "Serving the tutorial until Ctrl-C. Open \(home) (the first chapter: \(first))",
            zh: "正在提供教程，按 Ctrl-C 停止。打开 \(home)（第一章：\(first)）",
            wraps: false)
        }
      } catch {
        errors.write(lines: [error.description])
        return 1
      }
    }
  }

  /// What a stage from `binaries` prints, traced, with no delay, in English (a trace is never translated).
  nonisolated static func trace(_ words: [String], binaries: URL) async throws(StageToolError)
    -> String
  {
    guard let product = words.first, WorkbookStage.named(product) != nil else {
      throw StageToolError(
        en: "'\(words.joined(separator: " "))' does not start with a stage's name",
        zh: "'\(words.joined(separator: " "))' 没有以阶段的名字开头")
    }
    let result = await RunnerProcess.run(
      [binaries.appendingPathComponent(product).path] + words.dropFirst()
        + ["--latency", "0", "--trace", "--lang", Language.english.rawValue],
      timeout: RunnerProcess.stageTimeout, keepingErrors: false)
    guard result.succeeded else {
      throw StageToolError(
        en: "\(words.joined(separator: " ")) failed (exit status \(result.status))",
        zh: "\(words.joined(separator: " ")) 运行失败（退出状态 \(result.status)）")
    }
    return result.output
  }

  /// The folder a static site may be written to: a new one, an empty one, or docc's (with `metadata.json`).
  nonisolated static func siteFolder(_ path: String, from directory: URL) throws(StageToolError)
    -> URL
  {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    guard let item = DiskItem(at: url) else { return url }
    guard item == .folder else {
      throw StageToolError(
        en: "--output \(path) is a file: give a folder, new or empty, for the site.",
        zh: "--output \(path) 是一个文件：请给出一个新的或空的文件夹来放网站。")
    }
    let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    guard contents.isEmpty || contents.contains("metadata.json") else {
      throw StageToolError(
        en:
          "--output \(path) holds other files: give a new or empty folder (a site written there "
          + "before is replaced).",
        zh: "--output \(path) 里有别的文件：请给出一个新的或空的文件夹（之前写在那里的网站会被替换）。")
    }
    return url
  }
}
