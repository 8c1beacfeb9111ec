import Dispatch
import Foundation
import Localization
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended: what it wrote (standard output and error together, in order, up to
/// `RunnerProcess.outputCap`), its exit status, and whether it was stopped for running out of time.
package struct RunnerProcessResult: Sendable, Equatable {
  package var output: String
  /// The exit status, or the signal's number when `wasSignalled`.
  package var status: Int32
  package var wasSignalled = false
  package var timedOut = false
  /// Whether the child wrote more than the cap, and the rest was read and dropped.
  package var outputWasCut = false
  /// Whether processes that the child started were still running when it ended, and were stopped.
  package var leftProcesses = false

  package var succeeded: Bool { status == 0 && !wasSignalled && !timedOut }

  package init(
    output: String, status: Int32, wasSignalled: Bool = false, timedOut: Bool = false,
    outputWasCut: Bool = false, leftProcesses: Bool = false
  ) {
    self.output = output
    self.status = status
    self.wasSignalled = wasSignalled
    self.timedOut = timedOut
    self.outputWasCut = outputWasCut
    self.leftProcesses = leftProcesses
  }
}

/// Runs a program, given as a path or found on the `PATH` through `/usr/bin/env`, with a time limit after which
/// the program and everything it started are killed. Every child it has started and not yet seen end is known,
/// so that Ctrl-C can end them too (`stopAll()`): each runs in a process group of its own, which the terminal's
/// Ctrl-C never reaches.
package enum RunnerProcess {
  /// How much of a child's output is kept. Learner code that prints in a loop could otherwise fill the memory
  /// before its time runs out; past the cap, the output is read and dropped.
  package static let outputCap = 1 << 20

  /// How long a build may go without progress before it is stopped as hung (see `run`'s `whileProgressing`): a
  /// build that is only slow, on a loaded machine or an old laptop, is never stopped.
  package static let buildTimeout = Duration.seconds(600)

  /// How long a stage may take to run a script (with `--latency 0`, it takes milliseconds).
  package static let stageTimeout = Duration.seconds(60)

  /// The variable that marks a child that runs the learner's code, and every process it starts, with a value of
  /// the child's own, so that what it leaves running can be found and stopped with it (on Linux, in each
  /// process's environment).
  static let markVariable = "WORKBOOK_RUN"

  /// Runs `arguments` (the program first) in `directory`, with `environment` added to this process's own, keeping
  /// up to `cap` bytes of its output and, unless `keepingErrors` is false, its standard error. `reading` is given
  /// each piece of output as it comes, on another thread, to follow a program that runs until stopped.
  /// `endingLeftovers` (the learner's code) stops what the child left running as soon as it ends, and says so, so
  /// nothing holds its output open or outlives the check. `whileProgressing` (a build) counts `timeout` from the
  /// last progress: new output, or CPU time of the child or what it started (from `/proc`, on Linux).
  package static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    timeout: Duration, whileProgressing: Bool = false,
    keepingErrors: Bool = true, cap: Int = outputCap, endingLeftovers: Bool = false,
    reading: (@Sendable (Data) -> Void)? = nil
  ) async -> RunnerProcessResult {
    // The thread that waits is outside this task, so it is given the task's language: a program that cannot
    // start is reported in it.
    let language = Language.current
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          returning: Language.$current.withValue(language) {
            runBlocking(
              arguments, in: directory, environment: environment, timeout: timeout,
              whileProgressing: whileProgressing, keepingErrors: keepingErrors, cap: cap,
              endingLeftovers: endingLeftovers, reading: reading)
          })
      }
    }
  }

  /// `run`, waiting on the calling thread.
  package static func runBlocking(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    timeout: Duration, whileProgressing: Bool = false, keepingErrors: Bool = true,
    cap: Int = outputCap, endingLeftovers: Bool = false, reading: (@Sendable (Data) -> Void)? = nil
  ) -> RunnerProcessResult {
    let process = Process()
    if let program = arguments.first, program.contains("/") {
      // A path needs no search of the PATH: one process started, not two.
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(arguments.dropFirst())
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = arguments
    }
    process.currentDirectoryURL = directory
    let mark = endingLeftovers ? UUID().uuidString : nil
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .merging(mark.map { [markVariable: $0] } ?? [:]) { $1 }
    let pipe = Pipe()
    // Not inherited by a child that another thread starts at this moment: it would keep the pipe open,
    // and this one's output would not end until that child did.
    for end in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
      _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
    }
    process.standardOutput = pipe
    process.standardError = keepingErrors ? pipe : FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do {
      try process.run()
    } catch {
      return RunnerProcessResult(
        output: localized(
          en: "Could not run \(arguments[0]): \(error.localizedDescription)",
          zh: "无法运行 \(arguments[0])：\(error.localizedDescription)"), status: 127)
    }
    let watch = RunnerProcessWatch(pid: process.processIdentifier, mark: mark)
    running.withLock { $0[ObjectIdentifier(watch)] = watch }
    defer { running.withLock { $0[ObjectIdentifier(watch)] = nil } }
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    if whileProgressing {
      DispatchQueue.global().async { stopWhenStalled(watch, after: seconds) }
    } else {
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { watch.stopIfRunning() }
    }
    // A process left running may hold the output open, so what the child leaves is stopped as soon as it ends,
    // not when the output does.
    let leftovers = Mutex(false)
    let looking = DispatchGroup()
    if endingLeftovers {
      let pid = process.processIdentifier
      DispatchQueue.global().async(group: looking) {
        _ = childEnding(of: pid)
        let found = watch.stopLeftovers()
        leftovers.withLock { $0 = found }
      }
    }
    let (data, wasCut) = readCapped(pipe.fileHandleForReading, cap: cap) { piece in
      watch.received(piece.count)
      reading?(piece)
    }
    // Closed now, not when Foundation lets the `Process` go: on Linux it keeps some, and a verify that leaked
    // one pipe for each check would end with a thousand open files.
    try? pipe.fileHandleForReading.close()
    let (status, wasSignalled) = ending(of: process, ended: ended)
    if stopping.withLock({ $0 }) {
      // A stop signal ended the child, and its handler is about to exit with the signal's status. Returning
      // would let the caller report a failed build and exit 1 first, so this thread waits for the exit.
      DispatchSemaphore(value: 0).wait()
    }
    // A child started through `DeadlineLauncher` ends itself with SIGALRM when its own deadline comes.
    let timedOut = watch.finish() || (wasSignalled && status == SIGALRM)
    // The child has ended, so the look that followed its end is over, or about to be.
    looking.wait()
    // A last look, now that the output has ended too.
    let left = watch.stopLeftovers() || leftovers.withLock { $0 }
    return RunnerProcessResult(
      output: String(decoding: data, as: UTF8.self), status: status,
      wasSignalled: wasSignalled, timedOut: timedOut, outputWasCut: wasCut, leftProcesses: left)
  }

  /// Stops `watch`'s child once it has made no progress for `limit` seconds, looking every tenth of that;
  /// returns when the child has ended.
  private static func stopWhenStalled(_ watch: RunnerProcessWatch, after limit: Double) {
    var last = (progress: [Int](), time: DispatchTime.now())
    while !watch.hasEnded(waiting: limit / 10) {
      let progress = watch.progress()
      if progress != last.progress {
        last = (progress, .now())
      } else if Double(DispatchTime.now().uptimeNanoseconds - last.time.uptimeNanoseconds) / 1e9
        >= limit
      {
        watch.stopIfRunning()
        return
      }
    }
  }

  /// How `process` ended: its exit status, or the signal that ended it.
  private static func ending(of process: Process, ended: DispatchSemaphore) -> (Int32, Bool) {
    if let ending = childEnding(of: process.processIdentifier) {
      return (ending.status, ending.signalled)
    }
    // Foundation has reaped it already, so it knows how it ended.
    ended.wait()
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }

  /// Everything `handle` gives until its end, up to `cap` bytes; whether there was more. `reading` is given
  /// each piece as it comes.
  private static func readCapped(
    _ handle: FileHandle, cap: Int, reading: (Data) -> Void
  ) -> (Data, Bool) {
    var data = Data()
    var wasCut = false
    // `read(2)` returns what the pipe holds now, where FileHandle's `read(upToCount:)` on Linux waits until
    // it has the whole count or the end: a caller that follows the output sees each piece as it comes.
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(handle.fileDescriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      let chunk = Data(buffer[..<count])
      reading(chunk)
      let room = cap - data.count
      wasCut = wasCut || chunk.count > room
      data.append(chunk.prefix(max(0, room)))
    }
    return (data, wasCut)
  }

  /// The children started and not yet seen to end.
  private static let running = Mutex<[ObjectIdentifier: RunnerProcessWatch]>([:])

  /// Whether a stop signal came, so that every child still running is being killed.
  private static let stopping = Mutex(false)

  /// Kills every child still running, and everything each started: what Ctrl-C and SIGTERM do before the
  /// workbook exits. From then on no run returns, so that none is reported as failed before the exit.
  static func stopAll() {
    stopping.withLock { $0 = true }
    for watch in running.withLock({ $0.values }) {
      watch.stopIfRunning()
    }
  }
}

/// Whether a child is still running, shared by the thread that waits for it and the timer that may stop it; the
/// lock makes sure a process is never killed after it has been waited for (when its id may belong to another).
private final class RunnerProcessWatch: Sendable {
  private let pid: pid_t
  /// The value of `RunnerProcess.markVariable` in the child's environment, and so in its children's, when what
  /// it leaves running is to be stopped (the learner's code); `nil` for the workbook's own tools, whose children
  /// are all below them, so that stopping them takes no look at every process.
  private let mark: String?
  private let state = Mutex((finished: false, timedOut: false))
  /// Signalled once, when the child has been waited for.
  private let ended = DispatchSemaphore(value: 0)
  /// How many bytes the child has written so far.
  private let written = Mutex(0)

  init(pid: pid_t, mark: String?) {
    self.pid = pid
    self.mark = mark
  }

  /// Whether the child has been waited for, waiting up to `seconds` for it.
  func hasEnded(waiting seconds: Double) -> Bool {
    guard ended.wait(timeout: .now() + seconds) == .success else { return false }
    ended.signal()
    return true
  }

  /// Records that the child wrote `count` bytes.
  func received(_ count: Int) {
    written.withLock { $0 += count }
  }

  /// The bytes written so far, and the CPU time in clock ticks that the child and every process below it have
  /// used, those ended included (on Linux; 0 elsewhere): both grow while a build works, however slowly, and
  /// neither does while it hangs.
  func progress() -> [Int] {
    let table = Self.processTable()
    let below = Self.descendants(of: pid, in: table)
    return [written.withLock { $0 }, ([pid] + below).reduce(0) { $0 + (table[$1]?.ticks ?? 0) }]
  }

  /// Kills the child and everything it started: its whole process group when it leads one (Foundation gives
  /// each child its own group on Linux), else the child alone; and on Linux every process below it, as SwiftPM
  /// starts each compiler in a process group of its own, which a kill of the child's group does not reach.
  func stopIfRunning() {
    state.withLock { state in
      guard !state.finished else { return }
      state.timedOut = true
      // Found before any is killed: an orphan is handed to another parent, and could no longer be found.
      let below = Self.descendants(of: pid, in: Self.processTable())
      kill(getpgid(pid) == pid ? -pid : pid, SIGKILL)
      for descendant in below {
        kill(descendant, SIGKILL)
      }
      // What the child started and left when it ended is no longer below it. One look: the child's own end
      // brings another.
      _ = stopLeftovers(looks: 1)
    }
  }

  /// Kills every process that carries the child's mark, the child aside: what it started, however far below and
  /// whichever process group, including those left running when it ended; whether there were any. On Linux;
  /// elsewhere it finds none, and only a timeout's kill of the child's group and descendants remains.
  func stopLeftovers(looks: Int = 5) -> Bool {
    guard let mark else { return false }
    #if os(Linux)
      let entry = Data("\(RunnerProcess.markVariable)=\(mark)\0".utf8)
      var (found, emptyLooks) = (false, 0)
      // Again until two looks in a row find none: one may have started another before it was killed, and
      // a process in the middle of starting a program shows no environment for a moment.
      for _ in 0..<looks where emptyLooks < 2 {
        let marked = Self.processes().filter { process in
          process != pid
            && (FileManager.default.contents(atPath: "/proc/\(process)/environ")?.range(of: entry)
              != nil)
        }
        emptyLooks = marked.isEmpty ? emptyLooks + 1 : 0
        found = found || !marked.isEmpty
        for process in marked {
          kill(process, SIGKILL)
        }
      }
      return found
    #else
      // No /proc to look in. (The child's process group is no answer: once it is empty and the child reaped,
      // its id may be another's.)
      return false
    #endif
  }

  /// The ids of every process but this one, from `/proc` (on Linux).
  private static func processes() -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { pid_t($0) }.filter { $0 != getpid() }
  }

  /// Each other process's parent, and the CPU time in clock ticks that it and its ended children have used, from
  /// `/proc` (on Linux; empty elsewhere).
  private static func processTable() -> [pid_t: (parent: pid_t, ticks: Int)] {
    var table: [pid_t: (parent: pid_t, ticks: Int)] = [:]
    #if os(Linux)
      for process in processes() {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
          // `pid (name) state ppid …`: the name may hold spaces and brackets, so read after the last `)`.
          let fields = stat.lastIndex(of: ")").map({ stat[$0...].split(separator: " ") }),
          fields.count > 15, let parent = pid_t(fields[2])
        else { continue }
        // utime, stime, cutime and cstime: the 14th to 17th fields of the line.
        table[process] = (parent, fields[12...15].reduce(0) { $0 + (Int($1) ?? 0) })
      }
    #endif
    return table
  }

  /// Every process below `pid` in `table`, its children and theirs.
  private static func descendants(
    of pid: pid_t, in table: [pid_t: (parent: pid_t, ticks: Int)]
  ) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for (process, entry) in table {
      children[entry.parent, default: []].append(process)
    }
    var found: [pid_t] = []
    var next = children[pid] ?? []
    while let process = next.popLast() {
      found.append(process)
      next += children[process] ?? []
    }
    return found
  }

  /// Records that the child has been waited for; returns whether it was stopped for taking too long.
  func finish() -> Bool {
    defer { ended.signal() }
    return state.withLock { state in
      state.finished = true
      return state.timedOut
    }
  }
}

/// How the child `pid` ended: its exit status, or the number of the signal that ended it. It is waited for
/// as it happens, and not reaped, so that Foundation's `Process`, which reaps it, still can; `nil` when it
/// has been reaped already. Why not wait on the `Process`: its `waitUntilExit()` looks only every 50 ms, and
/// on Linux Foundation learns of the end from a socket that a child another thread starts at the same moment
/// may inherit, and then waits as long as that child lives.
package func childEnding(of pid: pid_t) -> (status: Int32, signalled: Bool)? {
  var info = siginfo_t()
  var result: Int32
  repeat {
    result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT)
  } while result == -1 && errno == EINTR
  guard result == 0 else { return nil }
  #if os(Linux)
    let status = info._sifields._sigchld.si_status
  #else
    let status = info.si_status
  #endif
  return (status, info.si_code == CLD_KILLED || info.si_code == CLD_DUMPED)
}
