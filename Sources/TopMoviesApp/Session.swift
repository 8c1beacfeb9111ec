import Localization
import TerminalKit
import Tracing

/// A screen that lists movies, which the session sends `reload` and `tap N` to: each stage's list View.
@MainActor public protocol MovieListScreen: ViewController {
  /// How many movies the list shows, so the session can check `tap N` before it reaches the screen.
  var numberOfMovies: Int { get }
  func didTapOnReload() async
  /// `index` counts from 0, as an index path's row does; the user's `tap 1` is index 0.
  func didTapOnMovie(at index: Int) async
}

/// A screen that shows one movie, which the session sends `watch` to: every detail screen.
@MainActor public protocol MovieDetailScreen: ViewController {
  func didTapOnWatch() async
}

/// The run loop: shows the list, then turns each line of input into an action for the screen on top,
/// until `quit` or the end of the input. A line that is no valid action is answered, and it goes on.
@MainActor public enum Session {
  public static func run(
    _ list: some MovieListScreen, in window: Window, input: some ActionInput
  ) async {
    var input = input
    let terminal = window.terminal
    await window.show(list)
    while let line = input.nextLine() {
      if input.echoesLines {
        terminal.write(ActionEcho.line(for: line), style: .accent)
      }
      let action: Action?
      do {
        action = try Action.parse(line)
      } catch .noSuchMovie(let number) {
        terminal.write(
          refusal(ofTapOn: number, list: list, top: window.topViewController), style: .error)
        continue
      } catch {
        terminal.write(error.description, style: .error)
        continue
      }
      guard let action else { continue }
      if let refusal = refusal(of: action, list: list, top: window.topViewController) {
        terminal.write(refusal, style: .error)
        continue
      }
      switch action {
      case .quit:
        window.close()
        return
      case .help:
        terminal.write(lines: Action.helpLines)
      case .watch:
        trace(.user, Role.view.inModule("Detail"), "didTapOnWatch()")
        await (window.topViewController as? any MovieDetailScreen)?.didTapOnWatch()
      case .back:
        trace(.user, Role.view.inModule("Detail"), "back")
        window.topViewController?.dismiss()
      case .reload:
        trace(.user, .view, "didTapOnReload()")
        await list.didTapOnReload()
      case .tap(let number):
        trace(.user, .view, "didTapOnMovie(at: \(number - 1))")
        await list.didTapOnMovie(at: number - 1)
      }
    }
    window.close()
  }

  /// Why the action cannot be done on the screen the user sees, or `nil` when it can.
  static func refusal(of action: Action, list: some MovieListScreen, top: ViewController?)
    -> String?
  {
    let onList = top === list
    switch action {
    case .quit, .help:
      return nil
    case .back:
      return onList ? localized(en: "You are on the list already.", zh: "你已经在列表页了。") : nil
    case .watch:
      return onList
        ? localized(
          en: "Open a movie first: watch works on a movie's screen, for example after tap 3.",
          zh: "请先打开一部电影：watch 只在电影的详情页上有效，例如先输入 tap 3。") : nil
    case .reload:
      return onList ? nil : lookingAtMovie
    case .tap(let number):
      return onList && number >= 1 && number <= list.numberOfMovies
        ? nil : refusal(ofTapOn: String(number), list: list, top: top)
    }
  }

  /// Why `tap number` cannot be done; `number` is as typed, as it may be too large for an `Int`.
  static func refusal(ofTapOn number: String, list: some MovieListScreen, top: ViewController?)
    -> String
  {
    guard top === list else { return lookingAtMovie }
    let count = list.numberOfMovies
    if count == 0 {
      return localized(
        en: "There are no movies to open yet. Type reload to fetch them.",
        zh: "还没有可以打开的电影。输入 reload 获取电影。")
    }
    return localized(
      en: "There is no movie \(number). Choose a number from 1 to \(count).",
      zh: "没有第 \(number) 部电影。请选择 1 到 \(count) 之间的编号。")
  }

  private static var lookingAtMovie: String {
    localized(
      en: "You are looking at a movie. Type back to return to the list first.",
      zh: "你正在看一部电影的详情页。请先输入 back 返回列表。")
  }
}
