import Foundation
import TerminalKit

/// `workbook solution <id> [--force]`: the reference solution, once the learner's code passes.
enum SolutionCommand: ExerciseSubcommand {
  static let name = "solution"
  static let idArgument = ExerciseIDArgument.required
  static let help = CommandHelp(
    name: "workbook solution <id>",
    abstract: "Show the reference solution, once the exercise passes.",
    options: [
      OptionSpec("--force", help: "Show it even though the exercise does not pass yet.")
    ])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook) -> Int32
  {
    let exercise = exercise!
    guard workbook.state.isDone(exercise) || flags.contains("--force") else {
      workbook.errors.write(
        "Error: The solution to \(exercise.id) shows once your code passes "
          + "('\(CheckCommand.command(exercise.id))'), or now with "
          + "'\(command(exercise.id, "--force"))'.\n"
      )
      return 1
    }
    let folder = workbook.context.root.appendingPathComponent(exercise.solutionPath)
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    let ordered =
      exercise.files.filter(names.contains) + names.filter { !exercise.files.contains($0) }
    for name in ordered {
      guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else { continue }
      workbook.terminal.write("── \(exercise.solutionPath)/\(name) ──", style: .title)
      workbook.output.write(text.hasSuffix("\n") ? text : text + "\n")
    }
    return 0
  }
}
