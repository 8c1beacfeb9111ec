import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the workbook does on every signal that ends a terminal session, Ctrl-C (SIGINT), SIGTERM and a closed
/// terminal (SIGHUP): it ends every child process it started (builds, tests and stages run in process groups of
/// their own, which the terminal's signals do not reach), ends the line a spinner may be drawing, and exits 130,
/// 143 or 129 (128 plus the signal's number), as shells expect.
@MainActor package enum StopSignals {
  /// The sources that handle the signals, kept for the life of the process: a released source stops.
  private static var sources: [any DispatchSourceSignal] = []

  /// Starts handling SIGINT, SIGTERM and SIGHUP as described above; call it once, first thing.
  package static func install() {
    guard sources.isEmpty else { return }
    sources = [SIGINT, SIGTERM, SIGHUP].map(source)
  }

  /// A source that handles `number`. Not on the main actor: its handler runs on a queue of Dispatch's own, and a
  /// closure made on the main actor would insist on running there.
  nonisolated private static func source(_ number: Int32) -> any DispatchSourceSignal {
    // The default action would end the workbook at once, and leave its children running.
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
      RunnerProcess.stopAll()
      if isatty(1) == 1 {
        _ = write(1, "\n", 1)
      }
      exit(128 + number)
    }
    source.resume()
    return source
  }
}
