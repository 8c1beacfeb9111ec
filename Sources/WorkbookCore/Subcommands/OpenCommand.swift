import TerminalKit

/// `workbook open <id>`: writes a package that an editor opens on the learner's exercise (see `EditorPackage`),
/// builds it so that the editor finds every module, and prints its folder on the last line.
enum OpenCommand: ExerciseSubcommand {
  static let name = "open"
  static let idArgument = ExerciseIDArgument.required
  static let help = CommandHelp(
    name: "workbook open <id>",
    abstract:
      "Write and build a package that your editor opens on the exercise, without any solution.",
    options: [],
    epilogue: [
      "The package is in .workbook/editor/, and its folder is the last line printed. Its targets' folders",
      "are links: what you edit there is the exercise's Sources/ itself.",
    ])

  static func run(_ exercise: Exercise?, flags: Set<String>, on workbook: ExerciseWorkbook)
    async throws(ExerciseError) -> Int32
  {
    let exercise = exercise!
    let terminal = workbook.terminal
    let package = EditorPackage(root: workbook.context.root, exercise: exercise)
    try package.write()
    terminal.write("A package for your editor: \(exercise.heading)", style: .title)
    terminal.write("It links your Sources/ and Tests/ and the shared code, and no solution.")
    terminal.startActivity("Building it, so that your editor finds every module")
    let outcome = package.outcome(of: await workbook.context.buildForEditor(package.directory))
    terminal.stopActivity()
    switch outcome {
    case .built:
      terminal.write("Built: your editor finds every module.")
    case .errorsInExercise:
      terminal.write("Built, but your code has errors: your editor shows them where they are.")
    case .failed(let reason):
      workbook.errors.write(
        "Error: Could not build it, so your editor may not find the modules: \(reason)\n")
    }
    terminal.write(
      "Xcode:   xed \(package.relativePath)   (or File > Open its Package.swift)", wraps: false)
    terminal.write(
      "VS Code: code \(package.relativePath)   (with the Swift extension)", wraps: false)
    workbook.output.write(package.directory.path + "\n")
    return outcome == .built || outcome == .errorsInExercise ? 0 : 1
  }
}
