/// What makes a diff read as the lesson: renames git cannot see, files whose code did not change, the order.
extension StageDiff {
  /// The renames of a role, by file suffix: View to ViewController (Clean Swift), ViewModel to Interactor (VIPER).
  static let roleRenames = [("View", "ViewController"), ("ViewModel", "Interactor")]

  /// Whether `new` is `old` named after its new role: `MovieListView.swift`, `MovieListViewController.swift`.
  static func isRoleRename(from old: String, to new: String) -> Bool {
    roleRenames.contains { oldRole, newRole in
      let suffix = oldRole + ".swift"
      return old.hasSuffix(suffix) && new == old.dropLast(suffix.count) + newRole + ".swift"
    }
  }

  /// The diff with each removed file that a new file renames by role shown as that rename, with the lines
  /// that changed: git pairs by content alone, and a View that became a ViewController changed too much.
  package func withRoleRenames() -> StageDiff {
    var result = self
    for removed in files where removed.kind == .removed {
      guard
        let index = result.files.firstIndex(where: {
          $0.kind == .added && Self.isRoleRename(from: removed.name, to: $0.name)
        })
      else { continue }
      // A removed file's hunk holds all its lines, each after `-`; a new file's, each after `+`.
      let old = removed.hunks.joined().filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) }
      let new = result.files[index].hunks.joined().filter { $0.hasPrefix("+") }
        .map { String($0.dropFirst()) }
      let (hunks, common) = Self.hunks(from: old, to: new)
      result.files[index].kind = .renamed(
        from: removed.name, similarity: common * 100 / max(old.count, new.count, 1))
      result.files[index].hunks = hunks
      result.files.removeAll { $0 == removed }
    }
    return result
  }

  /// The hunks of `old` becoming `new`, as git writes them (3 lines of context), and how many lines they share.
  static func hunks(from old: [String], to new: [String]) -> (hunks: [[String]], common: Int) {
    // Each line with its gutter, and the number of the lines before it in the old and the new file.
    var lines: [(text: String, old: Int, new: Int)] = []
    var (oldCount, newCount) = (0, 0)
    for row in CompareLayout.align([old, new]) {
      let gutter = row[0] == nil ? "+" : row[1] == nil ? "-" : " "
      lines.append((gutter + (row[0] ?? row[1] ?? ""), oldCount, newCount))
      if row[0] != nil { oldCount += 1 }
      if row[1] != nil { newCount += 1 }
    }
    // The changes, each with its context; ranges whose context meets are one hunk.
    var ranges: [ClosedRange<Int>] = []
    for index in lines.indices where !lines[index].text.hasPrefix(" ") {
      let range = max(0, index - 3)...min(lines.count - 1, index + 3)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    func span(_ start: Int, _ count: Int) -> String {
      // As git writes it: the line before an empty span, and no count for one line.
      "\(count == 0 ? start : start + 1)" + (count == 1 ? "" : ",\(count)")
    }
    let hunks = ranges.map { range in
      let slice = lines[range]
      let first = slice[slice.startIndex]
      let header =
        "@@ -\(span(first.old, slice.count { !$0.text.hasPrefix("+") })) "
        + "+\(span(first.new, slice.count { !$0.text.hasPrefix("-") })) @@"
      return [header] + slice.map(\.text)
    }
    return (hunks, lines.count { $0.text.hasPrefix(" ") })
  }

  /// The diff with each file changed only in comments, strings or trace calls folded, `.changedOnly(in:)`.
  package func folded() -> StageDiff {
    var result = self
    for index in files.indices where files[index].kind == .changed {
      if let trivia = Self.trivia(of: files[index].hunks) {
        result.files[index].kind = .changedOnly(in: trivia)
        result.files[index].hunks = []
      }
    }
    return result
  }

  /// What the changes in `hunks` touch; `nil` when they change code (or only white space, which is shown).
  static func trivia(of hunks: [[String]]) -> [Trivia]? {
    var trivia: Set<Trivia> = []
    var old: [Parts] = []
    var new: [Parts] = []
    for hunk in hunks {
      let noise = noise(in: hunk)
      for (index, line) in hunk.enumerated().dropFirst() where ["-", "+"].contains(line.first) {
        let code = line.dropFirst()
        if noise.contains(index) {
          trivia.insert(LessonMarkup.isRegionMarker(code) ? .comments : .traceCalls)
        } else if line.first == "-" {
          old.append(Parts(code))
        } else {
          new.append(Parts(code))
        }
      }
    }
    // Joined, so that code the formatter broke over other lines still reads the same.
    func joined(_ parts: [Parts], _ part: KeyPath<Parts, String>) -> String {
      parts.map { $0[keyPath: part] }.joined()
    }
    guard joined(old, \.code) == joined(new, \.code) else { return nil }
    if joined(old, \.comment) != joined(new, \.comment) { trivia.insert(.comments) }
    if joined(old, \.strings) != joined(new, \.strings) { trivia.insert(.strings) }
    return trivia.isEmpty ? nil : Trivia.allCases.filter(trivia.contains)
  }

  /// The files in reading order: renamed, new (new roles first), removed, changed, wiring, folded; else git's.
  package func lessonFirst() -> StageDiff {
    let oldRoles = Set(
      files.compactMap { file -> Substring? in
        switch file.kind {
        case .added: nil
        case .renamed(let from, _): Self.role(of: from)
        default: Self.role(of: file.name)
        }
      })
    func rank(_ file: File) -> Int {
      let isWiring = file.name == "App.swift" || file.name.hasSuffix("Module.swift")
      return switch file.kind {
      case .changedOnly: 6
      case _ where isWiring: 5
      case .renamed: 0
      case .added: oldRoles.contains(Self.role(of: file.name)) ? 2 : 1
      case .removed: 3
      case .changed: 4
      }
    }
    var result = self
    result.files = files.enumerated()
      .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
    return result
  }

  /// A file's role, the last word of its name: `Presenter`, `Router` for `MovieListRouterV2.swift`.
  static func role(of name: String) -> Substring {
    var stem = name.hasSuffix(".swift") ? name.dropLast(6) : name[...]
    if let version = stem.lastIndex(of: "V"), stem.index(after: version) < stem.endIndex,
      stem[stem.index(after: version)...].allSatisfy(\.isNumber)
    {
      stem = stem[..<version]
    }
    return stem[(stem.lastIndex(where: \.isUppercase) ?? stem.startIndex)...]
  }

  /// A line of Swift taken apart: its code without white space (interpolations too), its strings' text, and
  /// its comment. A line of a multi-line string or comment counts as code: it is shown, never folded.
  struct Parts {
    var code = ""
    var strings = ""
    var comment = ""

    init(_ line: some StringProtocol) {
      var rest = Substring(line)
      var inString = false
      // The parentheses open inside each interpolation the line is in, innermost last.
      var interpolations: [Int] = []
      while let character = rest.popFirst() {
        if inString {
          if character == "\\", let next = rest.popFirst() {
            if next == "(" {
              (inString, code) = (false, code + "\\(")
              interpolations.append(0)
            } else {
              strings += String([character, next])
            }
          } else if character == "\"" {
            (inString, code) = (false, code + "\"")
          } else {
            strings.append(character)
          }
        } else if character == "/", rest.first == "/" {
          comment = "/" + rest
          break
        } else if character == "\"" {
          (inString, code) = (true, code + "\"")
        } else if !character.isWhitespace {
          code.append(character)
          if character == "(", let depth = interpolations.popLast() {
            interpolations.append(depth + 1)
          } else if character == ")", let depth = interpolations.popLast() {
            // The parenthesis that closes an interpolation goes back into its string.
            if depth == 0 {
              inString = true
            } else {
              interpolations.append(depth - 1)
            }
          }
        }
      }
      comment.removeAll { $0.isWhitespace }
    }
  }
}
