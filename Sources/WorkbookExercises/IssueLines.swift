import Localization
import TextWidth

/// How one issue of a test reads in a check's report, within the terminal's width: a comparison too wide shows the
/// expressions, the path to the first difference and both values cut around it; a short one says in plain words
/// what was expected and what came; `verbose` shows Swift Testing's whole message.
struct IssueLines {
  let issue: RunnerIssue
  let width: Int
  let verbose: Bool
  /// The Chinese of the tests' messages, keyed by the English (`Exercise.testMessages(root:)`): a `↳` comment
  /// that the table has is shown in Chinese when the learner reads Chinese.
  var messages: [String: String] = [:]

  /// How far an issue's lines are indented under their test.
  static let indent = 6

  /// The lines, then where the issue is, whole, so that a terminal or an editor can open it.
  var lines: [String] {
    let location = issue.location.map { [localized(en: "at ", zh: "位于 ") + $0] } ?? []
    // Swift Testing's words, in the learner's language; `verbose` shows its message as it is.
    let prefix = ExpectationMessage.prefix
    let texts = self.texts.map { text in
      verbose || !text.hasPrefix(prefix)
        ? text : localized(en: prefix, zh: "期望未满足：") + text.dropFirst(prefix.count)
    }
    return texts.flatMap { Self.broken($0, width: width) }
      + location.map { String(repeating: " ", count: Self.indent) + $0 }
  }

  /// The columns a line has after its indent.
  private var room: Int { width - Self.indent }

  /// What the issue says, line by line, before each is fitted to the width.
  private var texts: [String] {
    let message = issue.message.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    // A process that an exit test started said why it crashed: its reason, not its stack trace or its
    // addresses. A source comment that Swift Testing attached (`// Then` above an #expect) says nothing to the
    // learner, nor does a test's English comment to a learner who reads Chinese, unless its table has it.
    let details =
      (verbose
      ? issue.details : issue.details.map { withoutRawAddresses(Self.withoutStackTrace($0)) })
      .map(translated)
      .filter { !$0.hasPrefix("↳ //") && (!$0.hasPrefix("↳ ") || Self.isInLearnersLanguage($0)) }
    let fits = message.allSatisfy { $0.displayWidth <= room }
    guard !verbose else { return message + details }
    if let sentence = Self.exitSentence(issue.message) {
      return [sentence] + details
    }
    guard let comparison = ExpectationMessage(issue.message),
      let difference = ValueDifference(
        actual: Array(comparison.actual.value), expected: Array(comparison.expected.value))
    else {
      return fits
        ? message + details
        : ExpectationMessage.cuttingValues(in: issue.message, toWidth: room / 2)
          .split(separator: "\n").map(String.init)
          + details.map { $0.hasPrefix("± ") ? $0.truncated(toWidth: room) : $0 }
    }
    // Swift Testing's `± inserted […], removed […]` says less than the values in plain words.
    let others = details.filter { !$0.hasPrefix("± ") }
    let plain = Self.plainWords(
      expected: comparison.expected.value, actual: comparison.actual.value)
    if fits {
      guard others.count < details.count else { return message + details }
      return message + [plain.displayWidth <= room ? plain : pathLine(comparison, difference)]
        + others
    }
    let sources =
      Self.oneLine(comparison.actual.source) + " == " + Self.oneLine(comparison.expected.source)
    let shown =
      plain.displayWidth <= room
      ? [plain] : [pathLine(comparison, difference)] + excerpts(comparison, difference)
    return [ExpectationMessage.prefix + sources] + shown + others
  }

  /// A `↳` comment in Chinese when the learner reads Chinese and `messages` has it; any other detail as it is.
  private func translated(_ detail: String) -> String {
    guard Language.current == .simplifiedChinese, detail.hasPrefix("↳ "),
      let chinese = messages[String(detail.dropFirst(2))]
    else { return detail }
    return "↳ " + chinese
  }

  /// Whether `text` can be read in `Language.current`: any text in English, one with a Chinese character in
  /// Chinese.
  private static func isInLearnersLanguage(_ text: String) -> Bool {
    Language.current == .english
      || text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  /// `expected [true, false], got [false, false]`.
  private static func plainWords(expected: String, actual: String) -> String {
    localized(en: "expected \(expected), got \(actual)", zh: "期望 \(expected)，实际是 \(actual)")
  }

  /// `display.viewModels[0].displayedReviews[3].author: expected "Anonymous", got "   "`: from the actual
  /// value's expression when it is a plain name (`sut.movies`). A value wider than half a line is cut; a long
  /// path is not, and the line wraps after it instead, so that a short value is always shown whole.
  private func pathLine(_ comparison: ExpectationMessage, _ difference: ValueDifference) -> String {
    let source = comparison.actual.source
    let root =
      source.allSatisfy { $0.isLetter || $0.isNumber || "_.?!".contains($0) } ? source : ""
    var path = root + difference.path
    if root.isEmpty, path.hasPrefix(".") {
      path.removeFirst()
    }
    let lead = path.isEmpty ? "" : path + localized(en: ": ", zh: "：")
    let words = Self.plainWords(expected: difference.expected, actual: difference.actual)
    guard lead.displayWidth + words.displayWidth > room else { return lead + words }
    let part = max(10, (room - Self.plainWords(expected: "", actual: "").displayWidth) / 2)
    return lead
      + Self.plainWords(
        expected: difference.expected.truncated(toWidth: part),
        actual: difference.actual.truncated(toWidth: part))
  }

  /// Both values on a line each, cut so that where they differ starts at the same column in both.
  private func excerpts(_ comparison: ExpectationMessage, _ difference: ValueDifference) -> [String]
  {
    let labels = [localized(en: "expected:", zh: "期望："), localized(en: "got:", zh: "实际：")]
    let labelWidth = (labels.map(\.displayWidth).max() ?? 0) + 1
    let values = [
      (comparison.expected.value, difference.expectedOffset),
      (comparison.actual.value, difference.actualOffset),
    ]
    return zip(labels, values).map { label, value in
      label.padded(toWidth: labelWidth)
        + Self.excerpt(of: value.0, around: value.1, width: room - labelWidth)
    }
  }

  /// `text` cut to `width` columns around `offset` (in `Character`s): a third of the line before it, the rest
  /// after, with `…` where something was cut.
  static func excerpt(of text: String, around offset: Int, width: Int) -> String {
    let characters = Array(text).map { $0.isNewline ? " " : $0 }
    var start = min(offset, characters.count)
    var used = 0
    while start > 0, used + characters[start - 1].displayWidth <= width / 3 - 1 {
      start -= 1
      used += characters[start].displayWidth
    }
    let head = (start > 0 ? "…" : "") + String(characters[start..<min(offset, characters.count)])
    let tail = String(characters[min(offset, characters.count)...])
    return head + tail.truncated(toWidth: width - head.displayWidth)
  }

  /// An expression written over several lines, on one: `[ "Heat", "Alien", ]` is `["Heat", "Alien"]`.
  static func oneLine(_ source: String) -> String {
    var result = ""
    for line in source.split(separator: "\n") {
      let piece = String(line.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      if let first = piece.first, ")]".contains(first), result.last == "," {
        result.removeLast()
      }
      let joins =
        result.isEmpty || "([".contains(result.last ?? " ") || ")]".contains(piece.first ?? " ")
      result += (joins ? "" : " ") + piece
    }
    return result
  }

  /// An exit test's expectation as a sentence: `Expectation failed: .success → .signal(SIGABRT → 6)` says that
  /// the code crashed with SIGABRT where the test expected it to finish.
  private static func exitSentence(_ message: String) -> String? {
    let parts = message.dropFirst(ExpectationMessage.prefix.count).components(separatedBy: " → ")
    guard message.hasPrefix(ExpectationMessage.prefix), parts.count >= 2,
      let expected = [".success": true, ".failure": false][parts[0]]
    else { return nil }
    let wanted = expected ? localized(en: "finish", zh: "正常结束") : localized(en: "fail", zh: "失败")
    if parts[1].hasPrefix(".signal("), parts.count == 3 {
      let signal = parts[1].dropFirst(".signal(".count)
      return localized(
        en: "the code crashed with \(signal) where the test expected it to \(wanted)",
        zh: "代码因 \(signal) 崩溃了，而测试期望它\(wanted)")
    }
    guard parts.count == 2, parts[1].hasPrefix(".exitCode("), parts[1].hasSuffix(")") else {
      return nil
    }
    let status = parts[1].dropFirst(".exitCode(".count).dropLast()
    return localized(
      en: "the code exited with status \(status) where the test expected it to \(wanted)",
      zh: "代码以退出状态 \(status) 结束了，而测试期望它\(wanted)")
  }

  /// A detail without the stack trace that a crashed process printed after its reason.
  private static func withoutStackTrace(_ detail: String) -> String {
    guard let trace = detail.range(of: "\nCurrent stack trace:") else { return detail }
    return String(detail[..<trace.lowerBound])
  }

  /// `text` in lines of at most `width` columns, the first indented by `indent` and the others by 2 more: broken
  /// at the last space that fits, and inside a word only where none does, but for a path (`File.swift:12`),
  /// which is never cut. Unlike `wrapped(toWidth:)`, it keeps the spaces inside a line as they are: in a value,
  /// `"   "` is not `" "`.
  static func broken(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var rest = Array(text)
    var indent = Self.indent
    while true {
      let room = max(10, width - indent)
      var (used, end, space) = (0, 0, 0)
      while end < rest.count, used + rest[end].displayWidth <= room {
        if rest[end] == " " { space = end }
        used += rest[end].displayWidth
        end += 1
      }
      let pad = String(repeating: " ", count: indent)
      if end == rest.count {
        return lines + [pad + String(rest)]
      }
      var cut = rest[end] == " " ? end : space > 0 ? space : end
      if cut == end, rest[end] != " " {
        // A path is never cut in two, so that a terminal or an editor can open it: it overflows instead.
        let word = rest[cut...].prefix { $0 != " " }
        if String(rest[space...].prefix(cut - space) + word).contains(".swift:") {
          cut += word.count
          if cut == rest.count { return lines + [pad + String(rest)] }
        }
      }
      lines.append(pad + String(rest[..<cut]))
      rest = Array(rest[(rest[cut] == " " ? cut + 1 : cut)...])
      indent = Self.indent + 2
    }
  }
}

/// `text` without the raw addresses that say nothing to the learner: `object 0x7f4b… was already destroyed`
/// becomes `object was already destroyed`, and `Aborted at 0x…` becomes `Aborted`.
package func withoutRawAddresses(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var kept: [Substring] = []
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if word.hasPrefix("0x"), word.count >= 10, word.dropFirst(2).allSatisfy(\.isHexDigit) {
        if kept.last == "at" { kept.removeLast() }
      } else {
        kept.append(word)
      }
    }
    return kept.joined(separator: " ")
  }.joined(separator: "\n")
}
