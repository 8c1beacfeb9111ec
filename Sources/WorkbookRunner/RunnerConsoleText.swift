import Foundation
import WorkbookExercises

/// One error from the compiler: its first line (`/…/File.swift:2:56: error: …`) and the excerpt under it.
package struct RunnerDiagnostic: Sendable, Equatable {
  /// The file's path as the compiler printed it.
  package var path: String
  package var lines: [String]
}

/// Why a test process died, as it wrote on its way out: the event stream just stops there.
struct RunnerCrash: Sendable {
  /// The lines that say why (`Exercise01/Rating.swift:8: Fatal error: not written yet`).
  var lines: [String] = []
  /// The source locations of the backtrace's frames (`/…/Rating.swift:8:29`), innermost first.
  var frames: [String] = []
  /// What the first of `frames` called, where the program stopped: a function of a library without source
  /// locations, such as Foundation's `NSString.substring(to:)`, and the library (`libFoundation.so`).
  var call: (function: Substring, library: Substring)?
}

/// Reads what only the console says: the compiler's errors in the output of `swift build`, and why a test
/// process crashed. Test results come from the event stream (`RunnerEventStream`), never from this text.
package enum RunnerConsoleText {
  /// The errors in the output of `swift build`, each once, with the compiler's excerpt of the code.
  package static func diagnostics(in output: String) -> [RunnerDiagnostic] {
    var diagnostics: [RunnerDiagnostic] = []
    var inExcerpt = false
    var seen: Set<Substring> = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      // The excerpt of the last error: `2 | code` and `  |   `- error: …`.
      if inExcerpt, line.drop(while: { $0 == " " || $0.isNumber }).hasPrefix("|") {
        diagnostics[diagnostics.count - 1].lines.append(String(line))
        continue
      }
      inExcerpt = false
      guard let marker = line.range(of: ": error: "), seen.insert(line).inserted else { continue }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { continue }
      diagnostics.append(
        RunnerDiagnostic(path: location.dropLast(2).joined(separator: ":"), lines: [String(line)]))
      inExcerpt = true
    }
    return diagnostics
  }

  /// The fatal error and the backtrace's source locations in the output of a test process that crashed.
  static func crash(in output: String) -> RunnerCrash {
    var crash = RunnerCrash()
    for line in output.split(separator: "\n") {
      let words = line.split(separator: " ")
      // The backtracer's dump of a register (`r14 0x… 46 61 74 61 …  Fatal error: Att`) shows the memory it
      // points to as text, which may read like the reason.
      if words.count > 1, words[0].count <= 4, words[1].hasPrefix("0x") { continue }
      // `File.swift:8: Fatal error: …`, or without a file when the runtime itself stops (an unowned reference).
      if line.contains("Fatal error: ") || line.contains("*** Program crashed") {
        crash.lines.append(withoutRawAddresses(words.joined(separator: " ")))
      } else if let at = line.range(of: " at /", options: .backwards),
        line[at.upperBound...].contains(".swift:")
      {
        // `  3 [ra] 0x… top(_:) + 552 in X.xctest at /…/Exercise01/Movies.swift:15:70`
        crash.frames.append(String(line[line.index(before: at.upperBound)...]))
      } else if crash.frames.isEmpty, let call = libraryCall(in: line) {
        // `  4 [ra] 0x… NSString.substring(to:) + 107 in libFoundation.so`: the last such frame before the first
        // with a location is the call that the code made.
        crash.call = call
      }
    }
    return crash
  }

  /// The function and the library of a backtrace's frame in a library: `NSString.substring(to:)` and
  /// `libFoundation.so` in `  4 [ra] 0x00007f… NSString.substring(to:) + 107 in libFoundation.so`.
  private static func libraryCall(in line: Substring) -> (function: Substring, library: Substring)?
  {
    guard let address = line.range(of: " 0x"),
      let offset = line.range(of: " + ", options: .backwards),
      let library = line.range(of: " in lib", options: .backwards),
      offset.upperBound < library.lowerBound
    else { return nil }
    let function = line[address.upperBound..<offset.lowerBound].drop { $0 != " " }.dropFirst()
    let name = function.hasPrefix("specialized ") ? function.dropFirst(12) : function
    return name.isEmpty ? nil : (name, line[line.index(library.lowerBound, offsetBy: 4)...])
  }
}
