/// The line a stage writes for each action it reads when no person is typing (`--script`, or piped in):
/// the prompt, then the action, `topmovies> tap 1`, so a transcript shows what a terminal shows. The one
/// place its format lives: the stages write it, and the lessons' diagrams find each action by it.
public enum ActionEcho {
  /// What a person typing at a stage sees before each action.
  public static let prompt = "topmovies> "

  /// The line that echoes `action`.
  public static func line(for action: String) -> String {
    prompt + action
  }

  /// Whether `line` echoes an action.
  public static func isEcho(_ line: some StringProtocol) -> Bool {
    line.hasPrefix(prompt)
  }
}
