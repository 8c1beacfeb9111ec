import Foundation
import Synchronization
import TerminalKit
import TestSupport
import Testing
import TopMoviesApp

/// One way to run the app: a stage of the workbook's list, with one of its platforms and one of its variants.
struct StageUnderTest: Hashable, Sendable, CustomTestStringConvertible {
  let stage: TestedStage
  /// The stage's own flags for this platform or variant: `["--platform", "desktop", "--variant", "B"]`.
  let flags: [String]

  var executable: String { stage.product }
  var testDescription: String { ([executable] + flags).joined(separator: " ") }

  /// Whether the run shows the desktop's table rather than the phone's list.
  var isDesktop: Bool { flags.contains("desktop") }

  /// Every stage on each of its platforms and with each of its variants, as its options offer them: each
  /// platform with the first variant, then each other variant on the first platform. (Every choice is run,
  /// without running every pair of them.)
  static let allCases = TestedStage.all.flatMap { stage in
    let platforms = stage.choices(of: "--platform").map { ["--platform", $0] }
    let variants = stage.choices(of: "--variant").map { ["--variant", $0] }
    let (firstPlatform, firstVariant) = (platforms.first ?? [], variants.first ?? [])
    let flags =
      (platforms.isEmpty ? [[]] : platforms).map { $0 + firstVariant }
      + variants.dropFirst().map { firstPlatform + $0 }
    return flags.map { StageUnderTest(stage: stage, flags: $0) }
  }

  // The runs that tests compare with one another.
  static let stage1 = named("Stage1MVVM")
  static let stage2Phone = named("Stage2Presenter", "--platform", "phone")
  static let stage2Desktop = named("Stage2Presenter", "--platform", "desktop")
  static let stage3A = named("Stage3VIPER", "--variant", "A")
  static let stage3B = named("Stage3VIPER", "--variant", "B")
  static let stage3DesktopB = named("Stage3VIPER", "--platform", "desktop", "--variant", "B")
  static let cleanSwiftA = named("Stage3CleanSwift", "--variant", "A")
  static let cleanSwiftB = named("Stage3CleanSwift", "--variant", "B")

  /// The run of the stage `product` with `flags`; a stage that is not linked fails the test that asks for it.
  private static func named(_ product: String, _ flags: String...) -> StageUnderTest {
    guard let stage = TestedStage(product) else {
      preconditionFailure("\(product) is not linked into the behaviour tests: see Package.swift")
    }
    return StageUnderTest(stage: stage, flags: flags)
  }
}

/// What a run printed, and how it ended.
struct RunResult {
  let status: Int32
  let output: String
  let errors: String
  /// The output's lines, split once: tests read them many times.
  let lines: [String]

  init(status: Int32, output: String, errors: String) {
    self.status = status
    self.output = output
    self.errors = errors
    lines = TestSupport.lines(of: output)
  }
}

/// Runs a stage in this process, through the same `run` its `main()` calls, with `environment`'s variables
/// only (none by default: English, and no width from the shell).
@MainActor func runInProcess(
  _ stage: StageUnderTest, _ arguments: [String], environment: [String: String] = [:]
) async -> RunResult {
  let output = RecordedOutput()
  let errors = RecordedOutput()
  let all = stage.flags + arguments
  let environment = Environment(variables: environment)
  let status = await stage.stage.app.run(
    all, output: output, errors: errors, environment: environment)
  return RunResult(status: status, output: output.text, errors: errors.text)
}

/// A movies file in the scratch folder that holds `contents`: written once for the test run, however many
/// tests ask for it, and removed when the tests end. (A file for each test, never removed, left thousands
/// behind.)
func moviesFile(_ contents: String) throws -> String {
  try moviesFiles.withLock { paths in
    if let path = paths[contents] { return path }
    if paths.isEmpty {
      atexit {
        for path in moviesFiles.withLock({ $0.values }) {
          unlink(path)
        }
      }
    }
    let url = scratchDirectory.appendingPathComponent("movies-\(getpid())-\(paths.count).json")
    try Data(contents.utf8).write(to: url)
    paths[contents] = url.path
    return url.path
  }
}

/// The movies files written so far, by what they hold.
private let moviesFiles = Mutex<[String: String]>([:])

/// Three films, one with a Chinese title as its title and one with an emoji, for layout tests.
let smallCatalogue = """
  [
    {"id": "tt0111161", "title": "The Shawshank Redemption", "chineseTitle": "肖申克的救赎", "year": 1994,
     "rating": 9.3, "summary": "A banker serves a life sentence for murders he did not commit, and holds on to hope."},
    {"id": "tt0000002", "title": "霸王别姬", "chineseTitle": "霸王别姬", "year": 1993, "rating": 8.1,
     "summary": "两个京剧演员半个世纪的友谊与命运，从北平的戏班一直到文化大革命。"},
    {"id": "tt0000003", "title": "Up ⭐️", "chineseTitle": "飞屋环游记", "year": 2009, "rating": 8.3,
     "summary": "Short."}
  ]
  """

@Suite("The behaviour tables run every stage of the workbook's list")
struct StageListTests {
  @Test(
    "Every stage of WorkbookStage.all has its App in the tests' list, so that every table runs it")
  func everyStageIsRun() {
    #expect(
      TestedStage.missing.isEmpty,
      "WorkbookStage.all lists \(TestedStage.missing), whose App TestedStage.app(for:) does not list: add it there"
    )
    #expect(Set(StageUnderTest.allCases.map(\.executable)) == Set(TestedStage.all.map(\.product)))
  }
}
