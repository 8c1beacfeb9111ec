import Foundation
import Localization
import Synchronization
import TerminalKit
import TestSupport
import TopMoviesApp
import Tracing

@testable import WorkbookCommandLine
@testable import WorkbookStageCommands
@testable import WorkbookStageTools

/// What a lesson's block must be, worked out from the code: the text it must hold, or what is wrong
/// with it.
enum Expectation: Equatable {
  /// The block must hold exactly these lines; `UPDATE_LESSONS=1` writes them in.
  case generated(source: String, lines: [String])
  /// The block was checked; these are the problems found (none: it is right).
  case checked(problems: [String])
  /// A block the guard does not check (`text`).
  case unchecked
}

/// Works out, for each block of a lesson, what the real code says it must be.
struct LessonChecker {
  /// The repository: the folder with `Package.swift`.
  let root: URL
  /// The folder that holds the built stages.
  let binaries: URL

  /// Languages whose blocks need no marker and are not checked.
  static let uncheckedLanguages: Set<String> = ["text"]
  /// What each command line printed, kept for the whole test run: a lesson's English and Chinese pages
  /// show the same samples, and many pages draw the same trace. (Two pages that ask at the same moment
  /// may both run it: the run awaits, and the pages are checked in parallel.)
  @MainActor private static var runs: [[String]: [String]] = [:]
  /// Swift names a diagram may use that no source here declares.
  static let swiftNames: Set<String> = ["AnyObject", "MainActor", "Sendable"]

  func expectation(for block: LessonDocument.Block, in document: LessonDocument) async
    -> Expectation
  {
    let lines = document.text(of: block)
    switch (block.language, block.marker?.kind) {
    case ("swift", "excerpt"):
      return excerpt(block.marker!.argument)
    case ("console", _):
      return await output(lines, in: document.pageLanguage)
    case ("mermaid", "sequence"):
      return await sequence(block.marker!.argument, in: document.pageLanguage)
    case ("mermaid", "flow"):
      return await flow(block.marker!.argument, in: document.pageLanguage)
    case ("mermaid", "components"):
      return .checked(problems: await components(lines, stages: block.marker!.argument))
    case ("sh", _):
      return .checked(problems: paths(in: lines))
    case (let language, _) where Self.uncheckedLanguages.contains(language):
      return .unchecked
    default:
      let kinds = "excerpt (swift), sequence, flow or components (mermaid)"
      return .checked(problems: [
        "a ```\(block.language) block needs a marker comment on the line before it: \(kinds)"
      ])
    }
  }

  // MARK: Excerpts

  /// `Sources/Stage1MVVM/MovieListViewModel.swift#protocols`: the lines between `// lesson:begin protocols`
  /// and `// lesson:end protocols` in that file, without their common indentation.
  func excerpt(_ reference: String) -> Expectation {
    let parts = reference.split(separator: "#", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      return .checked(problems: ["the excerpt '\(reference)' names no region: write FILE#REGION"])
    }
    let (file, region) = (parts[0], parts[1])
    guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    else {
      return .checked(problems: ["the excerpt names \(file), which does not exist"])
    }
    let lines = TestSupport.lines(of: text)
    guard let found = LessonMarkup.region(region, in: lines) else {
      return .checked(problems: [
        "\(file) has no region '\(region)' (// lesson:begin \(region) … // lesson:end \(region))"
      ])
    }
    let body = Array(lines[(found.lowerBound + 1)..<found.upperBound])
    let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return .generated(
      source: reference, lines: body.map { String($0.dropFirst(min(indent, $0.count))) })
  }

  // MARK: Outputs

  /// A console block: `$ swift run COMMAND [| filter]…` on its first line, then what the command prints.
  /// The command speaks the page's language: a Chinese page's commands say `--lang zh-Hans`, so that a
  /// learner who copies one sees what the page shows, whatever their locale.
  func output(_ lines: [String], in language: Language) async -> Expectation {
    let prompt = "$ swift run "
    guard let first = lines.first, first.hasPrefix(prompt) else {
      return .checked(problems: [
        "a console block must start with '\(prompt)…', the command it shows"
      ])
    }
    let command = String(first.dropFirst(prompt.count))
    do {
      let printed = try await run(command, in: language)
      // A filter that matches nothing (`grep renamed` on a Chinese page) would leave an empty sample.
      guard !printed.isEmpty else {
        return .checked(problems: ["'swift run \(command)' prints nothing: check its filters"])
      }
      return .generated(source: "swift run " + command, lines: [first] + printed)
    } catch {
      return .checked(problems: ["'swift run \(command)' cannot be checked: \(error.message)"])
    }
  }

  /// The lines `command` prints (a stage, or `workbook compare`), passed through the pipeline's filters.
  func run(_ command: String, in language: Language) async throws(CheckError) -> [String] {
    let pipeline = LessonMarkup.shellPipeline(command)
    guard let words = pipeline.first, let product = words.first else {
      throw CheckError("no command")
    }
    let (given, arguments): (Language?, [String])
    do {
      (given, arguments) = try Language.take(from: Array(words.dropFirst()))
    } catch {
      throw CheckError(error.message)
    }
    guard (given ?? .english) == language else {
      throw CheckError(
        language == .english
          ? "an English page shows English: leave out --lang"
          : "a Chinese page shows Chinese: write --lang \(language.rawValue) after '\(product)'")
    }
    var lines = try await runProduct(product, arguments, in: language)
    for filter in pipeline.dropFirst() {
      lines = try apply(filter, to: lines)
    }
    return lines
  }

  /// Runs a stage, `workbook compare` on the built stages, or `workbook diff`, in `language` whatever the
  /// locale of the tests, and returns its output lines. A stage runs in this process, through the `run`
  /// that its executable's `main()` calls, with no environment: a fraction of what starting the built
  /// executable takes (the end-to-end tests start the executables themselves).
  @MainActor func runProduct(_ product: String, _ arguments: [String], in language: Language)
    async throws(CheckError) -> [String]
  {
    let key = [product, language.rawValue] + arguments
    if let known = Self.runs[key] { return known }
    let text: String
    if product == "workbook" {
      let output = RecordedOutput()
      let errors = RecordedOutput()
      let rest = Array(arguments.dropFirst())
      let status: Int32? = await Language.$current.withValue(language) {
        switch arguments.first {
        case "compare":
          await CompareCommand.run(
            rest, output: output, errors: errors, environment: Environment(),
            locator: { [binaries] _ in binaries })
        case "diff":
          await DiffCommand.run(
            rest, output: output, errors: errors, environment: Environment(),
            differ: DiffCommand.git(in: root))
        default:
          nil
        }
      }
      guard let status else {
        throw CheckError("only 'workbook compare' and 'workbook diff' can be shown")
      }
      guard status == 0 else { throw CheckError("workbook failed: \(errors.text)") }
      text = output.text
    } else {
      guard let stage = TestedStage(product)?.app else {
        throw CheckError("'\(product)' is not a stage")
      }
      let output = RecordedOutput()
      let errors = RecordedOutput()
      let status = await stage.run(
        arguments + ["--lang", language.rawValue], output: output, errors: errors,
        environment: Environment())
      guard status == 0 else { throw CheckError("\(product) failed: \(errors.text)") }
      text = output.text
    }
    var lines = TestSupport.lines(of: text)
    if lines.last == "" {
      lines.removeLast()
    }
    Self.runs[key] = lines
    return lines
  }

  /// `head -n N`, `tail -n N`, `grep TEXT` and `grep -v TEXT` (fixed text, not a pattern).
  func apply(_ filter: [String], to lines: [String]) throws(CheckError) -> [String] {
    switch filter.first {
    case "head" where filter.count == 3 && filter[1] == "-n":
      guard let count = Int(filter[2]) else { break }
      return Array(lines.prefix(count))
    case "tail" where filter.count == 3 && filter[1] == "-n":
      guard let count = Int(filter[2]) else { break }
      return Array(lines.suffix(count))
    case "grep" where filter.count == 2:
      return lines.filter { $0.contains(filter[1]) }
    case "grep" where filter.count == 3 && filter[1] == "-v":
      return lines.filter { !$0.contains(filter[2]) }
    default:
      break
    }
    throw CheckError("'\(filter.joined(separator: " "))' is not a filter the lessons use")
  }

  // MARK: Diagrams

  /// `Stage1MVVM --script "reload; quit"`: the sequence diagram of the script's last action, drawn
  /// from the stage's trace in the page's language.
  func sequence(_ command: String, in language: Language) async -> Expectation {
    do {
      let trace = Diagram.lastAction(
        in: try await traced(command, in: language).joined(separator: "\n"))
      return .generated(
        source: command, lines: lines(of: Diagram.sequence(fromTrace: trace, in: language)))
    } catch {
      return .checked(problems: ["the sequence '\(command)' cannot be drawn: \(error.message)"])
    }
  }

  /// `--script "tap 1; quit"`: the flowchart of the script's last action in every stage, in the page's
  /// language (the stages' titles too: `第 1 阶段 MVVM`).
  func flow(_ arguments: String, in language: Language) async -> Expectation {
    do {
      var stages: [(title: String, trace: String)] = []
      for stage in WorkbookStage.all {
        let output = try await traced(stage.product + " " + arguments, in: language)
          .joined(separator: "\n")
        let title = Language.$current.withValue(language) { stage.title }
        stages.append((title, Diagram.lastAction(in: output)))
      }
      return .generated(
        source: "flow: " + arguments,
        lines: lines(of: Diagram.flowchart(fromTraces: stages, in: language)))
    } catch {
      return .checked(problems: ["the flow '\(arguments)' cannot be drawn: \(error.message)"])
    }
  }

  /// A stage's output with tracing on and no delay, in `language`. A trace line is written whole, never
  /// wrapped, so the default width serves. A trace names its roles and calls in English in either language,
  /// but an error's text is the run's own (`error: 网络不可用…`), so a Chinese page's diagram reads the
  /// Chinese run, and `Diagram` writes the rest of it in Chinese.
  func traced(_ command: String, in language: Language = .english) async throws(CheckError)
    -> [String]
  {
    let words = LessonMarkup.shellWords(command)
    guard let product = words.first else { throw CheckError("no stage named") }
    return try await runProduct(
      product, Array(words.dropFirst()) + ["--latency", "0", "--trace"],
      in: language)
  }

  /// What is wrong with a component diagram of `stages` (`Stage1MVVM`, or several separated by spaces):
  /// every type it names must be declared in those stages (or the shared modules), every method it names
  /// must exist there, and for one stage, its roles must be exactly the roles that the stage's trace shows.
  func components(_ lines: [String], stages: String) async -> [String] {
    let products = stages.split(separator: " ").map(String.init)
    var problems: [String] = []
    let folders =
      products.map { "Sources/\($0)" } + [
        "Sources/Entities", "Sources/Tracing", "Sources/TextWidth", "Sources/TerminalKit",
        "Sources/CommandLineOptions", "Sources/TopMoviesApp",
      ]
    let declarations = Declarations(folders.map { root.appendingPathComponent($0) })
    let shown = Set(nodeLabels(in: lines.joined(separator: "\n")))
    // A node's id is its role without spaces (`DetailPresenter` for `Detail Presenter`), as Mermaid
    // needs.
    let allRoles = Self.standardRoles.union(shown).union(shown.map { $0.filter { $0 != " " } })
    let tokens = identifiers(in: lines.joined(separator: "\n"))
    for token in tokens {
      if token.isCall {
        if !declarations.members.contains(token.name) {
          problems.append(
            "'\(token.name)(…)' is not a method or property in \(folders.joined(separator: ", "))")
        }
      } else if token.isTypeLike, !allRoles.contains(token.name),
        !Self.swiftNames.contains(token.name),
        !declarations.types.contains(token.name)
      {
        problems.append(
          "'\(token.name)' is neither a role nor a type declared in \(folders.joined(separator: ", "))"
        )
      }
    }
    guard products.count == 1 else { return problems }
    do {
      let output = try await traced(products[0] + " --script \"reload; tap 1; watch; back; quit\"")
      let messages = Diagram.messages(in: output.joined(separator: "\n"))
      let traced = Set(
        messages.flatMap { [$0.sender.outsideListModule.name, $0.receiver.outsideListModule.name] })
      for role in traced.subtracting(shown).sorted() {
        problems.append(
          "the trace of \(products[0]) shows the role \(role), which the diagram leaves out")
      }
      for role in shown.subtracting(traced).sorted() {
        problems.append(
          "the diagram shows the role \(role), which \(products[0])'s trace never shows")
      }
    } catch {
      problems.append("\(products[0]) cannot be traced: \(error.message)")
    }
    return problems
  }

  /// The roles every stage's trace names; a stage may name more (`Detail View`).
  static let standardRoles = Set(
    [Role.user, .view, .viewModel, .presenter, .interactor, .router, .worker, .service].map(\.name))

  /// The role each node of a component diagram stands for: the first line of its label, as in
  /// `View["View<br/>MovieListViewController"]` or `User(["User"])`. A Chinese page names the role in
  /// Chinese with the trace's name in parentheses, `View["视图（View）<br/>…"]`: the role is `View`.
  func nodeLabels(in text: String) -> [String] {
    text.components(separatedBy: "[\"").dropFirst().map { rest in
      let label = rest.prefix { $0 != "\"" }
      let firstLine = label.components(separatedBy: "<br/>")[0]
      guard firstLine.hasSuffix("）"), let open = firstLine.firstIndex(of: "（") else {
        return firstLine
      }
      return String(
        firstLine[firstLine.index(after: open)..<firstLine.index(before: firstLine.endIndex)])
    }
  }

  // MARK: Paths

  /// The repository paths (`Sources/…`, `Stages/…`, `Exercises/…`, `Tests/…`) in shell commands, that
  /// do not exist.
  func paths(in lines: [String]) -> [String] {
    let prefixes = ["Sources/", "Stages/", "Exercises/", "Tests/"]
    return lines.flatMap { LessonMarkup.shellWords($0) }.filter { word in
      prefixes.contains { word.hasPrefix($0) }
        && !FileManager.default.fileExists(atPath: root.appendingPathComponent(word).path)
    }.map { "the command names \($0), which does not exist" }
  }
}

/// Why a block cannot be checked.
struct CheckError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}

/// The names the Swift files in some folders declare: types, and methods, properties and cases.
struct Declarations: Sendable {
  var types: Set<String> = []
  var members: Set<String> = []

  init(_ folders: [URL]) {
    for folder in folders {
      let declared = Self.declarations(in: folder)
      types.formUnion(declared.types)
      members.formUnion(declared.members)
    }
  }

  private init() {}

  /// Each folder's, kept for the test run: every component diagram of every page reads them.
  private static let cache = Mutex<[URL: Declarations]>([:])

  private static func declarations(in folder: URL) -> Declarations {
    if let known = cache.withLock({ $0[folder] }) { return known }
    var declared = Declarations()
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for file in files where file.hasSuffix(".swift") {
      guard
        let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      else { continue }
      var keyword = ""
      for word in words(in: text) {
        switch keyword {
        case "class", "struct", "enum", "protocol", "actor", "typealias":
          declared.types.insert(word)
        case "func", "var", "let", "case": declared.members.insert(word)
        default: break
        }
        keyword = word
      }
    }
    cache.withLock { $0[folder] = declared }
    return declared
  }

  /// The words of Swift code, in order: its runs of ASCII letters, digits and `_`. The code's names are ASCII,
  /// so its bytes are read from the string's storage: in a debug build, much faster than its Characters.
  private static func words(in text: String) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      func isInWord(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20  // ASCII's upper case is its lower case less 0x20.
        return byte == UInt8(ascii: "_")
          || (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      }
      var words: [String] = []
      var index = 0
      while index < bytes.count {
        guard isInWord(bytes[index]) else {
          index += 1
          continue
        }
        let start = index
        while index < bytes.count, isInWord(bytes[index]) { index += 1 }
        words.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
      }
      return words
    }
  }
}

/// A name in a diagram's text.
struct Identifier: Equatable {
  let name: String
  /// Followed by `(`: a method.
  let isCall: Bool

  /// Written as a Swift type is: `MovieListView`, `ViewModel` (at least two capitalised words).
  var isTypeLike: Bool {
    guard let first = name.first, first.isUppercase else { return false }
    let humps = name.indices.filter { index in
      name[index].isUppercase && name.index(after: index) < name.endIndex
        && !name[name.index(after: index)].isUppercase
    }
    return humps.count >= 2 && humps.first == name.startIndex
  }
}

/// The identifiers in `text`, in order.
func identifiers(in text: String) -> [Identifier] {
  var result: [Identifier] = []
  var current = ""
  for character in text + " " {
    if character.isLetter || character.isNumber || character == "_" {
      current.append(character)
      continue
    }
    if let first = current.first, first.isLetter {
      result.append(Identifier(name: current, isCall: character == "(" && first.isLowercase))
    }
    current = ""
  }
  return result
}
