/// A part of the architecture, as `--trace` names it: `View`, `Presenter`, `Router`… Open-ended, so a
/// stage can name a role of its own, and qualified by its module across modules (`Detail Presenter`).
public struct Role: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The name a trace line shows: `Presenter`, or with its module, `Detail Presenter`.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public init(stringLiteral name: String) {
    self.init(name)
  }

  public var description: String { name }

  /// The same role inside the module `module`: `Role.presenter.inModule("Detail")` is `Detail Presenter`.
  public func inModule(_ module: String) -> Role {
    Role("\(module) \(name)")
  }

  /// The list module's name. Every run starts in the list, so its roles are named bare (`Presenter`),
  /// but for a message from another module (`Detail Presenter → List Presenter`).
  public static let listModule = "List"

  /// The role in the list module: `List Presenter`.
  public var inListModule: Role {
    inModule(Self.listModule)
  }

  /// The role without the list module's name: `List Presenter` is `Presenter`, the role it is everywhere
  /// else. A diagram draws the two as one.
  public var outsideListModule: Role {
    let prefix = Self.listModule + " "
    return name.hasPrefix(prefix) ? Role(String(name.dropFirst(prefix.count))) : self
  }

  public static let user: Role = "User"
  public static let view: Role = "View"
  public static let viewModel: Role = "ViewModel"
  public static let presenter: Role = "Presenter"
  public static let interactor: Role = "Interactor"
  public static let router: Role = "Router"
  public static let worker: Role = "Worker"
  public static let service: Role = "Service"
}

/// One message from one role to another: what `--trace` prints, one line each. `line` writes it and
/// `init?(line:)` reads it back, so the stages, `workbook compare` and the lessons never disagree on it.
public struct TraceEvent: Equatable, Sendable {
  public let sender: Role
  public let receiver: Role
  public let message: String

  public init(_ sender: Role, _ receiver: Role, _ message: String) {
    self.sender = sender
    self.receiver = receiver
    self.message = message
  }

  /// What every trace line starts with.
  public static let prefix = "[trace] "

  /// `[trace] View → Presenter: reload()`, on one line however long it is: a trace line is never
  /// wrapped, so that a tool can read it back.
  public var line: String {
    "\(Self.prefix)\(sender) → \(receiver): \(message)"
  }

  /// The event a line shows, or `nil` when the line is not a trace line.
  public init?(line: some StringProtocol) {
    guard line.hasPrefix(Self.prefix) else { return nil }
    let body = line.dropFirst(Self.prefix.count)
    guard let arrow = body.firstRange(of: " → "),
      let colon = body[arrow.upperBound...].firstRange(of: ": ")
    else { return nil }
    self.init(
      Role(String(body[..<arrow.lowerBound])),
      Role(String(body[arrow.upperBound..<colon.lowerBound])),
      String(body[colon.upperBound...]))
  }
}

/// Where trace events go while tracing is on.
public enum Trace {
  /// Receives every event; `nil`, the default, is tracing off. Task-local, so that tests can trace runs
  /// side by side without seeing each other's events.
  @TaskLocal public static var sink: (@MainActor @Sendable (TraceEvent) -> Void)?
}

/// Records that `sender` sends `message` to `receiver`, when tracing is on: the roles call it where they
/// send it, so the trace shows what the code does.
@MainActor public func trace(_ sender: Role, _ receiver: Role, _ message: String) {
  Trace.sink?(TraceEvent(sender, receiver, message))
}
