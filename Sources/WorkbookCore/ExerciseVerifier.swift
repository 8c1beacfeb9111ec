import Foundation
import TerminalKit

/// `workbook verify`: the proof that each exercise's tests teach what they should. Every reference solution
/// passes. Every stub as committed fails, and none of its tests passes unless its name starts with `guard:`.
/// Every mutant (`Mutants/<mistake>/`: a mistake learners make, as the files that differ from `Solution/` and a
/// one-line `WHY`) fails, and verify names the tests that catch it. Every alternative (`Alternatives/<style>/`, the
/// same shape: another correct solution) passes. And the metadata is complete.
struct ExerciseVerifier: Sendable {
  let root: URL
  let catalog: ExerciseCatalog
  let checker: any ExerciseChecking

  /// Whether an exercise with fewer mutants or alternatives than the minimums fails verification. While the
  /// exercises are being written it only warns; set this to `true` once each exercise has its set.
  static let requiresMinimums = false
  /// Whether a test that passes on the untouched stub without a name that starts with `guardPrefix` fails
  /// verification. While the exercises are being written it only warns; set this to `true` once their tests are
  /// named.
  static let requiresGuardNames = false
  static let minimumMutants = 8
  static let minimumAlternatives = 2
  /// How the name of a test starts when it may pass on the untouched stub: it guards what the stub already does.
  static let guardPrefix = "guard:"

  /// One line of what verification found.
  struct Finding: Sendable {
    enum Kind: Sendable {
      /// Good news worth a line: a mutant caught, an alternative that passes.
      case note
      /// Something to fix before it becomes a problem: too few mutants or alternatives, while they are written.
      case warning
      /// Verification fails.
      case problem
    }

    var kind: Kind
    var line: String
    /// The check to show under a problem, when there is one.
    var result: ExerciseCheckResult?
  }

  /// What verification found: the counts for the summary, and every finding in the order it was found.
  struct Findings: Sendable {
    var solutions = 0
    var solutionsPassing = 0
    var stubs = 0
    var stubsFailing = 0
    var mutants = 0
    var mutantsCaught = 0
    var alternatives = 0
    var alternativesPassing = 0
    var metadataProblems = 0
    var all: [Finding] = []

    var problems: [Finding] { all.filter { $0.kind == .problem } }
    var warnings: Int { all.filter { $0.kind == .warning }.count }
    var isClean: Bool { problems.isEmpty }
  }

  /// `workbook verify [ID]`: verifies `exercises`, writing each finding as it comes and the summary last;
  /// returns the exit status.
  @MainActor func run(_ exercises: [Exercise], timeout: Duration, terminal: Terminal) async -> Int32
  {
    terminal.startActivity(
      "Checking every solution, stub, mutant and alternative of "
        + (exercises.count == 1 ? "exercise \(exercises[0].id)" : "\(exercises.count) exercises"))
    let findings = await verify(exercises) { finding in
      await Self.write(finding, timeout: timeout, to: terminal)
    }
    terminal.stopActivity()
    terminal.write(summary(of: findings), style: findings.isClean ? .accent : .error, wraps: false)
    return findings.isClean ? 0 : 1
  }

  /// Checks the metadata, then builds all solutions in one package and all stubs in another, then each mutant
  /// and each alternative of an exercise whose solution passes. `found` hears of each finding as it is made.
  func verify(
    _ exercises: [Exercise], found: @Sendable (Finding) async -> Void = { _ in }
  ) async -> Findings {
    var findings = Findings()
    func record(_ kind: Finding.Kind, _ line: String, _ result: ExerciseCheckResult? = nil) async {
      let finding = Finding(kind: kind, line: line, result: result)
      findings.all.append(finding)
      await found(finding)
    }

    for exercise in exercises {
      for (kind, problem) in metadataFindings(of: exercise) {
        findings.metadataProblems += kind == .problem ? 1 : 0
        await record(kind, "\(exercise.id) metadata: \(problem)")
      }
    }
    for folder in unlistedFolders() {
      findings.metadataProblems += 1
      await record(
        .problem, "metadata: Exercises/\(folder) is not in \(ExerciseCatalog.metadataPath)")
    }

    var solved: [Exercise] = []
    for result in await checker.check(exercises, code: .solution) {
      findings.solutions += 1
      if result.verdict == .passed {
        findings.solutionsPassing += 1
        solved.append(result.exercise)
      } else {
        await record(.problem, "\(result.exercise.id) solution: \(Self.describe(result))", result)
      }
    }

    for result in await checker.check(exercises, code: .committedStub) {
      let id = result.exercise.id
      findings.stubs += 1
      switch result.verdict {
      case .failed:
        findings.stubsFailing += 1
        for test in result.tests
        where test.outcome == .passed && !test.name.hasPrefix(Self.guardPrefix) {
          await record(
            Self.requiresGuardNames ? .problem : .warning,
            "\(id) stub: \"\(test.name)\" passes on the untouched stub; only a test named "
              + "\"\(Self.guardPrefix) …\" may")
        }
      case .passed:
        await record(.problem, "\(id) stub: passes its tests (it must fail at least one)")
      default:
        await record(.problem, "\(id) stub: \(Self.describe(result))", result)
      }
    }

    for exercise in exercises {
      let mutants = variants(of: exercise, in: "Mutants")
      let alternatives = variants(of: exercise, in: "Alternatives")
      findings.mutants += mutants.count
      findings.alternatives += alternatives.count
      guard solved.contains(exercise) else {
        if !(mutants.isEmpty && alternatives.isEmpty) {
          await record(
            .note, "\(exercise.id): mutants and alternatives not checked, as the solution fails")
        }
        continue
      }
      for mutant in mutants {
        let result = await checker.check([exercise], code: .variant(mutant)).first!
        let name = "\(exercise.id) mutant \(Self.name(of: mutant))"
        if let catchers = Self.catchers(in: result) {
          findings.mutantsCaught += 1
          await record(.note, "\(name): caught by \(catchers)")
        } else if result.verdict == .passed {
          await record(
            .problem, "\(name) survives: every test passes. \(why(of: exercise, mutant))")
        } else if result.verdict == .doesNotCompile {
          await record(.problem, "\(name) does not compile, so it proves nothing", result)
        } else {
          await record(.problem, "\(name): \(Self.describe(result))", result)
        }
      }
      for alternative in alternatives {
        let result = await checker.check([exercise], code: .variant(alternative)).first!
        let name = "\(exercise.id) alternative \(Self.name(of: alternative))"
        if result.verdict == .passed {
          findings.alternativesPassing += 1
          await record(.note, "\(name): passes")
        } else {
          await record(.problem, "\(name) is rejected: \(Self.describe(result))", result)
        }
      }
    }
    return findings
  }

  /// `verify: 8 solutions pass, 8 stubs fail, 64 mutants caught, 16 alternatives pass, metadata complete`.
  func summary(of findings: Findings) -> String {
    /// `8 solutions pass`, `1 stub fails`, `7 of 8 mutants caught`.
    func counted(_ number: Int, of count: Int, _ noun: String, _ verbs: (one: String, many: String))
      -> String
    {
      guard number == count else { return "\(number) of \(count) \(noun)s \(verbs.many)" }
      return count == 1 ? "1 \(noun) \(verbs.one)" : "\(count) \(noun)s \(verbs.many)"
    }
    let problems = findings.metadataProblems
    let metadata =
      problems == 0
      ? "metadata complete" : "\(problems) metadata problem\(problems == 1 ? "" : "s")"
    let warnings = findings.warnings
    return "verify: "
      + [
        counted(findings.solutionsPassing, of: findings.solutions, "solution", ("passes", "pass")),
        counted(findings.stubsFailing, of: findings.stubs, "stub", ("fails", "fail")),
        counted(findings.mutantsCaught, of: findings.mutants, "mutant", ("caught", "caught")),
        counted(
          findings.alternativesPassing, of: findings.alternatives, "alternative", ("passes", "pass")
        ),
        metadata,
      ].joined(separator: ", ")
      + (warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")")
  }

  /// Problems with the metadata (`metadataProblems(of:)`), a mutant or an alternative without a `.swift` file or
  /// without a `WHY` of one line, and too few of either: a warning while `requiresMinimums` is false.
  func metadataFindings(of exercise: Exercise) -> [(Finding.Kind, String)] {
    var findings: [(Finding.Kind, String)] = metadataProblems(of: exercise).map { (.problem, $0) }
    for (kind, minimum, subject) in [
      ("Mutants", Self.minimumMutants, "the mistake"),
      ("Alternatives", Self.minimumAlternatives, "the style"),
    ] {
      let folders = variants(of: exercise, in: kind)
      for folder in folders {
        let path = exercise.path + "/" + folder
        if (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(path)))?.isEmpty ?? true {
          findings.append((.problem, "\(path) has no .swift file"))
        }
        let why = whyLines(of: exercise, folder).count
        if why != 1 {
          findings.append(
            (.problem, "\(path)/WHY should say \(subject) in one line; it has \(why)"))
        }
      }
      if folders.count < minimum {
        findings.append(
          (
            Self.requiresMinimums ? .problem : .warning,
            "\(exercise.path)/\(kind) has \(folders.count); at least \(minimum) are expected"
          ))
      }
    }
    return findings
  }

  /// A README, at least one hint, at least three `@Test`s, and each listed file in both `Sources/` and `Solution/`.
  func metadataProblems(of exercise: Exercise) -> [String] {
    let manager = FileManager.default
    func exists(_ path: String) -> Bool {
      manager.fileExists(atPath: root.appendingPathComponent(path).path)
    }
    var problems: [String] = []
    if !exists(exercise.readmePath) {
      problems.append("\(exercise.readmePath) is missing")
    }
    if exercise.hints.filter({ !$0.isEmpty }).isEmpty {
      problems.append("no hints in \(ExerciseCatalog.metadataPath)")
    }
    let tests =
      (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(exercise.testsPath))) ?? [:]
    let testCount = tests.values.map {
      String(decoding: $0, as: UTF8.self).components(separatedBy: "@Test").count - 1
    }.reduce(0, +)
    if testCount < 3 {
      problems.append(
        "\(exercise.testsPath) has \(testCount) @Test\(testCount == 1 ? "" : "s"); it needs at least 3"
      )
    }
    // Package.swift names each exercise's folder, in quotes, in its list of exercises.
    let manifest =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    if !manifest.contains("\"\(exercise.folder)\"") {
      problems.append("Package.swift does not list \"\(exercise.folder)\" in its exercises")
    }
    if exercise.files.isEmpty {
      problems.append("no files listed in \(ExerciseCatalog.metadataPath)")
    }
    for file in exercise.files {
      for folder in [exercise.sourcesPath, exercise.solutionPath] where !exists(folder + "/" + file)
      {
        problems.append("\(folder)/\(file) is missing")
      }
    }
    return problems
  }

  /// The exercise folders (`NN-name`) under `Exercises/` that the metadata does not list.
  func unlistedFolders() -> [String] {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent("Exercises").path)) ?? []
    let listed = Set(catalog.exercises.map(\.folder))
    return folders.filter { $0.first?.isNumber == true && !listed.contains($0) }.sorted()
  }

  /// The folders in `Mutants/` or `Alternatives/` of an exercise, relative to it and in order:
  /// `Mutants/rounds-down`.
  func variants(of exercise: Exercise, in kind: String) -> [String] {
    let folder = root.appendingPathComponent(exercise.path + "/" + kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(
          atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted().map { kind + "/" + $0 }
  }

  /// The non-empty lines of a mutant's or an alternative's `WHY`.
  private func whyLines(of exercise: Exercise, _ variant: String) -> [Substring] {
    let url = root.appendingPathComponent(exercise.path + "/" + variant + "/WHY")
    let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
  }

  /// `WHY: rounds 8.85 down to 8.8`, to say what a mutant that survives gets wrong.
  private func why(of exercise: Exercise, _ mutant: String) -> String {
    whyLines(of: exercise, mutant).first.map { "WHY: " + $0.trimmingCharacters(in: .whitespaces) }
      ?? "It has no WHY."
  }

  /// `rounds-down`, from `Mutants/rounds-down`.
  private static func name(of variant: String) -> String {
    String(variant.drop { $0 != "/" }.dropFirst())
  }

  /// `"A", "B"`: the tests that catch a mutant, or `nil` when its result catches nothing (it passes, does not
  /// compile, or runs no test).
  private static func catchers(in result: ExerciseCheckResult) -> String? {
    let failing = result.tests.filter { $0.outcome == .failed || $0.outcome == .unfinished }
      .map { "\"\($0.name)\"" }.joined(separator: ", ")
    switch result.verdict {
    case .failed where !failing.isEmpty:
      return failing
    case .crashed:
      return result.stoppedTest.map { "\"\($0)\", which crashed" }
        ?? "a crash before any test began"
    case .timedOut:
      return result.stoppedTest.map { "\"\($0)\", which ran out of time" }
        ?? "running out of time before any test began"
    default:
      return nil
    }
  }

  /// What went wrong, in a few words: `fails its tests: 6 of 7 fail`.
  private static func describe(_ result: ExerciseCheckResult) -> String {
    switch result.verdict {
    case .passed: "passes"
    case .failed:
      "\(result.tests.filter { $0.outcome == .failed }.count) of "
        + "\(result.tests.filter { $0.outcome != .skipped }.count) tests fail"
    case .doesNotCompile: "does not compile"
    case .crashed: "crashes"
    case .timedOut: "does not finish in time"
    case .noTests: "0 tests ran"
    case .allSkipped: "every test was skipped"
    case .couldNotRun: "could not be checked"
    }
  }

  /// Writes one finding: a problem in red with the check's report under it, a warning, or a note.
  @MainActor private static func write(_ finding: Finding, timeout: Duration, to terminal: Terminal)
  {
    switch finding.kind {
    // One line each, never wrapped, so that a log can be searched.
    case .note:
      terminal.write(finding.line, wraps: false)
    case .warning:
      terminal.write("warning: " + finding.line, style: .dim, wraps: false)
    case .problem:
      terminal.write("✗ " + finding.line, style: .error, wraps: false)
      guard let result = finding.result else { return }
      // The report without its last line, the advice to the learner.
      let lines = ExerciseReport(result: result, timeout: timeout).lines.dropLast()
      terminal.write(lines: lines.map { "    " + $0.text }, wraps: false)
    }
  }
}
