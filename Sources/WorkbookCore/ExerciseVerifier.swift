import Foundation
import TerminalKit

/// `workbook verify`: the proof that each exercise's tests teach what they should. Every reference solution
/// passes. Every stub as committed fails, and none of its tests passes unless its name starts with `guard:`.
/// Every mutant (`Mutants/<mistake>/`: a mistake learners make, as the files that differ from `Solution/` and a
/// one-line `WHY`) fails, and verify names the tests that catch it. Every alternative (`Alternatives/<style>/`, the
/// same shape: another correct solution) passes. Each exercise has at least `minimumMutants` mutants and
/// `minimumAlternatives` alternatives, and the metadata is complete.
///
/// When the learner writes the tests (exercise 11), the mutants are wrong versions of `CodeUnderTest/`, and a
/// check of any tests runs them on every mutant: the reference tests (`Solution/`) pass only when they catch every
/// mutant, and so does each alternative, another correct set of tests. The stub's tests must let a mutant through.
struct ExerciseVerifier: Sendable {
  let root: URL
  let catalog: ExerciseCatalog
  let checker: any ExerciseChecking

  /// How many mutants and alternatives each exercise needs at least.
  var minimumMutants = 8
  var minimumAlternatives = 2
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
      for problem in metadataProblems(of: exercise) {
        findings.metadataProblems += 1
        await record(.problem, "\(exercise.id) metadata: \(problem)")
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
      // When the learner writes the tests, checking the reference tests checked them on every mutant too.
      for mutant in result.mutants {
        findings.mutants += 1
        let name = "\(result.exercise.id) mutant \(mutant.name)"
        if let catchers = mutant.caughtBy {
          findings.mutantsCaught += 1
          await record(.note, "\(name): caught by \(catchers)")
        } else {
          await record(.problem, "\(name) survives: every test passes. WHY: \(mutant.why)")
        }
      }
      if result.verdict == .passed {
        findings.solutionsPassing += 1
        solved.append(result.exercise)
      } else if result.verdict != .missesMutants {
        await record(.problem, "\(result.exercise.id) solution: \(Self.describe(result))", result)
      }
    }

    for result in await checker.check(exercises, code: .committedStub) {
      let id = result.exercise.id
      findings.stubs += 1
      if result.exercise.writesTests {
        // The stub of tests to write: an example that lets a mutant through, or no test at all.
        if [.missesMutants, .noTests].contains(result.verdict) {
          findings.stubsFailing += 1
        } else if result.verdict == .passed {
          await record(.problem, "\(id) stub: its tests catch every mutant (they must miss one)")
        } else {
          await record(.problem, "\(id) stub: \(Self.describe(result))", result)
        }
        continue
      }
      switch result.verdict {
      case .failed:
        findings.stubsFailing += 1
        for test in result.tests
        where test.outcome == .passed && !test.name.hasPrefix(Self.guardPrefix) {
          await record(
            .problem,
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
      // Where the learner writes the tests, the solution's check has run every mutant already.
      let mutants = exercise.writesTests ? [] : exercise.variants(in: "Mutants", root: root)
      let alternatives = exercise.variants(in: "Alternatives", root: root)
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
        if let catchers = result.catchers {
          findings.mutantsCaught += 1
          await record(.note, "\(name): caught by \(catchers)")
        } else if result.verdict == .passed {
          await record(
            .problem,
            "\(name) survives: every test passes. "
              + (exercise.whyLines(of: mutant, root: root).first.map { "WHY: " + $0 }
                ?? "It has no WHY."))
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
  }

  /// A README, at least one hint, at least three `@Test`s, each listed file in both `Sources/` and `Solution/`, a
  /// `CodeUnderTest/` when the learner writes the tests, and enough mutants and alternatives, each with a `.swift`
  /// file and a `WHY` of one line.
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
    func swiftFiles(in folder: String) -> [String: Data] {
      (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(folder))) ?? [:]
    }
    // The tests that the learner's work must pass; or, when they write the tests, the reference tests.
    let testsPath = exercise.writesTests ? exercise.solutionPath : exercise.testsPath
    let testCount = swiftFiles(in: testsPath).values.map {
      String(decoding: $0, as: UTF8.self).components(separatedBy: "@Test").count - 1
    }.reduce(0, +)
    if testCount < 3 {
      problems.append(
        "\(testsPath) has \(testCount) @Test\(testCount == 1 ? "" : "s"); it needs at least 3")
    }
    if exercise.writesTests, swiftFiles(in: exercise.codeUnderTestPath).isEmpty {
      problems.append(
        "\(exercise.codeUnderTestPath) has no .swift file: the tests need code to test")
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
    for (kind, minimum, subject) in [
      ("Mutants", minimumMutants, "the mistake"),
      ("Alternatives", minimumAlternatives, "the style"),
    ] {
      let folders = exercise.variants(in: kind, root: root)
      for folder in folders {
        let path = exercise.path + "/" + folder
        if swiftFiles(in: path).isEmpty {
          problems.append("\(path) has no .swift file")
        }
        let why = exercise.whyLines(of: folder, root: root).count
        if why != 1 {
          problems.append("\(path)/WHY should say \(subject) in one line; it has \(why)")
        }
      }
      if folders.count < minimum {
        problems.append(
          "\(exercise.path)/\(kind) has \(folders.count); at least \(minimum) are expected")
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

  /// `rounds-down`, from `Mutants/rounds-down`.
  private static func name(of variant: String) -> String {
    String(variant.drop { $0 != "/" }.dropFirst())
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
    case .exited: "ends its test process before the tests finish"
    case .timedOut: "does not finish in time"
    case .noTests: "0 tests ran"
    case .allSkipped: "every test was skipped"
    case .couldNotRun: "could not be checked"
    case .missesMutants:
      "lets \(result.mutants.filter { $0.caughtBy == nil }.count) of \(result.mutants.count) mutants through"
    }
  }

  /// Writes one finding: a problem in red with the check's report under it, or a note.
  @MainActor private static func write(_ finding: Finding, timeout: Duration, to terminal: Terminal)
  {
    switch finding.kind {
    // One line each, never wrapped, so that a log can be searched.
    case .note:
      terminal.write(finding.line, wraps: false)
    case .problem:
      terminal.write("✗ " + finding.line, style: .error, wraps: false)
      guard let result = finding.result else { return }
      // The report without its last line, the advice to the learner.
      let lines = ExerciseReport(result: result, timeout: timeout).lines.dropLast()
      terminal.write(lines: lines.map { "    " + $0.text }, wraps: false)
    }
  }
}
