/// How a learner runs the workbook, from the repository's root through SwiftPM, as every suggested command says.
package enum WorkbookInvocation {
  /// The executable's name, as usage lines and commands show it.
  package static let executable = "workbook"
  /// What runs it.
  package static let runner = "swift run"

  /// How a learner runs the workbook with `words`: `swift run workbook check 01`.
  package static func command(_ words: [String]) -> String {
    ([runner, executable] + words.filter { !$0.isEmpty }).joined(separator: " ")
  }
}
