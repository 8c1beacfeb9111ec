import Foundation
import Synchronization
import TestSupport
import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner
@testable import WorkbookVerifier

@Suite("Checking exercises for real", .tags(.slow), .whenSlowTestsAreWanted, .oneTestPerCore)
struct ExerciseRunnerEndToEndTests {
  @Test("An exercise that does not compile is reported by name while another one checks green")
  func brokenExerciseDoesNotStopAnother() async throws {
    let (fixture, green, broken) = try greenAndBroken(in: WorkbookFixture())

    let results = await ExerciseRunner(root: fixture.root).check([green, broken], code: .learner)

    #expect(results.map(\.exercise.id) == ["01", "02"])
    #expect(results[0].verdict == .passed)
    #expect(
      results[0].tests.map(\.name).sorted() == [
        "Describes a movie by its title", "Describes another movie",
        "Never describes a movie as nothing",
      ])
    #expect(results[1].verdict == .doesNotCompile)
    #expect(
      results[1].lines.first?.hasPrefix("Exercises/02-broken/Sources/Describe.swift:4:9: error:")
        == true)
    #expect(results[1].lines.contains { $0.contains("movie.titel") })
  }

  @Test(
    "Each verdict follows the file as saved, though every save keeps one size and one time",
    arguments: [false, true])
  func neverStale(direct: Bool) async throws {
    let fixture =
      try direct ? WorkbookFixture(linkingSharedTargetsOf: repositoryRoot) : WorkbookFixture()
    let exercise = try fixture.addExercise("01", "saves")
    try fixture.writeMetadata([exercise])
    let file = fixture.root.appendingPathComponent(exercise.sourcesPath + "/Describe.swift")
    let passing = WorkbookFixture.solution
    let failing = passing.replacingOccurrences(of: "Movie: ", with: "Movie; ")
    // What a file system that keeps whole seconds records for every save within one second.
    let second = Date(timeIntervalSince1970: 1_700_000_000)
    // Through SwiftPM's package, and through the compiler directly (`RunnerCompiler`).
    let runner = ExerciseRunner(root: fixture.root, products: direct ? productsDirectory : nil)
    for round in 1...20 {
      for (text, verdict) in [(passing, ExerciseCheckResult.Verdict.passed), (failing, .failed)] {
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: second], ofItemAtPath: file.path)
        let result = await runner.check([exercise], code: .learner)[0]
        #expect(result.verdict == verdict, "round \(round)")
      }
    }
  }

  @Test(
    "check compiles one exercise directly against the built shared targets: the same verdicts, test names and file:line, and no package"
  )
  func directBuild() async throws {
    let (fixture, green, broken) = try greenAndBroken(
      in: WorkbookFixture(linkingSharedTargetsOf: repositoryRoot))
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let passed = await runner.check([green], code: .learner)[0]
    #expect(passed.verdict == .passed)
    #expect(passed.tests.count == 3)
    let failed = await runner.check([broken], code: .learner)[0]
    #expect(failed.verdict == .doesNotCompile)
    #expect(
      failed.lines.first?.hasPrefix("Exercises/02-broken/Sources/Describe.swift:4:9: error:")
        == true)
    let workbook = fixture.root.appendingPathComponent(".workbook")
    #expect(DiskItem(at: workbook.appendingPathComponent("direct/01-green")) == .folder)
    #expect(DiskItem(at: workbook.appendingPathComponent("check")) == nil)
  }

  @Test(
    "verify's mutants are compiled directly too, each named by its patch, in a folder that leaves the learner's build alone"
  )
  func variantsBuildDirectly() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addExercise("01", "variants", stub: WorkbookFixture.solution)
    try fixture.writeMetadata([exercise])
    try fixture.addMutant(
      "no-prefix", to: exercise, replacing: "Movie: ", with: "", why: "No prefix.")
    try fixture.addMutant(
      "typo", to: exercise, replacing: "movie.title", with: "movie.titel", why: "A typo.")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let learner = await runner.check([exercise], code: .learner)[0]
    let caught = await runner.check([exercise], code: .mutant("no-prefix"))[0]
    let typo = await runner.check([exercise], code: .mutant("typo"))[0]
    let again = await runner.check([exercise], code: .learner)[0]

    #expect(
      [learner.verdict, caught.verdict, typo.verdict] == [.passed, .failed, .doesNotCompile])
    #expect(caught.tests.filter { $0.outcome == .failed }.count == 2)
    #expect(
      typo.lines.first?.hasPrefix(exercise.path + "/Mutants/typo.patch/Describe.swift:4:") == true)
    // The variants were built in a folder of their own: the learner's code, checked again, still passes.
    #expect(again.verdict == .passed)
    let workbook = fixture.root.appendingPathComponent(".workbook")
    #expect(DiskItem(at: workbook.appendingPathComponent("direct-variants/01-variants")) == .folder)
    #expect(DiskItem(at: workbook.appendingPathComponent("verify-variants")) == nil)
  }

  #if os(Linux)
    @Test(
      "A direct build that fails for a reason in none of the learner's files (a broken shared object) is built again by SwiftPM, whose verdict the learner gets"
    )
    func directBuildFallsBack() async throws {
      let (fixture, green, broken) = try greenAndBroken(
        in: WorkbookFixture(linkingSharedTargetsOf: repositoryRoot))
      let products = try brokenProducts(in: fixture)
      let runner = ExerciseRunner(root: fixture.root, products: products)

      let passed = await runner.check([green], code: .learner)[0]
      let failed = await runner.check([broken], code: .learner)[0]

      let workbook = fixture.root.appendingPathComponent(".workbook")
      #expect(DiskItem(at: workbook.appendingPathComponent("direct/01-green")) == .folder)
      #expect(DiskItem(at: workbook.appendingPathComponent("check-01")) == .folder)
      #expect(passed.verdict == .passed)
      #expect(passed.tests.count == 3)
      // An error in the learner's file is theirs, whichever way it is built.
      #expect(failed.verdict == .doesNotCompile)
      #expect(
        failed.lines.first?.hasPrefix("Exercises/02-broken/Sources/Describe.swift:4:9: error:")
          == true)
    }

    @Test(
      "When the learner writes the tests, a direct build that fails outside their files is built again by SwiftPM too"
    )
    func sealedBuildFallsBack() async throws {
      let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
      let exercise = try fixture.addTestWritingExercise("11", "sealed")
      try fixture.writeMetadata([exercise])
      try fixture.write(testsOnTheRealMovie, to: exercise.sourcesPath + "/DescribeTests.swift")
      let products = try brokenProducts(in: fixture)

      let fallen = await ExerciseRunner(root: fixture.root, products: products).check(
        [exercise], code: .learner)[0]
      let packaged = await ExerciseRunner(root: fixture.root).check([exercise], code: .learner)[0]

      #expect(
        DiskItem(at: fixture.root.appendingPathComponent(".workbook/direct/11-sealed")) == .folder)
      #expect(fallen.verdict == .passed)
      #expect(fallen.verdict == packaged.verdict)
      #expect(fallen.mutants == packaged.mutants)
    }

    @Test(
      "verify's checks of the reference tests, when the learner writes the tests, are built apart from the learner's"
    )
    func sealedVariantsBuildApart() async throws {
      let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
      let exercise = try fixture.addTestWritingExercise("11", "apart")
      try fixture.writeMetadata([exercise])
      try fixture.write(testsOnTheRealMovie, to: exercise.solutionPath + "/DescribeTests.swift")
      let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

      let solution = await runner.check([exercise], code: .solution)[0]

      #expect(solution.verdict == .passed)
      #expect(solution.mutants.count == 2)
      let workbook = fixture.root.appendingPathComponent(".workbook")
      #expect(DiskItem(at: workbook.appendingPathComponent("direct-variants/11-apart")) == .folder)
      #expect(DiskItem(at: workbook.appendingPathComponent("direct/11-apart")) == nil)
    }
  #endif

  @Test(
    "Two checks of one exercise at once, as watch and check in two terminals, both give its verdict"
  )
  func twoAtOnce() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addExercise("01", "twice", stub: WorkbookFixture.solution)
    try fixture.writeMetadata([exercise])
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)
    for _ in 1...3 {
      async let first = runner.check([exercise], code: .learner)
      async let second = runner.check([exercise], code: .learner)
      #expect(await [first[0].verdict, second[0].verdict] == [.passed, .passed])
    }
  }

  @Test("A change to the tests alone is compiled in: the tests are not kept from the check before")
  func changedTests() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addExercise("01", "tests", stub: WorkbookFixture.solution)
    try fixture.writeMetadata([exercise])
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)
    #expect(await runner.check([exercise], code: .learner)[0].verdict == .passed)
    let tests = try #require(
      try FileManager.default.contentsOfDirectory(
        atPath: fixture.root.appendingPathComponent(exercise.testsPath).path
      ).first)
    let file = fixture.root.appendingPathComponent(exercise.testsPath + "/" + tests)
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "Movie: ", with: "Film: ").utf8).write(to: file)
    #expect(await runner.check([exercise], code: .learner)[0].verdict == .failed)
  }

  @Test(
    "verify lays each mutant and alternative over the solution and builds it for real, and a mutant's signature names the learner's mistake"
  )
  func variantsForReal() async throws {
    let fixture = try WorkbookFixture()
    let exercise = try fixture.addExercise("01", "variants")
    try fixture.writeMetadata([exercise])
    try fixture.addMutant(
      "no-prefix", to: exercise, replacing: "Movie: ", with: "", why: "Forgets the prefix.")
    // Its signature: the functions of the tests that catch it, as the real run names them.
    let noPrefix = exercise.path + "/Mutants/no-prefix.patch"
    try fixture.write(
      try #require(fixture.read(noPrefix)).replacingOccurrences(
        of: "\n\n---", with: "\nCAUGHT BY: describesAnother describesByTitle\n\n---"),
      to: noPrefix)
    try fixture.addMutant(
      "typo", to: exercise, replacing: "movie.title", with: "movie.titel",
      why: "Misspells the title.")
    for (path, text) in [
      (
        "Alternatives/adds/Describe.swift",
        WorkbookFixture.solution.replacingOccurrences(
          of: #""Movie: \(movie.title)""#, with: #""Movie: " + movie.title"#)
      ),
      ("Alternatives/adds/WHY", "Adds the strings instead of interpolating.\n"),
      ("Alternatives/adds/WHY.zh-Hans", "用加号拼接字符串，而不是字符串插值。\n"),
    ] {
      try fixture.write(text, to: exercise.path + "/" + path)
    }
    let verifier = ExerciseVerifier(
      root: fixture.root, catalog: try ExerciseCatalog(root: fixture.root),
      checker: ExerciseRunner(root: fixture.root), minimumMutants: 2, minimumAlternatives: 1)

    let findings = await verifier.verify([exercise])

    let lines = findings.all.map(\.line)
    #expect(lines.count == 6)
    #expect(lines[0].hasPrefix("01 mutant no-prefix: caught by "))
    #expect(
      lines[0].contains("\"Describes a movie by its title\"")
        && lines[0].contains("\"Describes another movie\""))
    #expect(lines[1] == "01 mutant typo does not compile, so it proves nothing")
    #expect(
      findings.all.first { $0.line.contains("typo") }?.result?.lines.first?.hasPrefix(
        "Exercises/01-variants/Mutants/typo.patch/Describe.swift:4:") == true)
    #expect(lines[2] == "01 alternative adds: passes")
    // The fixture's worked example, an empty enum, does not compile as the exercise's code.
    #expect(lines[5] == "01 copy attack: 0 tried, 0 fail, 2 not tried (does not compile)")

    // A learner who makes the mutant's mistake is told so.
    try fixture.write(
      WorkbookFixture.solution.replacingOccurrences(of: "Movie: ", with: ""),
      to: exercise.sourcesPath + "/Describe.swift")
    let learner = await ExerciseRunner(root: fixture.root).check([exercise], code: .learner)[0]
    #expect(learner.verdict == .failed)
    #expect(learner.likelyMistake == "Forgets the prefix.")
  }
}

extension ExerciseRunnerEndToEndTests {
  @Test(
    "Tests that the learner writes are sealed: a name reads the same on every mutant, and a mutant that makes a weak reference strong fails a test instead of crashing",
    arguments: [false, true])
  func sealedMutants(direct: Bool) async throws {
    let fixture =
      try direct ? WorkbookFixture(linkingSharedTargetsOf: repositoryRoot) : WorkbookFixture()
    let exercise = try fixture.addTestWritingExercise("11", "sealed")
    try fixture.writeMetadata([exercise])
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercise.path + "/Mutants"))
    try FileManager.default.removeItem(
      at: fixture.root.appendingPathComponent(exercise.codeUnderTestPath + "/Describe.swift"))
    try fixture.write(
      "public final class Holder {\n  public weak var held: AnyObject?\n  public init() {}\n}\n",
      to: exercise.codeUnderTestPath + "/Holder.swift")
    // Strong, and one stored property more before it: another layout, which only the accessors of a
    // library built with evolution keep from the tests.
    try fixture.write(
      """
      WHY: Holds strongly.
      WHY zh-Hans: 强引用。

      --- a/Holder.swift
      +++ b/Holder.swift
      @@ -1,4 +1,5 @@
       public final class Holder {
      -  public weak var held: AnyObject?
      +  public var count = 0
      +  public var held: AnyObject?
         public init() {}
       }

      """, to: exercise.path + "/Mutants/holds-strongly.patch")
    try fixture.write(
      """
      WHY: Changes nothing that a test can see.
      WHY zh-Hans: 没有改动任何测试看得见的东西。

      --- a/Holder.swift
      +++ b/Holder.swift
      @@ -1,4 +1,4 @@
      -public final class Holder {
      +public final class Holder {  // another build
         public weak var held: AnyObject?
         public init() {}
       }

      """, to: exercise.path + "/Mutants/the-same.patch")
    try fixture.write(
      """
      import Exercise11
      import Testing

      final class Thing {}

      @Test("Holds weakly") func holdsWeakly() {
        let holder = Holder()
        do {
          let thing = Thing()
          holder.held = thing
        }
        #expect(holder.held == nil)
      }

      @Test("Is the given code") func isTheGivenCode() {
        #expect(String(reflecting: Holder.self) == "Exercise11.Holder")
        #expect(#fileID == "Exercise11Tests/DescribeTests.swift" || #fileID.hasPrefix("Exercise11"))
        #expect(!CommandLine.arguments.joined().contains("M1"))
      }

      """, to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: direct ? productsDirectory : nil)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(result.verdict == .missesMutants)
    #expect(
      result.mutants == [
        .init(
          name: "holds-strongly", why: "Holds strongly.", outcome: .killed(by: "\"Holds weakly\"")),
        .init(name: "the-same", why: "Changes nothing that a test can see.", outcome: .survived),
      ])
    // The check of an exercise of tests builds no package of code, so it leaves no folder named for none.
    let workbook = try FileManager.default.contentsOfDirectory(
      atPath: fixture.root.appendingPathComponent(".workbook").path)
    #expect(!workbook.contains("check-"), "\(workbook)")
  }
}

extension ExerciseRunnerEndToEndTests {
  @Test(
    "Tests that delete the folder they run in could not be run: no mutant is judged, neither killed nor spared"
  )
  func testsThatDeleteTheirFolder() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "deletes")
    try fixture.writeMetadata([exercise])
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Empties the folder it runs in") func emptiesItsFolder() throws {
        let manager = FileManager.default
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
          try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(result.verdict == .couldNotRun)
    #expect(result.mutants == [])
    #expect(
      result.lines.first?.hasPrefix("The tests removed files of the folder they ran in") == true)
  }

  @Test(
    "Tests that delete what the runs are laid out from either cannot reach it or leave the check unfinished"
  )
  func testsThatDeleteTheirBuild() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "deletes")
    try fixture.writeMetadata([exercise])
    let shared = fixture.root.appendingPathComponent(
      ".workbook/direct/11-deletes/libWorkbookShared.so")
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Removes what the runs are laid out from") func removesTheBuild() {
        try? FileManager.default.removeItem(atPath: "\(shared.path)")
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let result = await runner.check([exercise], code: .learner)[0]

    if await RunnerSealedTests.canSeal() {
      // Sealed, a run sees none of the builds: the test removes nothing, and spares both mutants.
      #expect(result.verdict == .missesMutants)
      #expect(result.mutants.allSatisfy { $0.outcome == .survived })
      #expect(FileManager.default.fileExists(atPath: shared.path))
      return
    }
    // Else the runs after it could not be laid out: the check could not be done, and no mutant survives.
    #expect(result.verdict == .couldNotRun)
    for mutant in result.mutants {
      guard case .unfinished = mutant.outcome else {
        Issue.record("\(mutant.name) is \(mutant.outcome), not unfinished")
        continue
      }
    }
  }

  @Test(
    "A sealed run sees no other run and none of the builds, and writes nowhere but in its own folder",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare")))
  func sealedRunSeesNothingElse() async throws {
    try await #require(RunnerSealedTests.canSeal(), "this machine cannot make a sealed room")
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "sealed")
    let tmpNote = "/tmp/workbook-sealed-note-\(UUID().uuidString)"
    try fixture.writeMetadata([exercise])
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Sees nothing of the workbook but its own run") func seesNothingElse() throws {
        let manager = FileManager.default
        let here = URL(fileURLWithPath: manager.currentDirectoryPath)
        let runs = here.deletingLastPathComponent()
        #expect(try manager.contentsOfDirectory(atPath: runs.path) == [here.lastPathComponent])
        let builds = runs.deletingLastPathComponent().appendingPathComponent("direct")
        #expect((try? manager.contentsOfDirectory(atPath: builds.path)) == nil)
        // Where the repository was: read only, or an empty folder that ends with the run.
        let repository = runs.deletingLastPathComponent().deletingLastPathComponent()
        _ = manager.createFile(atPath: repository.appendingPathComponent("note").path, contents: nil)
        _ = manager.createFile(atPath: "\(tmpNote)", contents: nil)
        #expect(manager.createFile(atPath: here.appendingPathComponent("note").path, contents: nil))
        #expect(manager.createFile(atPath: NSTemporaryDirectory() + "/note", contents: nil))
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(result.tests.map(\.outcome) == [.passed])
    #expect(result.verdict == .missesMutants)
    #expect(
      !FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("note").path))
    #expect(!FileManager.default.fileExists(atPath: tmpNote))
  }

  @Test(
    "Tests that start a process and leave it running could not be run: no mutant is judged, and none is left"
  )
  func testsThatLeaveAProcess() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "leaves")
    try fixture.writeMetadata([exercise])
    let seconds = sleepSeconds()
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Starts a sleep in a session of its own") func startsASleep() throws {
        let sleep = Process()
        sleep.executableURL = URL(fileURLWithPath: "/bin/sh")
        sleep.arguments = ["-c", "setsid sleep \(seconds) >/dev/null 2>&1 </dev/null &"]
        try sleep.run()
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(liveProcesses(holding: seconds) == [])
    if await RunnerSealedTests.canSeal() {
      // Sealed, the run's processes end with it (its process namespace ends), so nothing outlives it, and
      // its verdict is what its tests did: they assert nothing.
      #expect(result.verdict == .missesMutants)
      return
    }
    #expect(result.verdict == .couldNotRun)
    #expect(result.mutants == [])
    #expect(
      result.lines.first?.hasPrefix("The tests started processes that were still running") == true)
  }

  @Test(
    "Tests that hang on a process holding their output open are stopped when their time runs out, with the process"
  )
  func testsThatHangOnAProcess() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "hangs")
    try fixture.writeMetadata([exercise])
    let seconds = sleepSeconds()
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Waits for a long sleep") func waitsForASleep() throws {
        let sleep = Process()
        sleep.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleep.arguments = ["\(seconds)"]
        try sleep.run()
        sleep.waitUntilExit()
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    var runner = ExerciseRunner(root: fixture.root, products: productsDirectory)
    runner.testTimeout = .seconds(3)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(result.verdict == .timedOut)
    #expect(result.stoppedTest == "Waits for a long sleep")
    #expect(result.mutants == [])
    #expect(liveProcesses(holding: seconds) == [])
  }

  @Test(
    "Tests that tell where they run fail on the given code too, since it runs in every folder the mutants run in",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
  func testsThatReadWhereTheyRun() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "where")
    try fixture.writeMetadata([exercise])
    try fixture.write(
      """
      import Foundation
      import Testing

      @testable import Exercise11

      @Test("Passes only where the given code ran first") func readsItsFolder() {
        #expect(FileManager.default.currentDirectoryPath.hasSuffix("run-1"))
      }

      """,
      to: exercise.sourcesPath + "/DescribeTests.swift")
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)

    let result = await runner.check([exercise], code: .learner)[0]

    #expect(result.verdict == .failed)
    #expect(result.mutants.isEmpty)
  }

  @Test(
    "A check of written tests says what it does as it goes, and after an edit of the tests alone it builds no mutant again"
  )
  func progressAndNoMutantBuiltAgain() async throws {
    let fixture = try WorkbookFixture(linkingSharedTargetsOf: repositoryRoot)
    let exercise = try fixture.addTestWritingExercise("11", "progress")
    try fixture.writeMetadata([exercise])
    let tests = exercise.sourcesPath + "/DescribeTests.swift"
    // Tests of the given `describe(_:)` on the real `Movie`, which the fixture links: they catch both mutants.
    let catchingBoth = """
      import Entities
      import Exercise11
      import Testing

      @Test("Describes a movie by its title") func describesByTitle() {
        let movie = Movie(
          id: "h", title: "Heat", chineseTitle: "", year: 1995, rating: 8, summary: "")
        #expect(describe(movie) == "Movie: Heat")
      }

      """
    try fixture.write(catchingBoth, to: tests)
    let runner = ExerciseRunner(root: fixture.root, products: productsDirectory)
    let steps = Steps()

    let first = await runner.check([exercise], code: .learner, progress: steps.record)[0]
    try fixture.write(catchingBoth + "// an edit\n", to: tests)
    let before = steps.taken()
    let second = await runner.check([exercise], code: .learner, progress: steps.record)[0]
    let after = Array(steps.taken().dropFirst(before.count))

    #expect([first.verdict, second.verdict] == [.passed, .passed])
    // Every version is built before the runs, which go in an order of their own: the given code three times.
    let builds = ["Building your tests", "Building mutant 1 of 2", "Building mutant 2 of 2"]
    let runs = [
      "Running your tests", "Running your tests", "Running your tests",
      "Running your tests on mutant 1 of 2", "Running your tests on mutant 2 of 2",
    ]
    #expect(Array(before.prefix(3)) == builds)
    #expect(before.dropFirst(3).sorted() == runs)
    #expect(after.first == "Building your tests")
    #expect(after.dropFirst().sorted() == runs)
  }
}

/// The steps a check reports, in the order it reports them.
private final class Steps: Sendable {
  private let steps = Mutex<[String]>([])

  var record: @Sendable (String) -> Void {
    { step in self.steps.withLock { $0.append(step) } }
  }

  func taken() -> [String] {
    steps.withLock { $0 }
  }
}

/// The repository these tests are in: its build has built the shared targets that `RunnerCompiler` links.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// Tests of exercise 11's given `describe(_:)` that build on the real `Movie`, for a fixture that links the
/// shared targets: the fixture's own tests make a movie with the fixture's `Movie(title:)`.
private let testsOnTheRealMovie = """
  import Entities
  import Exercise11
  import Testing

  @Test("Describes a movie by its title") func describesByTitle() {
    let movie = Movie(
      id: "h", title: "Heat", chineseTitle: "", year: 1995, rating: 8, summary: "")
    #expect(describe(movie) == "Movie: Heat")
  }

  """

/// The repository's products, copied into `fixture`, with one shared object that is not an object any more: what
/// a change in SwiftPM's build folder, or a build cut short, can leave.
private func brokenProducts(in fixture: WorkbookFixture) throws -> URL {
  let products = fixture.root.appendingPathComponent("products")
  let manager = FileManager.default
  try manager.createDirectory(
    at: products.appendingPathComponent("Modules"), withIntermediateDirectories: true)
  for target in SharedTarget.names {
    for item in ["Modules/\(target).swiftmodule", "\(target).build"] {
      try manager.copyItem(
        at: productsDirectory.appendingPathComponent(item),
        to: products.appendingPathComponent(item))
    }
  }
  try Data("not an object".utf8).write(
    to: products.appendingPathComponent("Entities.build/Movie.swift.o"))
  return products
}

/// `fixture` with two exercises: 01, whose learner's code is the solution, and 02, whose code does not
/// compile (it misspells `title` on its line 4).
private func greenAndBroken(in fixture: WorkbookFixture) throws -> (
  WorkbookFixture, green: Exercise, broken: Exercise
) {
  let green = try fixture.addExercise("01", "green", stub: WorkbookFixture.solution)
  let broken = try fixture.addExercise(
    "02", "broken",
    stub: "import Entities\n\npublic func describe(_ movie: Movie) -> String {\n  movie.titel\n}\n")
  try fixture.writeMetadata([green, broken])
  return (fixture, green, broken)
}
