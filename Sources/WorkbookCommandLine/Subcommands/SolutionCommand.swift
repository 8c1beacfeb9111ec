import CommandLineOptions
import Foundation
import Localization
import TerminalKit
import WorkbookExercises

/// `workbook solution <id> [--force]`: the reference solution, once the learner's code passes.
enum SolutionCommand: ExerciseSubcommand {
  static let name = "solution"
  static let idArgument = ExerciseIDArgument.required
  static var help: CommandHelp {
    help(
      abstract: localized(
        en: "Show the reference solution, once the exercise passes.",
        zh: "练习通过后，显示参考答案。"))
  }

  static var options: [OptionSpec<ExerciseOptions>] {
    [
      OptionSpec(
        "--force", flag: \.force,
        help: localized(
          en: "Show it even though the exercise does not pass yet.",
          zh: "即使练习还没通过，也显示参考答案。"))
    ]
  }

  static func run(_ exercise: Exercise?, options: ExerciseOptions, on workbook: ExerciseWorkbook)
    throws(ExerciseError) -> Int32
  {
    guard let exercise else { return UsageError.exitCode }
    guard workbook.state.isDone(exercise) || options.force else {
      let (check, force) = (CheckCommand.command(exercise.id), command(exercise.id, "--force"))
      throw ExerciseError(
        en: "The solution to \(exercise.id) shows once your code passes ('\(check)'), or now with "
          + "'\(force)'.",
        zh: "练习 \(exercise.id) 的参考答案要等你的代码通过（'\(check)'）后才显示，"
          + "也可以现在就用 '\(force)' 查看。")
    }
    let folder = workbook.context.root.appendingPathComponent(exercise.solutionPath)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let ordered =
      exercise.files.filter(names.contains) + names.filter { !exercise.files.contains($0) }
    // A solution that is gone (a deleted folder) is said to be gone, never shown as nothing.
    guard !ordered.isEmpty else {
      throw ExerciseError(
        en:
          "\(exercise.solutionPath) is missing or empty, so there is no solution to show. Get it back "
          + "with 'git checkout -- \(exercise.solutionPath)'.",
        zh: "\(exercise.solutionPath) 不见了或者是空的，所以没有参考答案可以显示。用 "
          + "'git checkout -- \(exercise.solutionPath)' 把它找回来。")
    }
    for name in ordered {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      workbook.terminal.write("── \(exercise.solutionPath)/\(name) ──", style: .title)
      workbook.output.write(text.hasSuffix("\n") ? text : text + "\n")
    }
    return 0
  }
}
