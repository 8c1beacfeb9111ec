import Localization

/// What checking one exercise found.
package struct ExerciseCheckResult: Sendable, Equatable {
  /// The one-word answer; only `passed` is a pass. A run that stops early stops in `stoppedTest`, if one ran.
  package enum Verdict: Sendable, Equatable {
    case passed
    /// At least one test failed.
    case failed
    case doesNotCompile
    /// The test process was ended by a signal (a trap, a fatal error).
    case crashed
    /// The test process ended itself (learner code called `exit`) before its tests finished.
    case exited
    /// The tests ran out of time and were stopped.
    case timedOut
    /// No test ran: a failure, never a pass.
    case noTests
    /// Every test was skipped: a failure, never a pass.
    case allSkipped
    /// The build or the tests could not be run at all (no `swift`, a build that never ended, …).
    case couldNotRun
    /// The learner's tests pass on the code under test, but also on at least one of its mutants.
    case missesMutants
  }

  /// How the learner's tests did on one mutant of the code under test.
  package struct Mutant: Sendable, Equatable {
    package enum Outcome: Sendable, Equatable {
      /// At least one test fails on it, as `catchers` names them.
      case killed(by: String)
      /// Every test passes on it.
      case survived
      /// Its run did not complete (its program could not be built, or vanished), so it proves nothing: why.
      case unfinished(String)
    }

    /// Its patch's name in `Mutants/`: `shows-loading-late`.
    package let name: String
    /// The mistake it makes, in the learner's language.
    package let why: String
    package let outcome: Outcome

    package init(name: String, why: String, outcome: Outcome) {
      self.name = name
      self.why = why
      self.outcome = outcome
    }
  }

  package let exercise: Exercise
  package var verdict: Verdict
  /// The tests, in the order they ran, with their issues' locations as the learner knows them.
  package var tests: [RunnerTestResult] = []
  /// The test that was running when the process crashed or was stopped.
  package var stoppedTest: String?
  /// The tests that never started because the process crashed, ended or was stopped first, in their order.
  package var notRun: [String] = []
  /// The compiler's error lines for a build that failed, what a crash said, or why nothing could run.
  package var lines: [String] = []
  /// When the learner writes the tests: how they did on each mutant, once they pass on the code under test.
  package var mutants: [Mutant] = []
  /// The mistake that the failing tests point to, in the learner's language: the reason of the one mutant whose
  /// signature (`ExerciseMutant.caughtBy`) they are; `nil` when no single mutant's is.
  package var likelyMistake: String?

  /// The functions of the tests that fail on this code, or were running when it stopped: what a mutant's
  /// signature is compared with.
  package var failingFunctions: Set<String> {
    Set(tests.filter { $0.outcome == .failed || $0.outcome == .unfinished }.map(\.function))
  }

  /// `"A", "B"`: the tests that fail on this code, as proof that it is wrong; `nil` when nothing here proves it
  /// (the tests pass, the code does not compile, or no test ran).
  package var catchers: String? {
    let failing = tests.filter { $0.outcome == .failed || $0.outcome == .unfinished }
      .map { "\"\($0.name)\"" }.joined(separator: localized(en: ", ", zh: "、"))
    // What stopped the run: said of the test that was running, or of the run when none was.
    let stop: (en: String, zh: String, run: String, runZh: String)
    switch verdict {
    case .failed where !failing.isEmpty:
      return failing
    case .crashed:
      stop = ("crashed", "崩溃了", "a crash before any test began", "任何测试开始之前发生的一次崩溃")
    case .exited:
      stop = (
        "ended the test process", "结束了测试进程", "the test process ending before any test began",
        "任何测试开始之前就退出的测试进程"
      )
    case .timedOut:
      stop = (
        "ran out of time", "超时了", "running out of time before any test began", "任何测试开始之前就发生的超时"
      )
    default:
      return nil
    }
    return stoppedTest.map {
      localized(en: "\"\($0)\", which \(stop.en)", zh: "\"\($0)\"（它\(stop.zh)）")
    } ?? localized(en: stop.run, zh: stop.runZh)
  }

  /// `: caught by "A", "B"`: what follows a caught mutant's name, in a check's report and in verify's.
  package static func caught(by catchers: String) -> String {
    // Chinese puts a space between itself and a quoted name, but none inside a sentence of its own.
    let space = catchers.hasPrefix("\"") ? " " : ""
    return localized(en: ": caught by \(catchers)", zh: "：杀死它的是\(space)\(catchers)")
  }

  /// The verdict in a few words, as verify and a report's line on no test say it: `6 of 7 tests fail`.
  package var inFewWords: String {
    let failing = tests.filter { $0.outcome == .failed }.count
    let ran = tests.filter { $0.outcome != .skipped }.count
    let survivors = mutants.filter { $0.outcome == .survived }.count
    return switch verdict {
    case .passed: localized(en: "passes", zh: "通过")
    case .failed:
      localized(en: "\(failing) of \(ran) tests fail", zh: "\(ran) 个测试中 \(failing) 个未通过")
    case .doesNotCompile: localized(en: "does not compile", zh: "编译失败")
    case .crashed: localized(en: "crashes", zh: "崩溃了")
    case .exited:
      localized(
        en: "ends its test process before the tests finish", zh: "测试还没有结束就退出了测试进程")
    case .timedOut: localized(en: "does not finish in time", zh: "没有在限定时间内运行完")
    case .noTests: localized(en: "0 tests ran", zh: "一个测试都没有运行")
    case .allSkipped: localized(en: "every test was skipped", zh: "所有测试都被跳过了")
    case .couldNotRun: localized(en: "could not be checked", zh: "无法检查")
    case .missesMutants:
      localized(
        en: "lets \(survivors) of \(mutants.count) mutants through",
        zh: "\(mutants.count) 个变异体中有 \(survivors) 个存活")
    }
  }

  package init(
    exercise: Exercise, verdict: Verdict, tests: [RunnerTestResult] = [],
    stoppedTest: String? = nil, lines: [String] = [], mutants: [Mutant] = []
  ) {
    self.exercise = exercise
    self.verdict = verdict
    self.tests = tests
    self.stoppedTest = stoppedTest
    self.lines = lines
    self.mutants = mutants
  }
}
