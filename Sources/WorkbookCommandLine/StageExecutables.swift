import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess
import WorkbookStageTools

/// The stages' executables that `compare` runs and `tutorial` traces: built with SwiftPM in the package this
/// command belongs to, into the same build folder as this executable, so they always run the current code.
enum StageExecutables {
  /// The repository around the current folder, or else around this executable, and this executable.
  static func repository(for subcommand: String) throws(CompareError) -> (
    root: URL, executable: URL
  ) {
    let executable = ExecutableLocation.url ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard
      let root = WorkbookRepository.root(from: here)
        ?? WorkbookRepository.root(from: executable.deletingLastPathComponent())
    else {
      throw CompareError(
        message: localized(
          en:
            "Cannot find the workbook's Package.swift here or above; run \(subcommand) inside the workbook.",
          zh: "在当前文件夹及其上层都找不到练习册的 Package.swift；请在练习册里运行 \(subcommand)。"))
    }
    return (root, executable)
  }

  /// Builds `stages`, and returns the folder that holds their executables.
  static func build(_ stages: [WorkbookStage], for subcommand: String) throws(CompareError) -> URL {
    let (root, executable) = try repository(for: subcommand)
    return try CompareBuild.build(
      stages, root: root, options: CompareBuild.buildOptions(forExecutableAt: executable))
  }
}
