import CommandLineOptions
import Stage1MVVM
import Stage2Presenter
import Stage3CleanSwift
import Stage3VIPER
import TerminalKit
import TopMoviesApp
import WorkbookStageTools

/// A stage as the tests run it, taken from the workbook's one list of stages (`WorkbookStage.all`): its
/// executable's name, the `App` that the executable starts (which a test can run in its own process), and the
/// stage's own options, whose choices the tables try.
public struct TestedStage: Sendable, Hashable {
  /// The executable: `Stage1MVVM`.
  public let product: String

  /// The stage `product`; `nil` when `app(for:)` does not list it.
  public init?(_ product: String) {
    guard Self.app(for: product) != nil else { return nil }
    self.product = product
  }

  /// The stage's `App`, which its executable's `main()` runs. (Looked up again rather than kept: a metatype of
  /// a main-actor protocol is not `Sendable`, and a stage is.)
  public var app: any StageApp.Type {
    // `init?` found it, and a linked type does not go away.
    Self.app(for: product)!
  }

  /// Every stage of `WorkbookStage.all` that `app(for:)` lists, in that order.
  public static let all = WorkbookStage.all.compactMap { TestedStage($0.product) }
  /// The stages of `WorkbookStage.all` that `app(for:)` does not list: a test names them.
  public static let missing = WorkbookStage.all.map(\.product).filter { app(for: $0) == nil }

  /// The stage's own options: `--platform`, `--variant`, `--user`.
  public var options: [OptionSpec<StageOptions>] { app.stageOptions }

  /// The values the stage's option `name` takes (`["phone", "desktop"]` for `--platform`); none when the stage
  /// does not have it.
  public func choices(of name: String) -> [String] {
    options.first { $0.name == name }?.choices ?? []
  }

  /// The `App` of the stage `product`: the tests' list of the stages, which the stages' test suites compare
  /// with the workbook's (`missing`).
  public static func app(for product: String) -> (any StageApp.Type)? {
    switch product {
    case "Stage1MVVM": Stage1MVVM.App.self
    case "Stage2Presenter": Stage2Presenter.App.self
    case "Stage3VIPER": Stage3VIPER.App.self
    case "Stage3CleanSwift": Stage3CleanSwift.App.self
    default: nil
    }
  }

  /// How the workbook's errors list the stages a command line can name: `stage numbers 1 to 3 or names
  /// (Stage1MVVM, …)`, or in Chinese `阶段的编号 1 到 3 或名字（Stage1MVVM、…）`. The wording is the tests' own; the
  /// stages come from the workbook's list, so that a new stage changes no test.
  public static func accepted(chinese: Bool = false) -> String {
    let count = WorkbookStage.defaults.count
    return chinese
      ? "阶段的编号 1 到 \(count) 或名字（\(WorkbookStage.all.map(\.product).joined(separator: "、"))）"
      : "stage numbers 1 to \(count) or names (\(WorkbookStage.all.map(\.product).joined(separator: ", ")))"
  }
}
