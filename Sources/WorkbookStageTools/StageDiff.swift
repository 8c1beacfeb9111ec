/// The change from one stage's folder to another's, read from git's `diff --no-index -M`, cut down to what a
/// learner should read (`withoutNoise()`, `StageDiffLesson.swift`). Pure functions of text, tested without git.
package struct StageDiff: Equatable, Sendable {
  /// One file's change.
  package struct File: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
      case changed
      case added
      case removed
      /// From the old name to `name`; `similarity` in percent, git's (or, by role, the share of common lines).
      case renamed(from: String, similarity: Int)
      /// Changed, but in none of its code: only in what the list says. Shown as one line, without hunks.
      case changedOnly(in: [Trivia])
    }

    /// The file's name inside its stage's folder: `MovieListView.swift`.
    package var name: String
    package var kind: Kind
    /// Each hunk: its `@@` line, then its lines, each starting with ` `, `+` or `-`.
    package var hunks: [[String]]
  }

  /// What a change can touch without touching the code, in the order a heading names them.
  package enum Trivia: Hashable, Sendable, CaseIterable {
    case comments, strings, traceCalls
  }

  package var files: [File]

  /// Reads `git diff --no-index -M OLD NEW` (without colour), naming each file relative to `old` or `new`.
  package init(gitOutput: String, old: String, new: String) {
    func name(_ path: Substring, in folder: String, side: String) -> String {
      let prefix = [side + "/" + folder + "/", folder + "/"].first { path.hasPrefix($0) }
      return String(path.dropFirst(prefix?.count ?? 0))
    }
    files = []
    var renamedFrom = ""
    var similarity = 0
    for line in gitOutput.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("diff --git ") {
        files.append(File(name: "", kind: .changed, hunks: []))
        renamedFrom = ""
        continue
      }
      guard var file = files.popLast() else { continue }
      defer { files.append(file) }
      if line.hasPrefix("similarity index "), let percent = Int(line.dropFirst(17).dropLast()) {
        similarity = percent
      } else if line.hasPrefix("rename from ") {
        renamedFrom = name(line.dropFirst(12), in: old, side: "a")
      } else if line.hasPrefix("rename to ") {
        file.name = name(line.dropFirst(10), in: new, side: "b")
        file.kind = .renamed(from: renamedFrom, similarity: similarity)
      } else if line == "--- /dev/null" {
        file.kind = .added
      } else if line.hasPrefix("--- ") {
        if case .renamed = file.kind { continue }
        file.name = name(line.dropFirst(4), in: old, side: "a")
      } else if line == "+++ /dev/null" {
        file.kind = .removed
      } else if line.hasPrefix("+++ ") {
        if file.kind != .removed {
          file.name = name(line.dropFirst(4), in: new, side: "b")
        }
      } else if line.hasPrefix("@@") {
        file.hunks.append([String(line)])
      } else if let first = line.first, " +-".contains(first), !file.hunks.isEmpty {
        file.hunks[file.hunks.count - 1].append(String(line))
      }
    }
  }

  /// Whether `gitOutput` is a diff: git exits 1 both when the folders differ and when it cannot read one.
  package static func isDiff(_ gitOutput: String) -> Bool {
    gitOutput.split(separator: "\n").contains { $0.hasPrefix("diff --git ") }
  }

  /// How deep a trace call already `depth` parentheses deep is after `code` (`0`: it closes at the line's end),
  /// or `nil` when it closes before the end. A message's parentheses (`reload()`) balance, so counting works.
  static func traceCall(_ code: some StringProtocol, depth: Int) -> Int? {
    var depth = depth
    for (offset, character) in code.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" {
        depth -= 1
        if depth == 0 { return offset == code.count - 1 ? 0 : nil }
      }
    }
    return depth
  }

  /// The indices of the lines of `hunk` (its `@@` line first) that are noise: a lesson marker, or any line of
  /// a trace call, even one the formatter broke. Each side (` ` and `-`, ` ` and `+`) is read on its own, as
  /// a call spans one side's lines; no call spans more than git's 3 lines of context.
  static func noise(in hunk: [String]) -> Set<Int> {
    var noise = Set<Int>()
    for side: Character in ["-", "+"] {
      var call: [Int] = []
      var depth = 0
      for index in hunk.indices.dropFirst() where [" ", side].contains(hunk[index].first) {
        let code = hunk[index].dropFirst()
        if call.isEmpty {
          if LessonMarkup.isRegionMarker(code) { noise.insert(index) }
          guard code.drop(while: { $0 == " " }).hasPrefix("trace(") else { continue }
        }
        call.append(index)
        let after = traceCall(code, depth: depth)
        if let after, after > 0 {
          depth = after
          continue
        }
        if after == 0 { noise.formUnion(call) }
        (call, depth) = ([], 0)
      }
    }
    return noise
  }

  /// The diff without the noise, and without a hunk or changed file left with no change; a rename stays.
  package func withoutNoise() -> StageDiff {
    var result = self
    result.files = files.compactMap { file in
      var file = file
      file.hunks = file.hunks.compactMap { hunk in
        let noise = Self.noise(in: hunk)
        let lines = hunk.indices.filter { !noise.contains($0) }.map { hunk[$0] }
        return lines.dropFirst().contains { $0.hasPrefix("+") || $0.hasPrefix("-") } ? lines : nil
      }
      return file.hunks.isEmpty && file.kind == .changed ? nil : file
    }
    return result
  }
}
