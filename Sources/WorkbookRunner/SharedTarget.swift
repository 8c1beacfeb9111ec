/// A target of the repository that every exercise builds on, such as `Entities`: the one list of them in the
/// workbook, which the direct build (`RunnerCompiler`), the packages that `check` and `open` write, and the test
/// fixtures read. Package.swift declares them as its library products, and a test compares the two.
package struct SharedTarget: Sendable, Equatable {
  /// Its name, which is also its folder under `Sources/`.
  package let name: String
  /// The targets it depends on, by name.
  package var dependencies: [String] = []
  /// What its folder holds that is not built.
  package var exclude: [String] = []

  /// Every shared target, each after those it depends on.
  package static let all = [
    SharedTarget(name: "Localization"),
    SharedTarget(name: "Entities", dependencies: ["Localization"], exclude: ["Resources"]),
    SharedTarget(name: "Tracing"),
    SharedTarget(name: "TextWidth"),
    SharedTarget(name: "TerminalKit", dependencies: ["Localization", "TextWidth"]),
    SharedTarget(
      name: "CommandLineOptions", dependencies: ["Localization", "TextWidth", "TerminalKit"]),
    SharedTarget(
      name: "TopMoviesApp",
      dependencies: [
        "Entities", "Localization", "TextWidth", "TerminalKit", "CommandLineOptions", "Tracing",
      ]),
  ]

  /// Their names, in that order.
  package static let names = all.map(\.name)

  /// How a manifest declares it: `.target(name: "Entities", dependencies: ["Localization"], exclude: ["Resources"])`.
  package var declaration: String {
    // A list of names prints as Swift writes it: `["Localization", "TextWidth"]`.
    var declaration = ".target(name: \"\(name)\""
    if !dependencies.isEmpty { declaration += ", dependencies: \(dependencies)" }
    if !exclude.isEmpty { declaration += ", exclude: \(exclude)" }
    return declaration + ")"
  }
}
