/// Where the user's actions come from, one line at a time.
@MainActor public protocol ActionInput {
  /// The next line, or `nil` when there is no more input.
  mutating func nextLine() -> String?
  /// Whether the lines should be echoed so a transcript shows them (they are not typed on screen).
  var echoesLines: Bool { get }
}

/// `--script "reload; tap 3; back; quit"`: the actions, separated by `;` or line breaks.
public struct ScriptInput: ActionInput {
  private var lines: [String]

  public init(_ script: String) {
    lines = script.split(whereSeparator: { $0 == ";" || $0.isNewline }).map {
      String($0).trimmingSpaces
    }
    .filter { !$0.isEmpty }
  }

  public mutating func nextLine() -> String? {
    lines.isEmpty ? nil : lines.removeFirst()
  }

  public var echoesLines: Bool { true }
}

/// Standard input, one action on each line: piped in, or typed at a prompt on a terminal.
public struct StandardInput: ActionInput {
  private let terminal: Terminal
  private let prompt: String

  /// - Parameter prompt: what a person typing sees before each line, such as `app> `.
  public init(terminal: Terminal, prompt: String) {
    self.terminal = terminal
    self.prompt = prompt
  }

  public mutating func nextLine() -> String? {
    terminal.prompt(prompt)
    return readLine(strippingNewline: true)
  }

  public var echoesLines: Bool { !terminal.isInteractive }
}

extension String {
  /// The text without the white space at either end.
  public var trimmingSpaces: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
