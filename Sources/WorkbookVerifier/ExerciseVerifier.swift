import Foundation
import Localization
import TerminalKit
import WorkbookExercises
import WorkbookRunner

/// `workbook verify`: the proof that each exercise's tests teach what they should. Every solution passes; every
/// stub as committed fails, no test passing on it unless named `guard:…`; every mutant (`ExerciseMutant`) fails,
/// named with the tests that catch it; every alternative (`Alternatives/<style>/`, with a one-line `WHY` and
/// `WHY.zh-Hans`) passes; the worked example copied over the stub, as it is and renamed, fails (`CopyAttack`);
/// there are enough mutants and alternatives, and the metadata is complete.
///
/// Where the learner writes the tests (exercise 11), the mutants are wrong versions of `CodeUnderTest/`: the
/// reference tests and each alternative pass only when they catch every mutant; the stub's tests, and each of
/// `Cheats/` (which tell the mutants apart by anything but behaviour), must let one through.
package struct ExerciseVerifier: Sendable {
  let root: URL
  let catalog: ExerciseCatalog
  let checker: any ExerciseChecking
  /// How many mutants and alternatives each exercise needs at least.
  var minimumMutants = 8
  var minimumAlternatives = 2
  /// Whether a mutant's signature that is not the tests that catch it is written (`UPDATE_SIGNATURES=1`), not
  /// reported as a problem.
  var updatesSignatures = ProcessInfo.processInfo.environment["UPDATE_SIGNATURES"] == "1"

  /// How the name of a test starts when it may pass on the untouched stub: it guards what the stub already does.
  static let guardPrefix = "guard:"

  /// One line of what verification found.
  struct Finding: Sendable {
    enum Kind: Sendable {
      /// Good news worth a line: a mutant caught, an alternative that passes.
      case note
      /// Verification fails.
      case problem
    }

    var kind: Kind
    var line: String
    /// The check to show under a problem, when there is one.
    var result: ExerciseCheckResult?
  }

  /// What verification found: the counts for the summary, each of how many were checked and how many did as
  /// they should (a solution passes, a stub fails, a mutant is caught), and every finding in the order found.
  struct Findings: Sendable {
    var solutions = (all: 0, good: 0)
    var stubs = (all: 0, good: 0)
    var mutants = (all: 0, good: 0)
    var alternatives = (all: 0, good: 0)
    var metadataProblems = 0
    var copies = RenamedCopies()
    var all: [Finding] = []
    /// Hears of each finding as it is added.
    var found: @Sendable (Finding) async -> Void = { _ in }

    var isClean: Bool { !all.contains { $0.kind == .problem } }

    /// Adds a finding, with the check to show under it, and tells `found`.
    mutating func add(_ kind: Finding.Kind, _ line: String, _ result: ExerciseCheckResult? = nil)
      async
    {
      let finding = Finding(kind: kind, line: line, result: result)
      all.append(finding)
      await found(finding)
    }

    /// Adds a finding in the learner's language.
    mutating func add(
      _ kind: Finding.Kind, en: String, zh: String, _ result: ExerciseCheckResult? = nil
    ) async {
      await add(kind, localized(en: en, zh: zh), result)
    }

    /// Adds `other`'s counts, and its findings in their order.
    mutating func add(_ other: Findings) async {
      for (mine, theirs) in [
        (\Findings.solutions, other.solutions), (\.stubs, other.stubs), (\.mutants, other.mutants),
        (\.alternatives, other.alternatives),
      ] as [(WritableKeyPath<Findings, (all: Int, good: Int)>, (all: Int, good: Int))] {
        self[keyPath: mine].all += theirs.all
        self[keyPath: mine].good += theirs.good
      }
      metadataProblems += other.metadataProblems
      copies.add(other.copies)
      for finding in other.all {
        await add(finding.kind, finding.line, finding.result)
      }
    }

    /// `01 mutants: 11 of 11 killed`, a problem unless they all are; counts the killed ones for the summary.
    mutating func add(killed: Int, of count: Int, in exercise: Exercise) async {
      mutants.good += killed
      await add(
        killed == count ? .note : .problem,
        en: "\(exercise.id) mutants: \(killed) of \(count) killed",
        zh: "\(exercise.id) 变异体：\(count) 个中杀死了 \(killed) 个")
    }
  }

  /// Verifies `exercises`, writing each finding as it comes and the summary last; returns the exit status.
  @MainActor package func run(_ exercises: [Exercise], timeout: Duration, terminal: Terminal) async
    -> Int32
  {
    let what = localized(
      en: "every solution, stub, mutant and alternative", zh: "每个参考答案、起始代码、变异体和其他正确写法")
    let count = exercises.count
    terminal.startActivity(
      count == 1
        ? localized(
          en: "Checking \(what) of exercise \(exercises[0].id)",
          zh: "正在检查练习 \(exercises[0].id) 的\(what)")
        : localized(en: "Checking \(what) of \(count) exercises", zh: "正在检查 \(count) 个练习的\(what)"))
    let findings = await verify(exercises) { finding in
      await write(finding, timeout: timeout, to: terminal)
    }
    terminal.stopActivity()
    terminal.write(summary(of: findings), style: findings.isClean ? .accent : .error, wraps: false)
    return findings.isClean ? 0 : 1
  }

  /// Checks the metadata, then builds all solutions in one package and all stubs in another, then each mutant
  /// and each alternative of an exercise whose solution passes. `found` hears of each finding as it is made.
  func verify(
    _ exercises: [Exercise], found: @escaping @Sendable (Finding) async -> Void = { _ in }
  ) async -> Findings {
    var findings = Findings(found: found)
    await verifyMetadata(of: exercises, into: &findings)
    let solved = await verifySolutions(of: exercises, into: &findings)
    await verifyStubs(of: exercises, into: &findings)
    // A check takes about one core, so two exercises go at once where there are two. Each keeps its findings
    // until its pair is done, then they are added in order: the output reads one exercise after another.
    let together = min(2, max(1, ProcessInfo.processInfo.activeProcessorCount))
    for first in stride(from: 0, to: exercises.count, by: together) {
      let pair = exercises[first..<min(first + together, exercises.count)]
      let done = await withTaskGroup(of: (Int, Findings).self) { group in
        for (index, exercise) in pair.enumerated() {
          group.addTask {
            var own = Findings()
            await verifyVariants(of: exercise, solved: solved.contains(exercise), into: &own)
            return (index, own)
          }
        }
        return await group.reduce(into: []) { $0.append($1) }.sorted { $0.0 < $1.0 }
      }
      for (_, own) in done {
        await findings.add(own)
      }
    }
    // The attack proves something only where a copy compiles, so that the tests run on it: how often that is.
    if exercises.count > 1 {
      await findings.add(.note, findings.copies.line)
    }
    return findings
  }

  /// The cheats of an exercise in which the learner writes the tests: each must fail, the mutants being sealed.
  func checkCheats(of exercise: Exercise, into findings: inout Findings) async {
    let cheats = exercise.cheats(root: root)
    var failing = 0
    for cheat in cheats {
      let result = await check(exercise, .cheat(cheat))
      if result.verdict == .couldNotRun {
        await findings.add(
          .problem, en: "\(exercise.id) cheat \(cheat) could not be checked",
          zh: "\(exercise.id) 作弊测试 \(cheat) 无法检查", result)
      } else if result.verdict == .passed {
        let why = exercise.why(in: exercise.cheatPath(cheat), root: root)
        await findings.add(
          .problem,
          en:
            "\(exercise.id) cheat \(cheat) passes, so the mutants can be told apart without testing "
            + "them: \(why)",
          zh: "\(exercise.id) 作弊测试 \(cheat) 通过了，说明不测试行为也能分辨出变异体：\(why)", result)
      } else {
        failing += 1
      }
    }
    await findings.add(
      failing == cheats.count && !cheats.isEmpty ? .note : .problem,
      en: "\(exercise.id) cheats: \(failing) of \(cheats.count) fail",
      zh: "\(exercise.id) 作弊测试：\(cheats.count) 个中 \(failing) 个未通过")
  }

  /// The check of one exercise's `code`.
  func check(_ exercise: Exercise, _ code: ExerciseCode) async -> ExerciseCheckResult {
    await checker.check([exercise], code: code).first
      ?? ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun)
  }

  /// The copy attack on `exercise`: its worked example copied over the stub, as it is and renamed, must fail its
  /// tests. A copy that does not compile proves nothing, so the renames should make it compile where they can;
  /// `findings.copies` counts whether the renamed copy did.
  func copyAttack(on exercise: Exercise, into findings: inout Findings) async {
    var (tried, failing, notTried, unchecked) = (0, 0, 0, 0)
    let patched = exercise.hasRenamedCopyPatch(root: root)
    findings.copies.tried += 1
    for renamed in [false, true] {
      let result = await check(exercise, .copy(renamed: renamed))
      switch result.verdict {
      case .doesNotCompile:
        notTried += 1
      case .couldNotRun:
        unchecked += 1
        await findings.add(
          .problem, en: "\(exercise.id) copy attack: a copy could not be checked",
          zh: "\(exercise.id) 复制攻击：有一份副本无法检查", result)
      case .passed:
        tried += 1
        let copy =
          renamed
          ? localized(en: "the renamed copy", zh: "改名后的副本")
          : localized(en: "the plain copy", zh: "原样的副本")
        await findings.add(
          .problem,
          en:
            "\(exercise.id) copy attack: \(copy) of \(exercise.workedExample.joined(separator: ", ")) "
            + "passes; the exercise must ask for more than the worked example",
          zh: "\(exercise.id) 复制攻击：\(exercise.workedExample.joined(separator: "、")) 的\(copy)"
            + "通过了；练习要求的必须比示例多")
      default:
        tried += 1
        failing += 1
      }
      if renamed, ![.doesNotCompile, .couldNotRun].contains(result.verdict) {
        findings.copies.compiled += 1
        findings.copies.fixed += patched ? 1 : 0
      }
    }
    let fixed =
      patched
      ? localized(
        en: "; the renamed copy with the compile fixes of RenamedCopy.patch",
        zh: "；改名后的副本用了 RenamedCopy.patch 的编译修正")
      : ""
    // A copy that could not be checked (a RenamedCopy.patch that no longer applies) did not fail to compile.
    let uncheckedText =
      unchecked == 0
      ? ""
      : localized(en: ", \(unchecked) could not be checked", zh: "，\(unchecked) 份无法检查")
    await findings.add(
      tried == failing && unchecked == 0 ? .note : .problem,
      localized(
        en: "\(exercise.id) copy attack: \(tried) tried, \(failing) fail, \(notTried) not tried "
          + "(does not compile)",
        zh: "\(exercise.id) 复制攻击：试了 \(tried) 份，\(failing) 份未通过，\(notTried) 份没有试（编译失败）")
        + uncheckedText + fixed)
  }

  /// `verify: 8 solutions pass, 8 stubs fail, 64 mutants caught, 16 alternatives pass, metadata complete`.
  func summary(of findings: Findings) -> String {
    /// `8 solutions pass`, `1 stub fails`, `7 of 8 mutants caught`; in Chinese `8 个参考答案通过`, `8 个变异体中
    /// 7 个被杀死`, counted with the noun's measure word (`unit`).
    func counted(
      _ tally: (all: Int, good: Int), _ noun: (en: String, zh: String, unit: String),
      _ verbs: (one: String, many: String, zh: String)
    ) -> String {
      let (number, count) = (tally.good, tally.all)
      let english =
        number != count
        ? "\(number) of \(count) \(noun.en)s \(verbs.many)"
        : count == 1 ? "1 \(noun.en) \(verbs.one)" : "\(count) \(noun.en)s \(verbs.many)"
      let all = "\(count) \(noun.unit)\(noun.zh)"
      return localized(
        en: english,
        zh: number == count ? all + verbs.zh : all + "中 \(number) \(noun.unit)\(verbs.zh)")
    }
    let problems = findings.metadataProblems
    let metadata =
      problems == 0
      ? localized(en: "metadata complete", zh: "元数据完整")
      : localized(
        en: "\(problems) metadata problem\(problems == 1 ? "" : "s")", zh: "\(problems) 个元数据问题")
    return localized(en: "verify: ", zh: "verify：")
      + [
        counted(findings.solutions, ("solution", "参考答案", "个"), ("passes", "pass", "通过")),
        counted(findings.stubs, ("stub", "起始代码", "份"), ("fails", "fail", "未通过")),
        counted(findings.mutants, ("mutant", "变异体", "个"), ("caught", "caught", "被杀死")),
        counted(
          findings.alternatives, ("alternative", "其他正确写法", "种"), ("passes", "pass", "通过")),
        metadata,
      ].joined(separator: localized(en: ", ", zh: "，"))
  }

  /// The exercise folders (`NN-name`) under `Exercises/` that the metadata does not list.
  func unlistedFolders() -> [String] {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Exercises").path)) ?? []
    let listed = Set(catalog.exercises.map(\.folder))
    return folders.filter { $0.first?.isNumber == true && !listed.contains($0) }.sorted()
  }

  /// `Exercises/01-presentation/README.md is missing`.
  static func missing(_ path: String) -> String {
    localized(en: "\(path) is missing", zh: "缺少 \(path)")
  }

  /// `01 mutant rounds-down`: a mutant as verify's findings name it.
  static func mutant(_ name: String, of exercise: Exercise) -> String {
    localized(en: "\(exercise.id) mutant \(name)", zh: "\(exercise.id) 变异体 \(name)")
  }

  /// `01 mutant rounds-down survives: every test passes. WHY: …`, with the mistake it makes, if it says.
  static func survives(_ mutant: String, why: String?) -> String {
    let mistake =
      why.map { localized(en: "WHY: \($0)", zh: "WHY：\($0)") }
      ?? localized(en: "It has no WHY.", zh: "它没有 WHY。")
    return localized(
      en: "\(mutant) survives: every test passes. \(mistake)",
      zh: "\(mutant) 存活了：所有测试都通过了。\(mistake)")
  }

  /// Writes one finding: a problem in red with the check's report under it, or a note.
  @MainActor private func write(_ finding: Finding, timeout: Duration, to terminal: Terminal) {
    switch finding.kind {
    // One line each, never wrapped, so that a log can be searched.
    case .note:
      terminal.write(finding.line, wraps: false)
    case .problem:
      terminal.write("✗ " + finding.line, style: .error, wraps: false)
      guard let result = finding.result else { return }
      // The report without the advice to the learner (a dim last line), but with what could not be checked,
      // and in Chinese with the tests' messages as `check` gives them.
      var check = ExerciseReport(result: result, timeout: timeout)
      check.messages = result.exercise.testMessages(root: root)
      let report = check.lines
      let lines = report.last?.style == .dim ? report.dropLast() : report[...]
      terminal.write(lines: lines.map { "    " + $0.text }, wraps: false)
    }
  }
}
