import Localization

/// One of the stages, named by its number (`3`) or by its executable's name (`Stage3VIPER`).
package struct WorkbookStage: Equatable, Sendable {
  /// Its place in the evolution: `1`; `nil` for another way of writing a numbered one (`Stage3CleanSwift`).
  let number: Int?
  /// The executable product: `Stage1MVVM`.
  package let product: String
  /// The step of the evolution its code is at, numbered or not: `3` for `Stage3CleanSwift` too.
  let step: Int
  /// The architecture it is written in: `MVVM`, `Clean Swift`.
  let architecture: String

  /// The column header: `Stage 1 MVVM`, in Chinese `第 1 阶段 MVVM`.
  package var title: String {
    localized(en: "Stage \(step) \(architecture)", zh: "第 \(step) 阶段 \(architecture)")
  }

  /// Every stage, the numbered ones first: the one list of them, which a test compares with Package.swift.
  package static let all = [
    WorkbookStage(number: 1, product: "Stage1MVVM", step: 1, architecture: "MVVM"),
    WorkbookStage(number: 2, product: "Stage2Presenter", step: 2, architecture: "Presenter"),
    WorkbookStage(number: 3, product: "Stage3VIPER", step: 3, architecture: "VIPER"),
    WorkbookStage(number: nil, product: "Stage3CleanSwift", step: 3, architecture: "Clean Swift"),
  ]

  /// The numbered stages, 1 to 3: what compare shows when not told which.
  package static let defaults = all.filter { $0.number != nil }

  /// What a stage can be called, for errors and help: `stage numbers 1 to 3 or names (Stage1MVVM, …)`.
  package static var accepted: String {
    let count = defaults.count
    return localized(
      en: "stage numbers 1 to \(count) or names (\(all.map(\.product).joined(separator: ", ")))",
      zh: "阶段的编号 1 到 \(count) 或名字（\(all.map(\.product).joined(separator: "、"))）")
  }

  /// The stage that `word` names by its number, or its product's name in any case (`stage3viper`).
  package static func named(_ word: some StringProtocol) -> WorkbookStage? {
    let word = word.trimmingCharacters(in: .whitespaces)
    return all.first {
      $0.number.map(String.init) == word || $0.product.lowercased() == word.lowercased()
    }
  }
}

/// Why `compare`, `diff` or `tutorial` cannot do what was asked: one line for the user.
package struct StageToolError: Error, Equatable, Sendable, CustomStringConvertible {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }

  /// The error with its message in the user's language.
  package init(en: String, zh: String) {
    self.init(localized(en: en, zh: zh))
  }

  package var description: String { FrameWord.error + message }
}
