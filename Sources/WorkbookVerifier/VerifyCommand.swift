import CommandLineOptions
import Localization
import WorkbookCommandLine
import WorkbookExercises

/// `workbook verify [<id>]`: every reference solution and alternative passes, every stub as committed and every
/// mutant fails, and the metadata is complete. What CI runs, and what a teacher runs after adding an exercise.
package enum VerifyCommand: ExerciseSubcommand {
  package static let name = LaunchedCommand.verify.rawValue
  package static let idArgument = ExerciseIDArgument.optional
  package static var help: CommandHelp {
    CommandHelp(
      name: "\(WorkbookInvocation.executable) \(LaunchedCommand.verify.synopsis)",
      abstract: LaunchedCommand.verify.abstract,
      epilogue: [
        FrameWord.arguments,
        localized(
          en: "  <id>    One exercise to verify (default: every exercise).",
          zh: "  <id>    要验证的练习（默认验证全部练习）。"),
      ], runner: WorkbookInvocation.runner)
  }

  package static func run(
    _ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook
  ) async -> Int32 {
    let context = workbook.context
    let verifier = ExerciseVerifier(
      root: context.root, catalog: workbook.catalog, checker: context.checker)
    return await verifier.run(
      exercise.map { [$0] } ?? workbook.catalog.exercises, timeout: context.testTimeout,
      terminal: workbook.terminal)
  }
}
