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

  /// Builds `stages`, and returns the folder that holds their executables.
  static func build(_ stages: [WorkbookStage], for subcommand: String) throws(StageToolError) -> URL
  {
    let (root, executable) = try repository(for: subcommand)
    return try CompareBuild.build(
      stages, root: root, options: ExecutableLocation.buildOptions(forExecutableAt: executable))
  }
}
