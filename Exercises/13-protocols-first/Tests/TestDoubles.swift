import Entities
import TerminalKit

@testable import Exercise13

// What the tests give the search module, and what they watch it through: only what the README fixes (the
// service's protocol, the module's output, the screen), never a type the learner names.

/// Why the test's service fails: a sentence of the test's own, so that no sentence written in the code can
/// match it by luck.
struct ServiceDown: Error, CustomStringConvertible {
  var description: String { "the test's network is down" }
}

/// A `MovieServiceProtocol` that answers each fetch with the films it was given, unless it was told to fail
/// the next one; it counts the fetches.
actor MockMovieService: MovieServiceProtocol {
  private let movies: [Movie]
  private var failures: [any Error] = []
  private(set) var fetchCount = 0

  init(movies: [Movie] = MovieCatalog.topMovies) {
    self.movies = movies
  }

  /// The next fetch throws `error`.
  func failNextFetch(with error: any Error = ServiceDown()) {
    failures.append(error)
  }

  func fetchMovies() async throws -> [Movie] {
    fetchCount += 1
    if !failures.isEmpty {
      throw failures.removeFirst()
    }
    return movies
  }
}

/// Stands in for the module that opened the search, as the film list does in the app: it writes down each
/// film it hears of and whether the search was closed by then, and, like the list, presents the film from
/// its own screen when it has one.
@MainActor final class MockSearchOutput: MovieSearchModuleOutput {
  private(set) var pickedMovieIDs: [Movie.ID] = []
  /// For each pick: whether the search screen was closed when the pick was heard.
  private(set) var searchWasClosed: [Bool] = []
  /// The screen the search was presented from, which presents the film picked; `nil` presents nothing.
  weak var screen: ViewController?

  func movieSearchDidPick(movieID: Movie.ID) async {
    pickedMovieIDs.append(movieID)
    searchWasClosed.append(screen?.presentedViewController == nil)
    if let screen {
      await screen.present(FilmScreen(movieID: movieID))
    }
  }
}

/// The film's screen that the output presents: a stand-in for the film list's detail screen.
final class FilmScreen: ViewController {
  let movieID: Movie.ID

  init(movieID: Movie.ID) {
    self.movieID = movieID
  }

  override func draw() -> [String] {
    ["Film \(movieID)"]
  }
}

/// A terminal 80 columns wide whose window shows `list`, the screen that a search is presented over (the
/// film list, in the app); `printed` is everything the screens printed.
@MainActor struct Stage {
  let printed = RecordedOutput()
  let list = ViewController()
  let window: Window

  init() {
    window = Window(terminal: Terminal(output: printed, width: 80))
  }

  /// Shows the list, then presents `screen` over it, as the list presents the search.
  func present(_ screen: ViewController) async {
    await window.show(list)
    await list.present(screen)
  }
}
