import Foundation

/// One error from the compiler: its first line (`/…/File.swift:2:56: error: …`) and the excerpt under it.
package struct RunnerDiagnostic: Sendable, Equatable {
  /// The file's path as the compiler printed it.
  package var path: String
  package var lines: [String]
}

/// Why a test process died, as it wrote on its way out: the event stream just stops there.
struct RunnerCrash: Sendable, Equatable {
  /// The lines that say why (`Exercise01/Rating.swift:8: Fatal error: not written yet`).
  var lines: [String] = []
  /// The source locations of the backtrace's frames (`/…/Rating.swift:8:29`), innermost first.
  var frames: [String] = []
}

/// Reads what only the console says: the compiler's errors in the output of `swift build`, and why a test
/// process crashed. Test results come from the event stream (`RunnerEventStream`), never from this text.
package enum RunnerConsoleText {
  /// The errors in the output of `swift build`, each once, with the compiler's excerpt of the code.
  package static func diagnostics(in output: String) -> [RunnerDiagnostic] {
    var diagnostics: [RunnerDiagnostic] = []
    var current: RunnerDiagnostic?
    var seen: Set<Substring> = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      // The excerpt: `2 | code` and `  |   `- error: …`.
      if current != nil, line.drop(while: { $0 == " " || $0.isNumber }).hasPrefix("|") {
        current?.lines.append(String(line))
        continue
      }
      if let finished = current {
        diagnostics.append(finished)
        current = nil
      }
      guard let marker = line.range(of: ": error: "), seen.insert(line).inserted else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
      current = RunnerDiagnostic(
        path: location.dropLast(2).joined(separator: ":"), lines: [String(line)])
    }
    if let current {
      diagnostics.append(current)
    }
    return diagnostics
  }

  /// The fatal error and the backtrace's source locations in the output of a test process that crashed.
  static func crash(in output: String) -> RunnerCrash {
    var crash = RunnerCrash()
    for line in output.split(separator: "\n") {
      // `File.swift:8: Fatal error: …`, or without a file when the runtime itself stops (an unowned reference).
      if line.contains("Fatal error: ") || line.contains("*** Program crashed") {
        crash.lines.append(line.trimmingCharacters(in: .whitespaces))
      } else if let at = line.range(of: " at /", options: .backwards),
        line[at.upperBound...].contains(".swift:")
      {
        // `  3 [ra] 0x… top(_:) + 552 in X.xctest at /…/Exercise01/Movies.swift:15:70`
        crash.frames.append(String(line[line.index(before: at.upperBound)...]))
      }
    }
    return crash
  }
}
