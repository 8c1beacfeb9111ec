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

/// Builds the stages from the current code with SwiftPM, and says where their executables are.
package enum CompareBuild {
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
