import Foundation
import WorkbookCommandLine
import WorkbookProcess
import WorkbookStageTools

/// The stages' executables that `compare` and `tutorial` run, built from the current code beside this one.
enum StageExecutables {
  /// The repository around the current folder, or else around this executable, and this executable.
  static func repository(for subcommand: String) throws(StageToolError) -> (
    root: URL, executable: URL
  ) {
    guard let repository = LaunchedCommand.repository else {
      throw StageToolError(LaunchedCommand.outsideTheWorkbook(subcommand))
    }
    return repository
  }

  /// Builds `stages` with SwiftPM, and returns the folder that holds their executables.
  static func build(_ stages: [WorkbookStage], for subcommand: String) throws(StageToolError) -> URL
  {
    let (root, executable) = try repository(for: subcommand)
    let options = ExecutableLocation.buildOptions(forExecutableAt: executable)
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
