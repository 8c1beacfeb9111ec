import Foundation
import Localization
import WorkbookProcess

/// Builds the stages from the current code with SwiftPM, and says where their executables are.
package enum CompareBuild {
  /// Builds `stages` in the package at `root`, then returns the folder that holds their executables.
  package static func build(_ stages: [WorkbookStage], root: URL, options: [String])
    throws(StageToolError)
    -> URL
  {
    for stage in stages {
      if let failure = ProductBuild.failure(building: stage.product, in: root, options: options) {
        throw StageToolError(failure)
      }
    }
    let result = RunnerProcess.runBlocking(
      ["swift", "build", "--show-bin-path"] + options, in: root,
      timeout: RunnerProcess.buildTimeout, keepingErrors: false)
    let path = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    guard result.succeeded, !path.isEmpty else {
      throw StageToolError(
        en: "Cannot find the built stages: 'swift build --show-bin-path' failed.",
        zh: "找不到构建好的阶段：'swift build --show-bin-path' 失败了。")
    }
    return URL(fileURLWithPath: path)
  }
}
