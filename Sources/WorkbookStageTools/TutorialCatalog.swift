import Foundation
import Localization

/// The stages' tutorial in Apple's DocC format, `Stages/Tutorial.docc` (and `Tutorial.zh-Hans.docc`). Its steps'
/// code and diagrams are made by `assemble` from the real sources into a copy that `docc` builds: a step always
/// shows the code as it is, and a name that no longer matches stops the build.
package struct TutorialCatalog: Sendable {
  /// The repository: the folder with `Package.swift`.
  package let root: URL
  package let language: Language

  package init(root: URL, language: Language) {
    self.root = root
    self.language = language
  }

  /// The catalog's folder in the repository: `Stages/Tutorial.docc`, `Stages/Tutorial.zh-Hans.docc`.
  package var folder: String {
    language == .english ? "Stages/Tutorial.docc" : "Stages/Tutorial.zh-Hans.docc"
  }

  /// The table of contents' file and page; its display name, after which DocC names the chapters' folder, is
  /// the file's, to put them in the same folder.
  package static let tableOfContents = (
    file: "TopMovies.tutorial", page: "tutorials/topmovies", displayName: "TopMovies"
  )

  /// The chapters' files, one for each stage in the workbook's order: `Stage1MVVM.tutorial`.
  package static let chapters = WorkbookStage.all.map { $0.product + ".tutorial" }

  /// Where DocC puts a chapter's page under the site's root: `tutorials/topmovies/stage1mvvm`.
  package static func page(ofChapter file: String) -> String {
    tableOfContents.page + "/" + file.dropLast(".tutorial".count).lowercased()
  }

  /// What a chapter names that `assemble` makes.
  package enum Resource: Equatable, Sendable {
    /// `Stage1MVVM.MovieListViewModel.swift`: that file without the lessons' region markers;
    /// `Stage3VIPER.MovieListModule-without-output.swift`: without its region `output` too, as before it.
    case code(path: String, without: String?)
    /// `Stage1MVVM.sequence-2.svg`: the second sequence diagram of `Stages/Stage1MVVM.md`, from the same run.
    case sequence(lesson: String, number: Int)

    /// The resource a chapter's `name` stands for; `nil` for a name that follows neither convention.
    package init?(name: String) {
      let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty else { return nil }
      let (folder, rest) = (parts[0], parts[1])
      if rest.hasPrefix("sequence-"), rest.hasSuffix(".svg"),
        let number = Int(rest.dropFirst("sequence-".count).dropLast(".svg".count)), number > 0
      {
        self = .sequence(lesson: folder, number: number)
      } else if rest.hasSuffix(".swift"), !rest.contains("/") {
        let stem = rest.dropLast(".swift".count)
        let cut = stem.range(of: "-without-")
        let region = cut.map { String(stem[$0.upperBound...]) }
        guard region != "" else { return nil }
        let file = stem[..<(cut?.lowerBound ?? stem.endIndex)]
        self = .code(path: "Sources/\(folder)/\(file).swift", without: region)
      } else {
        return nil
      }
    }
  }

  /// A resource's name as a chapter writes it, and that chapter's file.
  package struct Reference: Equatable, Sendable {
    package let chapter: String
    package let name: String
  }

  /// Every `file:`, `previousFile:` and `source:` of the catalog's `.tutorial` files, each once, in order.
  package func references() throws(StageToolError) -> [Reference] {
    var found: [Reference] = []
    for chapter in [Self.tableOfContents.file] + Self.chapters {
      let text = try read(folder + "/" + chapter)
      for key in ["file: \"", "previousFile: \"", "source: \""] {
        var rest = text[...]
        while let start = rest.range(of: key) {
          let value = rest[start.upperBound...].prefix { $0 != "\"" }
          rest = rest[start.upperBound...]
          if !found.contains(where: { $0.name == value }) {
            found.append(Reference(chapter: chapter, name: String(value)))
          }
        }
      }
    }
    return found
  }

  /// The code of a step: the file without the lessons' region markers, and without `region`.
  package func code(at path: String, without region: String?) throws(StageToolError) -> String {
    var lines = try read(path).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if let region {
      guard let range = LessonMarkup.region(region, in: lines) else {
        throw StageToolError(
          en:
            "\(path) has no region '\(region)' (// lesson:begin \(region) … // lesson:end \(region))",
          zh: "\(path) 里没有区域 '\(region)'（// lesson:begin \(region) … // lesson:end \(region)）")
      }
      lines.removeSubrange(range)
    }
    return lines.filter { !LessonMarkup.isRegionMarker($0) }.joined(separator: "\n")
  }

  /// The command line the lesson's diagram `number` is drawn from: `Stage1MVVM --script "tap 1; quit"`.
  package func sequenceCommand(lesson: String, number: Int) throws(StageToolError) -> String {
    let path = "Stages/\(lesson).md"
    let commands = try read(path).split(separator: "\n").compactMap { line in
      LessonMarkup.Marker(line: String(line)).flatMap { $0.kind == "sequence" ? $0.argument : nil }
    }
    guard number <= commands.count else {
      throw StageToolError(
        en: "\(path) has \(commands.count) sequence diagrams, not \(number)",
        zh: "\(path) 只有 \(commands.count) 张时序图，没有第 \(number) 张")
    }
    return commands[number - 1]
  }

  /// What is wrong with the catalog's names, one line each naming its chapter; none: `assemble` can make them.
  package func problems() -> [String] {
    do throws(StageToolError) {
      return try references().compactMap { reference -> String? in
        do throws(StageToolError) {
          _ = try make(reference)
          return nil
        } catch {
          return error.message
        }
      }
    } catch {
      return [error.message]
    }
  }

  /// Runs a stage's command line (`Stage1MVVM`, `--script`, `tap 1; quit`) traced; returns what it printed.
  package typealias Tracer = @Sendable ([String]) async throws(StageToolError) -> String

  /// Copies the catalog to `destination` with every code file and diagram (drawn by `trace`) its chapters name.
  package func assemble(into destination: URL, trace: Tracer) async throws(StageToolError) {
    let manager = FileManager.default
    let resources = destination.appendingPathComponent("Resources")
    func cannotWrite(_ url: URL, _ error: any Error) -> StageToolError {
      StageToolError(
        en: "Cannot write \(url.path): \(error.localizedDescription)",
        zh: "无法写入 \(url.path)：\(error.localizedDescription)")
    }
    do {
      try? manager.removeItem(at: destination)
      try manager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try manager.copyItem(at: root.appendingPathComponent(folder), to: destination)
      try manager.createDirectory(at: resources, withIntermediateDirectories: true)
    } catch {
      throw cannotWrite(destination, error)
    }
    for reference in try references() {
      var text = try make(reference)
      if text == nil, case .sequence(let lesson, let number) = Resource(name: reference.name) {
        let command = try sequenceCommand(lesson: lesson, number: number)
        let output = try await trace(LessonMarkup.shellWords(command))
        text = SequenceImage.svg(fromTrace: Diagram.lastAction(in: output))
      }
      let file = resources.appendingPathComponent(reference.name)
      do {
        try Data((text ?? "").utf8).write(to: file)
      } catch {
        throw cannotWrite(file, error)
      }
    }
  }

  /// The text of `reference` when it is code; `nil` for a diagram (drawn from a run) whose command exists.
  private func make(_ reference: Reference) throws(StageToolError) -> String? {
    do throws(StageToolError) {
      switch Resource(name: reference.name) {
      case .code(let path, let region):
        return try code(at: path, without: region)
      case .sequence(let lesson, let number):
        _ = try sequenceCommand(lesson: lesson, number: number)
        return nil
      case nil:
        throw StageToolError(
          en:
            "a name is Folder.File.swift, Folder.File-without-REGION.swift or Lesson.sequence-N.svg",
          zh: "名字应当是 Folder.File.swift、Folder.File-without-REGION.swift 或 Lesson.sequence-N.svg")
      }
    } catch {
      throw StageToolError("\(folder)/\(reference.chapter): \(reference.name): \(error.message)")
    }
  }

  /// The text of the repository's file at `path`.
  private func read(_ path: String) throws(StageToolError) -> String {
    do {
      return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    } catch {
      throw StageToolError(
        en: "\(path) does not exist, or cannot be read", zh: "\(path) 不存在，或者无法读取")
    }
  }
}
