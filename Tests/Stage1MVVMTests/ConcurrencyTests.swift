import Dispatch
import Entities
import Synchronization
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage1MVVM

/// Marks the main dispatch queue, which runs the main actor's work on Linux and macOS alike. On Linux the thread
/// that drains that queue can change from one job to the next, so the tests ask for the queue, not the thread.
let mainQueueMark: DispatchSpecificKey<Bool> = {
  let mark = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: mark, value: true)
  return mark
}()

/// Whether the caller runs on the main actor.
func isOnMainActor() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueMark) == true
}

/// Notes, each time the ViewModel tells it something, whether it was told on the main actor.
@MainActor final class MainActorRecordingDelegate: MovieListViewModelDelegate {
  private(set) var onMainActor: [Bool] = []

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    onMainActor.append(isOnMainActor())
  }
}

/// The service's wait, which returns at once and notes whether it ran on the main actor.
final class RecordingWait: Sendable {
  private let recorded = Mutex<[Bool]>([])

  /// For each wait, in order, whether it ran on the main actor.
  var onMainActor: [Bool] { recorded.withLock { $0 } }

  /// Passed to `MovieService` as its `sleep`: it waits for no real time.
  @Sendable func wait(_ duration: Duration) async throws {
    let onMainActor = isOnMainActor()
    recorded.withLock { $0.append(onMainActor) }
  }
}

/// Script lines that note, each time the session reads one, how far the fetches have got.
struct ObservedScript: ActionInput {
  private var lines: [String]
  private let observe: @MainActor () -> Void

  init(_ lines: [String], observe: @escaping @MainActor () -> Void) {
    self.lines = lines
    self.observe = observe
  }

  mutating func nextLine() -> String? {
    observe()
    return lines.isEmpty ? nil : lines.removeFirst()
  }

  var echoesLines: Bool { false }
}

/// What the session had seen by the time it read each line: `[fetches that waited, movies listed]`.
@MainActor final class ReadLog {
  var reads: [[Int]] = []
}

/// Whether `value` is an actor: a type that runs its methods on its own executor, never the caller's.
func isActor(_ value: Any) -> Bool {
  value is any Actor
}

@MainActor
@Suite("Stage 1: where the fetch runs")
struct ConcurrencyTests {
  // lesson:begin main-actor
  @Test("the service waits off the main actor, and the ViewModel tells its delegate on it")
  func fetchLeavesTheMainActorAndComesBack() async {
    let wait = RecordingWait()
    // Any latency above zero makes the service wait; this wait takes no real time.
    let service = MovieService(
      movies: MovieCatalog.topMovies, latency: .milliseconds(1), sleep: wait.wait)
    let viewModel = MovieListViewModelImpl(service: service)
    let delegate = MainActorRecordingDelegate()
    viewModel.delegate = delegate
    #expect(isActor(service))

    await viewModel.fetchMovies()

    // One wait, off the main actor; two updates on it: loading started, the movies arrived.
    #expect(wait.onMainActor == [false])
    #expect(delegate.onMainActor == [true, true])
    #expect(viewModel.movies.count == 25)
  }
  // lesson:end main-actor

  @Test(
    "the session reads the next action only once a fetch has ended, so no screen closes during one")
  func sessionAwaitsEachFetch() async {
    let wait = RecordingWait()
    // The first fetch fails, so the list is empty until `reload` has fetched the movies.
    let service = MovieService(
      movies: MovieCatalog.topMovies, latency: .milliseconds(1), failures: 1, sleep: wait.wait)
    let list = MovieListModule.build(service: service)
    let window = Window(terminal: Terminal(output: RecordedOutput(), width: 60))
    let log = ReadLog()
    let script = ObservedScript(["reload", "quit"]) {
      log.reads.append([wait.onMainActor.count, list.numberOfMovies])
    }

    await Session.run(list, in: window, input: script)

    #expect(log.reads == [[1, 0], [2, 25]])
    #expect(window.rootViewController == nil)
  }
}
