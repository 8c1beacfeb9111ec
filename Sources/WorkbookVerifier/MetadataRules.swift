import Foundation
import Localization
import WorkbookExercises
import WorkbookRunner

/// The rules an exercise's metadata and folder keep, one function each: a README in each language, at least one
/// hint, at least three `@Test`s with a Chinese name each, each message of an expectation with its Chinese, a
/// `CodeUnderTest/` when the learner writes the tests, its files as the list of shipped tests has them, its line
/// in Package.swift, each listed file in both `Sources/` and `Solution/`, enough mutants and alternatives, each
/// with a `WHY` in each language (as every cheat), and a worked example with its renames.
extension ExerciseVerifier {
  /// What `exercise` breaks of the rules, a line for each problem, in the order of the rules.
  func metadataProblems(of exercise: Exercise) -> [String] {
    readmeProblems(of: exercise) + hintProblems(of: exercise) + testProblems(of: exercise)
      + testNameProblems(of: exercise) + messageProblems(of: exercise)
      + shippedProblems(of: exercise) + manifestProblems(of: exercise) + fileProblems(of: exercise)
      + mutantProblems(of: exercise) + alternativeProblems(of: exercise)
      + cheatProblems(of: exercise)
      + workedExampleProblems(of: exercise)
  }

  /// Every page a learner reads is in both languages.
  private func readmeProblems(of exercise: Exercise) -> [String] {
    Language.allCases.map(exercise.readmePath(in:)).filter { !exists($0) }.map(Self.missing)
  }

  private func hintProblems(of exercise: Exercise) -> [String] {
    Self.problem(
      if: exercise.hints.allSatisfy(\.isEmpty), en: "no hints in \(ExerciseCatalog.metadataPath)",
      zh: "\(ExerciseCatalog.metadataPath) 里没有提示")
  }

  /// The tests that the learner's work must pass (or the reference tests), and the code that tests written by
  /// the learner test.
  private func testProblems(of exercise: Exercise) -> [String] {
    let testsPath = exercise.writesTests ? exercise.solutionPath : exercise.testsPath
    let testCount = swiftFiles(in: testsPath).values.map {
      String(decoding: $0, as: UTF8.self).components(separatedBy: "@Test").count - 1
    }.reduce(0, +)
    return Self.problem(
      if: testCount < 3,
      en: "\(testsPath) has \(testCount) @Test\(testCount == 1 ? "" : "s"); it needs at least 3",
      zh: "\(testsPath) 里有 \(testCount) 个 @Test，至少需要 3 个")
      + Self.problem(
        if: exercise.writesTests && swiftFiles(in: exercise.codeUnderTestPath).isEmpty,
        en: "\(exercise.codeUnderTestPath) has no .swift file: the tests need code to test",
        zh: "\(exercise.codeUnderTestPath) 里没有 .swift 文件：测试需要有被测的代码")
  }

  /// Every test that the learner's code must pass, and every suite, has a Chinese name in the exercise's table,
  /// and every name in the table is one of theirs: the report prints the English name of one without it.
  private func testNameProblems(of exercise: Exercise) -> [String] {
    guard !exercise.writesTests else { return [] }
    let table = exercise.chineseTestNamesPath
    guard let names = try? exercise.chineseTestNames(root: root) else {
      return [
        localized(
          en: "\(table) is missing or is not one JSON object of strings: the tests' Chinese names",
          zh: "\(table) 不存在，或者不是一个只含字符串的 JSON 对象：它是测试的中文名")
      ]
    }
    let functions = swiftFiles(in: exercise.testsPath).values.flatMap {
      Exercise.testNameKeys(in: String(decoding: $0, as: UTF8.self))
    }
    let unnamed = functions.filter { names[$0]?.isEmpty ?? true }.sorted()
    let strays = Set(names.keys).subtracting(functions).sorted()
    return Self.problem(
      if: !unnamed.isEmpty,
      en: "\(table) has no Chinese name for \(unnamed.joined(separator: ", "))",
      zh: "\(table) 里没有这些测试的中文名：\(unnamed.joined(separator: "、"))")
      + Self.problem(
        if: !strays.isEmpty,
        en:
          "\(table) names \(strays.joined(separator: ", ")), which no @Test function or @Suite type is",
        zh: "\(table) 里的 \(strays.joined(separator: "、")) 不是任何 @Test 函数或 @Suite 类型")
  }

  /// Every message of an `#expect` or `#require` in the tests that the learner's code must pass has its Chinese
  /// in the exercise's table (the report leaves an English message out in Chinese), and every message in the
  /// table is one of theirs. The messages are those that `Exercise.messages(in:)` finds: plain string literals.
  private func messageProblems(of exercise: Exercise) -> [String] {
    guard !exercise.writesTests else { return [] }
    let table = exercise.chineseMessagesPath
    guard let chinese = try? exercise.chineseMessages(root: root) else {
      return [
        localized(
          en: "\(table) is not one JSON object of strings: the Chinese of the tests' messages",
          zh: "\(table) 不是一个只含字符串的 JSON 对象：它是测试消息的中文")
      ]
    }
    var seen: Set<String> = []
    let messages = swiftFiles(in: exercise.testsPath).sorted { $0.key < $1.key }.flatMap {
      Exercise.messages(in: String(decoding: $0.value, as: UTF8.self))
    }.filter { seen.insert($0).inserted }
    let untranslated = messages.filter { chinese[$0]?.isEmpty ?? true }
    let orphans = Set(chinese.keys).subtracting(messages).sorted()
    // Each message in quotes: "…", "…" in English, “…”、“…” in Chinese.
    func quoted(_ texts: [String]) -> (en: String, zh: String) {
      (
        texts.map { "\"\($0)\"" }.joined(separator: ", "),
        texts.map { "“\($0)”" }.joined(separator: "、")
      )
    }
    return Self.problem(
      if: !untranslated.isEmpty,
      en: "\(table) has no Chinese for the message \(quoted(untranslated).en)",
      zh: "\(table) 里没有这些消息的中文：\(quoted(untranslated).zh)")
      + Self.problem(
        if: !orphans.isEmpty,
        en:
          "\(table) translates \(quoted(orphans).en), which no #expect or #require of the tests says",
        zh: "\(table) 里的 \(quoted(orphans).zh) 不是测试里任何 #expect 或 #require 的消息")
  }

  /// A check refuses files that are not as the list of shipped tests has them, so it must have them as they are.
  private func shippedProblems(of exercise: Exercise) -> [String] {
    let shipped = (try? ShippedTests(root: root)) ?? ShippedTests(ids: [:])
    return shipped.differences(of: exercise, root: root).prefix(1).map { first in
      localized(
        en:
          "\(first.path) is not as \(ShippedTests.listPath) has it, so every check would refuse it; "
          + "run UPDATE_SHIPPED=1 swift test --filter ShippedTestsTests",
        zh: "\(first.path) 和 \(ShippedTests.listPath) 记录的不一样，所以每次检查都会拒绝它；"
          + "请运行 UPDATE_SHIPPED=1 swift test --filter ShippedTestsTests")
    }
  }

  /// Package.swift names each exercise's folder, in quotes, in its list of exercises.
  private func manifestProblems(of exercise: Exercise) -> [String] {
    let manifest =
      (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    return Self.problem(
      if: !manifest.contains("\"\(exercise.folder)\""),
      en: "Package.swift does not list \"\(exercise.folder)\" in its exercises",
      zh: "Package.swift 的练习列表里没有 \"\(exercise.folder)\"")
  }

  /// The files the learner writes, each in the stub and in the solution.
  private func fileProblems(of exercise: Exercise) -> [String] {
    Self.problem(
      if: exercise.files.isEmpty, en: "no files listed in \(ExerciseCatalog.metadataPath)",
      zh: "\(ExerciseCatalog.metadataPath) 里没有列出任何文件")
      + exercise.files.flatMap { file in
        [exercise.sourcesPath, exercise.solutionPath].map { $0 + "/" + file }.filter { !exists($0) }
          .map(Self.missing)
      }
  }

  /// Enough mutants, each saying why it is wrong in one line of each language.
  private func mutantProblems(of exercise: Exercise) -> [String] {
    let mutants = exercise.mutants(root: root)
    let reasons = mutants.flatMap { mutant in
      Language.allCases.flatMap { language -> [String] in
        let count = mutant.reasons[language, default: []].count
        let label = ExerciseMutant.label(language)
        return Self.problem(
          if: count != 1,
          en:
            "\(mutant.path) should say why it is wrong in one line that starts with \"\(label)\"; "
            + "it has \(count)",
          zh: "\(mutant.path) 应该用一行以 \"\(label)\" 开头的文字说明它错在哪里；现在有 \(count) 行")
      }
    }
    return reasons
      + Self.problem(
        if: mutants.count < minimumMutants,
        en:
          "\(exercise.path)/Mutants has \(mutants.count) patches; at least \(minimumMutants) are expected",
        zh: "\(exercise.path)/Mutants 里有 \(mutants.count) 个补丁，至少需要 \(minimumMutants) 个")
  }

  /// Enough alternatives, each with a `.swift` file and a `WHY` of one line in each language.
  private func alternativeProblems(of exercise: Exercise) -> [String] {
    let alternatives = exercise.alternatives(root: root)
    let each = alternatives.flatMap {
      variantProblems(
        of: exercise, in: exercise.alternativePath($0), en: "should say the style in one line",
        zh: "应该用一行说明这种写法")
    }
    return each
      + Self.problem(
        if: alternatives.count < minimumAlternatives,
        en:
          "\(exercise.path)/Alternatives has \(alternatives.count); at least \(minimumAlternatives) are expected",
        zh:
          "\(exercise.path)/Alternatives 里有 \(alternatives.count) 个，至少需要 \(minimumAlternatives) 个")
  }

  /// Each cheat (where the learner writes the tests) with a `.swift` file and a `WHY` of one line in each
  /// language, which verify shows when the cheat passes.
  private func cheatProblems(of exercise: Exercise) -> [String] {
    exercise.cheats(root: root).flatMap {
      variantProblems(
        of: exercise, in: exercise.cheatPath($0), en: "should say how it cheats in one line",
        zh: "应该用一行说明它怎样作弊")
    }
  }

  /// The alternative or cheat in `folder` of `exercise` has a `.swift` file, and its `WHY` in each language
  /// (`WHY`, `WHY.zh-Hans`) is there and has one line, as `rule` says: a problem that names the file for each
  /// that is not or has not.
  private func variantProblems(
    of exercise: Exercise, in folder: String, en rule: String, zh chineseRule: String
  ) -> [String] {
    Self.problem(
      if: swiftFiles(in: folder).isEmpty, en: "\(folder) has no .swift file",
      zh: "\(folder) 里没有 .swift 文件")
      + Language.allCases.flatMap { language -> [String] in
        let file = Exercise.whyPath(in: folder, language: language)
        guard exists(file) else { return [Self.missing(file)] }
        let count = exercise.whyLines(in: folder, language: language, root: root).count
        return Self.problem(
          if: count != 1, en: "\(file) \(rule); it has \(count)",
          zh: "\(file) \(chineseRule)，但它有 \(count) 行")
      }
  }

  /// The copy attack needs the worked example, which must exist, and the renames.
  private func workedExampleProblems(of exercise: Exercise) -> [String] {
    Self.problem(
      if: exercise.workedExample.isEmpty || exercise.renames.isEmpty,
      en:
        "no \"workedExample\" or no \"renames\" in \(ExerciseCatalog.metadataPath): the copy attack needs both",
      zh: "\(ExerciseCatalog.metadataPath) 里没有 \"workedExample\" 或 \"renames\"：复制攻击两者都需要")
      + exercise.workedExample.filter { !exists($0) }.map(Self.missing)
  }

  /// The problem, in the learner's language, when `broken`; else none.
  private static func problem(if broken: Bool, en: String, zh: String) -> [String] {
    broken ? [localized(en: en, zh: zh)] : []
  }

  /// Whether `path`, relative to the repository, exists.
  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// The `.swift` files in `folder`, relative to the repository, by name.
  private func swiftFiles(in folder: String) -> [String: Data] {
    (try? RunnerPackage.swiftFiles(in: root.appendingPathComponent(folder))) ?? [:]
  }
}
