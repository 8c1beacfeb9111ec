import Testing
import Tracing

@Suite("A trace event writes and reads its own line")
struct TraceEventTests {
  @Test("An event's line names both roles and the message")
  func line() {
    let event = TraceEvent(.view, .presenter, "reload()")
    #expect(event.line == "[trace] View → Presenter: reload()")
  }

  @Test(
    "A line reads back as the event that wrote it, however long the message",
    arguments: [
      TraceEvent(.user, .view, "didTapOnMovie(at: 0)"),
      TraceEvent(.presenter, .router, "showDetailView(for: Léon: The Professional)"),
      TraceEvent(.presenter.inModule("Detail"), .presenter.inModule("List"), "watch: on"),
      TraceEvent(.service, .interactor, String(repeating: "long ", count: 100)),
    ])
  func roundTrip(event: TraceEvent) {
    #expect(TraceEvent(line: event.line) == event)
  }

  @Test(
    "A line that is not a trace line reads as nothing",
    arguments: [
      "Top 25 Movies", "[trace] View Presenter: reload()", "[trace] View → Presenter", "",
    ])
  func notATraceLine(line: String) {
    #expect(TraceEvent(line: line) == nil)
  }

  @Test("A role in a module is named after its module")
  func qualifiedRole() {
    #expect(Role.presenter.inModule("Detail").name == "Detail Presenter")
    #expect(Role("Worker") == .worker)
  }

  @Test(
    "the list module's roles are named bare, and with the module only where another module names them"
  )
  func listModule() {
    #expect(Role.presenter.inListModule.name == "List Presenter")
    #expect(Role.presenter.inListModule.outsideListModule == .presenter)
    #expect(Role.presenter.inModule("Detail").outsideListModule.name == "Detail Presenter")
    #expect(Role("Listener").outsideListModule.name == "Listener")
  }

  @Test("trace sends an event to the sink while tracing is on, and nothing while it is off")
  @MainActor func sink() {
    final class Events {
      var recorded: [TraceEvent] = []
    }
    let events = Events()
    trace(.view, .presenter, "before")
    Trace.$sink.withValue(
      { events.recorded.append($0) },
      operation: {
        trace(.view, .presenter, "reload()")
      })
    trace(.view, .presenter, "after")
    #expect(events.recorded == [TraceEvent(.view, .presenter, "reload()")])
  }
}
