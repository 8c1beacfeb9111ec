/// One option of a command: `--latency <seconds>`, or a flag such as `--trace`.
public struct OptionSpec: Sendable {
  public let name: String
  /// The placeholder for the option's value; `nil` for a flag.
  public let valueName: String?
  public let help: String
  /// The only values allowed, if the option has a fixed set.
  public let choices: [String]?

  public init(_ name: String, value: String? = nil, choices: [String]? = nil, help: String) {
    self.name = name
    self.valueName = value
    self.choices = choices
    self.help = help
  }

  /// `--latency <seconds>`, as usage lines and error messages show it.
  public var synopsis: String {
    valueName.map { "\(name) <\($0)>" } ?? name
  }

  /// The whole number that `text`, this option's value, gives, when it lies in `range`.
  public func wholeNumber(_ text: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let number = Int(text), range.contains(number) else {
      throw .invalidValue(
        text, for: self, "give a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }
}

/// A command line that cannot be run: one line for the user, then the usage, exit code 64.
///
/// Shaped as swift-argument-parser prints its errors, so the stages feel like any Swift command-line tool.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { "Error: \(message)" }

  /// The exit code for a usage error (`EX_USAGE`).
  public static let exitCode: Int32 = 64

  public static func invalidValue(_ value: String, for option: OptionSpec, _ why: String)
    -> UsageError
  {
    UsageError("The value '\(value)' is invalid for '\(option.synopsis)': \(why).")
  }

  /// `Unknown option '--latncy'. Did you mean '--latency'?`: `word` is no `kind` of the command's, and the
  /// nearest of `known`, if one is near enough to be what was meant, is suggested.
  public static func unknown(_ kind: String, _ word: String, known: [String]) -> UsageError {
    // Fewer than 4 edits away, as swift-argument-parser suggests an option.
    let nearest = known.map { (name: $0, distance: editDistance(word, $0)) }
      .filter { $0.distance < 4 }.min { $0.distance < $1.distance }
    return UsageError(
      "Unknown \(kind) '\(word)'" + (nearest.map { ". Did you mean '\($0.name)'?" } ?? ""))
  }

  /// How many characters must be inserted, deleted or replaced to turn `a` into `b` (Levenshtein).
  static func editDistance(_ a: String, _ b: String) -> Int {
    let b = Array(b)
    var previous = Array(0...b.count)
    for (row, character) in a.enumerated() {
      var current = [row + 1]
      for (column, other) in b.enumerated() {
        let replaced = previous[column] + (character == other ? 0 : 1)
        current.append(min(replaced, previous[column + 1] + 1, current[column] + 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

/// The options a command was given, checked against its specs.
public struct ParsedArguments: Sendable, Equatable {
  public private(set) var values: [String: String] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var wantsHelp = false

  /// Reads `arguments` (without the command's own name). A later occurrence of an option wins.
  public init(_ arguments: [String], specs: [OptionSpec]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      guard let spec = specs.first(where: { $0.name == name }) else {
        guard argument.hasPrefix("-") else { throw UsageError("Unexpected argument '\(argument)'") }
        throw .unknown("option", name, known: specs.map(\.name))
      }
      guard spec.valueName != nil else {
        if let inlineValue {
          throw UsageError(
            "The option '\(name)' does not take any value, but '\(inlineValue)' was specified.")
        }
        flags.insert(name)
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst(),
        inlineValue != nil || !Self.isOption(value)
      else {
        throw UsageError("Missing value for '\(spec.synopsis)'")
      }
      if let choices = spec.choices, !choices.contains(value) {
        let choices = Self.list(choices)
        throw UsageError(
          "The value '\(value)' is invalid for '\(spec.synopsis)'. Please provide one of \(choices)."
        )
      }
      values[name] = value
    }
  }

  /// `'phone' and 'desktop'`, `'a', 'b' or 'c'`: the choices as swift-argument-parser lists them.
  private static func list(_ choices: [String]) -> String {
    let quoted = choices.map { "'\($0)'" }
    guard quoted.count > 2, let last = quoted.last else {
      return quoted.joined(separator: " and ")
    }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `--width=100` is `--width 100`.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// Whether a word is an option rather than a value (`-1` is a value: a negative number).
  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("--") || (word.hasPrefix("-") && Double(word) == nil && word.count > 1)
  }
}

/// How a command describes itself: `--help` and the usage that follows an error.
public struct CommandHelp: Sendable {
  public let name: String
  public let abstract: String
  public let options: [OptionSpec]
  /// Lines after the options, such as the list of actions.
  public let epilogue: [String]

  public init(name: String, abstract: String, options: [OptionSpec], epilogue: [String] = []) {
    self.name = name
    self.abstract = abstract
    self.options = options
    self.epilogue = epilogue
  }

  public var usage: String {
    (["Usage: \(name)"] + options.map { "[\($0.synopsis)]" }).joined(separator: " ")
  }

  /// The command without its arguments, as `--help` follows it: `workbook check` of `workbook check [<id>]`.
  public var command: String {
    name.split(separator: " ").prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") }
      .joined(separator: " ")
  }

  /// What a usage error prints after its one line.
  public var errorFooter: [String] {
    [usage, "  See '\(command) --help' for more information."]
  }

  /// Writes `error` as swift-argument-parser does, its one line, the usage and where to read more, and
  /// returns the exit code for it (64).
  @MainActor public func report(_ error: UsageError, to errors: any TextOutput) -> Int32 {
    errors.write(lines: [error.description] + errorFooter)
    return UsageError.exitCode
  }

  public var helpText: [String] {
    let column = (options.map(\.synopsis.count) + ["-h, --help".count]).max()! + 4
    return [
      "OVERVIEW: \(abstract)", "", "USAGE: \(usage.dropFirst("Usage: ".count))", "", "OPTIONS:",
    ]
      + options.map { "  " + $0.synopsis.padded(toWidth: column) + $0.help }
      + ["  " + "-h, --help".padded(toWidth: column) + "Show help information."]
      + (epilogue.isEmpty ? [] : [""] + epilogue)
  }
}
