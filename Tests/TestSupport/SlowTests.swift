import Foundation
import Testing

extension Tag {
  /// A test that builds packages, or starts the built executables many times, for real: seconds or
  /// minutes, not milliseconds. It runs only when `WORKBOOK_SLOW_TESTS` is set (`whenSlowTestsAreWanted`).
  @Tag public static var slow: Self
}

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when `WORKBOOK_SLOW_TESTS` is set (CI sets it), so that plain `swift test` stays fast.
  public static var whenSlowTestsAreWanted: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["WORKBOOK_SLOW_TESTS"] != nil,
      "it is slow; WORKBOOK_SLOW_TESTS=1 runs it")
  }
}
