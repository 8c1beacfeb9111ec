// swift-tools-version:6.0
import PackageDescription

/// The exercises, in order: the folders under `Exercises/`. `workbook verify` checks that this list matches
/// `Exercises/exercises.json` and the folders themselves. (The list is written out, not read from the disk:
/// SwiftPM caches what a manifest computes, so a folder found on the disk would be missed once cached.)
let exercises = [
  "01-presentation", "02-viewmodel-delegate", "03-loading-error", "04-extract-presenter",
  "05-desktop-view", "06-extract-router", "07-ab-router", "08-viper-assembly",
]

/// TopMovies Workbook: one small app built three times, MVVM → MVVM + Presenter → VIPER.
///
/// No third-party dependencies: the package builds and tests with nothing but the Swift toolchain.
let package = Package(
  name: "TopMoviesWorkbook",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "Stage1MVVM", targets: ["Stage1MVVM"]),
    .executable(name: "Stage2Presenter", targets: ["Stage2Presenter"]),
    .executable(name: "Stage3VIPER", targets: ["Stage3VIPER"]),
    .executable(name: "workbook", targets: ["Workbook"]),
    // The exercises' own small packages, which `workbook check` writes, depend on these two.
    .library(name: "Entities", targets: ["Entities"]),
    .library(name: "TerminalKit", targets: ["TerminalKit"]),
  ],
  targets: [
    // The model every stage shares: Movie, MoviePresentation, MovieService and the bundled data.
    .target(name: "Entities", resources: [.embedInCode("Resources/TopMovies.json")]),
    // "UIKit for the terminal": screens, rendering by display width, input, spinner, trace, colour.
    .target(name: "TerminalKit", dependencies: ["Entities"]),

    .executableTarget(name: "Stage1MVVM", dependencies: ["Entities", "TerminalKit"]),
    .executableTarget(name: "Stage2Presenter", dependencies: ["Entities", "TerminalKit"]),
    .executableTarget(name: "Stage3VIPER", dependencies: ["Entities", "TerminalKit"]),

    // `workbook`: the exercises runner and the side-by-side compare.
    .target(name: "WorkbookCore", dependencies: ["TerminalKit"]),
    .executableTarget(name: "Workbook", dependencies: ["WorkbookCore"]),

    .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
    .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit"]),
    .testTarget(name: "Stage1MVVMTests", dependencies: ["Stage1MVVM", "TerminalKit"]),
    .testTarget(name: "Stage2PresenterTests", dependencies: ["Stage2Presenter", "TerminalKit"]),
    .testTarget(name: "Stage3VIPERTests", dependencies: ["Stage3VIPER", "TerminalKit"]),
    .testTarget(
      name: "BehaviourTests",
      dependencies: ["Stage1MVVM", "Stage2Presenter", "Stage3VIPER", "TerminalKit"]
    ),
    .testTarget(name: "WorkbookTests", dependencies: ["WorkbookCore", "Workbook"]),
    .testTarget(name: "LessonTests", dependencies: ["WorkbookCore"]),
  ] + exerciseTargets(),
  swiftLanguageModes: [.v6]
)

/// One library and one test target for each exercise. They are built from the reference solution
/// (`Solution/`), so `swift test` on a fresh clone passes; `workbook check` builds the learner's `Sources/`
/// in a package of its own instead.
func exerciseTargets() -> [Target] {
  exercises.flatMap { folder -> [Target] in
    let name = "Exercise" + folder.prefix(2)
    return [
      .target(
        name: name, dependencies: ["Entities", "TerminalKit"], path: "Exercises/\(folder)/Solution"),
      .testTarget(
        name: name + "Tests", dependencies: [.target(name: name)], path: "Exercises/\(folder)/Tests"
      ),
    ]
  }
}
