import Entities
import TerminalKit
import Testing
import TopMoviesApp

@testable import Exercise05

private let movies = [
  Movie(
    id: "tt0111161", title: "The Shawshank Redemption", chineseTitle: "肖申克的救赎", year: 1994,
    rating: 9.3,
    summary:
      "Wrongly convicted of murder, a quiet banker spends decades in prison, where friendship "
      + "and a stubborn hope carry him through."),
  Movie(
    id: "tt0245429", title: "千と千尋の神隠し", chineseTitle: "千与千寻", year: 2001, rating: 8.6,
    summary: "A girl 🐉 works in a spirit bathhouse to free her parents."),
  Movie(
    id: "tt0068646", title: "The Godfather", chineseTitle: "教父", year: 1972, rating: 9.2,
    summary: "A crime family passes from father to son."),
]

/// The words of a line, without a table's borders and without the punctuation around a word: `1.`
/// and `│  1 │` both give `1`.
private func words(of line: String) -> [String] {
  line.split { $0 == " " || $0 == "│" || $0 == "|" }.map { word in
    var word = word
    while word.first?.isPunctuation == true { word.removeFirst() }
    while word.last?.isPunctuation == true { word.removeLast() }
    return String(word)
  }
}

@MainActor @Suite("A desktop View on the same Presenter")
struct DesktopViewTests {
  private let output = RecordedOutput()

  private func makePresenter() -> MovieListPresenterImpl {
    MovieListPresenterImpl(
      viewModel: MovieListViewModelImpl(service: MovieService(movies: movies, latency: .zero)))
  }

  /// Shows `view` in a window of its own, `width` columns wide, as the app would.
  private func show(_ view: ViewController, width: Int) async -> Window {
    let window = Window(terminal: Terminal(output: output, width: width))
    await window.show(view)
    return window
  }

  @Test("On the same Presenter, the desktop View gets the same presentations as the phone View")
  func samePresentationsAsPhone() async {
    let presenter = makePresenter()
    let phone = MovieListViewController(presenter: presenter)
    let sut = MovieListDesktopViewController(presenter: presenter)

    let phoneWindow = await show(phone, width: 80)
    let desktopWindow = await show(sut, width: 120)
    defer {
      phoneWindow.close()
      desktopWindow.close()
    }

    #expect(sut.movies == movies.map { MoviePresentation(from: $0) })
    #expect(sut.movies == phone.movies)
  }

  @Test("The desktop View draws the movies on screen when they arrive")
  func drawsWhenMoviesArrive() async {
    let window = await show(MovieListDesktopViewController(presenter: makePresenter()), width: 120)
    defer { window.close() }

    #expect(output.text.contains("The Godfather"))
  }

  @Test("When the movies arrive, the loading spinner stops")
  func spinnerStops() async throws {
    let sut = MovieListDesktopViewController(presenter: makePresenter())
    let window = await show(sut, width: 120)
    defer { window.close() }

    try #require(sut.movies.count == movies.count, "the movies never reached the desktop View")
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns over the table")
  }

  @Test("Rows are numbered from 1, in the order the Presenter gives them")
  func rowsNumberedFromOne() async throws {
    let sut = MovieListDesktopViewController(presenter: makePresenter())
    let window = await show(sut, width: 120)
    defer { window.close() }

    let lines = sut.draw()

    for (index, presentation) in movies.map({ MoviePresentation(from: $0) }).enumerated() {
      let row = try #require(
        lines.first { $0.contains(presentation.displayTitle) },
        "no line shows \(presentation.displayTitle)")
      let words = words(of: row)
      #expect(words.contains(String(index + 1)), "row \(index + 1) is not numbered so: \(row)")
      #expect(!words.contains(String(index)), "\(row)")
    }
  }

  @Test(
    "Every movie gets a row, no line is wider than the screen, and no word is cut",
    arguments: [40, 60, 80, 120])
  func linesFitWidth(width: Int) async throws {
    let sut = MovieListDesktopViewController(presenter: makePresenter())
    let window = await show(sut, width: width)
    defer { window.close() }

    let lines = sut.draw()

    #expect(lines.count >= movies.count)
    for line in lines {
      #expect(line.displayWidth <= width, "\(line.displayWidth) columns: \(line)")
    }
    let shown = lines.joined(separator: " ")
    for presentation in movies.map({ MoviePresentation(from: $0) }) {
      let text = [presentation.displayTitle, presentation.summaryPreview, presentation.ratingText]
      for word in text.flatMap({ $0.split(separator: " ") }) where word.displayWidth < width / 3 {
        #expect(shown.contains(word), "'\(word)' is cut or missing at \(width) columns")
      }
    }
  }

  @Test(
    "With room to spare, a movie's title and rating share a line, and its preview is under them")
  func showsSummaryPreview() async throws {
    let sut = MovieListDesktopViewController(presenter: makePresenter())
    let window = await show(sut, width: 240)
    defer { window.close() }

    let lines = sut.draw()

    for presentation in movies.map({ MoviePresentation(from: $0) }) {
      let row = try #require(
        lines.firstIndex {
          $0.contains(presentation.displayTitle) && $0.contains(presentation.ratingText)
        }, "no line shows \(presentation.displayTitle) with its rating")
      #expect(
        lines.indices.contains(row + 1) && lines[row + 1].contains(presentation.summaryPreview),
        "the preview of \(presentation.displayTitle) is not on the line under it")
    }
  }

  @Test("A movie on the watchlist has a ✓ on its row, and the heading counts it")
  func marksWatchlist() async throws {
    let presenter = makePresenter()
    let sut = MovieListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }

    presenter.updateWatchlist(movieID: movies[2].id, isOnWatchlist: true)
    let lines = sut.draw()

    #expect(
      lines.contains(MovieListLayout.heading(movieCount: 3, watchlistCount: 1)),
      "no heading that counts the watchlist")
    for (index, presentation) in movies.map({ MoviePresentation(from: $0) }).enumerated() {
      let row = try #require(
        lines.first { $0.contains(presentation.displayTitle) },
        "no line shows \(presentation.displayTitle)")
      #expect(row.contains("✓") == (index == 2), "\(row)")
    }
  }

  @Test(
    "A reload on the shared Presenter redraws the desktop View, the Presenter's delegate, with the same rows"
  )
  func reloadRedrawsDesktop() async {
    let presenter = makePresenter()
    let phoneOutput = RecordedOutput()
    let phoneWindow = Window(terminal: Terminal(output: phoneOutput, width: 80))
    await phoneWindow.show(MovieListViewController(presenter: presenter))
    let desktop = MovieListDesktopViewController(presenter: presenter)
    let desktopWindow = await show(desktop, width: 120)
    defer {
      phoneWindow.close()
      desktopWindow.close()
    }
    let before = (phone: phoneOutput.text, desktop: output.text)

    await presenter.reload()

    #expect(output.text.count > before.desktop.count, "the desktop View was not drawn again")
    #expect(phoneOutput.text == before.phone, "the phone View is no longer the delegate")
    #expect(
      desktop.movies == movies.map { MoviePresentation(from: $0) },
      "after a reload the desktop View should show the movies once, not twice")
    #expect(
      desktop.draw().contains(MovieListLayout.heading(movieCount: movies.count, watchlistCount: 0)))
  }
}
