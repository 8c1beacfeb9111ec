import Foundation
import Localization
import TerminalKit
import TestSupport
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

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

/// `workbook compare` and `workbook diff` in Simplified Chinese: the workbook's own lines in Chinese, and
/// the stages run in the workbook's language, so that the panes side by side speak one language.
@Suite("workbook compare and diff in Chinese")
@MainActor struct CompareChineseTests {
  /// Runs `compare` with `arguments` on `stages`, in `language`.
  private func compare(
    _ arguments: [String], on stages: FakeStages, in language: Language = .simplifiedChinese
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

  @Test(
    "compare runs every stage with --lang zh-Hans and --trace, under Chinese headers and a Chinese footer"
  )
  func stagesSpeakTheWorkbooksLanguage() async throws {
    let stages = try FakeStages(#"for word in "$@"; do echo "$word"; done"#)
    let run = await compare(["--stages", "1,3", "--width", "100", "--script", "quit"], on: stages)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
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

        """)
  }

  @Test(
    "In English, compare runs every stage with --lang en, so that the locale of its shell cannot decide"
  )
  func stagesSpeakEnglish() async throws {
    let stages = try FakeStages(#"echo "$*""#)
    let run = await compare(["--stages", "2", "--width", "80"], on: stages, in: .english)
    #expect(run.status == 0)
    let outputLines: [String] = run.output.split(separator: "\n").map(String.init)
    let rule = String(repeating: "─", count: 78)
    #expect(
      outputLines == [
        "  Stage 2 Presenter",
        "  \(rule)",
        "  --latency 0 --script tap 1; back; quit --width 78 --lang en --trace",
        "≠ marks the rows where the stages differ.",
      ])
  }

  @Test(
    "Who talks to whom is titled in Chinese, over the stages' Chinese headers; the arrows stay as traced"
  )
  func conversationsInChinese() async throws {
    let stages = try FakeStages(#"echo "[trace] View → Presenter: reload()"; echo 列表"#)
    let run = await compare(["--stages", "1,3", "--width", "80"], on: stages)
    #expect(run.status == 0)
    let outputLines: [String] = run.output.split(separator: "\n").map(String.init)
    let top = Array(outputLines.prefix(4))
    #expect(
      top == [
        "每个阶段里谁和谁对话（--trace 还会显示消息）：",
        "  第 1 阶段 MVVM                        │ 第 3 阶段 VIPER",
        "  ──────────────────────────────────────┼──────────────────────────────────────",
        "  View → Presenter                      │ View → Presenter",
      ])
    #expect(!run.output.contains("[trace]"))
  }

  @Test("A stage that fails is named in one Chinese line, with the first line it printed")
  func failingStage() async throws {
    let stages = try FakeStages("echo 'Error: no movies'; exit 3")
    let run = await compare(["--stages", "2"], on: stages)
    #expect(run.status == 1)
    #expect(run.output.isEmpty)
    #expect(run.errors == "Error: Stage2Presenter 运行失败：Error: no movies\n")
  }

  @Test("With one pane, each stage under the one before says in Chinese which lines that one lacks")
  func stackedInChinese() {
    let lines = Language.$current.withValue(.simplifiedChinese) {
      CompareLayout.view(
        headers: WorkbookStage.defaults.prefix(2).map(\.title),
        columns: [["同一行"], ["同一行", "新的一行"]],
        width: 44, panes: 1)
    }
    #expect(
      lines.map(\.text) == [
        "  第 1 阶段 MVVM", "  " + String(repeating: "─", count: 42), "  同一行", "",
        "  第 2 阶段 Presenter（≠：前一个阶段没有的行）", "  " + String(repeating: "─", count: 42),
        "  同一行", "≠ 新的一行",
      ])
  }

  @Test(
    "diff heads each file with its change in Chinese, folds in Chinese, and says in Chinese what it hides"
  )
  func diffInChinese() async {
    let git = """
      diff --git a/Sources/Stage2Presenter/MovieListViewModel.swift b/Sources/Stage3VIPER/MovieListInteractor.swift
      similarity index 53%
      rename from Sources/Stage2Presenter/MovieListViewModel.swift
      rename to Sources/Stage3VIPER/MovieListInteractor.swift
      --- a/Sources/Stage2Presenter/MovieListViewModel.swift
      +++ b/Sources/Stage3VIPER/MovieListInteractor.swift
      @@ -1 +1 @@
      -protocol MovieListViewModel {}
      +protocol MovieListInteractor {}
      diff --git a/Sources/Stage3VIPER/ABTest.swift b/Sources/Stage3VIPER/ABTest.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/Stage3VIPER/ABTest.swift
      @@ -0,0 +1 @@
      +enum Variant {}
      diff --git a/Sources/Stage2Presenter/App.swift b/Sources/Stage3VIPER/App.swift
      --- a/Sources/Stage2Presenter/App.swift
      +++ b/Sources/Stage3VIPER/App.swift
      @@ -1,2 +1,2 @@
      -/// 第 2 阶段
      -let name = "Stage2Presenter"
      +/// 第 3 阶段
      +let name = "Stage3VIPER"

      """
    let output = RecordedOutput()
    let status = await Language.$current.withValue(.simplifiedChinese) {
      await DiffCommand.run(
        ["2", "3"], output: output, errors: RecordedOutput(),
        environment: Environment(variables: ["COLUMNS": "200"]),
        differ: { _, _ throws(CompareError) in git })
    }
    #expect(status == 0)
    #expect(
      output.text == """
        第 2 阶段 Presenter → 第 3 阶段 VIPER：Sources/Stage2Presenter → Sources/Stage3VIPER

        改名：MovieListViewModel.swift → MovieListInteractor.swift（53% 相同）
        @@ -1 +1 @@
        -protocol MovieListViewModel {}
        +protocol MovieListInteractor {}

        新增：ABTest.swift
        @@ -0,0 +1 @@
        +enum Variant {}

        只改了注释和字符串：App.swift
        调用轨迹（trace）和课程标记的行已隐藏，只改了注释、字符串或 trace 调用的文件只占一行；--all 可以显示它们。

        """)
  }

  @Test("A bad --stages is refused with a Chinese reason that names the stages compare takes")
  func badStages() async throws {
    let stages = try FakeStages("exit 0")
    let run = await compare(["--stages", "1,1"], on: stages)
    #expect(run.status == 64)
    #expect(
      run.errors.split(separator: "\n").first
        == "Error: '--stages <list>' 的值 '1,1' 无效：Stage1MVVM 出现了两次，每个阶段只能给一次。")
    let unknown = await compare(["--stages", "4"], on: stages)
    #expect(
      unknown.errors.split(separator: "\n").first
        == "Error: '--stages <list>' 的值 '4' 无效：请给出\(TestedStage.accepted(chinese: true))，用逗号分隔。"
    )
  }
}
