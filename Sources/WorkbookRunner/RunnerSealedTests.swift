import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// How the tests of an exercise in which the learner writes them (exercise 11) are checked: on the code under
/// test, where they must pass, then on each of its mutants, each of which they must kill.
///
/// Sealed: a test can tell the code under test from a mutant by its behaviour and nothing else. Every version of
/// the code is written into the same folder under the same file names and compiled as the same module; every
/// run has the same program name, arguments and environment. The direct way (`RunnerCompiler`) compiles the
/// tests once into one test program, and each version into a library of its own under the one name the program
/// loads, so that an edit of the tests compiles them once and no mutant again. Its runs go in parallel, one for
/// each core, each in a folder of its own, and the code under test runs in every one of those folders: a test
/// that reads where it runs fails the code under test wherever it would fail a mutant. The package way, where
/// there is no direct build, builds each version in turn into the same package.
///
/// The code under test is built with library evolution (`-enable-library-evolution`), and its API is public: a
/// test then reaches the code's stored properties through their accessors, never at an offset that another
/// version lays out differently, so a mutant that makes a `weak` reference strong misbehaves, as it would in an
/// app, instead of crashing the tests.
enum RunnerSealedTests {
  /// The flag that builds the code under test with library evolution.
  static let libraryEvolution = "-enable-library-evolution"
}

extension ExerciseRunner {
  /// Checks the tests in `code` of `exercise`, in which the learner writes the tests: on the code under test,
  /// then, when they pass there, on each mutant.
  func checkTests(
    of exercise: Exercise, code: ExerciseCode,
    progress: @escaping @Sendable (String) -> Void = { _ in }
  ) async -> ExerciseCheckResult {
    let reference = swiftFiles(in: exercise.codeUnderTestPath)
    let mutants = exercise.mutants(root: root)
    let tests: RunnerPackage.Code
    let testsFolder: String
    do {
      (tests, testsFolder) = try await work(of: exercise, code: code)
    } catch {
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun, lines: [error.message])
    }
    let member = RunnerPackage.Member(
      exercise: exercise, targetName: exercise.targetName, code: .files(reference),
      codeFolder: exercise.codeUnderTestPath, tests: tests, testsFolder: testsFolder,
      libraryEvolution: true)
    if let products,
      let compiler = RunnerCompiler(root: root, exercise: exercise, products: products),
      let result = await compiler.exclusively(
        waiting: { progress(Self.waitingMessage(for: [exercise])) },
        {
          await checkTests(
            of: member, reference: reference, mutants: mutants, with: compiler, progress: progress)
        })
    {
      return result
    }
    // No direct build, or one that failed for a reason outside the learner's files: SwiftPM decides.
    var patched: [(mutant: ExerciseMutant, files: [String: Data])] = []
    do {
      for mutant in mutants {
        patched.append((mutant, try await applying(mutant.path, to: exercise.codeUnderTestPath)))
      }
    } catch {
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun, lines: [error.message])
    }
    let folder = "\(code.packageFolder)-\(exercise.id)"
    return await Self.exclusively(
      in: root.appendingPathComponent(".workbook/" + folder),
      waiting: { progress(Self.waitingMessage(for: [exercise])) },
      {
        await checkTests(
          of: member, reference: reference, mutants: patched, folder: folder, progress: progress)
      })
  }

  /// The direct way: the tests compiled once against the code under test and linked into one test program;
  /// each version of the code is a library of its own, built again only when it or its patch changes, which
  /// the program loads. The runs go in parallel, one for each core, each in a folder of its own; `nil` when
  /// the tests could not be built with the code under test for a reason that names none of the exercise's
  /// files (see `check(_:with:)`).
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data], mutants: [ExerciseMutant],
    with compiler: RunnerCompiler, progress: @escaping @Sendable (String) -> Void
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
    progress(localized(en: "Building your tests", zh: "正在构建你的测试"))
    // The tests with the code under test first: a failure there that is not the learner's is not theirs to see.
    if let failure = await compiler.buildSealedTests(
      reference: reference, testFiles: testFiles, timeout: buildTimeout)
    {
      return directFailure(of: member.exercise, from: failure, in: package)
    }
    let slots = max(1, min(ProcessInfo.processInfo.activeProcessorCount, mutants.count))
    let runner = self
    // A run of `version` (`code`, or `code-NAME`) in the folder of `slot`.
    let run: @Sendable (String, Int) async -> ExerciseCheckResult = { version, slot in
      if let failure = compiler.layOut(version, in: slot) {
        // Its tests may have deleted what the runs are laid out from.
        return ExerciseCheckResult(
          exercise: member.exercise, verdict: .couldNotRun,
          lines: [
            Self.unbuilt(runner.failures(of: [member.exercise], from: failure, in: package)[0])
          ])
      }
      return await runner.runTests(
        of: member, in: package,
        binary: compiler.runFolder(slot).appendingPathComponent(
          compiler.testBinary.lastPathComponent),
        directory: compiler.runFolder(slot))
    }
    progress(localized(en: "Running your tests on the given code", zh: "正在给出的代码上运行你的测试"))
    // The given code runs in every folder, so that a test that reads where it runs (its program's path, its
    // working folder) fails it there too, and cannot tell a mutant from it that way.
    let references = await parallel(Array(1...slots), slots: slots) { slot, _ in
      await run("code", slot)
    }
    if let failed = references.first(where: { $0.verdict != .passed }) {
      return failed
    }
    var result = references[0]
    var unbuilt: [String: ExerciseCheckResult] = [:]
    for (index, mutant) in mutants.enumerated() {
      let patch = (try? Data(contentsOf: root.appendingPathComponent(mutant.path))) ?? Data()
      let failure = await compiler.buildLibrary(
        "code-" + mutant.name, from: patch,
        files: { () async throws(ExerciseError) in
          try await applying(mutant.path, to: member.exercise.codeUnderTestPath)
        },
        reference: reference, timeout: buildTimeout,
        compiling: {
          progress(
            localized(
              en: "Building mutant \(index + 1) of \(mutants.count)",
              zh: "正在构建第 \(index + 1) 个变异体（共 \(mutants.count) 个）"))
        })
      if let failure {
        unbuilt[mutant.name] = failures(of: [member.exercise], from: failure, in: package)[0]
      }
    }
    let (count, buildFailures) = (mutants.count, unbuilt)
    let outcomes = await parallel(Array(mutants.enumerated()), slots: slots) { item, slot in
      let (index, mutant) = item
      progress(
        localized(
          en: "Running your tests on mutant \(index + 1) of \(count)",
          zh: "正在第 \(index + 1) 个变异体上运行你的测试（共 \(count) 个）"))
      if let failure = buildFailures[mutant.name] {
        return Self.outcome(ofBuildFailure: failure)
      }
      return Self.outcome(of: await run("code-" + mutant.name, slot))
    }
    result.mutants = zip(mutants, outcomes).map { .init(name: $0.name, why: $0.why, outcome: $1) }
    return Self.judged(result)
  }

  /// The package way: each version written in turn into the same package, in `folder` of `.workbook/`, which is
  /// built again.
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data],
    mutants: [(mutant: ExerciseMutant, files: [String: Data])], folder: String,
    progress: @Sendable (String) -> Void
  ) async -> ExerciseCheckResult {
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
    // Builds the package with `files`, then writes the reference's files back before the tests run, whichever
    // version they run on; the check's result when that fails.
    func build(_ files: [String: Data]) async -> ExerciseCheckResult? {
      let failure = await self.build(package(files)).first
      do throws(ExerciseError) {
        try package(reference).write()
      } catch {
        return ExerciseCheckResult(
          exercise: member.exercise, verdict: .couldNotRun, lines: [error.message])
      }
      return failure
    }
    progress(localized(en: "Building your tests", zh: "正在构建你的测试"))
    if let failure = await build(reference) { return failure }
    progress(localized(en: "Running your tests on the given code", zh: "正在给出的代码上运行你的测试"))
    var result = await runTests(of: member, in: package(reference))
    guard result.verdict == .passed else { return result }
    for (index, (mutant, files)) in mutants.enumerated() {
      progress(
        localized(
          en: "Running your tests on mutant \(index + 1) of \(mutants.count)",
          zh: "正在第 \(index + 1) 个变异体上运行你的测试（共 \(mutants.count) 个）"))
      let outcome =
        if let failure = await build(files) {
          Self.outcome(ofBuildFailure: failure)
        } else {
          Self.outcome(of: await runTests(of: member, in: package(reference)))
        }
      result.mutants.append(.init(name: mutant.name, why: mutant.why, outcome: outcome))
    }
    return Self.judged(result)
  }

  /// Runs `body` on each of `items`, at most `slots` at once, each with a slot (from 1) that no other running
  /// at the same time has; the results in the order of `items`.
  private func parallel<Item: Sendable, Result: Sendable>(
    _ items: [Item], slots: Int, _ body: @escaping @Sendable (Item, Int) async -> Result
  ) async -> [Result] {
    await withTaskGroup(of: (Int, Int, Result).self) { group in
      var results: [Result?] = Array(repeating: nil, count: items.count)
      var free = Array((1...max(1, slots)).reversed())
      var next = 0
      func start() {
        guard next < items.count, let slot = free.popLast() else { return }
        let (index, item) = (next, items[next])
        next += 1
        group.addTask { (index, slot, await body(item, slot)) }
      }
      for _ in 0..<slots { start() }
      while let (index, slot, result) = await group.next() {
        results[index] = result
        free.append(slot)
        start()
      }
      return results.compactMap { $0 }
    }
  }

  /// What a mutant whose test program could not be built proves: nothing, and why.
  private static func outcome(ofBuildFailure failure: ExerciseCheckResult)
    -> ExerciseCheckResult.Mutant.Outcome
  {
    .unfinished(unbuilt(failure))
  }

  /// Why a test program could not be built, from the build's failure: its first error.
  private static func unbuilt(_ failure: ExerciseCheckResult) -> String {
    let error = failure.lines.first { $0.contains("error") } ?? failure.lines.first ?? ""
    return localized(en: "its test program could not be built: ", zh: "它的测试程序无法构建：") + error
  }

  /// What the learner's tests did on a mutant, from their run on it.
  private static func outcome(of run: ExerciseCheckResult) -> ExerciseCheckResult.Mutant.Outcome {
    if let catchers = run.catchers {
      return .killed(by: catchers)
    } else if run.verdict == .passed {
      return .survived
    }
    // No test failed, and not every test passed: the tests did not run to their end.
    return .unfinished(
      run.lines.first ?? localized(en: "its tests did not run to their end", zh: "它的测试没有运行完"))
  }

  /// `result`, which passed on the code under test, judged by its mutants' outcomes.
  private static func judged(_ result: ExerciseCheckResult) -> ExerciseCheckResult {
    var result = result
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
