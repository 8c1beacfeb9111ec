import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives a test process a deadline of its own, so that it never outlives its time limit, even when the workbook
/// that started it is killed outright (`kill -9`) and cannot stop it. The workbook starts the tests through its
/// own executable, `workbook --run-with-deadline SECONDS PROGRAM ARGUMENTS…`, which sets an alarm and becomes
/// PROGRAM: an alarm outlives `exec`, and SIGALRM ends a program that does not handle it, as a test runner does not.
package enum DeadlineLauncher {
  static let flag = "--run-with-deadline"

  /// The words that start `program` through `launcher` (the workbook's executable) with a deadline of `timeout`,
  /// rounded up to whole seconds, as `alarm` counts them.
  package static func arguments(launcher: String, timeout: Duration, program: [String]) -> [String]
  {
    let seconds = timeout.components.seconds + (timeout.components.attoseconds > 0 ? 1 : 0)
    return [launcher, flag, String(max(1, seconds))] + program
  }

  /// When `arguments` (the command line without the executable's name) ask for a deadline, becomes the program
  /// they name and never returns; returns the exit status when that program cannot be started, and `nil` when
  /// they ask for something else.
  package static func runIfAsked(_ arguments: [String]) -> Int32? {
    guard arguments.first == flag else { return nil }
    guard arguments.count >= 3, let seconds = UInt32(arguments[1]), seconds > 0 else {
      FileHandle.standardError.write(
        Data("Error: \(flag) takes a number of seconds and a program to run.\n".utf8))
      return 64
    }
    let program = Array(arguments.dropFirst(2))
    alarm(seconds)
    let words = program.map { strdup($0) } + [nil]
    execvp(program[0], words)
    // Only reached when the program could not be started.
    let reason = String(cString: strerror(errno))
    FileHandle.standardError.write(Data("Could not run \(program[0]): \(reason)\n".utf8))
    return 127
  }
}
