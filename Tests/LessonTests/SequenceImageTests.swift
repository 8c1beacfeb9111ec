import TerminalKit
import Testing

@testable import WorkbookStageTools

#if canImport(FoundationXML)
  import FoundationXML
#else
  import Foundation
#endif

/// `SequenceImage`: a trace's sequence diagram as an SVG image, for DocC, which cannot draw Mermaid.
@Suite("Sequence diagrams as SVG images")
struct SequenceImageTests {
  let trace = """
    Loading the top movies…
    [trace] User → View: didTapOnReload()
    [trace] View → Presenter: reload()
    Top 25 Movies
    [trace] Presenter → Interactor: fetchMovies()
    [trace] Presenter → View: updateWithMoviePresentations(_:)
    """

  /// The image parsed as XML: its root, the `<svg>` element.
  func root(_ svg: String) throws -> XMLElement {
    try #require(XMLDocument(xmlString: svg, options: []).rootElement())
  }

  /// The elements of the image, in document order, whose class holds `kind`.
  func elements(_ svg: String, class kind: String) throws -> [XMLElement] {
    func all(_ element: XMLElement) -> [XMLElement] {
      [element] + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap(all)
    }
    return try all(root(svg)).filter {
      (attribute($0, "class") ?? "").split(separator: " ").contains(Substring(kind))
    }
  }

  /// The attribute `name` of `element`. (Looked up among its attributes: FoundationXML on Linux finds
  /// none by `attribute(forName:)` in an element of a namespace, as every SVG element is.)
  func attribute(_ element: XMLElement, _ name: String) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  /// The number that the attribute `name` of `element` holds.
  func number(_ element: XMLElement, _ name: String) throws -> Double {
    try #require(Double(attribute(element, name) ?? ""))
  }

  /// Each participant's name and the x of its lifeline, left to right as drawn.
  func lifelines(_ svg: String) throws -> [String: Double] {
    let names = try elements(svg, class: "name").map { $0.stringValue ?? "" }
    let xs = try elements(svg, class: "lifeline").map { try number($0, "x1") }
    return Dictionary(uniqueKeysWithValues: zip(names, xs))
  }

  /// How wide the image estimates the label drawn for `message`, at its fixed width per column.
  func width(_ message: String) -> Double {
    Double(message.displayWidth) * SequenceImage.characterWidth
  }

  @Test("Each participant has one box with its name, left to right in order of first appearance")
  func participants() throws {
    let svg = SequenceImage.svg(fromTrace: trace)
    let names = try elements(svg, class: "name")
    #expect(names.map(\.stringValue) == ["User", "View", "Presenter", "Interactor"])
    let xs = try names.map { try number($0, "x") }
    #expect(xs == xs.sorted() && Set(xs).count == xs.count)
    #expect(try elements(svg, class: "lifeline").count == 4)
    #expect(try elements(svg, class: "actor").count == 1)
    #expect(try elements(svg, class: "participant").count == 3)
  }

  @Test("The participants are the Mermaid diagram's: the list module's Presenter is the Presenter")
  func sameParticipantsAsMermaid() throws {
    let trace = """
      [trace] Detail Presenter → List Presenter: changed()
      [trace] Presenter → Interactor: x
      """
    let names = try elements(SequenceImage.svg(fromTrace: trace), class: "name").map(\.stringValue)
    #expect(names == ["Detail Presenter", "Presenter", "Interactor"])
  }

  @Test("Each message is one arrow with its label, top to bottom in the trace's order")
  func arrowsInOrder() throws {
    let svg = SequenceImage.svg(fromTrace: trace)
    let arrows = try elements(svg, class: "message")
    #expect(arrows.count == 4)
    let ys = try arrows.map { try number($0, "y1") }
    #expect(ys == ys.sorted() && Set(ys).count == ys.count)
    #expect(
      try elements(svg, class: "label").map(\.stringValue) == [
        "didTapOnReload()", "reload()", "fetchMovies()", "updateWithMoviePresentations(_:)",
      ])
  }

  @Test("An arrow goes from the sender's lifeline to the receiver's, leftwards for a reply")
  func arrowEnds() throws {
    let svg = SequenceImage.svg(fromTrace: trace)
    let x = try lifelines(svg)
    let ends = try elements(svg, class: "message").map { try (number($0, "x1"), number($0, "x2")) }
    let expected = [
      ("User", "View"), ("View", "Presenter"), ("Presenter", "Interactor"), ("Presenter", "View"),
    ]
    #expect(ends.count == expected.count)
    for ((from, to), (sender, receiver)) in zip(ends, expected) {
      #expect(from == x[sender] && to == x[receiver])
    }
    #expect(
      try elements(svg, class: "message").allSatisfy { attribute($0, "marker-end") != nil })
  }

  @Test("A message to itself is a small loop that leaves and comes back to the lifeline")
  func selfMessage() throws {
    let svg = SequenceImage.svg(
      fromTrace: "[trace] View → View: showDetailView()\n[trace] View → Router: x")
    let x = try lifelines(svg)
    let loop = try #require(try elements(svg, class: "message").first)
    let d = try #require(attribute(loop, "d"))
    let start = try #require(x["View"])
    let lifeline = SequenceImage.number(start)
    #expect(d.hasPrefix("M\(lifeline),") && d.hasSuffix("H\(lifeline)"))
    let label = try #require(try elements(svg, class: "label").first)
    #expect(try number(label, "x") + width("showDetailView()") <= #require(x["Router"]))
  }

  @Test("A long label moves the lifelines apart until it fits between its arrow's two")
  func longLabelFits() throws {
    let long = "showDetailView(for: The Lord of the Rings: The Return of the King, animated: true)"
    let before = "[trace] View → Presenter: a()\n[trace] Presenter → Router: b()\n"
    for trace in [
      "[trace] View → Presenter: \(long)",
      before + "[trace] View → Router: \(long)",
      before + "[trace] Router → View: \(long)",
    ] {
      let svg = SequenceImage.svg(fromTrace: trace)
      let x = try lifelines(svg)
      let label = try #require(try elements(svg, class: "label").last)
      let arrow = try #require(try elements(svg, class: "message").last)
      let ends = try [number(arrow, "x1"), number(arrow, "x2")]
      let (left, right) = (ends.min()!, ends.max()!)
      let middle = try number(label, "x")
      #expect(middle - width(long) / 2 >= left && middle + width(long) / 2 <= right, "\(trace)")
      #expect(right - left > width(long) && x["View"] == left)
    }
    let short = try lifelines(SequenceImage.svg(fromTrace: "[trace] View → Presenter: a()"))
    let wide = try lifelines(SequenceImage.svg(fromTrace: "[trace] View → Presenter: \(long)"))
    #expect(wide["Presenter"]! - wide["View"]! > short["Presenter"]! - short["View"]!)
  }

  @Test("A Chinese character is measured two columns wide, as in a terminal")
  func chineseLabel() throws {
    func gap(_ message: String) throws -> Double {
      let x = try lifelines(SequenceImage.svg(fromTrace: "[trace] View → Presenter: \(message)"))
      return try #require(x["Presenter"]) - #require(x["View"])
    }
    let chinese = "显示肖申克的救赎的详情并把它加入我的片单"
    #expect(chinese.count == 20)
    #expect(try gap(chinese) == gap(String(repeating: "a", count: 40)))
    #expect(try gap(chinese) > gap(String(repeating: "a", count: 20)))
  }

  @Test("Characters that XML reads as markup are written as entities, in names and labels")
  func escaping() throws {
    let message = "update(_:) <T> & \"x\" 'y'"
    let svg = SequenceImage.svg(fromTrace: "[trace] Q&A → View: \(message)")
    #expect(svg.contains("update(_:) &lt;T&gt; &amp; &quot;x&quot; &apos;y&apos;"))
    #expect(svg.contains(">Q&amp;A</text>") && svg.contains("Sequence diagram: Q&amp;A, View"))
    #expect(!svg.contains("<T>") && !svg.contains("Q&A"))
    #expect(try elements(svg, class: "label").map(\.stringValue) == [message])
  }

  @Test(
    "The image is an SVG document, titled with its participants; without messages, an empty one")
  func wellFormed() throws {
    for (trace, title) in [
      (trace, "Sequence diagram: User, View, Presenter, Interactor"),
      ("Loading…\ntopmovies> quit", "Sequence diagram: no messages"),
    ] {
      let svg = try root(SequenceImage.svg(fromTrace: trace))
      #expect(svg.localName == "svg" && svg.uri == "http://www.w3.org/2000/svg")
      let titles = (svg.children ?? []).filter { $0.localName == "title" }.map(\.stringValue)
      #expect(titles == [title])
      let (width, height) = try (number(svg, "width"), number(svg, "height"))
      let size = "\(SequenceImage.number(width)) \(SequenceImage.number(height))"
      #expect(attribute(svg, "viewBox") == "0 0 " + size)
      #expect(width > 0 && height > 0)
    }
    #expect(try elements(SequenceImage.svg(fromTrace: ""), class: "name").isEmpty)
  }

  @Test("The same trace gives the same bytes, with coordinates to a tenth of a pixel at most")
  func deterministic() throws {
    let svg = SequenceImage.svg(fromTrace: trace + "\n[trace] 视图 → View: 显示()")
    #expect(svg == SequenceImage.svg(fromTrace: trace + "\n[trace] 视图 → View: 显示()"))
    let numbers = svg.matches(of: /\s(?:x|y|x1|x2|y1|y2|width|height)="([^"]*)"/).map {
      String($0.output.1)
    }
    #expect(!numbers.isEmpty)
    #expect(numbers.allSatisfy { $0.wholeMatch(of: /[0-9]+(\.[0-9])?/) != nil })
  }
}
