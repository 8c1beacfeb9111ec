import Localization
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
    // The start-up's output, then each action's: from the line after its echo to the next echo.
    let outputs = zip([-1] + echoes, echoes + [lines.endIndex]).map { lines[($0 + 1)..<$1] }
    let drawn = (outputs.dropFirst().reversed() + outputs.prefix(1)).first { output in
      output.contains { TraceEvent(line: $0) != nil }
    }
    return drawn?.joined(separator: "\n") ?? ""
  }

  /// A Mermaid sequence diagram of `trace`: a participant per role, in order of appearance (the user an
  /// actor), and an arrow per message. The list's `Presenter` and another's `List Presenter` are one. In
  /// Chinese, each role and each message in words is written as `label(_:in:)` and `message(_:in:)` say.
  ///
  ///     [trace] View → Presenter: reload()      View->>Presenter: reload()
  package static func sequence(fromTrace trace: String, in language: Language = .english) -> String
  {
    let messages = drawnMessages(in: trace)
    let declarations = participants(in: messages).map { role in
      let shown = label(role, in: language)
      let name = identifier(role) == shown ? shown : "\(identifier(role)) as \(shown)"
      return (role == Role.user.name ? "  actor " : "  participant ") + name
    }
    let arrows = messages.map { event in
      let (from, to) = (identifier(event.sender.name), identifier(event.receiver.name))
      return "  \(from)->>\(to): \(escaped(message(event.message, in: language)))"
    }
    return (["sequenceDiagram"] + declarations + arrows).joined(separator: "\n")
  }

  /// A Mermaid flowchart with a box per stage (its title, and its trace of the same action) showing who
  /// sends what to whom, numbered: where a responsibility lives in each stage, at a glance. In Chinese, as
  /// `sequence(fromTrace:in:)` writes it.
  package static func flowchart(
    fromTraces stages: [(title: String, trace: String)], in language: Language = .english
  ) -> String {
    var lines = ["flowchart TB"]
    for (index, stage) in stages.enumerated() {
      let prefix = "s\(index + 1)"
      lines.append("  subgraph \(prefix)[\"\(escaped(stage.title))\"]")
      lines.append("    direction LR")
      var declared: Set<String> = []
      func node(_ role: String) -> String {
        let id = "\(prefix)_\(identifier(role))"
        guard declared.insert(role).inserted else { return id }
        let shown = label(role, in: language)
        return role == Role.user.name ? "\(id)([\"\(shown)\"])" : "\(id)[\"\(shown)\"]"
      }
      for (number, event) in drawnMessages(in: stage.trace).enumerated() {
        let from = node(event.sender.name)
        let text = "\"\(number + 1): \(escaped(message(event.message, in: language)))\""
        lines.append("    \(from) -->|\(text)| \(node(event.receiver.name))")
      }
      lines.append("  end")
    }
    return lines.joined(separator: "\n")
  }

  /// The Chinese term of each role a trace names, as the glossary (`Stages/Glossary.zh-Hans.md`) and the
  /// Chinese pages' component diagrams write it.
  static let chineseRoles: [String: String] = [
    Role.user.name: "用户", Role.view.name: "视图", Role.viewModel.name: "视图模型",
    Role.presenter.name: "展示器", Role.interactor.name: "交互器", Role.router.name: "路由器",
    Role.worker.name: "工作器", Role.service.name: "服务",
    Role.view.inModule("Detail").name: "详情页", Role.presenter.inModule("Detail").name: "详情展示器",
    Role.interactor.inModule("Detail").name: "详情交互器",
  ]

  /// How a diagram in `language` names a role: in English as the trace does (`View`); in Chinese by its
  /// term with the trace's name after it, `视图（View）`, so that the reader can match it to a trace line.
  /// A role the table does not know keeps its trace name.
  static func label(_ role: String, in language: Language) -> String {
    guard language == .simplifiedChinese, let chinese = chineseRoles[role] else { return role }
    return "\(chinese)（\(role)）"
  }

  /// How a diagram in `language` writes a message. A message is a call, written in code in both languages,
  /// but for the two a trace writes in words: a fetch's result, `25 movies` (in Chinese `25 部电影`), and
  /// its failure, `error: …`, whose text a Chinese run already gives in Chinese (`错误：网络不可用…`).
  static func message(_ text: String, in language: Language) -> String {
    guard language == .simplifiedChinese else { return text }
    let errorPrefix = "error: "
    if text.hasPrefix(errorPrefix) {
      return "错误：" + text.dropFirst(errorPrefix.count)
    }
    let words = text.split(separator: " ")
    if words.count == 2, words[1] == "movies", let count = Int(words[0]) {
      return "\(count) 部电影"
    }
    return text
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
