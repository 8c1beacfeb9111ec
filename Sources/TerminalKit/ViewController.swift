/// One screen of the app: the terminal's `UIViewController`. It draws itself (`draw()`) and can present
/// another on top, as a detail over a list, which it holds strongly (its presenter weakly), so
/// dismissing a screen lets it go.
@MainActor open class ViewController {
  /// The window the screen is shown in (weak: the window owns its screens, not the other way round).
  public internal(set) weak var window: Window?
  /// The screen shown on top of this one, if any.
  public private(set) var presentedViewController: ViewController?
  /// The screen this one was presented from.
  public private(set) weak var presentingViewController: ViewController?

  public init() {}

  /// Called once, when the screen is first shown.
  open func viewDidLoad() async {}

  /// The lines that show the screen.
  open func draw() -> [String] { [] }

  /// How many columns the screen has: its window's width, else `Terminal.defaultWidth`.
  public var contentWidth: Int {
    window?.terminal.width ?? Terminal.defaultWidth
  }

  /// The screen's spinner, drawn only while the screen is in a window.
  public private(set) lazy var activityIndicator = ActivityIndicator(in: self)

  /// Shows `message` to the user as an error, below what the screen shows.
  public func showErrorMessage(_ message: String) {
    window?.terminal.write(message, style: .error)
  }

  /// Draws the screen again, if it is the one the user sees.
  public func setNeedsDisplay() {
    guard let window, window.topViewController === self else { return }
    window.terminal.write(lines: draw())
  }

  /// Shows `screen` on top of this one.
  public func present(_ screen: ViewController) async {
    presentedViewController = screen
    screen.presentingViewController = self
    screen.window = window
    await screen.viewDidLoad()
    screen.setNeedsDisplay()
  }

  /// Removes this screen from the one that presented it, which is drawn again.
  public func dismiss() {
    guard let presenting = presentingViewController else { return }
    presenting.presentedViewController = nil
    presentingViewController = nil
    window = nil
    presenting.setNeedsDisplay()
  }
}

/// The root of what the terminal shows: the terminal's `UIWindow`. It owns the root screen; each screen
/// presented on top is owned by the one below it.
@MainActor public final class Window {
  public let terminal: Terminal
  public private(set) var rootViewController: ViewController?

  public init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// The screen the user sees: the last one presented.
  public var topViewController: ViewController? {
    var top = rootViewController
    while let presented = top?.presentedViewController {
      top = presented
    }
    return top
  }

  /// Shows `screen` as the root and loads it.
  public func show(_ screen: ViewController) async {
    rootViewController = screen
    screen.window = self
    await screen.viewDidLoad()
  }

  /// Lets every screen go, as when the app is closed.
  public func close() {
    rootViewController = nil
  }

  /// A new window on a plain terminal writing to `output`, with `screen` as its root: how a test sees
  /// what a screen draws. A caller that drops the window leaves the screen in none (it is weak).
  @discardableResult
  public static func showing(
    _ screen: ViewController, on output: any TextOutput, width: Int = Terminal.defaultWidth
  ) async -> Window {
    let window = Window(terminal: Terminal(output: output, width: width))
    await window.show(screen)
    return window
  }
}

/// The terminal's `UIActivityIndicatorView`: a spinner with a message on an interactive terminal, else the
/// message on a line of its own. It knows its screen, which owns it, weakly.
@MainActor public final class ActivityIndicator {
  private weak var viewController: ViewController?
  public private(set) var isAnimating = false

  init(in viewController: ViewController) {
    self.viewController = viewController
  }

  /// Shows that work is under way, saying what the work is (`Loading the list`).
  public func startAnimating(_ message: String) {
    isAnimating = true
    viewController?.window?.terminal.startActivity(message)
  }

  /// Ends what `startAnimating(_:)` began; nothing happens when it is not animating.
  public func stopAnimating() {
    guard isAnimating else { return }
    isAnimating = false
    viewController?.window?.terminal.stopActivity()
  }
}
