import Foundation
import Testing
import Tracing

@testable import TopMoviesApp

@Suite("The README shows the stages as a learner sees them")
struct PromptTests {
  @Test(
    "Both READMEs show the prompt that a stage shows on a terminal",
    arguments: ["README.md", "README.zh-Hans.md"])
  func readmeShowsThePrompt(page: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    #expect(text.contains("\n\(ActionEcho.prompt)tap 3\n"))
    #expect(text.contains("`\(ActionEcho.prompt)`"))
  }
}
