import Localization
import Testing
import Tracing

@testable import WorkbookStageTools

/// `Diagram`: Mermaid drawn from `--trace` lines.
@Suite("Diagrams from traces")
struct DiagramTests {
  let trace = """
    Loading the top movies…
    [trace] User → View: didTapOnReload()
    [trace] View → Presenter: reload()
    Top 25 Movies
    [trace] Presenter → View: updateWithMoviePresentations(_:)
    """

  @Test("A trace line becomes a message; other lines are skipped")
  func messages() {
    #expect(
      Diagram.messages(in: trace) == [
        TraceEvent(.user, .view, "didTapOnReload()"),
        TraceEvent(.view, .presenter, "reload()"),
        TraceEvent(.presenter, .view, "updateWithMoviePresentations(_:)"),
      ])
  }

  @Test("A sequence diagram declares the roles in order of appearance, the user as an actor")
  func sequence() {
    #expect(
      Diagram.sequence(fromTrace: trace) == """
        sequenceDiagram
          actor User
          participant View
          participant Presenter
          User->>View: didTapOnReload()
          View->>Presenter: reload()
          Presenter->>View: updateWithMoviePresentations(_:)
        """)
  }

  @Test("A role with a module's name gets an identifier without the space, and keeps its name")
  func qualifiedRoles() {
    let trace = "[trace] Detail Presenter → Detail View: showWatchlistStatus(true)"
    #expect(
      Diagram.sequence(fromTrace: trace) == """
        sequenceDiagram
          participant DetailPresenter as Detail Presenter
          participant DetailView as Detail View
          DetailPresenter->>DetailView: showWatchlistStatus(true)
        """)
  }

  @Test(
    "In Chinese, a sequence diagram names each role by its Chinese term and writes a result in words"
  )
  func chineseSequence() {
    let trace = """
      [trace] User → View: didTapOnReload()
      [trace] Service → ViewModel: 25 movies
      [trace] Service → Interactor: error: 网络不可用（模拟的故障）
      [trace] Detail Presenter → Detail View: showWatchlistStatus(true)
      """
    #expect(
      Diagram.sequence(fromTrace: trace, in: .simplifiedChinese) == """
        sequenceDiagram
          actor User as 用户（User）
          participant View as 视图（View）
          participant Service as 服务（Service）
          participant ViewModel as 视图模型（ViewModel）
          participant Interactor as 交互器（Interactor）
          participant DetailPresenter as 详情展示器（Detail Presenter）
          participant DetailView as 详情页（Detail View）
          User->>View: didTapOnReload()
          Service->>ViewModel: 25 部电影
          Service->>Interactor: 错误：网络不可用（模拟的故障）
          DetailPresenter->>DetailView: showWatchlistStatus(true)
        """)
    // The English drawing is the trace's own.
    #expect(Diagram.sequence(fromTrace: trace).contains("Service->>ViewModel: 25 movies"))
  }

  @Test("Every role a stage traces has a Chinese term for the diagrams")
  func everyRoleHasAChineseTerm() {
    let roles: [Role] = [
      .user, .view, .viewModel, .presenter, .interactor, .router, .worker, .service,
    ]
    for role in roles {
      #expect(Diagram.label(role.name, in: .simplifiedChinese).hasSuffix("（\(role.name)）"))
      #expect(Diagram.label(role.name, in: .english) == role.name)
    }
  }

  @Test("Characters that Mermaid reads as syntax are written as entity codes")
  func escaping() {
    let diagram = Diagram.sequence(fromTrace: "[trace] View → View: show(for: Se7en; #1 \"best\")")
    #expect(diagram.hasSuffix("View->>View: show(for: Se7en#59; #35;1 #quot;best#quot;)"))
  }

  @Test("The last action that sends a message is the part from its echo to the next echo")
  func lastAction() {
    let output =
      "[trace] View → Presenter: reload()\ntopmovies> tap 1\n[trace] A → B: x\ndetail\ntopmovies> quit"
    #expect(Diagram.lastAction(in: output) == "[trace] A → B: x\ndetail")
    let twoActions =
      "topmovies> tap 2\n[trace] A → B: x\ntopmovies> watch\n[trace] C → D: y\nstatus\n"
      + "topmovies> quit\n"
    #expect(Diagram.lastAction(in: twoActions) == "[trace] C → D: y\nstatus")
    #expect(Diagram.lastAction(in: "topmovies> help\nActions:\ntopmovies> quit") == "")
    #expect(Diagram.lastAction(in: "no actions") == "")
  }

  @Test("When no action sends a message, the start-up's messages are the part drawn")
  func startUpWhenNoActionSends() {
    let output =
      "Detail design: A\n[trace] View → Presenter: reload()\nLoading\ntopmovies> help\nActions:\n"
      + "topmovies> quit"
    #expect(
      Diagram.lastAction(in: output)
        == "Detail design: A\n[trace] View → Presenter: reload()\nLoading")
    #expect(Diagram.lastAction(in: "[trace] A → B: x") == "[trace] A → B: x")
  }

  @Test("A role named with the list module is drawn as the list's own role: one participant")
  func listModuleIsOneParticipant() {
    let diagram = Diagram.sequence(
      fromTrace: """
        [trace] Detail Presenter → List Presenter: changed()
        [trace] Presenter → Interactor: update()
        """)
    #expect(
      diagram == """
        sequenceDiagram
          participant DetailPresenter as Detail Presenter
          participant Presenter
          participant Interactor
          DetailPresenter->>Presenter: changed()
          Presenter->>Interactor: update()
        """)
  }

  @Test("In Chinese, a flowchart names its roles in Chinese under the title it is given")
  func chineseFlowchart() {
    let chart = Diagram.flowchart(
      fromTraces: [
        (
          title: "第 1 阶段 MVVM",
          trace: "[trace] User → View: tap\n[trace] Service → ViewModel: 3 movies"
        )
      ],
      in: .simplifiedChinese)
    #expect(
      chart == """
        flowchart TB
          subgraph s1["第 1 阶段 MVVM"]
            direction LR
            s1_User(["用户（User）"]) -->|"1: tap"| s1_View["视图（View）"]
            s1_Service["服务（Service）"] -->|"2: 3 部电影"| s1_ViewModel["视图模型（ViewModel）"]
          end
        """)
  }

  @Test("A flowchart gives each stage a box and numbers its messages")
  func flowchart() {
    let chart = Diagram.flowchart(fromTraces: [
      (
        title: "Stage 1 MVVM",
        trace: "[trace] User → View: tap\n[trace] View → View: showDetailView()"
      )
    ])
    #expect(
      chart == """
        flowchart TB
          subgraph s1["Stage 1 MVVM"]
            direction LR
            s1_User(["User"]) -->|"1: tap"| s1_View["View"]
            s1_View -->|"2: showDetailView()"| s1_View
          end
        """)
  }
}
