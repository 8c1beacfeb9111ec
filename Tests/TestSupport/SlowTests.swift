import Foundation
import Testing

extension Tag {
  /// A test whose cost is its own work: it builds packages or starts the built executables for real, runs
  /// every stage, or checks the whole repository against the code (the drift guards). It runs only when
  /// `WORKBOOK_SLOW_TESTS` is set (`whenSlowTestsAreWanted`), as `.ci/run` sets it.
  @Tag public static var slow: Self
}

/// How long a slow test waits for what is sure to come (an output, an end, a process gone) before it calls it a
/// hang: long enough for a machine busy with other work, since a test checks what happens, never how fast.
public let patience = Duration.seconds(1800)

extension Trait where Self == ConditionTrait {
  /// Runs a suite only when `WORKBOOK_SLOW_TESTS` is set (CI sets it), so that plain `swift test` stays fast.
  public static var whenSlowTestsAreWanted: Self {
    .enabled(
      if: ProcessInfo.processInfo.environment["WORKBOOK_SLOW_TESTS"] != nil,
      "it is slow; WORKBOOK_SLOW_TESTS=1 runs it")
  }
}

/// Lets a slow test run only while fewer slow tests run than the machine has cores, so that the package builds
/// they start do not pile up past what the machine can build: a test waits for a core, not for a clock. Each
/// case of a parameterised test waits on its own.
public struct OneTestPerCore: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    await Cores.shared.take()
    do {
      try await function()
    } catch {
      await Cores.shared.give()
      throw error
    }
    await Cores.shared.give()
  }
}

extension Trait where Self == OneTestPerCore {
  /// See `OneTestPerCore`.
  public static var oneTestPerCore: Self { OneTestPerCore() }
}

/// The cores that slow tests take in turn, and the tests waiting for one, first come first served.
private actor Cores {
  static let shared = Cores()
  private var free = max(1, ProcessInfo.processInfo.activeProcessorCount)
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func take() async {
    guard free == 0 else {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func give() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
