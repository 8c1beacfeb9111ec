import CommandLineOptions
import Entities
import Localization
import TerminalKit
import Tracing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The options every stage understands (design: "Command-line contract"), and those some list in `stageOptions`.
public struct StageOptions: Sendable {
  public var script: String?
  public var latency = MovieService.defaultLatency
  public var failures = 0
  public var tracing = false
  public var moviesFile: String?
  public var width: Int?
  public var platform = Platform.phone
  public var variant: Variant?
  public var user: String?

  public init() {}

  public static var specs: [OptionSpec<Self>] {
    [
      OptionSpec(
        "--script", value: "actions",
        help: localized(
          en: "Run these actions, separated by ';', then exit.",
          zh: "依次执行这些操作（用 ';' 分隔），然后退出。")
      ) { $0.script = $1 },
      OptionSpec(
        "--latency", value: "seconds",
        help: localized(
          en: "Simulated network delay (default: 1.5; 0 for none).",
          zh: "模拟的网络延迟（默认 1.5；0 表示没有延迟）。")
      ) { options, text throws(InvalidValue) in
        guard let seconds = Double(text), seconds.isFinite, (0...3600).contains(seconds) else {
          throw InvalidValue(
            localized(en: "give a number of seconds from 0 to 3600", zh: "请给出 0 到 3600 之间的秒数"))
        }
        options.latency = .milliseconds(Int((seconds * 1000).rounded()))
      },
      OptionSpec(
        "--fail", value: "count",
        help: localized(
          en: "Make the first <count> fetches fail (default: 0).",
          zh: "让前 <count> 次获取失败（默认 0）。")
      ) { options, text throws(InvalidValue) in
        guard let count = Int(text), count >= 0 else {
          throw InvalidValue(
            localized(en: "give a whole number, 0 or more", zh: "请给出 0 或更大的整数"))
        }
        options.failures = count
      },
      OptionSpec(
        "--trace", flag: \.tracing,
        help: localized(
          en: "Print every message between the roles as it is sent.",
          zh: "打印角色之间发送的每一条消息。")),
      OptionSpec(
        "--movies", value: "file",
        help: localized(en: "Load the movies from a JSON file.", zh: "从 JSON 文件加载电影。")
      ) { $0.moviesFile = $1 },
      OptionSpec(
        "--width", value: "columns",
        help: localized(
          en: "Render for this width (default: the terminal's, else 80).",
          zh: "按这个宽度绘制（默认取终端的宽度，否则为 80）。")
      ) { options, text throws(InvalidValue) in
        options.width = try Int(argument: text, in: Terminal.widths)
      },
    ]
  }
}

extension OptionSpec<StageOptions> {
  /// `--platform <platform>`, which the stages with a desktop View take; `view` names what it chooses.
  public static func platform(showing view: String = "View") -> Self {
    OptionSpec(
      "--platform", value: "platform", choices: Platform.self,
      help: localized(
        en: "Which \(view) to show: phone or desktop (default: phone).",
        zh: "显示哪个 \(view)：phone（手机）或 desktop（桌面），默认 phone。")
    ) { $0.platform = $1 }
  }
}

/// Which of its Views a stage shows: stage 1 has the phone's only, the later stages a desktop View too.
public enum Platform: String, CaseIterable, Sendable {
  case phone, desktop
}

/// What each stage's `App` says about itself and how it assembles its list screen; the shared `main()`,
/// which the stage's executable calls, does the rest (options, data, terminal, trace, the session).
@MainActor public protocol StageApp {
  /// The executable's name, as `--help` and errors show it.
  static var name: String { get }
  /// One line for `--help`: which stage this is.
  static var abstract: String { get }
  /// The stage's own options, after the shared ones: plain data, which the tests read without a screen.
  nonisolated static var stageOptions: [OptionSpec<StageOptions>] { get }
  /// Builds the stage's module and returns its list screen (the View), which the window will own.
  static func makeListScreen(
    service: MovieService, options: StageOptions, terminal: Terminal
  ) -> any MovieListScreen
}

extension StageApp {
  public nonisolated static var stageOptions: [OptionSpec<StageOptions>] { [] }

  static var help: CommandHelp {
    CommandHelp(
      name: name, abstract: abstract, options: StageOptions.specs + stageOptions,
      epilogue: [
        localized(
          en: "ACTIONS (from --script, else one on each line of standard input):",
          zh: "操作（来自 --script，否则从标准输入每行读一个）：")
      ]
        + Action.helpLines.dropFirst(), runner: "swift run")
  }

  public static func main() async {
    // Writing to a closed pipe (`| head`) must end quietly, not with a signal.
    signal(SIGPIPE, SIG_IGN)
    let status = await run(
      Array(CommandLine.arguments.dropFirst()), output: FileOutput.standardOutput,
      errors: FileOutput.standardError, environment: .process())
    exit(status)
  }

  /// Runs the stage as `main()` does, with the output, errors and environment given: what tests call. It
  /// speaks the language of `--lang`, else the environment's, and returns the exit code: 0, 1 when the
  /// movies cannot be loaded, 64 for a usage error.
  public static func run(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment
  ) async -> Int32 {
    await Language.speaking(arguments, environment: environment, help: help, errors: errors) {
      await runSpeaking($0, output: output, errors: errors, environment: environment)
    }
  }

  /// `run`, once `--lang` is taken out of the arguments and its language is `Language.current`.
  private static func runSpeaking(
    _ arguments: [String], output: any TextOutput, errors: any TextOutput, environment: Environment
  ) async -> Int32 {
    await help.parsing(
      arguments, into: StageOptions(), specs: StageOptions.specs + stageOptions, output: output,
      errors: errors
    ) { parsed in
      let options = parsed.options
      let movies: [Movie]
      do {
        movies = try options.moviesFile.map(MovieCatalog.load(path:)) ?? MovieCatalog.topMovies
      } catch {
        errors.write(lines: [FrameWord.error + "\(error)"])
        return 1
      }
      if let warning = environment.ambiguousWidthWarning {
        errors.write(lines: [warning])
      }
      let terminal = Terminal(output: output, width: options.width, environment: environment)
      let service = MovieService(
        movies: movies, latency: options.latency, failures: options.failures)
      let screen = makeListScreen(service: service, options: options, terminal: terminal)
      let input: any ActionInput =
        options.script.map(ScriptInput.init)
        ?? StandardInput(terminal: terminal, prompt: ActionEcho.prompt)
      // A trace line is never wrapped, so that `workbook compare` and the lessons can read it back.
      let sink: @MainActor @Sendable (TraceEvent) -> Void = {
        terminal.write($0.line, style: .dim, wraps: false)
      }
      await Trace.$sink.withValue(options.tracing ? sink : nil) {
        await Session.run(screen, in: Window(terminal: terminal), input: input)
      }
      return 0
    }
  }
}
