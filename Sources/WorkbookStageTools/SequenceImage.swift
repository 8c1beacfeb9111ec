import TextWidth
import Tracing

/// `Diagram.sequence(fromTrace:)` as an SVG image, for the DocC tutorial, which cannot draw Mermaid. Laid out
/// with a fixed-width font's estimate of a text's width: no font, no browser, the same bytes for the same trace.
package enum SequenceImage {
  /// How wide one column of text is (`displayWidth`, so a CJK character is two): a 13 px monospace font's.
  static let characterWidth = 7.8
  /// The space around the drawing, around a name in its box, and between two boxes.
  static let margin = 16.0
  static let boxPadding = 12.0
  static let boxGap = 24.0
  static let boxHeight = 32.0
  /// The space between a label and the lifelines of its arrow, on either side.
  static let labelPadding = 12.0
  /// The distance from one arrow to the next, and the size of a loop from a participant to itself.
  static let rowHeight = 40.0
  static let loopWidth = 32.0
  static let loopHeight = 14.0

  /// An SVG image of `trace`: a box per participant (the user's rounded) over a dashed lifeline, and an arrow
  /// per message, top to bottom, under its message. No trace line: the background alone, "no messages".
  package static func svg(fromTrace trace: String) -> String {
    let messages = Diagram.drawnMessages(in: trace)
    let roles = Diagram.participants(in: messages)
    let xs = lifelines(of: roles, messages: messages)
    // Room for the first label under the boxes, and for a loop under the last arrow.
    let firstRow = margin + boxHeight + 32
    let bottom = firstRow + Double(messages.count - 1) * rowHeight + loopHeight + 12
    var width = margin * 2
    var body: [String] = []
    for (role, x) in zip(roles, xs) {
      let (left, kind) = (x - boxWidth(role) / 2, role == Role.user.name ? "actor" : "participant")
      body.append(line("lifeline", from: (x, margin + boxHeight), to: (x, bottom)))
      // The user's box is round-ended, as an actor is drawn differently from the code's roles.
      let corner = kind == "actor" ? boxHeight / 2 : 4
      let box: [(String, Any)] = [("x", left), ("y", margin), ("width", boxWidth(role))]
      body.append(
        element("rect", [("class", kind)] + box + [("height", boxHeight), ("rx", corner)]))
      // A baseline a third of the font's size below the middle centres the name in its box.
      body.append(text("name", at: (x, margin + boxHeight / 2 + 4.5), role))
      width = max(width, left + boxWidth(role) + margin)
    }
    for (row, message) in messages.enumerated() {
      let y = firstRow + Double(row) * rowHeight
      let from = xs[column(message.sender, in: roles)]
      let to = xs[column(message.receiver, in: roles)]
      if from == to {
        body.append(text("label self", at: (from + labelPadding, y - 6), message.message))
        // Right, down and back left to the lifeline.
        let loop =
          "M\(number(from)),\(number(y)) h\(number(loopWidth)) v\(number(loopHeight)) H\(number(from))"
        body.append(
          element("path", [("class", "message"), ("d", loop), ("marker-end", "url(#arrowhead)")]))
        width = max(
          width, from + labelPadding + textWidth(message.message) + margin,
          from + loopWidth + margin)
      } else {
        body.append(text("label", at: ((from + to) / 2, y - 6), message.message))
        body.append(line("message", from: (from, y), to: (to, y), arrow: true))
      }
    }
    let height = roles.isEmpty ? margin * 2 : bottom + margin
    let (w, h) = (number(width), number(height))
    let title =
      "Sequence diagram: " + (roles.isEmpty ? "no messages" : roles.joined(separator: ", "))
    let head = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
      <title>\(escaped(title))</title>
      <defs>
      <marker id="arrowhead" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="10" markerHeight="10"
        markerUnits="userSpaceOnUse" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#1f2937"/></marker>
      <style>
      text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px;
        fill: #1f2937 }
      .name, .label { text-anchor: middle } .self { text-anchor: start }
      .participant { fill: #eef2ff; stroke: #4338ca; stroke-width: 1.5 }
      .actor { fill: #fef3c7; stroke: #b45309; stroke-width: 1.5 }
      .lifeline { stroke: #94a3b8; stroke-dasharray: 4 4 }
      .message { fill: none; stroke: #1f2937; stroke-width: 1.5 }
      </style>
      </defs>
      <rect width="\(w)" height="\(h)" rx="8" fill="#ffffff"/>
      """
    return ([head] + body + ["</svg>"]).joined(separator: "\n")
  }

  /// Each lifeline's x: boxes apart, and each label between its arrow's lifelines (a loop's, its own and the
  /// next). The shortest arrows first, so that a longer one adds only what its gaps still lack, evenly.
  static func lifelines(of roles: [String], messages: [TraceEvent]) -> [Double] {
    guard let first = roles.first else { return [] }
    var gaps = roles.indices.dropLast().map {
      (boxWidth(roles[$0]) + boxWidth(roles[$0 + 1])) / 2 + boxGap
    }
    let spans = messages.map { message in
      let (from, to) = (column(message.sender, in: roles), column(message.receiver, in: roles))
      let width = textWidth(message.message) + labelPadding * 2
      return (start: min(from, to), end: from == to ? from + 1 : max(from, to), width: width)
    }
    for span in spans.sorted(by: { $0.end - $0.start < $1.end - $1.start })
    where span.end < roles.count {
      let lacking = span.width - gaps[span.start..<span.end].reduce(0, +)
      guard lacking > 0 else { continue }
      for gap in span.start..<span.end {
        gaps[gap] += lacking / Double(span.end - span.start)
      }
    }
    var xs = [margin + boxWidth(first) / 2]
    for gap in gaps {
      xs.append(xs[xs.count - 1] + gap)
    }
    return xs
  }

  /// The place of `role` among the participants, which hold every role that sends or receives.
  static func column(_ role: Role, in roles: [String]) -> Int {
    roles.firstIndex(of: role.name)!
  }

  /// How wide `text` is drawn, by the fixed-width estimate.
  static func textWidth(_ text: String) -> Double {
    Double(text.displayWidth) * characterWidth
  }

  /// A participant's box: its name and the padding either side.
  static func boxWidth(_ role: String) -> Double {
    textWidth(role) + boxPadding * 2
  }

  /// A `<line>`, with an arrowhead at its end when `arrow`.
  static func line(
    _ kind: String, from: (x: Double, y: Double), to: (x: Double, y: Double), arrow: Bool = false
  ) -> String {
    let ends: [(String, Any)] = [("x1", from.x), ("y1", from.y), ("x2", to.x), ("y2", to.y)]
    return element(
      "line", [("class", kind)] + ends + (arrow ? [("marker-end", "url(#arrowhead)")] : []))
  }

  /// A `<text>` whose anchor, its middle or its start as its class says, is at `x`, and its baseline at `y`.
  static func text(_ kind: String, at point: (x: Double, y: Double), _ content: String) -> String {
    element("text", [("class", kind), ("x", point.x), ("y", point.y)], content: content)
  }

  /// An element with its attributes in the order given, so that the output is always the same, and its text.
  /// A value is a `String`, or a `Double` written as `number(_:)` writes it.
  static func element(_ name: String, _ attributes: [(String, Any)], content: String? = nil)
    -> String
  {
    let written = attributes.map { key, value in
      " \(key)=\"\(escaped((value as? Double).map(number) ?? "\(value)"))\""
    }.joined()
    guard let content else { return "<\(name)\(written)/>" }
    return "<\(name)\(written)>\(escaped(content))</\(name)>"
  }

  /// A coordinate as the image writes it, to a tenth of a pixel at most: `120`, `57.5`, never `57.49999`.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0
      ? String(Int(tenths / 10)) : String(tenths / 10)
  }

  /// The text with the characters that XML reads as markup written as entities.
  static func escaped(_ text: String) -> String {
    let entities: [Character: String] = [
      "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;",
    ]
    return text.map { entities[$0] ?? String($0) }.joined()
  }
}
