import Foundation

/// `workbook verify`: every reference solution passes, every stub as committed fails at least one of its tests,
/// and every exercise has a README, a hint and at least three tests.
struct ExerciseVerifier: Sendable {
  let root: URL
  let catalog: ExerciseCatalog
  let checker: any ExerciseChecking

  /// What verification found: the counts for the summary, and one entry per problem.
  struct Findings: Sendable {
    var solutionsPassing = 0
    var stubsFailing = 0
    var metadataProblems: [String] = []
    /// Each problem's line, with the check's result when there is one to show.
    var problems: [(line: String, result: ExerciseCheckResult?)] = []

    var isClean: Bool { problems.isEmpty }
  }

  /// Checks the metadata, then builds all solutions in one package and all stubs in another.
  func run() async -> Findings {
    var findings = Findings()
    for exercise in catalog.exercises {
      for problem in metadataProblems(of: exercise) {
        findings.metadataProblems.append(problem)
        findings.problems.append(("\(exercise.id) metadata: \(problem)", nil))
      }
    }
    for folder in unlistedFolders() {
      let problem = "Exercises/\(folder) is not in \(ExerciseCatalog.metadataPath)"
      findings.metadataProblems.append(problem)
      findings.problems.append(("metadata: \(problem)", nil))
    }
    for result in await checker.check(catalog.exercises, code: .solution) {
      if result.verdict == .passed {
        findings.solutionsPassing += 1
      } else {
        findings.problems.append(
          ("\(result.exercise.id) solution: \(Self.describe(result.verdict))", result))
      }
    }
    for result in await checker.check(catalog.exercises, code: .committedStub) {
      if result.verdict == .failed {
        findings.stubsFailing += 1
      } else {
        let problem =
          result.verdict == .passed
          ? "passes its tests (it must fail at least one)" : Self.describe(result.verdict)
        findings.problems.append(("\(result.exercise.id) stub: \(problem)", result))
      }
    }
    return findings
  }

  /// `verify: 8 solutions pass, 8 stubs fail, metadata complete`.
  func summary(of findings: Findings) -> String {
    let count = catalog.exercises.count
    func counted(_ number: Int, _ noun: String, _ verb: String) -> String {
      number == count ? "\(count) \(noun)s \(verb)" : "\(number) of \(count) \(noun)s \(verb)"
    }
    let metadata =
      findings.metadataProblems.isEmpty
      ? "metadata complete"
      : "\(findings.metadataProblems.count) metadata problem\(findings.metadataProblems.count == 1 ? "" : "s")"
    return "verify: \(counted(findings.solutionsPassing, "solution", "pass")), "
      + "\(counted(findings.stubsFailing, "stub", "fail")), \(metadata)"
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
    let tests = root.appendingPathComponent(exercise.testsPath)
    let testCount = ((try? manager.contentsOfDirectory(atPath: tests.path)) ?? []).filter {
      $0.hasSuffix(".swift")
    }
    .compactMap { try? String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
    .map { $0.components(separatedBy: "@Test").count - 1 }.reduce(0, +)
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

  private static func describe(_ verdict: ExerciseCheckResult.Verdict) -> String {
    switch verdict {
    case .passed: "passes"
    case .failed: "fails its tests"
    case .doesNotCompile: "does not compile"
    case .crashed: "crashes"
    case .timedOut: "does not finish in time"
    case .noTests: "0 tests ran"
    case .allSkipped: "every test was skipped"
    case .couldNotRun: "could not be checked"
    }
  }
}
