// What waiting for a child with `waitid` saves over Foundation's `Process.waitUntilExit()`, which the runner
// would otherwise use: `/bin/true` started RUNS times each way, alternately, as medians.
//
//   swift scripts/bench-process-wait.swift [RUNS]      (default 100)
//
// Every check starts several processes (the compiler, the linker, the tests), so what one wait loses, a
// check loses several times over. (`RunnerProcess` waits the second way; this script does it alone, so that
// it needs nothing of the workbook.)
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100

func started() throws -> Process {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/true")
  try process.run()
  return process
}

/// Foundation's own wait.
func waitingUntilExit() throws -> Double {
  let start = Date()
  let process = try started()
  process.waitUntilExit()
  return Date().timeIntervalSince(start)
}

/// The child's end as it happens, not reaped (`WNOWAIT`), as `RunnerProcess` waits.
func waitingWithWaitid() throws -> Double {
  let start = Date()
  let process = try started()
  var info = siginfo_t()
  while waitid(P_PID, id_t(process.processIdentifier), &info, WEXITED | WNOWAIT) == -1
    && errno == EINTR
  {}
  let elapsed = Date().timeIntervalSince(start)
  process.waitUntilExit()
  return elapsed
}

var foundation: [Double] = []
var waited: [Double] = []
for _ in 0..<runs {
  foundation.append(try waitingUntilExit())
  waited.append(try waitingWithWaitid())
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let (slow, fast) = (median(foundation), median(waited))
print(String(format: "Process.waitUntilExit()  %7.2f ms", slow * 1000))
print(
  String(
    format: "waitid                   %7.2f ms   %.2f ms saved on each process", fast * 1000,
    (slow - fast) * 1000))
