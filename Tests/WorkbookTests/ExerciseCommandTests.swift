import Foundation
import Localization
import TerminalKit
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookExercises

@MainActor @Suite("The exercise commands") struct ExerciseCommandTests {
  @Test(
    "workbook shows progress, the current exercise and the next step, its labels padded by display width and its commands in English",
    arguments: Language.allCases)
  func progress(language: Language) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("{\"done\": [\"01\"]}", to: ExerciseStateStore.path)
    try await Language.$current.withValue(language) {
      let heading = try #require(ExerciseCatalog(root: fixture.root).exercise(named: "02")).heading
      let expected: [Language: String] = [
        .english: """
        TopMovies Workbook: 1 of 2 exercises done.

        Current exercise: 02 · Describe a movie (second) (stage 1)
          Concept: A formatter
          Read:    Exercises/02-second/README.md
          Lesson:  Stages/Stage1MVVM.md
          Edit:    Exercises/02-second/Sources/Describe.swift
          Next:    swift run workbook check 02
          Or:      swift run workbook watch 02   (checks again on every save)

        """,
        .simplifiedChinese: """
        TopMovies 练习册：2 个练习中已完成 1 个。

        当前练习：\(heading)（第 1 阶段）
          概念：   一个格式化器
          阅读：   Exercises/02-second/README.zh-Hans.md
          课程：   Stages/Stage1MVVM.zh-Hans.md
          修改：   Exercises/02-second/Sources/Describe.swift
          下一步： swift run workbook check 02
          或者：   swift run workbook watch 02   （每次保存都会重新检查）

        """,
      ]
      let run = await Run([], in: fixture)
      #expect(run.status == 0)
      #expect(run.output.text == expected[language])
    }
  }

  @Test("workbook, once every exercise passes, says how to compare with the reference")
  func progressAllDone() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("{\"done\": [\"01\", \"02\"]}", to: ExerciseStateStore.path)
    let run = await Run([], in: fixture)
    #expect(run.status == 0)
    #expect(
      run.output.text == """
        TopMovies Workbook: 2 of 2 exercises done.
        Every exercise passes. Compare yours with the reference, for example:
          swift run workbook solution 01

        """)
  }

  @Test(
    "list shows each exercise as done, current or todo, its title and its stage, in columns of display width",
    arguments: Language.allCases)
  func list(language: Language) async throws {
    // Given three exercises, the first done
    let fixture = try WorkbookFixture()
    let exercises = try ["first", "second", "third"].enumerated().map {
      try fixture.addExercise("0\($0.offset + 1)", $0.element)
    }
    try fixture.writeMetadata(exercises)
    try fixture.write("{\"done\": [\"01\"]}", to: ExerciseStateStore.path)
    // When the learner lists them
    let run = try await runSpeaking(["--lang", language.rawValue, "list"], in: fixture)
    // Then every word is in their language, and the titles, two columns for each Chinese character, line up
    let expected: [Language: String] = [
      .english: """
      Exercises (1 of 3 done):
        01  done       Describe a movie (first)   stage 1
      ▸ 02  current    Describe a movie (second)  stage 1
        03  todo       Describe a movie (third)   stage 1

      """,
      .simplifiedChinese: """
      练习（已完成 1 个，共 3 个）：
        01  已完成    描述一部电影（first）   第 1 阶段
      ▸ 02  进行中    描述一部电影（second）  第 1 阶段
        03  未开始    描述一部电影（third）   第 1 阶段

      """,
    ]
    #expect(run.status == 0)
    #expect(run.errors.text.isEmpty)
    #expect(run.output.text == expected[language])
  }

  @Test(
    "An exercise that passed and then fails a check says so in the check's last line and in list, until it passes again"
  )
  func doneThenFailing() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let store = ExerciseStateStore(root: fixture.root)
    _ = await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.passed]))

    let failed = await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.failed]))
    let listed = await Run(["list"], in: fixture)

    #expect(failed.status == 1)
    #expect(
      failed.output.text.hasSuffix(
        """
        Exercise 01 passed before and fails now: it stays done, and the list of
        exercises shows it as failing until it passes again.

        """))
    #expect(try store.load().state.done == ["01"])
    #expect(try store.load().state.failing == ["01"])
    let lines = listed.output.text.split(separator: "\n")
    #expect(lines.first == "Exercises (1 of 2 done):")
    #expect(lines.dropFirst().first?.hasPrefix("  01  fails now  ") == true)

    _ = await Run(["check", "01"], in: fixture, checker: ScriptedChecker([.passed]))
    #expect(try store.load().state.failing.isEmpty)
    let again = await Run(["list"], in: fixture).output.text.split(separator: "\n")
    #expect(again.dropFirst().first?.hasPrefix("  01  done") == true)
    // An exercise that never passed fails as it always did, with no such line.
    let never = await Run(["check", "02"], in: fixture, checker: ScriptedChecker([.failed]))
    #expect(!never.output.text.contains("passed before"))
  }

  @Test("An unknown id, an extra argument or an unknown option is a usage error with exit code 64")
  func usageErrors() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let unknown = await Run(["check", "99"], in: fixture)
    #expect(unknown.status == 64)
    #expect(
      unknown.errors.text == """
        Error: No exercise '99': the ids are 01 to 02 (see 'swift run workbook list')
        Usage: workbook check [<id>] [--all] [--verbose]
          See 'swift run workbook check --help' for more information.

        """)
    let extra = await Run(["check", "01", "02"], in: fixture)
    #expect(extra.status == 64)
    #expect(extra.errors.text.hasPrefix("Error: Unexpected argument '02'\n"))
    let option = await Run(["hint", "01", "--bogus"], in: fixture)
    #expect(option.status == 64)
    #expect(
      option.errors.text.hasPrefix(
        "Error: Unknown option '--bogus'\nUsage: workbook hint <id> [<hint>] [--previous] [--all]\n"
      ))
    let missing = await Run(["reset"], in: fixture)
    #expect(missing.status == 64)
    #expect(missing.errors.text.hasPrefix("Error: Missing expected argument '<id>'"))
  }

  @Test("Bad metadata is one clear error and exit code 1")
  func badMetadata() async throws {
    let fixture = try WorkbookFixture()
    try fixture.write("nope", to: ExerciseCatalog.metadataPath)
    let run = await Run(["list"], in: fixture)
    #expect(run.status == 1)
    #expect(run.errors.text.hasPrefix("Error: Exercises/exercises.json: not valid JSON"))
    #expect(run.errors.text.split(separator: "\n").count == 1)
  }

  @Test(
    "check shows the failing test, its failed expectation and its file:line, and exits 1; --all lists the failing tests again under the verdict"
  )
  func checkFails() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    for all in [false, true] {
      let run = await Run(
        ["check"] + (all ? ["--all"] : []), in: fixture, checker: ScriptedChecker([.failed]))
      #expect(run.status == 1)
      #expect(
        run.output.text.contains("  ✗ Describes a movie by its title\n      Expectation failed\n"))
      #expect(run.output.text.contains("at Exercises/01-first/Tests/DescribeTests.swift:7:3"))
      #expect(
        run.output.text.contains(
          all
            ? "✗ 01 fails: 0 of 1 tests pass. Failing:\n  - Describes"
            : "✗ 01 fails: 0 of 1 tests pass.\n"
        ))
    }
    #expect((try ExerciseStateStore(root: fixture.root).load()).state.done.isEmpty)
  }

  @Test(
    "check on a pipe writes each step that the check reports on a line of its own, before the report"
  )
  func checkShowsItsSteps() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let steps = ["Building your tests", "Running your tests on mutant 1 of 2"]
    let run = await Run(["check"], in: fixture, checker: ScriptedChecker([.failed], steps: steps))
    let lines = run.output.text.split(separator: "\n")
    let first = try #require(
      lines.firstIndex(of: "Building and testing Exercises/01-first/Sources…"))
    #expect(
      lines[first...].prefix(3) == [
        "Building and testing Exercises/01-first/Sources…", "Building your tests…",
        "Running your tests on mutant 1 of 2…",
      ])
  }

  @Test(
    "check records a pass in the state file and says what is next",
    arguments: [(Language.english, "1"), (.simplifiedChinese, "01")])
  func checkPasses(language: Language, id: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try await Language.$current.withValue(language) {
      let run = await Run(["check", id], in: fixture, checker: ScriptedChecker([.passed]))
      let catalog = try ExerciseCatalog(root: fixture.root)
      let (first, next) = try (
        #require(catalog.exercise(named: "01")), #require(catalog.exercise(named: "02"))
      )
      let firstLine: [Language: String] = [
        .english: "Checking \(first.heading)", .simplifiedChinese: "正在检查 \(first.heading)",
      ]
      let lastLines: [Language: [String]] = [
        .english: [
          "Exercise 01 is done: 1 of 2.",
          "Next: 02 · Describe a movie (second)",
          "Read Exercises/02-second/README.md, then run:",
          "  swift run workbook check 02",
          "  swift run workbook watch 02   (checks again on every save)",
        ],
        .simplifiedChinese: [
          "练习 01 完成了：2 个练习中已完成 1 个。",
          "下一个：\(next.heading)",
          "先阅读 Exercises/02-second/README.zh-Hans.md，然后运行：",
          "  swift run workbook check 02",
          "  swift run workbook watch 02   （每次保存都会重新检查）",
        ],
      ]
      let lines: [String] = run.output.text.split(separator: "\n").map(String.init)
      let last: String = try #require(lastLines[language]).joined(separator: "\n") + "\n"
      #expect(run.status == 0)
      // A pass says how many passed, not each test again.
      #expect(!run.output.text.contains("✓ Describes a movie by its title"))
      #expect(
        lines.contains(
          language == .english ? "✓ 01 passes: its one test passes." : "✓ 01 通过：唯一的测试通过了。"))
      #expect(lines.first == firstLine[language])
      #expect(run.output.text.hasSuffix(last))
    }
    #expect((try ExerciseStateStore(root: fixture.root).load()).state.done == ["01"])
  }

  @Test(
    "A missing file of the learner's is named, with the command that gets the stub back",
    arguments: [
      (
        Language.english,
        "Error: Exercises/01-first/Sources/Describe.swift is missing. Run 'swift run workbook reset 01' "
          + "to get the stub back; it keeps a copy of your other files first.\n"
      ),
      (
        .simplifiedChinese,
        "错误：Exercises/01-first/Sources/Describe.swift 不见了。运行 'swift run workbook reset 01' 取回起始代码；它会先备份你的其他文件。\n"
      ),
    ])
  func missingFile(language: Language, error: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent("Exercises/01-first/Sources/Describe.swift"))
    let run = await Language.$current.withValue(language) {
      await Run(["check", "01"], in: fixture)
    }
    #expect(run.status == 1)
    #expect(run.errors.text == error)
  }

  @Test("watch without a keyboard says to use check, in one line, and exits 1")
  func watchWithoutTerminal() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let run = await Run(["watch"], in: fixture)
    #expect(run.status == 1)
    #expect(run.errors.text.split(separator: "\n").count == 1)
    #expect(
      run.errors.text
        == "Error: watch needs you at a terminal, to check again each time you save until you stop "
        + "it; without one, run 'swift run workbook check 01'.\n")
  }

  @Test(
    "watch checks again after a save and goes on watching after a pass, clearing the screen before each verdict"
  )
  func watchRechecksOnSave() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let checker = ScriptedChecker([.failed, .passed])
    let source = fixture.root.appendingPathComponent("Exercises/01-first/Sources/Describe.swift")
    let run = await Run(
      ["watch", "01"], in: fixture, checker: checker, terminal: true,
      pause: { try? Data("// saved\n".utf8).write(to: source) })
    #expect(run.status == 0)
    #expect(await checker.checks.count == 2)
    let screens = run.output.text.components(separatedBy: "\u{1B}[H\u{1B}[2J")
    #expect(screens.count == 3)
    #expect(screens[0].isEmpty)
    #expect(screens[1].contains("✗ 01 fails") && !screens[1].contains("is done"))
    #expect(screens[2].contains("Exercise 01 is done"))
    // Still watching after the pass, for a refactoring under a passing check.
    #expect(screens[2].contains("Watching Exercises/01-first/Sources"))
  }

  @Test("watch with its output on a pipe separates its verdicts with a rule, and clears nothing")
  func watchOnAPipe() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let checker = ScriptedChecker([.failed, .passed])
    let source = fixture.root.appendingPathComponent("Exercises/01-first/Sources/Describe.swift")
    let run = await Run(
      ["watch", "01"], in: fixture, checker: checker, terminal: true, pipedOutput: true,
      pause: { try? Data("// saved\n".utf8).write(to: source) })
    #expect(run.status == 0)
    #expect(!run.output.text.contains("\u{1B}"))
    let lines = run.output.text.split(separator: "\n")
    #expect(lines.filter { $0 == String(repeating: "─", count: 80) }.count == 1)
    #expect(lines.first == "Checking 01 · Describe a movie (first)")
  }

  @Test("watch does not check again while nothing is saved")
  func watchWaitsForASave() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let checker = ScriptedChecker([.failed, .passed])
    let run = await Run(["watch", "01"], in: fixture, checker: checker, terminal: true)
    #expect(run.status == 1)
    #expect(await checker.checks.count == 1)
  }

  @Test(
    "hint shows the next hint each time, remembers where it is, and shows all with --all; --lang may come before or after it",
    arguments: Language.allCases)
  func hints(language: Language) async throws {
    // Given two exercises, and no hint seen yet
    let (fixture, _) = try await fixtureWithTwo()
    let choosing = ["--lang", language.rawValue]
    let firstHint: [Language: String] = [
      .english: """
      Hint 1 of 2 for 01 · Describe a movie (first):
        Use the title.
      Run 'swift run workbook hint 01' again for the next one.

      """,
      .simplifiedChinese: """
      提示 1/2：01 · 描述一部电影（first）
        用片名。
      再运行一次 'swift run workbook hint 01'，看下一条提示。

      """,
    ]
    let secondHint: [Language: String] = [
      .english: """
      Hint 2 of 2 for 01 · Describe a movie (first):
        Prefix it with 'Movie: '.
      That is the last hint. Still stuck? This shows the reference:
        swift run workbook solution 01 --force
      Run 'swift run workbook hint 01 --previous' for the one before.

      """,
      .simplifiedChinese: """
      提示 2/2：01 · 描述一部电影（first）
        在前面加上 'Movie: '。
      这是最后一条提示。还是卡住了？下面的命令会显示参考答案：
        swift run workbook solution 01 --force
      运行 'swift run workbook hint 01 --previous'，看上一条提示。

      """,
    ]
    let headings: [Language: [String]] = [
      .english: ["Hint 1 of 2", "Hint 2 of 2"], .simplifiedChinese: ["提示 1/2", "提示 2/2"],
    ]
    // When the learner asks for a hint, with --lang before the subcommand
    let first = try await runSpeaking(choosing + ["hint", "01"], in: fixture)
    // Then the first hint comes, and the command for the next
    #expect(first.status == 0)
    #expect(first.errors.text.isEmpty)
    #expect(first.output.text == firstHint[language])
    // When they ask again, with --lang after it
    let second = try await runSpeaking(["hint", "01"] + choosing, in: fixture)
    // Then the last one comes, and the way to the reference
    #expect(second.output.text == secondHint[language])
    #expect((try ExerciseStateStore(root: fixture.root).load()).state.hintsShown == ["01": 2])
    let all = try await runSpeaking(choosing + ["hint", "02", "--all"], in: fixture)
    let bothHeadings = try #require(headings[language])
    #expect(bothHeadings.allSatisfy { all.output.text.contains($0) })
  }

  @Test(
    "hint for an exercise without hints points to its README in the learner's language",
    arguments: [
      (
        Language.english,
        "01 has no hints; its README is the place to start: Exercises/01-first/README.md.\n"
      ),
      (
        .simplifiedChinese,
        "练习 01 没有提示，请从它的 README 读起：Exercises/01-first/README.zh-Hans.md。\n"
      ),
    ])
  func noHints(language: Language, expected: String) async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "first")
    try fixture.writeMetadata([
      Exercise(
        id: exercise.id, folder: exercise.folder, stage: exercise.stage, lesson: exercise.lesson,
        files: exercise.files,
        english: .init(title: exercise.english.title, concept: "A formatter", hints: []),
        chinese: .init(title: exercise.chinese.title, concept: "一个格式化器", hints: []))
    ])
    let run = try await runSpeaking(["--lang", language.rawValue, "hint", "01"], in: fixture)
    #expect(run.status == 0)
    #expect(run.output.text == expected)
  }

  @Test(
    "list --help and hint --help speak the learner's language",
    arguments: Language.allCases)
  func listAndHintHelp(language: Language) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let listOverview: [Language: String] = [
      .english: "OVERVIEW: List every exercise with its status.\n",
      .simplifiedChinese: "概述：列出每个练习及其状态。\n",
    ]
    let hintLines: [Language: [String]] = [
      .english: [
        "OVERVIEW: Show the exercise's next hint, or the one you ask for.\n",
        "\n  --previous           Show the hint before.\n",
        "\n  --all                Show every hint at once; the next is still the next.\n",
      ],
      .simplifiedChinese: [
        "概述：显示这个练习的下一条提示，或者你指定的那一条。\n",
        "\n  --previous           显示上一条提示。\n",
        "\n  --all                一次显示全部提示；下一条提示仍然不变。\n",
      ],
    ]
    let list = try await runSpeaking(["--lang", language.rawValue, "list", "--help"], in: fixture)
    #expect(list.output.text.hasPrefix(try #require(listOverview[language])))
    // Without --lang, as a learner in an English shell runs it.
    let hint = try await runSpeaking(
      language == .english ? ["hint", "--help"] : ["--lang", language.rawValue, "hint", "--help"],
      in: fixture)
    let lines = try #require(hintLines[language])
    #expect(hint.output.text.hasPrefix(lines[0]))
    #expect(hint.output.text.contains(lines[1]))
    #expect(hint.output.text.contains(lines[2]))
  }

  @Test(
    "hint goes back with --previous, or to the hint a number names; --all leaves the next hint the next"
  )
  func hintsBackAndByNumber() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    func heading(_ arguments: [String]) async -> String? {
      await Run(["hint"] + arguments, in: fixture).output.text.split(separator: "\n").first.map(
        String.init)
    }
    #expect(await heading(["01", "--all"]) == "Hint 1 of 2 for 01 · Describe a movie (first):")
    // After every hint at once, the next is still the first.
    #expect(await heading(["01"]) == "Hint 1 of 2 for 01 · Describe a movie (first):")
    #expect(await heading(["01", "2"]) == "Hint 2 of 2 for 01 · Describe a movie (first):")
    #expect(
      await heading(["01", "--previous"]) == "Hint 1 of 2 for 01 · Describe a movie (first):")
    // The first hint has none before it.
    #expect(
      await heading(["01", "--previous"]) == "Hint 1 of 2 for 01 · Describe a movie (first):")
    #expect(await heading(["01", "１"]) == "Hint 1 of 2 for 01 · Describe a movie (first):")
    #expect((try ExerciseStateStore(root: fixture.root).load()).state.hintsShown == ["01": 1])
  }

  @Test(
    "A hint's number that is no number, that names no hint, or that comes with --previous is refused in one line",
    arguments: [
      (["01", "x"], 64, "Error: The value 'x' is invalid for '<hint>': give a number such as 1"),
      (["01", "0"], 64, "Error: The value '0' is invalid for '<hint>': give a number such as 1"),
      (["01", "3"], 64, "Error: 01 has no hint 3: its hints are 1 to 2"),
      (["01", "2", "--previous"], 64, "Error: Give a hint's number or --previous, not both"),
      (["01", "1", "2"], 64, "Error: Unexpected argument '2'"),
    ])
  func badHintNumbers(arguments: [String], status: Int32, error: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let run = await Run(["hint"] + arguments, in: fixture)
    #expect(run.status == status)
    #expect(run.output.text.isEmpty)
    let errorLines: [String] = run.errors.text.split(separator: "\n").map(String.init)
    #expect(errorLines.first == error)
    // A usage error, with the usage after it.
    #expect(
      errorLines.dropFirst().first == "Usage: workbook hint <id> [<hint>] [--previous] [--all]")
    #expect((try ExerciseStateStore(root: fixture.root).load()).state.hintsShown.isEmpty)
  }

  @Test(
    "solution without the solution's folder says it is missing and how to get it back, with exit 1")
  func solutionMissing() async throws {
    let (fixture, exercises) = try await fixtureWithTwo()
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercises[0].solutionPath))

    let run = await Run(["solution", "01", "--force"], in: fixture)

    #expect(run.status == 1)
    #expect(run.output.text == "")
    #expect(
      run.errors.text
        == "Error: Exercises/01-first/Solution is missing or empty, so there is no solution to show. "
        + "Get it back with 'git checkout -- Exercises/01-first/Solution'.\n")
  }

  @Test("solution shows the reference only once the exercise passes, or with --force")
  func solution() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let early = await Run(["solution", "01"], in: fixture)
    #expect(early.status == 1)
    #expect(
      early.errors.text
        == "Error: The solution to 01 shows once your code passes ('swift run workbook check 01'), "
        + "or now with 'swift run workbook solution 01 --force'.\n")
    #expect(!early.output.text.contains("Movie: "))
    let forced = await Run(["solution", "01", "--force"], in: fixture)
    #expect(forced.status == 0)
    #expect(forced.output.text.contains("── Exercises/01-first/Solution/Describe.swift ──"))
    #expect(forced.output.text.contains(#""Movie: \(movie.title)""#))
    try fixture.write("{\"done\": [\"01\"]}", to: ExerciseStateStore.path)
    #expect(await Run(["solution", "01"], in: fixture).status == 0)
  }

  @Test("reset keeps a copy of the learner's files, says where, then restores the stub")
  func resetKeepsACopy() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let sources = "Exercises/01-first/Sources/"
    try fixture.write("// my work\n", to: sources + "Describe.swift")
    try fixture.write("// my helper\n", to: sources + "Helper.swift")
    let run = await Run(
      ["reset", "01"], in: fixture,
      committed: { _ throws(ExerciseError) in ["Describe.swift": Data(WorkbookFixture.stub.utf8)] })
    #expect(run.status == 0)
    let backup =
      ".workbook/backups/01-first-\(ExerciseStateStore.stamp(Date(timeIntervalSince1970: 1_700_000_000)))/"
    #expect(run.output.text.contains("Kept a copy of your files in \(backup)"))
    #expect(fixture.read(backup + "Describe.swift") == "// my work\n")
    #expect(fixture.read(backup + "Helper.swift") == "// my helper\n")
    #expect(fixture.read(sources + "Describe.swift") == WorkbookFixture.stub)
    #expect(fixture.read(sources + "Helper.swift") == nil)
  }

  @Test(
    "reset stops when a folder is where the stub goes, and changes nothing",
    arguments: [
      (
        Language.english,
        "Exercises/01-first/Sources/Describe.swift is a folder, so the stub cannot be put there. Move the "
          + "folder away, then run 'swift run workbook reset 01' again. Nothing was changed."
      ),
      (
        .simplifiedChinese,
        "Exercises/01-first/Sources/Describe.swift 是一个文件夹，所以起始代码放不进去。先把这个文件夹移走，"
          + "再重新运行 'swift run workbook reset 01'。什么都没有改动。"
      ),
    ])
  func resetOntoAFolder(language: Language, message: String) throws {
    let fixture = try WorkbookFixture()
    let first = try fixture.addExercise("01", "first")
    let file = fixture.root.appendingPathComponent(first.sourcesPath + "/Describe.swift")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let reset = ExerciseReset(root: fixture.root, exercise: first)
    #expect(throws: ExerciseError(message)) {
      try Language.$current.withValue(language) {
        _ = try reset.run(stub: ["Describe.swift": Data(WorkbookFixture.stub.utf8)], now: Date())
      }
    }
    #expect(DiskItem(at: file) == .folder)
  }

  @Test(
    "reset restores a deleted or emptied Sources/ from the stub as committed, says which files, and keeps no empty copy",
    arguments: [
      (
        true,
        "Restored Exercises/01-first/Sources, which was missing, to the stub as committed: Describe.swift."
      ),
      (
        false,
        "Restored Exercises/01-first/Sources, which had no files, to the stub as committed: Describe.swift."
      ),
    ])
  func resetRestoresSources(deleted: Bool, message: String) async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let sources = fixture.root.appendingPathComponent("Exercises/01-first/Sources")
    if deleted {
      try FileManager.default.removeItem(at: sources)
    } else {
      try FileManager.default.removeItem(at: sources.appendingPathComponent("Describe.swift"))
    }
    let run = await Run(
      ["reset", "01"], in: fixture,
      committed: { _ throws(ExerciseError) in ["Describe.swift": Data(WorkbookFixture.stub.utf8)] })
    #expect(run.status == 0)
    #expect(run.errors.text.isEmpty)
    // One line, which the terminal's 80 columns wrap.
    #expect(run.output.text.split(separator: "\n").joined(separator: " ") == message)
    #expect(fixture.read("Exercises/01-first/Sources/Describe.swift") == WorkbookFixture.stub)
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent(".workbook/backups").path))
  }

  @Test(
    "reset of a Sources/ that is a file says to move it away, in Chinese too, and changes nothing")
  func resetSourcesIsAFile() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    let sources = "Exercises/01-first/Sources"
    try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(sources))
    try fixture.write("mine\n", to: sources)
    var errors: [String] = []
    for language in [Language.english, .simplifiedChinese] {
      let run = await Language.$current.withValue(language) {
        await Run(
          ["reset", "01"], in: fixture,
          committed: { _ throws(ExerciseError) in
            ["Describe.swift": Data(WorkbookFixture.stub.utf8)]
          })
      }
      #expect(run.status == 1)
      errors.append(run.errors.text)
    }
    #expect(
      errors == [
        "Error: \(sources) is a file, so the stub cannot be put in it. Move the file away, then run "
          + "'swift run workbook reset 01' again. Nothing was changed.\n",
        "错误：\(sources) 是一个文件，所以起始代码放不进去。先把这个文件移走，再重新运行 'swift run workbook "
          + "reset 01'。什么都没有改动。\n",
      ])
    #expect(fixture.read(sources) == "mine\n")
  }

  @Test("reset without git is a clear error and touches nothing")
  func resetWithoutGit() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write("// my work\n", to: "Exercises/01-first/Sources/Describe.swift")
    let run = await Run(
      ["reset", "01"], in: fixture,
      committed: { _ throws(ExerciseError) in throw ExerciseError("git is not installed") })
    #expect(run.status == 1)
    #expect(run.errors.text == "Error: git is not installed\n")
    #expect(fixture.read("Exercises/01-first/Sources/Describe.swift") == "// my work\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.root.appendingPathComponent(".workbook/backups").path))
  }

  @Test("verify passes when solutions pass, stubs fail and the metadata is complete")
  func verifyPasses() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    // Each exercise's own script, since verify checks the two at once: its solution, its stub, its 8 mutants
    // and 2 alternatives, then its copy attack's two copies, which fail.
    let script: [ExerciseCheckResult.Verdict] =
      [.passed, .failed] + Array(repeating: .failed, count: 8) + [
        .passed, .passed, .failed, .failed,
      ]
    let checker = ScriptedChecker(byExercise: ["01": script, "02": script])
    let run = await Run(["verify"], in: fixture, checker: checker)
    #expect(run.status == 0)
    #expect(
      run.output.text.hasSuffix(
        "verify: 2 solutions pass, 2 stubs fail, 16 mutants caught, 4 alternatives pass, "
          + "metadata complete\n"))
    let checks = await checker.checks
    #expect(checks.prefix(2).map(\.code) == [.solution, .committedStub])
    #expect(
      checks.filter { $0.ids == ["02"] }.map(\.code).prefix(2) == [
        .mutant("mutant-1"), .mutant("mutant-2"),
      ])
  }

  @Test(
    "verify names each problem: a stub that passes, 0 tests, a missing README in either language")
  func verifyProblems() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    for readme in ["Exercises/02-second/README.md", "Exercises/01-first/README.zh-Hans.md"] {
      try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(readme))
    }
    let run = await Run(["verify"], in: fixture, checker: ScriptedChecker([.noTests, .passed]))
    #expect(run.status == 1)
    #expect(run.output.text.contains("✗ 02 metadata: Exercises/02-second/README.md is missing"))
    #expect(
      run.output.text.contains("✗ 01 metadata: Exercises/01-first/README.zh-Hans.md is missing"))
    #expect(run.output.text.contains("✗ 01 solution: 0 tests ran"))
    #expect(run.output.text.contains("✗ 01 stub: passes its tests (it must fail at least one)"))
    #expect(
      run.output.text.hasSuffix(
        "verify: 0 of 2 solutions pass, 0 of 2 stubs fail, 0 of 16 mutants caught, "
          + "0 of 4 alternatives pass, 2 metadata problems\n"))
  }

  @Test(
    "verify names an exercise that Package.swift does not list, and a folder the metadata lacks")
  func verifyChecksTheLists() async throws {
    let (fixture, _) = try await fixtureWithTwo()
    try fixture.write(WorkbookFixture.manifest(exercises: ["01-first"]), to: "Package.swift")
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("Exercises/03-stray"),
      withIntermediateDirectories: true)
    let run = await Run(["verify"], in: fixture, checker: ScriptedChecker([.passed, .failed]))
    #expect(run.status == 1)
    #expect(
      run.output.text.contains(
        "✗ 02 metadata: Package.swift does not list \"02-second\" in its exercises"))
    #expect(
      run.output.text.contains(
        "✗ metadata: Exercises/03-stray is not in Exercises/exercises.json"))
    #expect(run.output.text.hasSuffix("2 metadata problems\n"))
  }
}
