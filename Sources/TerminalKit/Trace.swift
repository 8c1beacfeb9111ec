/// The roles of the architecture, named as `--trace` prints them.
public enum Role: String, Sendable {
  case user = "User"
  case view = "View"
  case detailView = "DetailView"
  case viewModel = "ViewModel"
  case presenter = "Presenter"
  case interactor = "Interactor"
  case router = "Router"
  case service = "Service"
}

/// `--trace`: every message between two roles, printed as it is sent.
///
/// The lines look alike in every stage (`[trace] View → Presenter: reload()`), so the stages compare line by
/// line, and a lesson's sequence diagram can be drawn from them.
public enum Trace {
  /// Where trace lines go; `nil`, the default, is tracing off.
  ///
  /// Task-local rather than global, so that tests can trace runs side by side without seeing each other's.
  @TaskLocal public static var terminal: Terminal?

  /// The prefix of every trace line.
  public static let prefix = "[trace] "
}

/// Records that `sender` sends `message` to `receiver`, when tracing is on.
@MainActor public func trace(_ sender: Role, _ receiver: Role, _ message: String) {
  Trace.terminal?.write(
    "\(Trace.prefix)\(sender.rawValue) → \(receiver.rawValue): \(message)", style: .dim)
}
