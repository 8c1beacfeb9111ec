import Tracing

/// Mermaid diagrams of what the stages print under `--trace`: the messages the code really sends.
package enum Diagram {
  /// The messages in `output`, in order; lines that are not trace lines are skipped.
  package static func messages(in output: String) -> [TraceEvent] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap(
      TraceEvent.init(line:))
  }

  /// The output of the last action of a `--script` that sent a message, from its echo (`topmovies> watch`)
  /// to the next: `watch`'s in `tap 2; watch; quit`, so a lesson can draw an action that needs others first.
  /// With none, the start-up's, before the first echo (`--fail 1 --script quit` draws the failed first load).
  package static func lastAction(in output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let echoes = lines.indices.filter { ActionEcho.isEcho(lines[$0]) }
    for (number, echo) in echoes.enumerated().reversed() {
      let end = number + 1 < echoes.count ? echoes[number + 1] : lines.endIndex
      let caused = lines[(echo + 1)..<end]
      if caused.contains(where: { TraceEvent(line: $0) != nil }) {
        return caused.joined(separator: "\n")
      }
    }
    let startUp = lines[..<(echoes.first ?? lines.endIndex)]
    return startUp.contains(where: { TraceEvent(line: $0) != nil })
      ? startUp.joined(separator: "\n") : ""
  }

  /// A Mermaid sequence diagram of `trace`: a participant per role, in order of appearance (the user an
  /// actor), and an arrow per message. The list's `Presenter` and another's `List Presenter` are one.
  ///
  ///     [trace] View → Presenter: reload()      View->>Presenter: reload()
  package static func sequence(fromTrace trace: String) -> String {
    let messages = drawnMessages(in: trace)
    let declarations = participants(in: messages).map { role in
      let name = identifier(role) == role ? role : "\(identifier(role)) as \(role)"
      return (role == Role.user.name ? "  actor " : "  participant ") + name
    }
    let arrows = messages.map { message in
      let (from, to) = (identifier(message.sender.name), identifier(message.receiver.name))
      return "  \(from)->>\(to): \(escaped(message.message))"
    }
    return (["sequenceDiagram"] + declarations + arrows).joined(separator: "\n")
  }

  /// A Mermaid flowchart with a box per stage (its title, and its trace of the same action) showing who
  /// sends what to whom, numbered: where a responsibility lives in each stage, at a glance.
  package static func flowchart(fromTraces stages: [(title: String, trace: String)]) -> String {
    var lines = ["flowchart TB"]
    for (index, stage) in stages.enumerated() {
      let prefix = "s\(index + 1)"
      lines.append("  subgraph \(prefix)[\"\(escaped(stage.title))\"]")
      lines.append("    direction LR")
      var declared: Set<String> = []
      func node(_ role: String) -> String {
        let id = "\(prefix)_\(identifier(role))"
        guard declared.insert(role).inserted else { return id }
        return role == Role.user.name ? "\(id)([\"\(role)\"])" : "\(id)[\"\(role)\"]"
      }
      for (number, message) in drawnMessages(in: stage.trace).enumerated() {
        let from = node(message.sender.name)
        let label = "\"\(number + 1): \(escaped(message.message))\""
        lines.append("    \(from) -->|\(label)| \(node(message.receiver.name))")
      }
      lines.append("  end")
    }
    return lines.joined(separator: "\n")
  }

  /// The messages a diagram draws: the list module's roles by the names they have everywhere else.
  static func drawnMessages(in trace: String) -> [TraceEvent] {
    messages(in: trace).map {
      TraceEvent($0.sender.outsideListModule, $0.receiver.outsideListModule, $0.message)
    }
  }

  /// The roles in `messages`, in the order they first appear: a sequence diagram's participants.
  static func participants(in messages: [TraceEvent]) -> [String] {
    var seen: Set<String> = []
    return messages.flatMap { [$0.sender.name, $0.receiver.name] }.filter {
      seen.insert($0).inserted
    }
  }

  /// A role's name as a Mermaid identifier, which cannot hold a space: `Detail View` is `DetailView`.
  static func identifier(_ role: String) -> String {
    role.filter { $0 != " " }
  }

  /// The text with the characters that Mermaid reads as syntax in a label written as entity codes.
  static func escaped(_ text: String) -> String {
    let codes: [Character: String] = ["#": "#35;", ";": "#59;", "\"": "#quot;"]
    return text.map { codes[$0] ?? String($0) }.joined()
  }
}
