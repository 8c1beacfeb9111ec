// swift-tools-version:6.0
import PackageDescription

/// The exercises, in order: the folders under `Exercises/`. A test (PackageManifestTests) checks that the targets
/// built from this list are those of `Exercises/exercises.json`. (The list is written out, not read from the disk:
/// SwiftPM caches what a manifest computes, so a folder found on the disk would be missed once cached.)
let exercises = [
  "01-presentation", "02-viewmodel-delegate", "03-loading-error", "04-extract-presenter",
  "05-desktop-view", "06-extract-router", "07-ab-router", "08-viper-assembly",
  "09-module-output-delegate", "10-module-output-closure", "11-presenter-tests",
  "12-clean-swift-scene", "13-protocols-first",
]

/// The exercises in which the learner writes the tests, not the code. Their library is the given,
/// correct code (`CodeUnderTest/`), and their test target is the reference test suite (`Solution/`).
let testWritingExercises: Set<String> = ["11-presenter-tests"]

/// The stages, in the order of the evolution: each is a library of its roles and its `App` (`Sources/<stage>/`),
/// an executable of the same name that starts it (`Sources/Launchers/<stage>/`), and its tests
/// (`Tests/<stage>Tests/`); `stageTargets()` declares all three. Adding a stage is one name here. The workbook
/// keeps its own list (`WorkbookStage.all`), and the tests theirs (`TestedStage`); a test compares each with
/// this one.
let stages = ["Stage1MVVM", "Stage2Presenter", "Stage3VIPER", "Stage3CleanSwift"]

/// What a stage, an exercise and their tests build on.
let stageDependencies: [Target.Dependency] = [
  "Localization", "Entities", "Tracing", "TextWidth", "TerminalKit", "CommandLineOptions",
  "TopMoviesApp",
]

/// TopMovies Workbook: one small app built three times, MVVM → MVVM + Presenter → VIPER, and stage 3 a
/// second time the Clean Swift way.
///
/// No third-party dependencies: the package builds and tests with nothing but the Swift toolchain.
let package = Package(
  name: "TopMoviesWorkbook",
  platforms: [.macOS(.v15)],
  products: stages.map { .executable(name: $0, targets: [$0 + "Launcher"]) } + [
    .executable(name: "workbook", targets: ["Workbook"]),
    // What `workbook verify`, and `compare`, `diff` and `tutorial`, run: each built the first time one of its
    // subcommands runs, so that a first `check` waits for neither.
    .executable(name: "workbook-verify", targets: ["WorkbookVerify"]),
    .executable(name: "workbook-stages", targets: ["WorkbookStages"]),
    // The exercises' own small packages, which `workbook check` writes, depend on these.
    .library(name: "Localization", targets: ["Localization"]),
    .library(name: "Entities", targets: ["Entities"]),
    .library(name: "Tracing", targets: ["Tracing"]),
    .library(name: "TextWidth", targets: ["TextWidth"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
    .library(name: "CommandLineOptions", targets: ["CommandLineOptions"]),
    .library(name: "TopMoviesApp", targets: ["TopMoviesApp"]),
  ],
  targets: [
    // The model every stage shares: Movie, MoviePresentation, MovieService, Review and the bundled data,
    // which is Swift generated from Resources/TopMovies.json (scripts/generate-top-movies.swift), so the
    // JSON file is left out of the build.
    .target(name: "Entities", dependencies: ["Localization"], exclude: ["Resources"]),
    // The language the user reads, English or Simplified Chinese, and `localized(en:zh:)`, which every
    // sentence is written with: the stand-in for Foundation's Locale. Depends on nothing.
    .target(name: "Localization"),
    // `[trace] A → B: message`: the one type that writes and reads a trace line. Depends on nothing, so
    // that a ViewModel or an Interactor can trace without knowing about any UI.
    .target(name: "Tracing"),
    // How many columns text takes on a terminal (CJK and emoji two, by Unicode's data), and text cut, padded
    // and wrapped by it; control characters made visible; terminals that draw ambiguous characters wide.
    // Depends on nothing.
    .target(name: "TextWidth"),
    // "UIKit for the terminal": screens, layout by display width, input, spinner, colour. It knows no app: no
    // movies, no workbook.
    .target(name: "TerminalKit", dependencies: ["Localization", "TextWidth"]),
    // A command's options as swift-argument-parser reads and prints them: the parser, the usage errors, the
    // help, and `--lang`, which every command takes. Used by the stages' app and by the workbook.
    .target(
      name: "CommandLineOptions", dependencies: ["Localization", "TextWidth", "TerminalKit"]),
    // The TopMovies app around the stages: its options, the session and its actions, the detail screen, and
    // the movies file that `--movies` names (read without Foundation: JSONValue.swift says why).
    .target(
      name: "TopMoviesApp",
      dependencies: [
        "Entities", "Localization", "TextWidth", "TerminalKit", "CommandLineOptions", "Tracing",
      ]),

    // `workbook`, in modules along its seams. Running a child process with a deadline, and stopping it with
    // the workbook: what the other modules start programs with.
    .target(name: "WorkbookProcess", dependencies: ["Localization"]),
    // The exercises: their catalogue (`exercises.json`), the learner's progress, and what a check found and
    // how it is reported.
    .target(name: "WorkbookExercises", dependencies: ["Localization", "TextWidth", "TerminalKit"]),
    // The harness that builds an exercise's code and tests and runs them: directly with the compiler, or in a
    // package of their own.
    .target(
      name: "WorkbookRunner",
      dependencies: ["Localization", "WorkbookProcess", "WorkbookExercises"]),
    // The tools on the stages: `compare`'s build and layout, `diff`, and the lessons' diagrams.
    .target(
      name: "WorkbookStageTools",
      dependencies: ["Localization", "TextWidth", "TerminalKit", "Tracing", "WorkbookProcess"]),
    // The command line: the subcommands of the exercise loop, and the launch of the others, each in the
    // executable of its own that links it (`LaunchedCommand`).
    .target(
      name: "WorkbookCommandLine",
      dependencies: [
        "Localization", "TerminalKit", "TextWidth", "CommandLineOptions", "WorkbookProcess",
        "WorkbookExercises", "WorkbookRunner",
      ]),
    // `workbook verify`: every solution, stub, mutant, alternative, cheat and copy of the exercises.
    .target(
      name: "WorkbookVerifier",
      dependencies: [
        "Localization", "TerminalKit", "CommandLineOptions", "WorkbookExercises", "WorkbookRunner",
        "WorkbookCommandLine",
      ]),
    // The subcommands on the stages, `compare`, `diff` and `tutorial`, on the command line's frame.
    .target(
      name: "WorkbookStageCommands",
      dependencies: [
        "Localization", "TerminalKit", "TextWidth", "CommandLineOptions", "Tracing",
        "WorkbookProcess", "WorkbookExercises", "WorkbookStageTools", "WorkbookCommandLine",
      ]),
    // It also depends on what an exercise builds on, though it imports none of it: so `swift run workbook`
    // builds them too, and `workbook check` compiles an exercise against them without building them again.
    .executableTarget(
      name: "Workbook",
      dependencies: [
        "WorkbookCommandLine", "WorkbookProcess", "Entities", "TopMoviesApp",
      ]),
    // `workbook verify` checks the exercises as `check` does, so it builds what they build on too.
    .executableTarget(
      name: "WorkbookVerify",
      dependencies: ["WorkbookCommandLine", "WorkbookVerifier", "Entities", "TopMoviesApp"]),
    .executableTarget(
      name: "WorkbookStages", dependencies: ["WorkbookCommandLine", "WorkbookStageCommands"]),

    .testTarget(name: "EntitiesTests", dependencies: ["Entities", "Localization"]),
    .testTarget(name: "TracingTests", dependencies: ["Tracing"]),
    .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
    .testTarget(
      name: "TerminalKitTests", dependencies: ["Localization", "TextWidth", "TerminalKit"]),
    .testTarget(
      name: "CommandLineOptionsTests",
      dependencies: ["Localization", "TextWidth", "TerminalKit", "CommandLineOptions"]),
    .testTarget(
      name: "TopMoviesAppTests",
      dependencies: ["TopMoviesApp", "Entities", "TerminalKit", "CommandLineOptions"]),
    // Every stage, run as a learner runs it, through `TestedStage`.
    .testTarget(name: "BehaviourTests", dependencies: ["TestSupport"] + stageDependencies),
    // Reads the sources and checks the layering rules the lessons teach.
    .testTarget(name: "ArchitectureTests", dependencies: ["TestSupport"]),
    .testTarget(
      name: "WorkbookTests",
      dependencies: [
        "Localization", "WorkbookProcess", "WorkbookExercises", "WorkbookRunner",
        "WorkbookVerifier",
        "WorkbookStageTools", "WorkbookCommandLine", "WorkbookStageCommands", "TestSupport",
      ]),
    // Bad input and learner faults, against the built executables as a learner runs them.
    .testTarget(
      name: "BadInputTests",
      dependencies: [
        "TestSupport", "TerminalKit", "CommandLineOptions", "Entities", "TopMoviesApp",
      ]),
    // Seed 000's `MockMovieService`, one double for the service seam that every stage's ViewModel or
    // Interactor takes (`any MovieServiceProtocol`): each stage's tests use the same one.
    .target(name: "ServiceMocks", dependencies: ["Entities"], path: "Tests/ServiceMocks"),
    // What the tests share: starting a built executable as a learner would and reading what it did, splitting
    // text into lines quickly, and every stage with its `App` (`TestedStage`).
    .target(
      name: "TestSupport",
      dependencies: [
        "WorkbookProcess", "WorkbookCommandLine", "WorkbookStageTools", "TopMoviesApp",
        "TerminalKit",
        "CommandLineOptions",
      ] + stages.map { .target(name: $0) },
      path: "Tests/TestSupport"),
    // The lessons' drift guard: it runs the stages in this process, and `workbook compare` on the built ones.
    .testTarget(
      name: "LessonTests",
      dependencies: [
        "WorkbookProcess", "WorkbookExercises", "WorkbookStageTools", "WorkbookCommandLine",
        "WorkbookStageCommands", "TestSupport",
      ] + stageDependencies),
  ] + stages.flatMap(stageTargets) + exerciseTargets(),
  swiftLanguageModes: [.v6]
)

// A debug build records this package's declarations for editors as it compiles (index-while-building), and by
// default the toolchain's modules too: the standard library, Glibc, Foundation. To index one, the compiler
// first rebuilds it from its textual interface, while the other compiles wait, which made a fresh clone's
// first build seconds longer (docs/performance.md). An editor does not need them to show a toolchain declaration,
// which it reads from the toolchain's own module. The packages that `workbook` writes do the same
// (`indexingOwnCodeOnly`), and EditorTests check that SourceKit-LSP finds `String` in `workbook open`'s.
//
// A test module is compiled in one job rather than one for each core (`-driver-batch-count 1`): each job
// loads the module's imports (Foundation, Testing, the modules under test) before it compiles a line, and
// the tests are some 25 modules that a build compiles side by side anyway (docs/performance.md has the
// figures). The app's modules keep their batches: a fresh `swift run Stage1MVVM` builds them in a chain.
for target in package.targets {
  var flags = ["-index-ignore-system-modules"]
  if target.type == .test {
    flags += ["-driver-batch-count", "1"]
  }
  target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(flags)]
}

/// The targets of `stage`: its library, its launcher and its tests.
func stageTargets(_ stage: String) -> [Target] {
  [
    .target(name: stage, dependencies: stageDependencies),
    launcher(stage),
    .testTarget(
      name: stage + "Tests",
      dependencies: [.target(name: stage), "ServiceMocks"] + stageDependencies),
  ]
}

/// The executable that runs `stage`: `await App.main()`, in `Sources/Launchers/<stage>/main.swift`.
///
/// The stage is a library, which the tests import, and this executable carries the Swift runtime inside it
/// (`-static-stdlib`): on Linux, loading the runtime's shared libraries took most of what a stage's start took
/// beyond a hello world's (docs/performance.md). The flag cannot go on a target that the tests import: SwiftPM
/// would link the test bundle with it, and a test bundle cannot carry the runtime. (On Apple's platforms
/// the runtime is part of the system, and the flag is not given. Nor is it when `WORKBOOK_SHARED_RUNTIME` is
/// set, as scripts/sanitize-thread.sh sets it: ThreadSanitizer follows a task from one thread to the next
/// through the shared libdispatch, but not through the copy linked into the executable.)
func launcher(_ stage: String) -> Target {
  let staticRuntime = Context.environment["WORKBOOK_SHARED_RUNTIME"] == nil
  return .executableTarget(
    name: stage + "Launcher", dependencies: [.target(name: stage)],
    path: "Sources/Launchers/" + stage,
    linkerSettings: staticRuntime
      ? [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))] : [])
}

/// One library and one test target for each exercise. They are built from the reference solution
/// (`Solution/`), so `swift test` on a fresh clone passes; `workbook check` builds the learner's `Sources/`
/// in a package of its own instead. In an exercise that asks for tests (`testWritingExercises`), the
/// reference is a test suite: the library is the given code, and the test target the reference suite.
func exerciseTargets() -> [Target] {
  exercises.flatMap { folder -> [Target] in
    let name = "Exercise" + folder.prefix(2)
    let writesTests = testWritingExercises.contains(folder)
    let libraryPath = "Exercises/\(folder)/" + (writesTests ? "CodeUnderTest" : "Solution")
    let testsPath = "Exercises/\(folder)/" + (writesTests ? "Solution" : "Tests")
    return [
      .target(name: name, dependencies: stageDependencies, path: libraryPath),
      // The shared targets too, which the tests import: SwiftPM rebuilds a target when the modules it
      // names change, so a change to TerminalKit alone would leave the tests linked against the old one.
      .testTarget(
        name: name + "Tests", dependencies: [.target(name: name)] + stageDependencies,
        path: testsPath),
    ]
  }
}
