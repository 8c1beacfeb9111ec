import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// How the learner's own tests (exercise 11) are checked: they must pass on the code under test and kill each of
/// its mutants, telling the versions apart by behaviour alone. Every version is compiled from the same folder and
/// names as the same module, and every run has the same program, arguments and environment. The direct way
/// (`RunnerCompiler`) compiles the tests once and each version into a library under the one name the program
/// loads, and runs them in parallel, in an order that tells nothing (`order(mutants:)`), each in a new folder and
/// on Linux in a sealed room (`sealScript`); the package way builds each version in turn into one package.
///
/// The code under test is built with library evolution, its API public: a test reaches stored properties through
/// accessors, never at an offset another version lays out differently, so a mutant that makes a `weak` reference
/// strong misbehaves as it would in an app instead of crashing the tests.
enum RunnerSealedTests {
  /// The flag that builds the code under test with library evolution.
  static let libraryEvolution = "-enable-library-evolution"

  /// One run of the learner's tests: on the given code, or on a mutant, by its place in `Mutants/`.
  enum SealedRun: Sendable, Hashable {
    case given
    case mutant(Int)
  }

  /// How many times the tests run on the given code in one check.
  static let givenRuns = 3

  /// The runs of a check, in the order they start: each of `mutants` once, and the given code `givenRuns`
  /// times, at random places but never first, so that no run can tell the given code by its place in the order,
  /// even by keeping something from one run to the next.
  static func order(mutants: [Int]) -> [SealedRun] {
    var runs = mutants.map(SealedRun.mutant) + Array(repeating: .given, count: givenRuns)
    runs.shuffle()
    if runs.first == .given, let mutant = runs.firstIndex(where: { $0 != .given }) {
      runs.swapAt(0, mutant)
    }
    return runs
  }

  /// Runs `body` on each of `runs`, in their order, at most `slots` at once, with two rules: never two runs of
  /// the given code at once (each could find the other's identical library), and no run started once one of
  /// the given code has failed (the check is then about that failure). The runs that were started, with their
  /// results, in the order of `runs`.
  static func runInOrder(
    _ runs: [SealedRun], slots: Int,
    _ body: @escaping @Sendable (SealedRun) async -> ExerciseCheckResult
  ) async -> [(run: SealedRun, result: ExerciseCheckResult)] {
    await withTaskGroup(of: (Int, ExerciseCheckResult).self) { group in
      var results: [(Int, ExerciseCheckResult)] = []
      var pending = Array(runs.indices)
      var (running, givenRunning, givenFailed) = (0, false, false)
      func startNext() -> Bool {
        guard !givenFailed, running < slots,
          let position = pending.firstIndex(where: { runs[$0] != .given || !givenRunning })
        else { return false }
        let index = pending.remove(at: position)
        givenRunning = givenRunning || runs[index] == .given
        running += 1
        group.addTask { (index, await body(runs[index])) }
        return true
      }
      while startNext() {}
      while let (index, result) = await group.next() {
        running -= 1
        if runs[index] == .given {
          givenRunning = false
          givenFailed = givenFailed || result.verdict != .passed
        }
        results.append((index, result))
        while startNext() {}
      }
      return results.sorted { $0.0 < $1.0 }.map { (runs[$0.0], $0.1) }
    }
  }

  /// The words that start `program` in a sealed room (see `sealScript`) where `run`, the run's folder, is the one
  /// place it can keep anything, and nothing of the repository's (`root`) builds or other runs can be read (where
  /// `canSeal()`): `unshare` with namespaces of the run's own, a user (mapped to the learner, or to root), mounts,
  /// processes (so `/proc` shows the run's alone, none of the workbook's folders through them, and every process
  /// of the run ends with it), System V IPC and the network (nothing outside to talk to); then `sealScript`.
  static func sealed(_ program: [String], in run: URL, root: URL) -> [String] {
    [
      "unshare", "--map-root-user", "--mount", "--pid", "--fork", "--mount-proc", "--kill-child",
      "--ipc", "--net", "--", "sh", "-c", sealScript, "sh", run.path, root.path,
    ] + program
  }

  /// What the sealed room is: every file system read only, but for an empty `/tmp`, `/var/tmp` and `/dev/shm`
  /// that end with the run; an empty folder over `.workbook` (the builds and the other runs); and the run's own
  /// folder, writable at its own path, reached through the descriptor opened before anything was hidden.
  static let sealScript = #"""
    set -e
    run=$1 root=$2
    shift 2
    exec 3<"$run"
    awk '{ print $2 }' /proc/self/mounts | while read -r mounted; do
      mount -o remount,bind,ro "$mounted" 2>/dev/null || true
    done
    for d in /tmp /var/tmp /dev/shm; do
      if [ -d "$d" ]; then mount -t tmpfs -o mode=1777 tmpfs "$d"; fi
    done
    if [ -d "$root/.workbook" ]; then mount -t tmpfs tmpfs "$root/.workbook"; fi
    mkdir -p "$run"
    mount --no-canonicalize --bind /proc/self/fd/3 "$run"
    mount -o remount,bind,rw "$run"
    exec 3<&-
    cd "$run"
    exec "$@"
    """#

  /// Whether a sealed room can be made here: found out once, by making one around a folder of its own.
  static func canSeal() async -> Bool {
    await sealing.value
  }

  /// The one look of `canSeal()`, which every caller waits for: a static starts once, on first use.
  private static let sealing = Task { () async -> Bool in
    #if os(Linux)
      let manager = FileManager.default
      let root = manager.temporaryDirectory.appendingPathComponent(
        "workbook-seal-\(UUID().uuidString)")
      let run = root.appendingPathComponent(".workbook/runs/probe")
      defer { try? manager.removeItem(at: root) }
      for folder in [run, root.appendingPathComponent(".workbook/runs/other")] {
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      // It writes in its own folder, and sees no other.
      let check = #"touch made && test ! -e "$0/.workbook/runs/other""#
      let probe = await RunnerProcess.run(
        sealed(["sh", "-c", check, root.path], in: run, root: root), timeout: .seconds(30))
      return probe.succeeded && manager.fileExists(atPath: run.appendingPathComponent("made").path)
    #else
      return false
    #endif
  }

  /// The variables that name a run's home and temporary folders, and their folders in the run's own.
  static let homeAndTemporary = ["HOME": "home", "TMPDIR": "tmp"]

  /// A run's own home and temporary folders, in its `folder`: nothing a run writes there reaches another.
  static func environment(in folder: URL) -> [String: String] {
    homeAndTemporary.mapValues { folder.appendingPathComponent($0).path }
  }
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
    do {
      let (tests, testsFolder) = try await work(of: exercise, code: code)
      let member = RunnerPackage.Member(
        exercise: exercise, code: .files(reference), codeFolder: exercise.codeUnderTestPath,
        tests: tests, testsFolder: testsFolder, libraryEvolution: true)
      let direct = await directly(exercise, folder: code.directFolder, progress: progress) {
        await checkTests(
          of: member, reference: reference, mutants: mutants, with: $0, progress: progress)
      }
      if let direct { return direct }
      // No direct build, or one that failed for a reason outside the learner's files: SwiftPM decides.
      var patched: [[String: Data]] = []
      for mutant in mutants {
        patched.append(try await applying(mutant.path, to: exercise.codeUnderTestPath))
      }
      let folder = "\(code.packageFolder)-\(exercise.id)"
      return await exclusively(in: folder, for: [exercise], progress: progress) {
        await checkTests(
          of: member, reference: reference, mutants: mutants, patched: patched, folder: folder,
          progress: progress)
      }
    } catch {
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun, lines: [error.message])
    }
  }

  /// The direct way (see `RunnerSealedTests`); `nil` when the tests could not be built with the code under test
  /// for a reason that names none of the exercise's files (see `check(_:with:)`).
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data], mutants: [ExerciseMutant],
    with compiler: RunnerCompiler, progress: @escaping @Sendable (String) -> Void
  ) async -> ExerciseCheckResult? {
    // Not written: it names the paths as the learner knows them.
    let package = RunnerPackage(root: root, folder: compiler.folder, members: [member])
    let testFiles: [String]
    switch member.tests {
    case .folder(let folder):
      testFiles = compiler.swiftFiles(in: folder)
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
    // Whether the runs can be sealed is found out while the tests build, not before the first run.
    Task { _ = await RunnerSealedTests.canSeal() }
    // The tests with the code under test first: a failure there that is not the learner's is not theirs to see.
    let given: String
    switch await compiler.buildSealedTests(reference: reference, testFiles: testFiles) {
    case .library(let library): given = library
    case .failure(let failure):
      return failures(of: [member.exercise], from: failure, in: package, sharing: false).first
    }
    // Every mutant is built before any run, so that the runs can go in an order that tells nothing.
    let (built, unbuilt) = await buildMutants(
      mutants, of: member, reference: reference, with: compiler, in: package, progress: progress)
    compiler.settle([given] + built.values)
    let (runner, count) = (self, mutants.count)
    let slots = max(1, min(ProcessInfo.processInfo.activeProcessorCount, built.count + 1))
    let runs = await RunnerSealedTests.runInOrder(
      RunnerSealedTests.order(mutants: built.keys.sorted()), slots: slots
    ) { version in
      progress(Self.running(version, of: count))
      var library = given
      if case .mutant(let index) = version, let mutant = built[index] {
        library = mutant
      }
      return await runner.sealedRun(of: library, member: member, with: compiler, in: package)
    }
    return Self.judged(runs + unbuilt, of: member.exercise, mutants: mutants)
  }

  /// The library of each mutant that builds, by its index, and the result of each that does not.
  private func buildMutants(
    _ mutants: [ExerciseMutant], of member: RunnerPackage.Member, reference: [String: Data],
    with compiler: RunnerCompiler, in package: RunnerPackage,
    progress: @escaping @Sendable (String) -> Void
  ) async -> (built: [Int: String], unbuilt: [(RunnerSealedTests.SealedRun, ExerciseCheckResult)]) {
    var libraries: [Int: String] = [:]
    var unbuilt: [(RunnerSealedTests.SealedRun, ExerciseCheckResult)] = []
    for (index, mutant) in mutants.enumerated() {
      let patch = (try? Data(contentsOf: root.appendingPathComponent(mutant.path))) ?? Data()
      let built = await compiler.buildLibrary(
        from: patch,
        files: { () async throws(ExerciseError) in
          try await applying(mutant.path, to: member.exercise.codeUnderTestPath)
        },
        reference: reference,
        compiling: {
          progress(
            localized(
              en: "Building mutant \(index + 1) of \(mutants.count)",
              zh: "正在构建第 \(index + 1) 个变异体（共 \(mutants.count) 个）"))
        })
      switch built {
      case .library(let library): libraries[index] = library
      case .failure(let failure):
        unbuilt.append(
          (
            .mutant(index),
            Self.unbuilt(failures(of: [member.exercise], from: failure, in: package)[0])
          ))
      }
    }
    return (libraries, unbuilt)
  }

  /// A run of the version in `library`, in a folder of its own, made for it and removed after.
  private func sealedRun(
    of library: String, member: RunnerPackage.Member, with compiler: RunnerCompiler,
    in package: RunnerPackage
  ) async -> ExerciseCheckResult {
    let folder = compiler.runsFolder.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    if let failure = compiler.layOut(library, in: folder) {
      return Self.unbuilt(failures(of: [member.exercise], from: failure, in: package)[0])
    }
    let result = await runTests(
      of: member, in: package,
      binary: folder.appendingPathComponent(compiler.testBinary.lastPathComponent),
      directory: folder, environment: RunnerSealedTests.environment(in: folder))
    guard compiler.isLaidOut(folder) else {
      return ExerciseCheckResult(
        exercise: member.exercise, verdict: .couldNotRun,
        lines: [
          localized(
            en:
              "The tests removed files of the folder they ran in, so this run counts for nothing: a "
              + "test must leave that folder as it found it.",
            zh: "测试删掉了它们运行时所在文件夹里的文件，所以这次运行不算数：测试必须让这个文件夹保持原样。")
        ])
    }
    return result
  }

  /// The package way: each version written in turn into the same package, in `folder` of `.workbook/`, and
  /// built again, so one run at a time.
  private func checkTests(
    of member: RunnerPackage.Member, reference: [String: Data], mutants: [ExerciseMutant],
    patched: [[String: Data]], folder: String, progress: @escaping @Sendable (String) -> Void
  ) async -> ExerciseCheckResult {
    let package = RunnerPackage(root: root, folder: folder, members: [member])
    // Builds the package with `files`, then writes the reference's files back before the tests run, whichever
    // version they run on; the check's result when that fails.
    @Sendable func build(_ files: [String: Data]) async -> ExerciseCheckResult? {
      var version = member
      version.code = .files(files)
      let failure = await self.build(RunnerPackage(root: root, folder: folder, members: [version]))
      do throws(ExerciseError) {
        try package.write()
      } catch {
        return ExerciseCheckResult(
          exercise: member.exercise, verdict: .couldNotRun, lines: [error.message])
      }
      return failure.first
    }
    progress(localized(en: "Building your tests", zh: "正在构建你的测试"))
    if let failure = await build(reference) { return failure }
    // In an order that tells nothing, each run with a home and a temporary folder of its own.
    let runs = await RunnerSealedTests.runInOrder(
      RunnerSealedTests.order(mutants: Array(mutants.indices)), slots: 1
    ) { version in
      progress(Self.running(version, of: mutants.count))
      var files = reference
      if case .mutant(let index) = version { files = patched[index] }
      if let failure = await build(files) { return Self.unbuilt(failure) }
      let folder = root.appendingPathComponent(".workbook/runs/" + UUID().uuidString)
      defer { try? FileManager.default.removeItem(at: folder) }
      let environment = RunnerSealedTests.environment(in: folder)
      for path in environment.values {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
      return await runTests(of: member, in: package, environment: environment)
    }
    return Self.judged(runs, of: member.exercise, mutants: mutants)
  }

  /// What a check says as one run of the learner's tests starts.
  private static func running(_ version: RunnerSealedTests.SealedRun, of count: Int) -> String {
    guard case .mutant(let index) = version else {
      return localized(en: "Running your tests", zh: "正在运行你的测试")
    }
    return localized(
      en: "Running your tests on mutant \(index + 1) of \(count)",
      zh: "正在第 \(index + 1) 个变异体上运行你的测试（共 \(count) 个）")
  }

  /// A run whose test program could not be built, from the build's `failure`: it proves nothing, and its
  /// line gives the build's first error.
  private static func unbuilt(_ failure: ExerciseCheckResult) -> ExerciseCheckResult {
    let error = failure.lines.first { $0.contains("error") } ?? failure.lines.first ?? ""
    return ExerciseCheckResult(
      exercise: failure.exercise, verdict: .couldNotRun,
      lines: [localized(en: "its test program could not be built: ", zh: "它的测试程序无法构建：") + error])
  }

  /// What the learner's tests did: their first failure on the given code, if any; else their result there,
  /// with each mutant's outcome from its run, and `missesMutants` when one survived.
  private static func judged(
    _ runs: [(run: RunnerSealedTests.SealedRun, result: ExerciseCheckResult)],
    of exercise: Exercise, mutants: [ExerciseMutant]
  ) -> ExerciseCheckResult {
    let given = runs.filter { $0.run == .given }.map(\.result)
    if let failed = given.first(where: { $0.verdict != .passed }) {
      return failed
    }
    // The given code always runs, and no run is left out unless one of it failed.
    guard var result = given.first else {
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun)
    }
    result.mutants = mutants.enumerated().map { index, mutant in
      let run = runs.first { $0.run == .mutant(index) }?.result
      return .init(name: mutant.name, why: mutant.why, outcome: outcome(of: run))
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

  /// What the learner's tests did on a mutant, from their run on it, if it ran.
  private static func outcome(of run: ExerciseCheckResult?) -> ExerciseCheckResult.Mutant.Outcome {
    guard let run else {
      return .unfinished(localized(en: "its tests did not run", zh: "它的测试没有运行"))
    }
    if let catchers = run.catchers {
      return .killed(by: catchers)
    } else if run.verdict == .passed {
      return .survived
    }
    // No test failed, and not every test passed: the tests did not run to their end.
    return .unfinished(
      run.lines.first ?? localized(en: "its tests did not run to their end", zh: "它的测试没有运行完"))
  }
}
