import Localization
import TextWidth

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a terminal's text goes: the real standard output, or a recording in tests.
@MainActor public protocol TextOutput: AnyObject {
  func write(_ text: String)
}

/// Standard output or standard error, written without buffering so that a line shows the moment it is drawn.
public final class FileOutput: TextOutput {
  private let descriptor: Int32

  public static var standardOutput: FileOutput { FileOutput(descriptor: 1) }
  public static var standardError: FileOutput { FileOutput(descriptor: 2) }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  public func write(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes {
        writeToFileDescriptor(descriptor, $0.baseAddress, $0.count)
      }
      // A closed pipe: nobody is reading, so there is nothing left to do.
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

extension TextOutput {
  /// Writes `lines`, each ending in a line break, with their control characters shown, never obeyed (see
  /// `terminalSafe`): for text written without a `Terminal`, such as an error before there is one.
  public func write(lines: [String]) {
    let split = lines.flatMap {
      $0.split(omittingEmptySubsequences: false, whereSeparator: \.isLineBreak)
    }
    write(split.map { $0.terminalSafe + "\n" }.joined())
  }
}

/// Keeps everything written to it, for tests and for `workbook compare`.
public final class RecordedOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
    self.text += text
  }
}

/// How a line is drawn when colour is on; with colour off every style is plain text.
public enum Style: Sendable {
  case plain, title, dim, error, accent
  /// What a diff adds (green) and what it takes away (red).
  case inserted, deleted

  var escapeCode: String? {
    switch self {
    case .plain: nil
    case .title: "\u{1B}[1m"
    case .dim: "\u{1B}[2m"
    case .error: "\u{1B}[31m"
    case .accent: "\u{1B}[36m"
    case .inserted: "\u{1B}[32m"
    case .deleted: "\u{1B}[31m"
    }
  }
}

/// The screen the app draws on, a few lines at a time: the terminal's `UIScreen`. Every line it writes
/// is fitted to its width, so nothing ever wraps by accident.
@MainActor public final class Terminal {
  /// Columns per line, from `minimumWidth` to `maximumWidth`.
  public let width: Int
  public let usesColour: Bool
  /// Whether a person is at the keyboard: a prompt before each action and a spinner while loading.
  public let isInteractive: Bool
  /// How wide the terminal draws the East Asian Ambiguous characters: where wide, each one the app draws
  /// is written as a narrow stand-in (`String.withNarrowStandIns`).
  public let ambiguousWidth: AmbiguousWidth
  private let output: any TextOutput
  private var spinner: Task<Void, Never>?

  public init(
    output: any TextOutput, width: Int = defaultWidth, usesColour: Bool = false,
    isInteractive: Bool = false, ambiguousWidth: AmbiguousWidth = .narrow
  ) {
    self.output = output
    // Brought into range rather than refused: so no layout is drawn too narrow to read, or so wide that one
    // screen is megabytes (or that arithmetic on the width overflows).
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
    self.usesColour = usesColour
    self.isInteractive = isInteractive
    self.ambiguousWidth = ambiguousWidth
  }

  /// The width a terminal has when nobody says otherwise.
  nonisolated public static let defaultWidth = 80
  /// The narrowest a terminal is drawn: what a screen's layouts are made for.
  nonisolated public static let minimumWidth = 40
  /// The widest a terminal is drawn: far wider than any screen, and small enough that a screen stays small.
  nonisolated public static let maximumWidth = 1000
  /// The widths a terminal is drawn at, and that a `--width` option may ask for.
  nonisolated public static let widths = minimumWidth...maximumWidth

  /// Writes one line, wrapped to the width (a line break in it starts a new one), unless `wraps` is false:
  /// then whole, for a tool to read back (a trace line). Control characters are shown, never obeyed.
  public func write(_ line: String, style: Style = .plain, wraps: Bool = true) {
    write(lines: [line], style: style, wraps: wraps)
  }

  /// Writes the lines at once (one system call for a whole screen), each as `write(_:style:wraps:)` does.
  public func write(lines: [String], style: Style = .plain, wraps: Bool = true) {
    // A spinner is drawn without a line break: cleared first, so no line is written after it on its row.
    let clearing = spinner == nil ? "" : Self.clearLine
    let fitted = wraps ? lines.flatMap { $0.wrapped(toWidth: width) } : lines
    output.write(clearing + fitted.map { drawable($0, style: style) + "\n" }.joined())
  }

  /// `text` as the terminal is given it: its control characters visible, narrow stand-ins where ambiguous
  /// characters are wide, and in `style`'s colour when colour is on.
  private func drawable(_ text: String, style: Style = .plain) -> String {
    // The text may come from a file, an option or the input: made safe before the colour codes go round it.
    let safe = ambiguousWidth == .wide ? text.terminalSafe.withNarrowStandIns : text.terminalSafe
    guard usesColour, let colour = style.escapeCode else { return safe }
    return colour + safe + "\u{1B}[0m"
  }

  /// Back to the start of the line, and erase it.
  private static let clearLine = "\r\u{1B}[2K"

  /// Shows that work is under way: a spinner on an interactive terminal, else one plain line.
  public func startActivity(_ message: String) {
    guard isInteractive else {
      write(message + "…", style: .dim)
      return
    }
    spinner?.cancel()
    let text = drawable(message + "…")
    spinner = Task { [output] in
      let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      var frame = 0
      while !Task.isCancelled {
        output.write("\r\(frames[frame % frames.count]) \(text)")
        frame += 1
        try? await Task.sleep(for: .milliseconds(80))
      }
    }
  }

  /// Ends what `startActivity(_:)` began, clearing the spinner's line.
  public func stopActivity() {
    guard let spinner else { return }
    spinner.cancel()
    self.spinner = nil
    output.write(Self.clearLine)
  }

  /// Clears the screen when a person is at the terminal; a pipe or a file has nothing to clear.
  public func clearScreen() {
    if isInteractive {
      output.write("\u{1B}[H\u{1B}[2J")
    }
  }

  /// Writes the prompt, without a line break, when a person is typing.
  public func prompt(_ text: String) {
    if isInteractive {
      output.write(drawable(text, style: .accent))
    }
  }
}

/// What a command learns from the process it runs in; tests make their own.
public struct Environment: Sendable {
  public var variables: [String: String]
  public var inputIsTerminal: Bool
  public var outputIsTerminal: Bool

  public init(
    variables: [String: String] = [:], inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
  ) {
    self.variables = variables
    self.inputIsTerminal = inputIsTerminal
    self.outputIsTerminal = outputIsTerminal
  }

  /// How wide the terminal draws the ambiguous characters, as `ambiguousWidthVariable` says.
  public var ambiguousWidth: AmbiguousWidth {
    AmbiguousWidth(variables[ambiguousWidthVariable]) ?? .narrow
  }

  /// The warning for an `ambiguousWidthVariable` that is neither `wide` nor `narrow`, and so ignored.
  public var ambiguousWidthWarning: String? {
    let name = ambiguousWidthVariable
    guard let value = variables[name], AmbiguousWidth(value) == nil else { return nil }
    return FrameWord.warning
      + localized(
        en:
          "\(name) is '\(value)', which is neither 'wide' nor 'narrow'; it is ignored. Set it to "
          + "'wide' if your terminal draws ─ and → two columns wide, or unset it.",
        zh: "\(name) 的值是 '\(value)'，既不是 'wide' 也不是 'narrow'，已忽略。如果终端把 ─ 和 → 画成两列宽，"
          + "请设为 'wide'；否则取消设置。")
  }

  /// This process's: the terminal's variables, the language's and `names`, and whether standard input and
  /// output are terminals.
  public static func process(reading names: [String] = []) -> Environment {
    var variables: [String: String] = [:]
    let terminalVariables = ["NO_COLOR", "TERM", "COLUMNS", ambiguousWidthVariable]
    for name in terminalVariables + Language.environmentVariables + names {
      variables[name] = getenv(name).map { String(cString: $0) }
    }
    return Environment(
      variables: variables, inputIsTerminal: isatty(0) == 1, outputIsTerminal: isatty(1) == 1)
  }

  /// The width standard output's terminal, else `COLUMNS`, gives: any number, which the terminal brings
  /// into `Terminal.widths`, as it comes from the terminal, not the user.
  var terminalWidth: Int? {
    var size = winsize()
    if outputIsTerminal, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return variables["COLUMNS"].flatMap(Self.columns)
  }

  /// The whole number that `COLUMNS` holds, however many digits; `nil` for anything else (ignored).
  static func columns(_ text: String) -> Int? {
    guard text.isWholeNumber else { return nil }
    // Too many digits for an Int: far outside the widths either way, so the nearest end will do.
    return Int(text) ?? (text.hasPrefix("-") ? .min : .max)
  }
}

extension Terminal {
  /// The terminal for `environment`: `width` columns, else the terminal's own, else `defaultWidth`;
  /// colour only on a terminal without `NO_COLOR`; interactive when input and output are terminals.
  public convenience init(output: any TextOutput, width: Int?, environment: Environment) {
    let noColour =
      !(environment.variables["NO_COLOR"] ?? "").isEmpty || environment.variables["TERM"] == "dumb"
    self.init(
      output: output,
      width: width ?? environment.terminalWidth ?? Terminal.defaultWidth,
      usesColour: environment.outputIsTerminal && !noColour,
      isInteractive: environment.outputIsTerminal && environment.inputIsTerminal,
      ambiguousWidth: environment.ambiguousWidth)
  }
}

// `write` is also a method name in this file, so the C function gets a name of its own.
private func writeToFileDescriptor(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}
