/// The change from one stage's folder to the next's, read from git's `diff --no-index -M` and cut down to
/// what a learner should read: renames named as such, and the lines that only trace or mark a lesson
/// region left out.
///
/// Pure functions of text, so every rule is tested without running git.
package struct StageDiff: Equatable, Sendable {
  /// One file's change.
  package struct File: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
      case changed
      case added
      case removed
      /// From the old name; the new one is `name`. `similarity` is git's estimate, in percent.
      case renamed(from: String, similarity: Int)
    }

    /// The file's name inside its stage's folder: `MovieListView.swift`.
    package var name: String
    package var kind: Kind
    /// Each hunk: its `@@` line, then its lines, each starting with ` `, `+` or `-`.
    package var hunks: [[String]]
  }

  package var files: [File]

  /// Reads the output of `git diff --no-index -M OLD NEW` (without colour), naming each file relative to
  /// `old` or `new`.
  package init(gitOutput: String, old: String, new: String) {
    var files: [File] = []
    func name(_ path: Substring, in folder: String, side: String) -> String {
      var path = String(path)
      for prefix in [side + "/" + folder + "/", folder + "/"] where path.hasPrefix(prefix) {
        path.removeFirst(prefix.count)
        break
      }
      return path
    }
    var renamedFrom: String?
    var similarity = 0
    for line in gitOutput.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("diff --git ") {
        files.append(File(name: "", kind: .changed, hunks: []))
        renamedFrom = nil
      } else if files.isEmpty {
        continue
      } else if line.hasPrefix("similarity index "),
        let percent = Int(line.dropFirst(17).dropLast())
      {
        similarity = percent
      } else if line.hasPrefix("rename from ") {
        renamedFrom = name(line.dropFirst(12), in: old, side: "a")
      } else if line.hasPrefix("rename to ") {
        files[files.count - 1].name = name(line.dropFirst(10), in: new, side: "b")
        files[files.count - 1].kind = .renamed(from: renamedFrom ?? "", similarity: similarity)
      } else if line == "--- /dev/null" {
        files[files.count - 1].kind = .added
      } else if line.hasPrefix("--- ") {
        if case .renamed = files[files.count - 1].kind { continue }
        files[files.count - 1].name = name(line.dropFirst(4), in: old, side: "a")
      } else if line.hasPrefix("+++ ") {
        if line == "+++ /dev/null" {
          files[files.count - 1].kind = .removed
        } else if files[files.count - 1].kind != .removed {
          files[files.count - 1].name = name(line.dropFirst(4), in: new, side: "b")
        }
      } else if line.hasPrefix("@@") {
        files[files.count - 1].hunks.append([String(line)])
      } else if let first = line.first, " +-".contains(first),
        !files[files.count - 1].hunks.isEmpty
      {
        files[files.count - 1].hunks[files[files.count - 1].hunks.count - 1].append(String(line))
      }
    }
    self.files = files
  }

  /// Whether a line of code is only a trace call or a lesson marker: noise when reading the change.
  static func isNoise(_ code: some StringProtocol) -> Bool {
    let trimmed = code.drop { $0 == " " }
    if trimmed.hasPrefix("// lesson:") { return true }
    guard trimmed.hasPrefix("trace(") else { return false }
    // The call is the whole line when the parenthesis it opens closes at the line's end. (A trace message
    // holds balanced parentheses, such as `reload()`, so counting them all is enough.)
    var depth = 0
    for (offset, character) in trimmed.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0, character == ")" { return offset == trimmed.count - 1 }
    }
    return false
  }

  /// The diff without the noise: those lines are taken out of every hunk, a hunk left with no change is
  /// dropped, and so is a changed file left with no hunk. A rename stays, even with nothing else changed.
  package func withoutNoise() -> StageDiff {
    var result = self
    result.files = files.compactMap { file in
      var file = file
      file.hunks = file.hunks.compactMap { hunk in
        let lines = [hunk[0]] + hunk.dropFirst().filter { !Self.isNoise($0.dropFirst()) }
        return lines.dropFirst().contains { $0.hasPrefix("+") || $0.hasPrefix("-") } ? lines : nil
      }
      return file.hunks.isEmpty && file.kind == .changed ? nil : file
    }
    return result
  }
}
