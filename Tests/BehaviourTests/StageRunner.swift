import Foundation
import Synchronization
import TerminalKit
import TestSupport
import Testing
import TopMoviesApp

@testable import Stage1MVVM
@testable import Stage2Presenter
@testable import Stage3CleanSwift
@testable import Stage3VIPER

/// One way to run the app: a stage, with its platform or variant.
enum StageUnderTest: String, CaseIterable, CustomTestStringConvertible {
  case stage1, stage2Phone, stage2Desktop, stage3A, stage3B, stage3DesktopB
  case cleanSwiftA, cleanSwiftB, cleanSwiftDesktopA

  var testDescription: String { rawValue }

  var executable: String {
    switch self {
    case .stage1: "Stage1MVVM"
    case .stage2Phone, .stage2Desktop: "Stage2Presenter"
    case .stage3A, .stage3B, .stage3DesktopB: "Stage3VIPER"
    case .cleanSwiftA, .cleanSwiftB, .cleanSwiftDesktopA: "Stage3CleanSwift"
    }
  }

  /// Whether the run shows the desktop's table rather than the phone's list.
  var isDesktop: Bool {
    [.stage2Desktop, .stage3DesktopB, .cleanSwiftDesktopA].contains(self)
  }

  /// The stage's own flags for this platform or variant.
  var flags: [String] {
    switch self {
    case .stage1: []
    case .stage2Phone: ["--platform", "phone"]
    case .stage2Desktop: ["--platform", "desktop"]
    case .stage3A, .cleanSwiftA: ["--variant", "A"]
    case .stage3B, .cleanSwiftB: ["--variant", "B"]
    case .stage3DesktopB: ["--platform", "desktop", "--variant", "B"]
    case .cleanSwiftDesktopA: ["--platform", "desktop", "--variant", "A"]
    }
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
  let status: Int32 =
    switch stage {
    case .stage1:
      await Stage1MVVM.App.run(all, output: output, errors: errors, environment: environment)
    case .stage2Phone, .stage2Desktop:
      await Stage2Presenter.App.run(all, output: output, errors: errors, environment: environment)
    case .stage3A, .stage3B, .stage3DesktopB:
      await Stage3VIPER.App.run(all, output: output, errors: errors, environment: environment)
    case .cleanSwiftA, .cleanSwiftB, .cleanSwiftDesktopA:
      await Stage3CleanSwift.App.run(all, output: output, errors: errors, environment: environment)
    }
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
