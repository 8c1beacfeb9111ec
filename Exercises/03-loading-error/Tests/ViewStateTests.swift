import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise03

private struct DiskFull: Error, CustomStringConvertible {
  var description: String { "the disk is full" }
}

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3, summary: "Hope keeps a banker going through decades in prison."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

@MainActor @Suite("Loading and error states reaching the View")
struct ViewStateTests {
  private let output = RecordedOutput()

  /// Shows a list screen in a window whose terminal records what is written, as the app starts it.
  private func showList(failures: Int) async -> (MovieListViewController, Window) {
    let service = MovieService(movies: movies, latency: .zero, failures: failures)
    let view = MovieListViewController(viewModel: MovieListViewModelImpl(service: service))
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(view)
    return (view, window)
  }

  @Test("The error message says what went wrong and what to do")
  func errorMessageText() {
    let sut = MovieListViewController(
      viewModel: MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero)))

    #expect(
      sut.errorMessage(for: MovieServiceError.simulatedNetworkFailure)
        == "Could not load the movies: the network is unreachable (a simulated failure)."
        + " Type reload to try again.")
    #expect(
      sut.errorMessage(for: DiskFull())
        == "Could not load the movies: the disk is full. Type reload to try again.")
  }

  @Test("The View shows that it is loading, then the list")
  func loadingThenList() async throws {
    let (_, window) = await showList(failures: 0)
    defer { window.close() }

    let lines = output.text.split(separator: "\n")
    let loading = try #require(
      lines.firstIndex { $0.contains("Loading the top movies") }, "no loading line")
    let list = try #require(lines.firstIndex { $0.contains("The Godfather (1972)") }, "no list")
    #expect(loading < list)
    #expect(output.text.contains(MovieListLayout.heading(movieCount: 2, watchlistCount: 0)))
  }

  @Test("When loading fails, the View shows the error instead of an empty list")
  func failureShowsError() async {
    let (sut, window) = await showList(failures: 1)
    defer { window.close() }

    #expect(output.text.contains("Could not load the movies: the network is unreachable"))
    #expect(!output.text.contains(MovieListLayout.heading(movieCount: 0, watchlistCount: 0)))
    #expect(sut.movies.isEmpty)
  }

  @Test("After an error, a reload shows that it is loading, then the list")
  func reloadAfterErrorShowsList() async throws {
    let (sut, window) = await showList(failures: 1)
    defer { window.close() }
    try #require(
      output.text.contains("Could not load the movies"), "the first fetch fails: no error shown")

    await sut.didTapOnReload()

    #expect(sut.movies == movies)
    let lines = output.text.split(separator: "\n")
    let error = try #require(lines.firstIndex { $0.contains("Could not load the movies") })
    let loading = try #require(
      lines[error...].firstIndex { $0.contains("Loading the top movies") },
      "the reload should show that it is loading")
    #expect(lines[loading...].contains { $0.contains("The Shawshank Redemption (1994)") })
  }
}
