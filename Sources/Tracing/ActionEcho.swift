/// The line a stage writes for each action it reads when no person is typing (from `--script`, or piped in):
/// the prompt that a person typing sees, then the action, `topmovies> tap 1`. So a transcript, in a lesson
/// or a README, shows the prompt the learner meets on a terminal.
///
/// The one place the line's format lives, as `TraceEvent`'s does for a trace line: the stages write it, and
/// the lessons' diagrams find each action by it.
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
