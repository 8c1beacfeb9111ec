import CommandLineOptions
import Localization
import WorkbookExercises
import WorkbookVerifier

/// `workbook verify [<id>]`: every reference solution and alternative passes, every stub as committed and every
/// mutant fails, and the metadata is complete. What CI runs, and what a teacher runs after adding an exercise.
enum VerifyCommand: ExerciseSubcommand {
  static let name = "verify"
  static let idArgument = ExerciseIDArgument.optional
  static var help: CommandHelp {
    CommandHelp(
      name: "workbook verify [<id>]",
      abstract: localized(
        en:
          "Check that every solution and alternative passes, every untouched stub and every mutant fails, and the metadata is complete.",
        zh: "检查每个参考答案和其他正确写法都能通过，每个未改动的起始代码和变异体都会失败，并且元数据完整。"),
      options: [],
      epilogue: [
        "ARGUMENTS:",
        localized(
          en: "  <id>    One exercise to verify (default: every exercise).",
          zh: "  <id>    要验证的练习（默认验证全部练习）。"),
      ], runner: WorkbookInvocation.runner)
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    async
    -> Int32
  {
    let context = workbook.context
    let verifier = ExerciseVerifier(
      root: context.root, catalog: workbook.catalog, checker: context.checker)
    return await verifier.run(
      exercise.map { [$0] } ?? workbook.catalog.exercises, timeout: context.testTimeout,
      terminal: workbook.terminal)
  }
}
