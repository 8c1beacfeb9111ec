import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// How the tests of an exercise in which the learner writes them (exercise 11) are checked: on the code under
/// test, where they must pass, then on each of its mutants, each of which they must kill.
///
/// Sealed: a test can tell the code under test from a mutant by its behaviour and nothing else. Every version of
/// the code is written into the same folder under the same file names, compiled as the same module, and linked
/// with the same tests into the same test program, which runs in the same folder with the same arguments and
/// environment. Only the code's behaviour differs, so a test that reads a type's or a module's name, a file's
/// path or the process's arguments reads the same on every version.
///
/// The code under test is built with library evolution (`-enable-library-evolution`), and its API is public: a
/// test then reaches the code's stored properties through their accessors, never at an offset that another
/// version lays out differently, so a mutant that makes a `weak` reference strong misbehaves, as it would in an
/// app, instead of crashing the tests. When the repository's build products are there (`RunnerCompiler`), the
/// tests are compiled once and linked with each version; else a package builds each version in turn.
enum RunnerSealedTests {
  /// The flag that builds the code under test with library evolution.
  static let libraryEvolution = "-enable-library-evolution"
}

extension ExerciseRunner {
  /// Checks the tests in `code` of `exercise`, in which the learner writes the tests: on the code under test,
  /// then, when they pass there, on each mutant.
  func checkTests(of exercise: Exercise, code: ExerciseCode) async -> ExerciseCheckResult {
    let reference = swiftFiles(in: exercise.codeUnderTestPath)
    var mutants: [(mutant: ExerciseMutant, files: [String: Data])] = []
    let tests: RunnerPackage.Code
    let testsFolder: String
    do {
      (tests, testsFolder) = try await work(of: exercise, code: code)
      for mutant in exercise.mutants(root: root) {
        mutants.append((mutant, try await applying(mutant.path, to: exercise.codeUnderTestPath)))
      }
    } catch {
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun, lines: [error.message])
    }
    let member = RunnerPackage.Member(
      exercise: exercise, targetName: exercise.targetName, code: .files(reference),
      codeFolder: exercise.codeUnderTestPath, tests: tests, testsFolder: testsFolder,
      libraryEvolution: true)
    if let products,
      let compiler = RunnerCompiler(root: root, exercise: exercise, products: products),
      let result = await compiler.exclusively({
        await checkTests(of: member, reference: reference, mutants: mutants, with: compiler)
      })
    {
      return result
    }
    // No direct build, or one that failed for a reason outside the learner's files: SwiftPM decides.
    return await checkTests(
      of: member, reference: reference, mutants: mutants, folder: code.packageFolder)
  }

  /// The direct way: the tests compiled once against the code under test, then linked with each version; `nil`
  /// when the tests could not be built with the code under test for a reason that names none of the exercise's
  /// files (see `check(_:with:)`).
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data],
    mutants: [(mutant: ExerciseMutant, files: [String: Data])], with compiler: RunnerCompiler
  ) async -> ExerciseCheckResult? {
    // Not written: it names the paths as the learner knows them.
    let package = RunnerPackage(root: root, folder: compiler.folder, members: [member])
    let testFiles: [String]
    switch member.tests {
    case .folder(let folder):
      testFiles = swiftFiles(in: folder).keys.sorted().map { folder + "/" + $0 }
    case .files(let files):
      do {
        try RunnerPackage.replaceContents(of: compiler.testsFolder, with: files)
      } catch {
        return ExerciseCheckResult(
          exercise: member.exercise, verdict: .couldNotRun, lines: [error.localizedDescription])
      }
      testFiles = files.keys.sorted().map { compiler.testsFolder.appendingPathComponent($0).path }
    }
    // The tests with the code under test first: a failure there that is not the learner's is not theirs to see.
    var failure = await compiler.buildSealedTests(
      reference: reference, testFiles: testFiles, timeout: buildTimeout)
    if failure == nil {
      failure = await compiler.linkSealed(nil, reference: reference, timeout: buildTimeout)
    }
    if let failure {
      return directFailure(of: member.exercise, from: failure, in: package)
    }
    return await sealedRuns(
      of: member, mutants: mutants,
      build: { mutant in
        // The reference is built already.
        guard let mutant else { return nil }
        // `failures` gives one result for each exercise it is given.
        return await compiler.linkSealed(mutant, reference: reference, timeout: buildTimeout).map {
          failures(of: [member.exercise], from: $0, in: package)[0]
        }
      },
      run: { await runTests(of: member, in: package, binary: compiler.testBinary) })
  }

  /// The package way: each version written in turn into the same package, which is built again.
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data],
    mutants: [(mutant: ExerciseMutant, files: [String: Data])], folder: String
  ) async -> ExerciseCheckResult {
    let folder = "\(folder)-\(member.exercise.id)"
    func package(_ files: [String: Data]) -> RunnerPackage {
      RunnerPackage(
        root: root, folder: folder,
        members: [
          .init(
            exercise: member.exercise, targetName: member.targetName, code: .files(files),
            codeFolder: member.codeFolder, tests: member.tests, testsFolder: member.testsFolder,
            libraryEvolution: true)
        ])
    }
    return await sealedRuns(
      of: member, mutants: mutants,
      build: { mutant in
        let failure = await build(package(mutant?.files ?? reference)).first
        // The package holds the reference's files again before the tests run, whichever version they run on.
        do throws(ExerciseError) {
          try package(reference).write()
        } catch {
          return ExerciseCheckResult(
            exercise: member.exercise, verdict: .couldNotRun, lines: [error.message])
        }
        return failure
      },
      run: { await runTests(of: member, in: package(reference)) })
  }

  /// Builds and runs the reference, then each mutant: `build` makes the test program with a mutant (the
  /// reference when it is `nil`) and returns the check's result when that fails; `run` runs it.
  private func sealedRuns(
    of member: RunnerPackage.Member, mutants: [(mutant: ExerciseMutant, files: [String: Data])],
    build: ((name: String, files: [String: Data])?) async -> ExerciseCheckResult?,
    run: () async -> ExerciseCheckResult
  ) async -> ExerciseCheckResult {
    if let failure = await build(nil) { return failure }
    var result = await run()
    guard result.verdict == .passed else { return result }
    for (mutant, files) in mutants {
      let outcome: ExerciseCheckResult.Mutant.Outcome
      if let failure = await build((mutant.name, files)) {
        let error = failure.lines.first { $0.contains("error") } ?? failure.lines.first ?? ""
        outcome = .unfinished(
          localized(en: "its test program could not be built: ", zh: "它的测试程序无法构建：") + error)
      } else {
        let run = await run()
        if let catchers = run.catchers {
          outcome = .killed(by: catchers)
        } else if run.verdict == .passed {
          outcome = .survived
        } else {
          // No test failed, and not every test passed: the tests did not run to their end.
          outcome = .unfinished(
            run.lines.first
              ?? localized(en: "its tests did not run to their end", zh: "它的测试没有运行完"))
        }
      }
      result.mutants.append(.init(name: mutant.name, why: mutant.why, outcome: outcome))
    }
    if result.mutants.contains(where: { $0.outcome == .survived }) {
      result.verdict = .missesMutants
    } else if result.mutants.contains(where: {
      if case .unfinished = $0.outcome { true } else { false }
    }) {
      result.verdict = .couldNotRun
    }
    return result
  }
}
