import Localization
import WorkbookExercises
import WorkbookRunner

/// The phases of `verify`, in order: the metadata, the solutions, the stubs, then each exercise's variants.
extension ExerciseVerifier {
  /// Every exercise's metadata, and a folder under `Exercises/` that the catalog does not list.
  func verifyMetadata(of exercises: [Exercise], into findings: inout Findings) async {
    for exercise in exercises {
      for problem in metadataProblems(of: exercise) {
        findings.metadataProblems += 1
        await findings.add(
          .problem, localized(en: "\(exercise.id) metadata: ", zh: "\(exercise.id) 元数据：") + problem)
      }
    }
    for folder in unlistedFolders() {
      findings.metadataProblems += 1
      await findings.add(
        .problem, en: "metadata: Exercises/\(folder) is not in \(ExerciseCatalog.metadataPath)",
        zh: "元数据：Exercises/\(folder) 不在 \(ExerciseCatalog.metadataPath) 里")
    }
  }

  /// Every solution, built in one package; the exercises whose solution passes. Where the learner writes the
  /// tests, checking the reference tests checked them on every mutant too.
  func verifySolutions(of exercises: [Exercise], into findings: inout Findings) async -> [Exercise]
  {
    var solved: [Exercise] = []
    for result in await checker.check(exercises, code: .solution) {
      findings.solutions.all += 1
      var killed = 0
      for mutant in result.mutants {
        let name = Self.mutant(mutant.name, of: result.exercise)
        switch mutant.outcome {
        case .killed(let catchers):
          killed += 1
          await findings.add(.note, name + ExerciseCheckResult.caught(by: catchers))
        case .survived:
          await findings.add(.problem, Self.survives(name, why: mutant.why))
        case .unfinished(let reason):
          await findings.add(
            .problem, en: "\(name) proves nothing: \(reason)", zh: "\(name) 什么也证明不了：\(reason)")
        }
      }
      findings.mutants.all += result.mutants.count
      if !result.mutants.isEmpty {
        await findings.add(killed: killed, of: result.mutants.count, in: result.exercise)
      }
      if result.verdict == .passed {
        findings.solutions.good += 1
        solved.append(result.exercise)
      } else if result.mutants.isEmpty {
        await findings.add(
          .problem,
          localized(en: "\(result.exercise.id) solution: ", zh: "\(result.exercise.id) 参考答案：")
            + result.inFewWords, result)
      }
    }
    return solved
  }

  /// Every stub as committed, built in one package: each must fail, and no test may pass on it unless its name
  /// says it guards what the stub already does. A stub of tests to write must let a mutant through.
  func verifyStubs(of exercises: [Exercise], into findings: inout Findings) async {
    for result in await checker.check(exercises, code: .committedStub) {
      let id = result.exercise.id
      let stub = localized(en: "\(id) stub: ", zh: "\(id) 起始代码：")
      findings.stubs.all += 1
      switch (result.exercise.writesTests, result.verdict) {
      case (true, .missesMutants), (true, .noTests):
        findings.stubs.good += 1
      case (false, .failed):
        findings.stubs.good += 1
        for test in result.tests
        where test.outcome == .passed && !test.name.hasPrefix(Self.guardPrefix) {
          await findings.add(
            .problem,
            stub
              + localized(
                en: "\"\(test.name)\" passes on the untouched stub; only a test named "
                  + "\"\(Self.guardPrefix) …\" may",
                zh: "\"\(test.name)\" 在未改动的起始代码上通过了；只有名字以 \"\(Self.guardPrefix) …\" "
                  + "开头的测试才可以这样"))
        }
      case (let writesTests, .passed):
        await findings.add(
          .problem,
          stub
            + (writesTests
              ? localized(
                en: "its tests catch every mutant (they must miss one)",
                zh: "它的测试杀死了每个变异体（至少要有一个存活）")
              : localized(
                en: "passes its tests (it must fail at least one)",
                zh: "通过了它的测试（它必须至少有一个测试未通过）")))
      default:
        await findings.add(.problem, stub + result.inFewWords, result)
      }
    }
  }

  /// The mutants, alternatives, cheats and copies of `exercise`, once its solution passes (`solved`).
  func verifyVariants(of exercise: Exercise, solved: Bool, into findings: inout Findings) async {
    // Where the learner writes the tests, the solution's check has run every mutant already.
    let mutants = exercise.writesTests ? [] : exercise.mutants(root: root)
    let alternatives = exercise.alternatives(root: root)
    findings.mutants.all += mutants.count
    findings.alternatives.all += alternatives.count
    guard solved else {
      if !(mutants.isEmpty && alternatives.isEmpty) {
        await findings.add(
          .note, en: "\(exercise.id): mutants and alternatives not checked, as the solution fails",
          zh: "\(exercise.id)：参考答案未通过，所以没有检查变异体和其他正确写法")
      }
      return
    }
    let caught = await verifyMutants(mutants, of: exercise, into: &findings)
    let passing = await verifyAlternatives(alternatives, of: exercise, into: &findings)
    if !exercise.writesTests {
      await findings.add(killed: caught, of: mutants.count, in: exercise)
    }
    await findings.add(
      passing == alternatives.count ? .note : .problem,
      en: "\(exercise.id) alternatives: \(passing) of \(alternatives.count) pass",
      zh: "\(exercise.id) 其他正确写法：\(alternatives.count) 种中通过了 \(passing) 种")
    if exercise.writesTests {
      await checkCheats(of: exercise, into: &findings)
    }
    await copyAttack(on: exercise, into: &findings)
  }

  /// Each mutant of `exercise`, which its tests must catch; how many they caught.
  private func verifyMutants(
    _ mutants: [ExerciseMutant], of exercise: Exercise, into findings: inout Findings
  ) async -> Int {
    var caught = 0
    for mutant in mutants {
      let result = await check(exercise, .mutant(mutant.name))
      let name = Self.mutant(mutant.name, of: exercise)
      if let catchers = result.catchers {
        caught += 1
        await findings.add(.note, name + ExerciseCheckResult.caught(by: catchers))
        await checkSignature(
          of: mutant, against: result.failingFunctions, name: name, into: &findings)
      } else if result.verdict == .passed {
        await findings.add(.problem, Self.survives(name, why: mutant.why))
      } else if result.verdict == .doesNotCompile {
        await findings.add(
          .problem, en: "\(name) does not compile, so it proves nothing",
          zh: "\(name) 编译失败，所以它什么也证明不了", result)
      } else {
        await findings.add(
          .problem, name + localized(en: ": ", zh: "：") + result.inFewWords, result)
      }
    }
    return caught
  }

  /// A mutant's signature (`CAUGHT BY:`) must be the tests that catch it, for `check` to name the mistake of a
  /// learner whose failing tests are those; with `UPDATE_SIGNATURES=1` in the environment, verify writes it.
  /// Nothing to compare when a test's function is not known.
  private func checkSignature(
    of mutant: ExerciseMutant, against failing: Set<String>, name: String,
    into findings: inout Findings
  ) async {
    guard mutant.caughtBy != failing, !failing.contains("") else { return }
    let signature = failing.sorted().joined(separator: " ")
    guard updatesSignatures else {
      let listed = mutant.caughtBy.map { $0.sorted().joined(separator: " ") } ?? ""
      await findings.add(
        .problem,
        en:
          "\(name): its \(ExerciseMutant.caughtByLabel) line says \"\(listed)\", but \"\(signature)\" "
          + "catch it; UPDATE_SIGNATURES=1 swift run workbook verify writes it",
        zh:
          "\(name)：它的 \(ExerciseMutant.caughtByLabel) 一行写的是 \"\(listed)\"，但杀死它的是 \"\(signature)\"；"
          + "运行 UPDATE_SIGNATURES=1 swift run workbook verify 可以写入")
      return
    }
    let file = root.appendingPathComponent(mutant.path)
    do {
      let lines = try String(contentsOf: file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let kept = lines.filter { !$0.hasPrefix(ExerciseMutant.caughtByLabel) }
      // After the reasons, before the diff.
      let end = kept.lastIndex { $0.hasPrefix("WHY") }.map { $0 + 1 } ?? 0
      var written = Array(kept)
      written.insert(Substring(ExerciseMutant.caughtByLabel + " " + signature), at: end)
      try written.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
      await findings.add(.note, en: "\(name): signature written", zh: "\(name)：已写入签名")
    } catch {
      await findings.add(.problem, "\(mutant.path): \(error.localizedDescription)")
    }
  }

  /// Each alternative of `exercise`, another correct solution, which must pass; how many passed.
  private func verifyAlternatives(
    _ alternatives: [String], of exercise: Exercise, into findings: inout Findings
  ) async -> Int {
    var passing = 0
    for alternative in alternatives {
      let result = await check(exercise, .alternative(alternative))
      let name = localized(
        en: "\(exercise.id) alternative \(alternative)",
        zh: "\(exercise.id) 其他正确写法 \(alternative)")
      if result.verdict == .passed {
        passing += 1
        await findings.add(.note, name + localized(en: ": passes", zh: "：通过"))
      } else {
        await findings.add(
          .problem,
          name + localized(en: " is rejected: ", zh: " 被拒绝了：") + result.inFewWords, result)
      }
    }
    findings.alternatives.good += passing
    return passing
  }

  /// How many exercises' worked examples, renamed, compiled in the copy attack, and how many of those with the
  /// compile fixes of a `RenamedCopy.patch`: the attack proves something only where a copy compiles.
  struct RenamedCopies: Sendable {
    var tried = 0
    var compiled = 0
    var fixed = 0

    /// Adds `other`'s counts.
    mutating func add(_ other: RenamedCopies) {
      (tried, compiled, fixed) = (
        tried + other.tried, compiled + other.compiled, fixed + other.fixed
      )
    }

    /// The line that counts them, and where the fixes were needed, so that it never hides a copy that needed them.
    var line: String {
      let fixes = (
        en: fixed > 0 ? " (\(fixed) of them with the compile fixes of a RenamedCopy.patch)" : "",
        zh: fixed > 0 ? "（其中 \(fixed) 个用了 RenamedCopy.patch 的编译修正）" : ""
      )
      return localized(
        en:
          "copy attack: the renamed copies of \(compiled) of \(tried) exercises compile\(fixes.en), so "
          + "the tests ran on them",
        zh: "复制攻击：\(tried) 个练习中有 \(compiled) 个的改名副本能编译\(fixes.zh)，测试在它们上面运行过")
    }
  }
}
