import Entities
import Synchronization
import TerminalKit
import Testing
import TopMoviesApp

@testable import Stage1MVVM

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The thread that calls it, as a number that tells threads apart.
func currentThread() -> UInt {
  #if canImport(Glibc)
    UInt(pthread_self())
  #else
    UInt(bitPattern: pthread_self())
  #endif
}

/// Records the thread it is told on each time the ViewModel tells it something, and stops the test if it is
/// ever told off the main actor.
@MainActor final class ThreadRecordingDelegate: MovieListViewModelDelegate {
  private(set) var threads: [UInt] = []

  func viewModelDidUpdate(_ model: MovieListViewModel) {
    MainActor.assertIsolated("the ViewModel told its delegate off the main actor")
    threads.append(currentThread())
  }
}

/// The service's wait, which returns at once and records the thread it ran on.
final class RecordingWait: Sendable {
  private let recorded = Mutex<[UInt]>([])

  /// The thread of each wait, in order.
  var threads: [UInt] { recorded.withLock { $0 } }

  /// Passed to `MovieService` as its `sleep`: it waits for no real time.
  @Sendable func wait(_ duration: Duration) async throws {
    let thread = currentThread()
    recorded.withLock { $0.append(thread) }
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
    let mainActorThread = currentThread()  // this test runs on the main actor
    let wait = RecordingWait()
    // Any latency above zero makes the service wait; this wait takes no real time.
    let service = MovieService(
      movies: MovieCatalog.topMovies, latency: .milliseconds(1), sleep: wait.wait)
    let viewModel = MovieListViewModelImpl(service: service)
    let delegate = ThreadRecordingDelegate()
    viewModel.delegate = delegate
    #expect(isActor(service))

    await viewModel.fetchMovies()

    // One wait, on another thread; two updates on the main actor: loading started, the movies arrived.
    #expect(wait.threads.count == 1)
    #expect(!wait.threads.contains(mainActorThread))
    #expect(delegate.threads == [mainActorThread, mainActorThread])
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
      log.reads.append([wait.threads.count, list.numberOfMovies])
    }

    await Session.run(list, in: window, input: script)

    #expect(log.reads == [[1, 0], [2, 25]])
    #expect(window.rootViewController == nil)
  }
}
