import Foundation
import Testing

extension Tag {
  /// A test that builds packages or runs tools for real: minutes, not milliseconds. It runs only when
  /// `WORKBOOK_SLOW_TESTS` is set (`whenSlowTestsAreWanted`).
  @Tag static var slow: Self
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when `WORKBOOK_SLOW_TESTS` is set (CI sets it), so that plain `swift test` stays fast.
  static var whenSlowTestsAreWanted: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["WORKBOOK_SLOW_TESTS"] != nil,
      "it builds for real; WORKBOOK_SLOW_TESTS=1 runs it")
  }
}
