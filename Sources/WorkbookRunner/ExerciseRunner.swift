import Foundation
import Localization
import WorkbookExercises
import WorkbookProcess

/// Checks exercises: the thing that `check`, `watch` and `verify` ask, so that tests can answer for it.
package protocol ExerciseChecking: Sendable {
  /// Builds `exercises` from `code` and runs their tests; one result each, in the same order.
  func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult]
  /// `check(_:code:)`, telling `progress` each step of a check that takes a while: `mutant 3 of 16`.
  func check(
    _ exercises: [Exercise], code: ExerciseCode, progress: @escaping @Sendable (String) -> Void
  ) async -> [ExerciseCheckResult]
}

extension ExerciseChecking {
  /// Says nothing as it goes.
  package func check(
    _ exercises: [Exercise], code: ExerciseCode, progress: @escaping @Sendable (String) -> Void
  ) async -> [ExerciseCheckResult] {
    await check(exercises, code: code)
  }
}

/// Which code of an exercise is checked; when the learner writes the tests (exercise 11), which tests, run on the
/// code in `CodeUnderTest/` and on each of its mutants.
package enum ExerciseCode: Sendable, Hashable {
  /// The learner's `Sources/`, as they are now.
  case learner
  /// The reference `Solution/`.
  case solution
  /// The stubs as committed (from git's `HEAD`; the files in `Sources/` when git does not have them).
  case committedStub
  /// `Solution/` with the patch `Mutants/NAME.patch` applied (when the learner writes the tests, every check runs
  /// the mutants of the code under test).
  case mutant(String)
  /// `Solution/` with the `.swift` files of `Alternatives/NAME/` laid over it.
  case alternative(String)
  /// The copy attack, which must fail: the stubs as committed with the worked example copied over them, as it is
  /// or `renamed` with the exercise's renames.
  case copy(renamed: Bool)
  /// The reference tests with the `.swift` files of `Cheats/NAME/` laid over them: tests that tell the code under
  /// test from a mutant by anything but its behaviour, and must fail.
  case cheat(String)

  /// Whether this code is checked one exercise at a time, and so built by the compiler directly where it can be:
  /// the learner's, and each of verify's variants; the solutions and the stubs are built all in one package.
  var isOneExercise: Bool {
    switch self {
    case .learner, .mutant, .alternative, .copy: true
    case .solution, .committedStub, .cheat: false
    }
  }

  /// The folder under `.workbook/` of its direct builds: whatever verify checks never takes the learner's.
  var directFolder: String { self == .learner ? "direct" : "direct-variants" }

  /// The folder under `.workbook/` of the package that builds this code: one each, so each stays warm.
  var packageFolder: String {
    switch self {
    case .learner: "check"
    case .solution: "verify-solutions"
    case .committedStub: "verify-stubs"
    case .mutant, .alternative, .copy, .cheat: "verify-variants"
    }
  }
}

/// Checks exercises for real: builds each directly (`RunnerCompiler`) or in a package under `.workbook/`, then
/// runs its tests in a process of its own, so that one exercise that does not compile, crashes or hangs cannot
/// stop another from being checked.
package struct ExerciseRunner: ExerciseChecking {
  let root: URL
  /// How long one exercise's tests may run.
  var testTimeout: Duration = .seconds(30)
  /// How long a build may run (a first build compiles the workbook's shared targets too).
  var buildTimeout = RunnerProcess.buildTimeout
  /// The workbook's own executable, which starts each test process with a deadline of its own
  /// (`DeadlineLauncher`); `nil` starts them directly, as tests do.
  var launcher: String?
  /// The repository's build products (`.build/debug`), which the learner's code is compiled against directly when
  /// they are found; `nil` always builds a package, as tests do.
  var products: URL?

  package init(
    root: URL, testTimeout: Duration = .seconds(30),
    buildTimeout: Duration = RunnerProcess.buildTimeout,
    launcher: String? = nil, products: URL? = nil
  ) {
    self.root = root
    self.testTimeout = testTimeout
    self.buildTimeout = buildTimeout
    self.launcher = launcher
    self.products = products
  }

  package func check(_ exercises: [Exercise], code: ExerciseCode) async -> [ExerciseCheckResult] {
    await check(exercises, code: code, progress: { _ in })
  }

  package func check(
    _ exercises: [Exercise], code: ExerciseCode, progress: @escaping @Sendable (String) -> Void
  ) async -> [ExerciseCheckResult] {
    var results: [String: ExerciseCheckResult] = [:]
    // Tests that the learner writes are checked on each version of the code under test in turn, each exercise
    // on its own (`RunnerSealedTests`).
    for exercise in exercises where exercise.writesTests {
      results[exercise.id] = await checkTests(of: exercise, code: code, progress: progress)
    }
    let codeExercises = exercises.filter { !$0.writesTests }
    if code.isOneExercise, codeExercises.count == 1, let exercise = codeExercises.first {
      // `nil` when the direct build failed for a reason outside the learner's files: the package below decides.
      results[exercise.id] = await directly(exercise, folder: code.directFolder, progress: progress)
      {
        await check(exercise, code: code, with: $0)
      }
    }
    var members: [RunnerPackage.Member] = []
    for exercise in codeExercises where results[exercise.id] == nil {
      do {
        let (code, folder) = try await work(of: exercise, code: code)
        members.append(.init(exercise: exercise, code: code, codeFolder: folder))
      } catch {
        // A mutant whose patch no longer applies: this exercise cannot be built, the others can.
        results[exercise.id] = ExerciseCheckResult(
          exercise: exercise, verdict: .couldNotRun, lines: [error.message])
      }
    }
    // Nothing left for a package to build (an exercise of tests, or one checked directly): no folder for it.
    if !members.isEmpty {
      results.merge(await checkInPackage(members, code: code, progress: progress)) { $1 }
    }
    return exercises.map { exercise in
      var result =
        results[exercise.id] ?? ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun)
      if code == .learner, !exercise.writesTests {
        result.likelyMistake =
          ExerciseMutant.likelyMistake(in: result, among: exercise.mutants(root: root))?.why
      }
      return result
    }
  }

  /// Builds `members` in the package of `code` and runs their tests; an exercise whose code does not compile
  /// is set aside and the rest are built again.
  private func checkInPackage(
    _ members: [RunnerPackage.Member], code: ExerciseCode, progress: (String) -> Void
  ) async -> [String: ExerciseCheckResult] {
    // The learner's check has a package of its own for each exercise, so that checks of two exercises at once
    // never share a package, its build or its test program; two of one exercise take turns.
    let folder =
      code == .learner
      ? code.packageFolder + "-" + members.map(\.exercise.id).joined(separator: "-")
      : code.packageFolder
    return await exclusively(in: folder, for: members.map(\.exercise), progress: progress) {
      var results: [String: ExerciseCheckResult] = [:]
      var members = members
      while !members.isEmpty {
        let package = RunnerPackage(root: root, folder: folder, members: members)
        let failures = await build(package)
        if failures.isEmpty {
          for member in members {
            results[member.exercise.id] = await runTests(of: member, in: package)
          }
          break
        }
        results.merge(failures.map { ($0.exercise.id, $0) }) { $1 }
        members.removeAll { results[$0.exercise.id] != nil }
      }
      return results
    }
  }

  /// Runs `body` while no other workbook builds or runs in `folder` of `.workbook/` (as `watch` and `check` in
  /// two terminals would), under a lock on its `.lock`; `progress` is told when another has held it for a second.
  /// A folder that cannot hold the lock cannot hold the build either: then `body` runs without it, and its build
  /// says why.
  func exclusively<Result>(
    in folder: String, for exercises: [Exercise], progress: (String) -> Void,
    _ body: () async -> Result
  ) async -> Result {
    let ids = exercises.map(\.id).joined(separator: ", ")
    let waiting = localized(
      en: "Waiting for another check of \(ids) to finish", zh: "正在等待另一个对练习 \(ids) 的检查结束")
    do {
      return try await FileLock.holding(
        root.appendingPathComponent(".workbook/\(folder)/.lock").path,
        waiting: { progress(waiting) },
        couldNotLock: { ExerciseError($0) }, { await body() })
    } catch {
      return await body()
    }
  }

  /// Runs `body` on the direct build of `exercise` (`RunnerCompiler`), under its folder's lock; `nil` when there
  /// is none here, or when `body` gives none.
  func directly<Result>(
    _ exercise: Exercise, folder: String = "direct", progress: (String) -> Void,
    _ body: (RunnerCompiler) async -> Result?
  ) async -> Result? {
    guard let products,
      let compiler = RunnerCompiler(
        root: root, exercise: exercise, products: products, timeout: buildTimeout, folder: folder)
    else { return nil }
    return await exclusively(in: compiler.folder, for: [exercise], progress: progress) {
      await body(compiler)
    }
  }

  /// The learner's work in `code`, as it is built: their code, or when they write the tests, their tests; and the
  /// folder they know it by.
  func work(of exercise: Exercise, code: ExerciseCode) async throws(ExerciseError)
    -> (RunnerPackage.Code, String)
  {
    // What a mutant, an alternative or a cheat is laid over: the reference, the code or (when the learner writes
    // the tests) the tests.
    let reference = exercise.solutionPath
    switch code {
    case .learner:
      return (.folder(exercise.sourcesPath), exercise.sourcesPath)
    case .solution:
      return (.folder(exercise.solutionPath), exercise.solutionPath)
    case .committedStub, .copy:
      var files =
        await RunnerGit(root: root).committedFiles(in: exercise.sourcesPath)
        ?? swiftFiles(in: exercise.sourcesPath)
      if case .copy(let renamed) = code {
        files.merge(try await copy(of: exercise, renamed: renamed)) { $1 }
      }
      return (.files(files), exercise.sourcesPath)
    case .mutant(let name):
      // Named after its patch: a compiler's line reads `Mutants/rounds-down.patch/File.swift:12:5`.
      let patch = exercise.path + "/Mutants/\(name).patch"
      return (.files(try await applying(patch, to: reference)), patch)
    case .alternative(let name), .cheat(let name):
      let folder =
        code == .alternative(name) ? exercise.alternativePath(name) : exercise.cheatPath(name)
      return (.files(swiftFiles(in: reference).merging(swiftFiles(in: folder)) { $1 }), folder)
    }
  }

  /// The learner's files as the copy attack writes them: the worked example's files, the first over the first,
  /// those left over added to the last; `renamed` with the exercise's renames, then with the compile fixes of its
  /// `RenamedCopy.patch` when it has one. Throws, naming the patch, when that patch no longer applies.
  func copy(of exercise: Exercise, renamed: Bool) async throws(ExerciseError) -> [String: Data] {
    var texts: [String] = []
    for (index, example) in exercise.workedExample.enumerated() where !exercise.files.isEmpty {
      let text =
        (try? String(contentsOf: root.appendingPathComponent(example), encoding: .utf8)) ?? ""
      let copied = renamed ? CopyAttack.renamed(text, with: exercise.renames) : text
      if index < exercise.files.count {
        texts.append(copied)
      } else {
        texts[texts.count - 1] += "\n" + copied
      }
    }
    let files = Dictionary(uniqueKeysWithValues: zip(exercise.files, texts.map { Data($0.utf8) }))
    guard renamed, exercise.hasRenamedCopyPatch(root: root) else { return files }
    return try await RunnerGit(root: root).applying(exercise.renamedCopyPatchPath, to: files)
  }

  /// The `.swift` files of `base` with the patch at `patch` applied: a mutant as it is built.
  func applying(_ patch: String, to base: String) async throws(ExerciseError)
    -> [String: Data]
  {
    try await RunnerGit(root: root).applying(patch, to: swiftFiles(in: base))
  }

  /// The `.swift` files directly in `folder` of the repository; none when it cannot be read.
  func swiftFiles(in folder: String) -> [String: Data] {
    (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(folder))) ?? [:]
  }

  /// Checks `code` of one exercise (the learner's, or one of verify's variants) built by the compiler directly;
  /// `nil` when that build failed for a reason that names none of the exercise's files. The direct build relies
  /// on where SwiftPM keeps the shared targets' modules and objects, which SwiftPM does not promise: a failure
  /// that is not the learner's (a flag, a module, a link error about shared symbols) must never be their verdict,
  /// so SwiftPM gives it instead.
  private func check(_ exercise: Exercise, code: ExerciseCode, with compiler: RunnerCompiler) async
    -> ExerciseCheckResult?
  {
    let member: RunnerPackage.Member
    let files: [String]
    do {
      let (work, folder) = try await work(of: exercise, code: code)
      member = RunnerPackage.Member(exercise: exercise, code: work, codeFolder: folder)
      switch work {
      case .folder(let folder):
        // The learner's files are compiled where they are, so the compiler names them as the learner does.
        files = compiler.swiftFiles(in: folder)
      case .files(let written):
        // A variant is written where a package of this folder would hold it, so `displayed` names it too.
        let target = compiler.directory.appendingPathComponent(exercise.targetName)
        try RunnerPackage.replaceContents(of: target, with: written)
        files = written.keys.sorted().map { target.appendingPathComponent($0).path }
      }
    } catch let error as ExerciseError {
      // A mutant whose patch no longer applies.
      return ExerciseCheckResult(exercise: exercise, verdict: .couldNotRun, lines: [error.message])
    } catch {
      return ExerciseCheckResult(
        exercise: exercise, verdict: .couldNotRun, lines: [error.localizedDescription])
    }
    // Not written: it names the paths as the learner knows them, and the folder the tests run in.
    let package = RunnerPackage(root: root, folder: compiler.folder, members: [member])
    if let failure = await compiler.build(files) {
      return failures(of: [exercise], from: failure, in: package, sharing: false).first
    }
    return await runTests(of: member, in: package, binary: compiler.testBinary)
  }

  /// Builds the package; returns the exercises that did not build (none when the build succeeded).
  func build(_ package: RunnerPackage) async -> [ExerciseCheckResult] {
    let exercises = package.members.map(\.exercise)
    do {
      try package.write()
    } catch {
      return exercises.map {
        ExerciseCheckResult(exercise: $0, verdict: .couldNotRun, lines: [error.message])
      }
    }
    let result = await RunnerProcess.run(
      ["swift", "build", "--build-tests"], in: package.directory, timeout: buildTimeout,
      whileProgressing: true)
    return result.succeeded ? [] : failures(of: exercises, from: result, in: package)
  }

  /// What a failed build means for each of `exercises`: the compiler's errors in its own files (its code or its
  /// tests), or the failure that no file explains, which they all share. Without `sharing` (a direct build, whose
  /// failure that no file explains is never the learner's: SwiftPM decides), none for that failure.
  func failures(
    of exercises: [Exercise], from result: RunnerProcessResult, in package: RunnerPackage,
    sharing: Bool = true
  ) -> [ExerciseCheckResult] {
    guard !result.timedOut else {
      let seconds = buildTimeout.secondsText
      let line = localized(
        en: "The build made no progress for \(seconds) seconds and was stopped.",
        zh: "构建已有 \(seconds) 秒没有进展，已被停止。")
      return exercises.map {
        ExerciseCheckResult(exercise: $0, verdict: .couldNotRun, lines: [line])
      }
    }
    let diagnostics = RunnerConsoleText.diagnostics(in: result.output).map { diagnostic in
      (path: package.displayed(diagnostic.path), lines: diagnostic.lines.map(package.displayed))
    }
    let failures = exercises.compactMap { exercise -> ExerciseCheckResult? in
      // Each line once, however many times the build printed it.
      var seen: Set<String> = []
      let lines = diagnostics.filter { $0.path.hasPrefix(exercise.path + "/") }.flatMap(\.lines)
        .filter { seen.insert($0).inserted }
      return lines.isEmpty
        ? nil : ExerciseCheckResult(exercise: exercise, verdict: .doesNotCompile, lines: lines)
    }
    guard failures.isEmpty, sharing else { return failures }
    // Nothing points at an exercise (a link error, a broken toolchain): every exercise shares the failure.
    let errorLines = result.output.split(separator: "\n").filter { $0.contains("error") }
    let lines = (errorLines.isEmpty ? [result.output.suffix(2000)] : errorLines).map {
      package.displayed(String($0))
    }
    return exercises.map {
      ExerciseCheckResult(exercise: $0, verdict: .doesNotCompile, lines: lines)
    }
  }

  /// Runs one exercise's tests in a process of its own, the test executable itself when there is one (Linux),
  /// else `swift test --skip-build`, and reads their results from the event stream it writes; in the package's
  /// folder, or in `directory`, a sealed run's folder.
  func runTests(
    of member: RunnerPackage.Member, in package: RunnerPackage, binary: URL? = nil,
    directory: URL? = nil, environment: [String: String] = [:]
  ) async -> ExerciseCheckResult {
    let testBinary = binary ?? package.testBinary
    let filter = package.members.count > 1 ? ["--filter", member.targetName + "Tests\\."] : []
    // A file of this run's own, so that a run that dies before writing is never read as the one before; in a
    // sealed run's folder, the one place it can write.
    let stream = (directory ?? FileManager.default.temporaryDirectory)
      .appendingPathComponent("workbook-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: stream) }
    // On macOS the tests are a bundle (a folder), not a program: only `swift test` can run them.
    let command =
      DiskItem(at: testBinary) == .file
      ? [testBinary.path, "--testing-library", "swift-testing"]
      : ["swift", "test", "--skip-build"]
    // One test at a time, so that a crash or a hang names the one test that was running.
    var program =
      command + ["--no-parallel"] + RunnerEventStream.arguments(writingTo: stream.path) + filter
    // A sealed room (where the platform allows it: Linux, with user namespaces) has a process namespace of its
    // own, which ends every process of the run with the first: nothing is left to look for.
    var endingLeftovers = true
    if let directory, await RunnerSealedTests.canSeal() {
      program = RunnerSealedTests.sealed(program, in: directory, root: root)
      endingLeftovers = false
    }
    let arguments =
      launcher.map {
        DeadlineLauncher.arguments(launcher: $0, timeout: testTimeout, program: program)
      } ?? program
    let result = await RunnerProcess.run(
      arguments, in: directory ?? package.directory,
      environment: environment.merging(["NO_COLOR": "1"]) { $1 },
      timeout: testTimeout, endingLeftovers: endingLeftovers)
    let report = RunnerEventStream.report(
      from: (try? Data(contentsOf: stream)) ?? Data(), names: member.exercise.testNames(root: root))
    return Self.result(
      for: member.exercise, report: report, process: result,
      unownedReferences: unownedReferences(in: member, of: package),
      locate: { location(of: $0, member: member, package: package) })
  }

  /// Where the code of `member` declares an `unowned` reference, as the learner knows it:
  /// `Exercises/09-…/Sources/ReviewDetailPresenter.swift:29`. Comments do not count.
  func unownedReferences(in member: RunnerPackage.Member, of package: RunnerPackage) -> [String] {
    let files = (try? package.files(of: member.code)) ?? [:]
    return files.keys.sorted().flatMap { name in
      String(decoding: files[name] ?? Data(), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        .filter { _, line in
          let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
          return code.contains("unowned")
        }
        .map { number, _ in "\(member.codeFolder)/\(name):\(number + 1)" }
    }
  }

  /// The verdict on one exercise from its tests' event stream and how the process ended. `locate` turns a
  /// location from the stream or a crash into one the learner knows, or `nil` when it is not in the exercise.
  /// `unownedReferences` (`Exercises/09-…/Sources/File.swift:29`) are named after a crash on an `unowned`
  /// reference that the backtrace does not hold, as when the test itself reads the property.
  static func result(
    for exercise: Exercise, report: RunnerTestReport, process: RunnerProcessResult,
    unownedReferences: [String] = [], locate: (String) -> String?
  ) -> ExerciseCheckResult {
    let unowned = unownedReferences.map {
      localized(en: "↳ unowned in your code: ", zh: "↳ 你代码里的 unowned：") + $0
    }
    let tests = located(report.tests, of: exercise, unowned: unowned, locate: locate)
    var result = ExerciseCheckResult(exercise: exercise, verdict: .passed, tests: tests)
    if process.timedOut || !report.finished {
      result.verdict =
        process.timedOut
        ? .timedOut
        : process.wasSignalled ? .crashed : tests.isEmpty ? .couldNotRun : .exited
      result.stoppedTest = report.unfinished.last
      result.notRun = report.notStarted
      result.lines =
        result.verdict == .exited
        ? [
          localized(
            en: "The test process exited with status \(process.status).",
            zh: "测试进程退出了，退出状态为 \(process.status)。")
        ] : crashLines(of: process, in: exercise, unowned: unowned, locate: locate)
    }
    if process.outputWasCut {
      let megabytes = RunnerProcess.outputCap >> 20
      result.lines.append(
        localized(
          en: "The tests printed more than \(megabytes) MB: the rest of what they printed was cut.",
          zh: "测试打印的内容超过了 \(megabytes) MB：超出的部分已被截掉。"))
    }
    if process.leftProcesses, !process.timedOut {
      // Whatever the tests found, a run whose processes outlived it proves nothing: they may have raced it.
      result.verdict = .couldNotRun
      result.lines = [
        localized(
          en: "The tests started processes that were still running when the tests ended. They were "
            + "stopped, and this run counts for nothing: a test must wait for what it starts.",
          zh: "测试启动的进程在测试结束时还在运行。这些进程已被停止，这次运行不算数：测试必须等它启动的进程结束。")
      ]
      return result
    }
    guard result.verdict == .passed else { return result }
    let ran = tests.filter { $0.outcome != .skipped }
    if tests.isEmpty {
      result.verdict = .noTests
    } else if ran.isEmpty {
      result.verdict = .allSkipped
    } else if ran.contains(where: { $0.outcome != .passed }) {
      result.verdict = .failed
    } else if !process.succeeded {
      // Every test passed, and yet the run failed: say so rather than call it a pass.
      result.verdict = .failed
      result.lines = [
        localized(
          en: "The tests passed, but their process ended with exit status \(process.status).",
          zh: "测试都通过了，但测试进程结束时的退出状态是 \(process.status)。")
      ]
    }
    return result
  }

  /// `tests` with each issue's location as the learner knows it, its types named as the exercise writes them, and
  /// the `unowned` references after an exit test's crash on one.
  private static func located(
    _ tests: [RunnerTestResult], of exercise: Exercise, unowned: [String],
    locate: (String) -> String?
  ) -> [RunnerTestResult] {
    let modules = [exercise.targetName, exercise.targetName + "Tests"] + SharedTarget.names
    let named = { ExpectationMessage.namingTypesAsWritten($0, modules: modules) }
    var tests = tests
    for index in tests.indices {
      tests[index].issues = tests[index].issues.map { issue in
        var issue = issue
        issue.location = issue.location.map { locate($0) ?? $0 }
        issue.message = named(issue.message)
        issue.details = issue.details.map(named)
        // An exit test's process that crashed on an unowned reference, as its output (a comment) says.
        if issue.details.contains(where: { $0.contains("unowned reference") }) {
          issue.details += unowned
        }
        return issue
      }
    }
    return tests
  }

  /// Why a test process stopped, as the learner knows it: the fatal error, where (in their code first, then in
  /// the tests), and `unowned` when the runtime stopped on an unowned reference outside their code; else the
  /// process's last words, when it stopped without saying why or never started.
  private static func crashLines(
    of process: RunnerProcessResult, in exercise: Exercise, unowned: [String],
    locate: (String) -> String?
  ) -> [String] {
    let crash = RunnerConsoleText.crash(in: process.output)
    var lines = crash.lines.map { line in
      // `Exercise01/File.swift:8: Fatal error: …`: the module's name stands for the exercise's folder.
      let file = line.prefix { $0 != ":" }
      return locate(String(file)).map { $0 + line.dropFirst(file.count) } ?? line
    }
    let frames = crash.frames.compactMap(locate).filter { $0.hasPrefix(exercise.path + "/") }
    let code = frames.first { !$0.hasPrefix(exercise.testsPath + "/") }
    if let frame = code ?? frames.first {
      lines.append(localized(en: "at ", zh: "位于 ") + frame)
    }
    // Foundation or the standard library stopped the program in a call from the learner's line.
    if let code, crash.frames.first.flatMap(locate) == code, let call = crash.call {
      let foundation = call.library.hasPrefix("libFoundation")
      lines.append(
        localized(
          en:
            "which called \(call.function) (\(foundation ? "Foundation" : "the standard library")), "
            + "where the program stopped",
          zh: "这一行调用了 \(call.function)（\(foundation ? "Foundation" : "标准库")），程序在那里停止"))
    }
    if code == nil, crash.lines.contains(where: { $0.contains("unowned reference") }) {
      lines += unowned.map { String($0.dropFirst(2)) }
    }
    guard lines.isEmpty, !process.timedOut, let last = process.output.split(separator: "\n").last
    else { return lines }
    return [String(last)]
  }

  /// `File.swift:12:5`, `Exercise01/File.swift:8` or `/…/.workbook/check-01/Exercise01/File.swift:8:29`, as the
  /// learner knows it: `Exercises/01-presentation/Sources/File.swift:12:5`.
  private func location(of text: String, member: RunnerPackage.Member, package: RunnerPackage)
    -> String?
  {
    if text.hasPrefix("/") {
      return package.displayed(text)
    }
    let name = member.targetName
    for (module, folder) in [
      (name + "Tests/", member.testsFolder), (name + "/", member.codeFolder),
    ]
    where text.hasPrefix(module) {
      return folder + "/" + text.dropFirst(module.count)
    }
    let file = String(text.prefix { $0 != ":" })
    return [member.testsFolder, member.codeFolder].first {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0 + "/" + file).path)
    }.map { $0 + "/" + text }
  }
}
