/// The language a program speaks to its user: English, or Simplified Chinese (`zh-Hans`, Apple's
/// script-based identifier, as in `zh-Hans.lproj`).
///
/// It plays the part of Foundation's `Locale` and `NSLocalizedString` here: a program reads the learner's
/// choice once, in its `main`, and every sentence it writes after that asks `Language.current`. The stages,
/// the workbook, `TerminalKit` and `CommandLineOptions` (`--lang`) all build on it; it builds on nothing.
public enum Language: String, Sendable, CaseIterable {
  case english = "en"
  case simplifiedChinese = "zh-Hans"

  /// The language of everything written in the current task: English unless a program's `main` chose
  /// another with `$current.withValue(_:)`.
  ///
  /// A task-local value, not a global variable: it is safe to read from any isolation, and a test that runs
  /// a program in Chinese leaves the tests running beside it in English.
  @TaskLocal public static var current = Language.english

  /// The variables that name the user's language, in the order POSIX reads them.
  public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// The language that `variables` ask for: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and
  /// not empty decides, as POSIX says. Chinese when it starts with `zh` (`zh_CN.UTF-8`, `zh_TW`), else
  /// English, which is also the answer when none is set.
  public init(environment variables: [String: String]) {
    let setting = Self.environmentVariables.lazy.compactMap { variables[$0] }.first { !$0.isEmpty }
    self = setting?.hasPrefix("zh") == true ? .simplifiedChinese : .english
  }
}

/// `english` or `chinese`, whichever is in `Language.current`: how every sentence a learner reads is
/// written, both languages side by side, so that neither can be forgotten when the other changes.
public func localized(en english: String, zh chinese: String) -> String {
  switch Language.current {
  case .english: english
  case .simplifiedChinese: chinese
  }
}

/// The words around what a command says, as swift-argument-parser writes them, in the learner's language: a
/// learner who reads Chinese sees `错误：` and `用法：`, never `Error:` and `Usage:`.
public enum FrameWord {
  /// Before an error's one line.
  public static var error: String { localized(en: "Error: ", zh: "错误：") }
  /// Before a warning's one line.
  public static var warning: String { localized(en: "Warning: ", zh: "警告：") }
  /// Before the usage that follows a usage error.
  public static var usage: String { localized(en: "Usage:", zh: "用法：") }
  /// The headings of `--help`.
  public static var overview: String { localized(en: "OVERVIEW: ", zh: "概述：") }
  public static var usageHeading: String { localized(en: "USAGE:", zh: "用法：") }
  public static var options: String { localized(en: "OPTIONS:", zh: "选项：") }
  public static var subcommands: String { localized(en: "SUBCOMMANDS:", zh: "子命令：") }
  public static var environment: String { localized(en: "ENVIRONMENT:", zh: "环境变量：") }
  public static var arguments: String { localized(en: "ARGUMENTS:", zh: "参数：") }
}
