import Foundation
import Localization
import WorkbookProcess

/// Why `workbook compare` cannot show the stages: one line for the user.
package struct CompareError: Error, Equatable, Sendable, CustomStringConvertible {
  package let message: String

  package init(message: String) {
    self.message = message
  }

  package var description: String { "Error: \(message)" }
}

/// One of the stages, as `workbook compare`, `workbook diff` and the lessons name it: by its number
/// (`3`) or by its executable's name (`Stage3VIPER`).
package struct WorkbookStage: Equatable, Sendable {
  /// Its place in the workbook's evolution: `1`. `nil` for a stage with no number of its own, another
  /// way of writing a stage that has one (`Stage3CleanSwift`: `3` is `Stage3VIPER`).
  let number: Int?
  /// The executable product: `Stage1MVVM`.
  package let product: String
  /// The step of the evolution its code is at, numbered or not: `3` for `Stage3CleanSwift` too.
  let step: Int
  /// The architecture it is written in: `MVVM`, `Clean Swift`.
  let architecture: String

  /// The column header: `Stage 1 MVVM`, in Chinese `第 1 阶段 MVVM`.
  package var title: String {
    localized(en: "Stage \(step) \(architecture)", zh: "第 \(step) 阶段 \(architecture)")
  }

  /// Every stage, the numbered ones first.
  static let all = [
    WorkbookStage(number: 1, product: "Stage1MVVM", step: 1, architecture: "MVVM"),
    WorkbookStage(number: 2, product: "Stage2Presenter", step: 2, architecture: "Presenter"),
    WorkbookStage(number: 3, product: "Stage3VIPER", step: 3, architecture: "VIPER"),
    WorkbookStage(number: nil, product: "Stage3CleanSwift", step: 3, architecture: "Clean Swift"),
  ]

  /// The numbered stages, 1 to 3: what compare shows when not told which.
  package static let defaults = all.filter { $0.number != nil }

  /// What a stage can be called, for error messages and help: `stage numbers 1 to 3 or names
  /// (Stage1MVVM, …)`.
  package static var accepted: String {
    let count = defaults.count
    return localized(
      en: "stage numbers 1 to \(count) or names (\(all.map(\.product).joined(separator: ", ")))",
      zh: "阶段的编号 1 到 \(count) 或名字（\(all.map(\.product).joined(separator: "、"))）")
  }

  /// The stage that `word` names: its number, or its product's name in any case (`stage3viper`);
  /// `nil` for any other word.
  package static func named(_ word: some StringProtocol) -> WorkbookStage? {
    let word = word.trimmingCharacters(in: .whitespaces)
    return all.first {
      $0.number.map(String.init) == word || $0.product.lowercased() == word.lowercased()
    }
  }
}

/// Builds the stages from the current code with SwiftPM, and says where their executables are.
package enum CompareBuild {
  /// The SwiftPM options that build into the same place as the executable at `path` was built: its
  /// scratch path (the folder above it with `workspace-state.json`) and its configuration.
  package static func buildOptions(forExecutableAt path: URL) -> [String] {
    let folder = path.resolvingSymlinksInPath().deletingLastPathComponent()
    var options = folder.lastPathComponent == "release" ? ["--configuration", "release"] : []
    var candidate = folder
    for _ in 0..<3 {
      candidate = candidate.deletingLastPathComponent()
      if FileManager.default.fileExists(
        atPath: candidate.appendingPathComponent("workspace-state.json").path)
      {
        options += ["--scratch-path", candidate.path]
        break
      }
    }
    return options
  }

  /// Builds `stages` in the package at `root`, then returns the folder that holds their executables.
  package static func build(_ stages: [WorkbookStage], root: URL, options: [String])
    throws(CompareError)
    -> URL
  {
    for stage in stages {
      let result = swift(["build", "--product", stage.product] + options, root: root)
      guard result.succeeded else {
        let lines = result.output.split(separator: "\n")
        let firstError =
          lines.first { $0.contains("error:") }.map { localized(en: ": ", zh: "：") + $0 } ?? ""
        throw CompareError(
          message: localized(
            en: "Cannot build \(stage.product) (swift build failed)",
            zh: "无法构建 \(stage.product)（swift build 失败）") + firstError)
      }
    }
    let result = swift(["build", "--show-bin-path"] + options, root: root, keepingErrors: false)
    let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.succeeded, !path.isEmpty else {
      throw CompareError(
        message: localized(
          en: "Cannot find the built stages: 'swift build --show-bin-path' failed.",
          zh: "找不到构建好的阶段：'swift build --show-bin-path' 失败了。"))
    }
    return URL(fileURLWithPath: path)
  }

  private static func swift(_ arguments: [String], root: URL, keepingErrors: Bool = true)
    -> RunnerProcessResult
  {
    RunnerProcess.runBlocking(
      ["swift"] + arguments, in: root, timeout: RunnerProcess.buildTimeout,
      keepingErrors: keepingErrors)
  }
}
