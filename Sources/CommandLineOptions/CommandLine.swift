import Localization
import TerminalKit
import TextWidth

/// One option of a command, `--latency <seconds>` or a flag such as `--trace`, and where its value goes: into the
/// command's `Options`, which it reads as swift-argument-parser's (`options.verbose`), never by a string key.
public struct OptionSpec<Options> {
  public let name: String
  /// The placeholder for the option's value; `nil` for a flag.
  public let valueName: String?
  public let help: String
  /// The only values allowed, if the option has a fixed set.
  public let choices: [String]?
  /// Stores the option's value in the options (a flag's value is empty), or refuses it.
  let set: (inout Options, String) throws(InvalidValue) -> Void

  /// `--latency <seconds>`, as usage lines and error messages show it.
  public var synopsis: String {
    valueName.map { "\(name) <\($0)>" } ?? name
  }
}

extension OptionSpec {
  /// A flag, which turns `flag` on: `--trace`.
  public init(_ name: String, flag: WritableKeyPath<Options, Bool>, help: String) {
    self.init(
      name: name, valueName: nil, help: help, choices: nil,
      set: { options, _ in options[keyPath: flag] = true })
  }

  /// An option with a value, which `set` stores, or refuses by throwing why: `--width <columns>`.
  public init(
    _ name: String, value: String, help: String,
    set: @escaping (inout Options, String) throws(InvalidValue) -> Void
  ) {
    self.init(name: name, valueName: value, help: help, choices: nil, set: set)
  }

  /// An option whose value is one of `Choice`'s cases, by raw value, which `set` stores: `--platform <platform>`.
  public init<Choice: CaseIterable & RawRepresentable<String>>(
    _ name: String, value: String, choices: Choice.Type, help: String,
    set: @escaping (inout Options, Choice) -> Void
  ) {
    self.init(
      name: name, valueName: value, help: help, choices: Choice.allCases.map(\.rawValue),
      set: { options, text in set(&options, Choice(rawValue: text)!) })
  }
}

/// Why an option's value is refused, such as "give a whole number from 40 to 1000": the parser words it as
/// swift-argument-parser does, with the value and the option.
public struct InvalidValue: Error {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
}

extension Int {
  /// The whole number that `text`, an option's value, gives, when it lies in `range`.
  public init(argument text: String, in range: ClosedRange<Int>) throws(InvalidValue) {
    guard let number = Int(text), range.contains(number) else {
      throw InvalidValue(
        localized(
          en: "give a whole number from \(range.lowerBound) to \(range.upperBound)",
          zh: "请给出 \(range.lowerBound) 到 \(range.upperBound) 之间的整数"))
    }
    self = number
  }
}

/// A command line that cannot be run: one line, then the usage, exit code 64, as swift-argument-parser
/// prints its errors, so the stages feel like any Swift command-line tool.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  /// The error with its message in the user's language.
  public init(en: String, zh: String) {
    self.init(localized(en: en, zh: zh))
  }

  public var description: String { FrameWord.error + message }

  /// The exit code for a usage error (`EX_USAGE`).
  public static let exitCode: Int32 = 64

  /// What a command line may name: an option, or in `workbook` a subcommand.
  public enum Word: Sendable {
    case option, subcommand
  }

  /// `Unknown option '--latncy'. Did you mean '--latency'?`: `word` is no `kind` of the command's, and the
  /// nearest of `known`, if one is near enough to be what was meant, is suggested.
  public static func unknown(_ kind: Word, _ word: String, known: [String]) -> UsageError {
    // Fewer than 4 edits away, as swift-argument-parser suggests an option.
    let nearest = known.map { (name: $0, distance: editDistance(word, $0)) }
      .filter { $0.distance < 4 }.min { $0.distance < $1.distance }
    let unknown =
      switch kind {
      case .option: localized(en: "Unknown option '\(word)'", zh: "未知的选项 '\(word)'")
      case .subcommand: localized(en: "Unknown subcommand '\(word)'", zh: "未知的子命令 '\(word)'")
      }
    let suggestion = nearest.map {
      localized(en: ". Did you mean '\($0.name)'?", zh: "。你是想输入 '\($0.name)' 吗？")
    }
    return UsageError(unknown + (suggestion ?? localized(en: "", zh: "。")))
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

/// A command line read into a command's options, checked against their specs.
public struct ParsedArguments<Options> {
  public private(set) var options: Options
  /// The arguments that are no option, such as an exercise's id, in the order given.
  public private(set) var words: [String] = []
  public private(set) var wantsHelp = false

  /// Reads `arguments` (without the command's name) into `options`, which hold the defaults: all are
  /// checked, then each option given stores its value in the order of `specs`, the last occurrence
  /// winning (none with `--help`). Up to `words` non-options are kept as words (`-1`: a negative number).
  public init(
    _ arguments: [String], into options: Options, specs: [OptionSpec<Options>], words: Int = 0
  ) throws(UsageError) {
    self.options = options
    var given = [String?](repeating: nil, count: specs.count)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" {
        wantsHelp = true
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      guard let index = specs.firstIndex(where: { $0.name == name }) else {
        if self.words.count < words, !argument.hasPrefix("-") || Int(argument) != nil {
          self.words.append(argument)
          continue
        }
        guard argument.hasPrefix("-") else {
          throw UsageError(en: "Unexpected argument '\(argument)'", zh: "多余的参数 '\(argument)'。")
        }
        // Only the command's own options are suggested: `--lang` is near too many short words (`--all`).
        throw .unknown(.option, name, known: specs.map(\.name))
      }
      let spec = specs[index]
      guard spec.valueName != nil else {
        if let inlineValue {
          throw UsageError(
            en:
              "The option '\(name)' does not take any value, but '\(inlineValue)' was specified.",
            zh: "选项 '\(name)' 不接受值，却给出了 '\(inlineValue)'。")
        }
        given[index] = ""
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst(),
        inlineValue != nil || !Self.isOption(value)
      else {
        throw UsageError(en: "Missing value for '\(spec.synopsis)'", zh: "'\(spec.synopsis)' 缺少值。")
      }
      if let choices = spec.choices, !choices.contains(value) {
        let choices = Self.list(choices)
        throw UsageError(
          en:
            "The value '\(value)' is invalid for '\(spec.synopsis)'. Please provide one of \(choices).",
          zh: "'\(spec.synopsis)' 的值 '\(value)' 无效。请给出 \(choices) 之一。")
      }
      given[index] = value
    }
    guard !wantsHelp else { return }
    for (spec, value) in zip(specs, given) {
      guard let value else { continue }
      do {
        try spec.set(&self.options, value)
      } catch {
        throw UsageError(
          en: "The value '\(value)' is invalid for '\(spec.synopsis)': \(error.reason).",
          zh: "'\(spec.synopsis)' 的值 '\(value)' 无效：\(error.reason)。")
      }
    }
  }

  /// `'phone' and 'desktop'`, `'a', 'b' or 'c'`: the choices as swift-argument-parser lists them. In
  /// Chinese, `'phone'、'desktop'`.
  private static func list(_ choices: [String]) -> String {
    let quoted = choices.map { "'\($0)'" }
    guard Language.current == .english else { return quoted.joined(separator: "、") }
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
  static func isOption(_ word: String) -> Bool {
    word.hasPrefix("--") || (word.hasPrefix("-") && Double(word) == nil && word.count > 1)
  }
}

/// How a command describes itself: `--help` and the usage that follows an error.
public struct CommandHelp: Sendable {
  public let name: String
  public let abstract: String
  /// Each option's synopsis and help, in order.
  let options: [(synopsis: String, help: String)]
  /// Lines after the options, such as the list of actions.
  public let epilogue: [String]
  /// What is typed before the command's name to run it, such as `swift run`, so that the command a
  /// usage error points at runs as printed.
  public let runner: String

  public init<Options>(
    name: String, abstract: String, options: [OptionSpec<Options>] = [OptionSpec<Void>](),
    epilogue: [String] = [], runner: String = ""
  ) {
    self.name = name
    self.abstract = abstract
    self.options = options.map { ($0.synopsis, $0.help) }
    self.epilogue = epilogue
    self.runner = runner
  }

  /// The usage as a usage error prints it, `Usage: tool check [<id>] [--all]`, wrapped at
  /// `Terminal.defaultWidth` columns.
  public var usage: [String] {
    Self.packed(
      [FrameWord.usage, name] + options.map { "[\($0.synopsis)]" }, width: Terminal.defaultWidth)
  }

  /// The command without its arguments, as `--help` follows it: `workbook check` of `workbook check [<id>]`.
  public var command: String {
    name.split(separator: " ").prefix { !$0.hasPrefix("<") && !$0.hasPrefix("[") }
      .joined(separator: " ")
  }

  /// What a usage error prints after its one line: the usage, and the command that shows the help.
  public var errorFooter: [String] {
    let help = (runner.isEmpty ? "" : runner + " ") + command + " --help"
    return usage + [
      localized(
        en: "  See '\(help)' for more information.", zh: "  运行 '\(help)' 了解更多信息。")
    ]
  }

  /// Writes `error` as swift-argument-parser does, and returns the exit code for it (64).
  @MainActor public func report(_ error: UsageError, to errors: any TextOutput) -> Int32 {
    errors.write(lines: [error.description] + errorFooter)
    return UsageError.exitCode
  }

  /// Runs `command` with `arguments` read into `options` (see `ParsedArguments`), unless they ask for the help,
  /// printed (0), or are refused, by the parser or by `command`: then the error and the usage (64).
  @MainActor public func parsing<Options>(
    _ arguments: [String], into options: Options, specs: [OptionSpec<Options>], words: Int = 0,
    output: any TextOutput, errors: any TextOutput,
    _ command: @MainActor (ParsedArguments<Options>) async throws(UsageError) -> Int32
  ) async -> Int32 {
    do throws(UsageError) {
      let parsed = try ParsedArguments(arguments, into: options, specs: specs, words: words)
      guard !parsed.wantsHelp else {
        output.write(lines: helpText)
        return 0
      }
      return try await command(parsed)
    } catch {
      return report(error, to: errors)
    }
  }

  /// What `--help` prints: the overview, the usage, the options and the epilogue, each line at most
  /// `Terminal.defaultWidth` columns wide, a wrapped line starting under the text of the line it continues.
  public var helpText: [String] {
    let width = Terminal.defaultWidth
    // Every command takes `--lang` and `--help` after its own options.
    let options =
      self.options + [(Language.option.synopsis, Language.option.help)]
      + [("-h, --help", localized(en: "Show help information.", zh: "显示帮助信息。"))]
    return Layout.hanging(FrameWord.overview, abstract, width: width) + [""]
      + usage.enumerated().map {
        $0 == 0 ? FrameWord.usageHeading + $1.dropFirst(FrameWord.usage.count) : $1
      }
      + ["", FrameWord.options]
      + Self.columns(options)
      + (epilogue.isEmpty ? [] : [""])
      + epilogue.flatMap { line in
        let indent = String(line.prefix { $0 == " " })
        return Layout.hanging(indent, String(line.dropFirst(indent.count)), width: width)
      }
  }

  /// Each synopsis padded to a column 4 wider than the widest, then its help wrapped under itself: the
  /// options, and `workbook`'s subcommands.
  public static func columns(_ rows: [(synopsis: String, help: String)]) -> [String] {
    let column = (rows.map(\.synopsis.displayWidth).max() ?? 0) + 4
    return rows.flatMap {
      Layout.hanging(
        "  " + $0.synopsis.padded(toWidth: column), $0.help, width: Terminal.defaultWidth)
    }
  }

  /// `words` joined by spaces in lines of at most `width` columns, each line after the first under the
  /// second word (the usage's options under the command's name).
  private static func packed(_ words: [String], width: Int) -> [String] {
    let indent = String(repeating: " ", count: (words.first?.displayWidth ?? 0) + 1)
    var lines: [String] = []
    var line = ""
    for word in words {
      if line.isEmpty {
        line = word
      } else if line.displayWidth + 1 + word.displayWidth <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = indent + word
      }
    }
    return lines + [line]
  }
}

extension Language {
  /// `--lang <language>`, which every command takes anywhere on its command line.
  public static var option: OptionSpec<Language?> {
    OptionSpec(
      "--lang", value: "language", choices: Language.self,
      help: localized(
        en: "Speak en or zh-Hans (default: from LC_ALL, LC_MESSAGES or LANG).",
        zh: "使用的语言：en 或 zh-Hans（默认由 LC_ALL、LC_MESSAGES 或 LANG 决定）。")
    ) { $0 = $1 }
  }

  /// Takes every `--lang <language>` and `--lang=<language>` out of `arguments`, so that the command's
  /// own parsing never sees it: the language the last one names (`nil` if none), and the others.
  public static func take(from arguments: [String]) throws(UsageError) -> (Language?, [String]) {
    var language: Language?
    var others: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument == option.name || argument.hasPrefix(option.name + "=") else {
        others.append(argument)
        continue
      }
      var given = [argument]
      // A value is the next word, unless that is another option, as ParsedArguments reads it.
      if argument == option.name, let next = remaining.first,
        !ParsedArguments<Language?>.isOption(next)
      {
        given.append(remaining.removeFirst())
      }
      language = try ParsedArguments(given, into: language, specs: [option]).options
    }
    return (language, others)
  }

  /// Runs `command` in the language that `arguments` ask for with `--lang`, else `environment`, and gives
  /// it the arguments without `--lang`. A bad `--lang` is reported as `help`'s usage error, in the
  /// environment's language (so `help` is only made then, in that language), and `command` does not run.
  @MainActor public static func speaking(
    _ arguments: [String], environment: Environment,
    help: @autoclosure @MainActor () -> CommandHelp,
    errors: any TextOutput, _ command: @MainActor ([String]) async -> Int32
  ) async -> Int32 {
    let fallback = Language(environment: environment.variables)
    return await $current.withValue(fallback) {
      let chosen: Language?
      let others: [String]
      do throws(UsageError) {
        (chosen, others) = try take(from: arguments)
      } catch {
        return help().report(error, to: errors)
      }
      return await $current.withValue(chosen ?? fallback) { await command(others) }
    }
  }
}
