import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise05

/// Why a mock fetch fails.
private struct MockServiceError: Error, CustomStringConvertible {
  var description: String { "the network is unreachable" }
}

/// A review service that answers at once, with each fetch's answer scripted by the test; the last
/// answer is repeated.
private actor MockReviewService: ReviewServiceProtocol {
  private var answers: [[Review]]

  init(_ answers: [[Review]]) {
    self.answers = answers
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    answers.count > 1 ? answers.removeFirst() : answers[0]
  }
}

private func review(
  _ id: String, _ stars: Int, by author: String, on date: String, _ text: String
) -> Review {
  Review(id: id, movieID: "tt0111161", author: author, stars: stars, date: date, text: text)
}

/// Three reviews of one film, newest first once the ViewModel has sorted them: r7, r2, r5.
private let shawshank = [
  review(
    "r2", 5, by: "", on: "2023-11-02",
    "Hope is a good thing, maybe the best of things, and no good thing ever dies; I cried."),
  review("r5", 3, by: "宫崎迷", on: "2021-08-15", "好看，但是有点长。🐉"),
  review("r7", 4, by: "Ann", on: "2024-05-31", "Slow, then unforgettable."),
]
/// Two reviews of another film.
private let spiritedAway = [
  review("s1", 2, by: "Bo", on: "2022-01-09", "The bathhouse scenes drag."),
  review("s4", 1, by: "Cy", on: "2020-02-29", "Not for me."),
]
/// Four reviews of a third film. Newest first they are g3, g1, g9, g4: not their authors' order (Abe,
/// Anonymous, Max, Zoe), nor their ids', nor their stars'.
private let godfather = [
  review("g9", 1, by: "Abe", on: "2022-06-30", "An offer I could refuse."),
  review("g4", 4, by: " ", on: "2020-12-24", "The wedding is the whole film in small."),
  review("g1", 5, by: "Max", on: "2023-04-01", "Every scene is a painting."),
  review("g3", 2, by: "Zoe", on: "2024-02-10", "Too long by an hour."),
]

/// `count` reviews of one film (12 at most): review k, by the k-th of Ada, Ben, Cai…, was written on day
/// 7k mod count + 1 of March 2024, so newest first is neither their authors', nor their ids', nor their
/// stars' order.
private func manyReviews(_ count: Int) -> [Review] {
  let authors = [
    "Ada", "Ben", "Cai", "Dev", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Leo",
  ]
  return (0..<count).map { k in
    let day = k * 7 % count + 1
    let date = day < 10 ? "2024-03-0\(day)" : "2024-03-\(day)"
    return review("m\(k)", k % 5 + 1, by: authors[k], on: date, "Watched on day \(day).")
  }
}

@MainActor @Suite("A desktop View on the same Presenter")
struct DesktopViewTests {
  private let output = RecordedOutput()

  private func makePresenter(_ answers: [Review]...) -> ReviewListPresenterImpl {
    ReviewListPresenterImpl(
      viewModel: ReviewListViewModelImpl(movieID: "tt0111161", service: MockReviewService(answers)))
  }

  /// Shows `view` in a window of its own, `width` columns wide, as the app would, in `language`.
  private func show(
    _ view: ViewController, width: Int, in language: Language = .english
  ) async -> Window {
    let window = Window(terminal: Terminal(output: output, width: width))
    await Language.$current.withValue(language) { await window.show(view) }
    return window
  }

  /// What the Presenter makes of `reviews`, newest first, as the desktop View should receive them.
  private func presentations(of reviews: [Review], in presenter: ReviewListPresenter)
    -> [ReviewPresentation]
  {
    reviews.sorted { $0.date > $1.date }.map(presenter.presentation(from:))
  }

  /// `sut.draw()` in English.
  private func draw(_ sut: ViewController) -> [String] {
    Language.$current.withValue(.english) { sut.draw() }
  }

  /// The cells of a line of a table, without the spaces that pad them.
  private func cells(of line: some StringProtocol) -> [String] {
    line.split(separator: "│").map { String($0.drop { $0 == " " }).trimmingTrailingSpaces() }
  }

  @Test("After viewDidLoad, the desktop View is its Presenter's delegate, and shows the reviews")
  func becomesTheDelegate() async {
    let presenter = makePresenter(shawshank)
    let sut = ReviewListDesktopViewController(presenter: presenter)

    let window = await show(sut, width: 120)
    defer { window.close() }

    #expect(presenter.delegate === sut, "the desktop View is not its Presenter's delegate")
    #expect(sut.reviews == presentations(of: shawshank, in: presenter))
  }

  @Test("On the same Presenter, the desktop View gets the same presentations as the phone View")
  func samePresentationsAsPhone() async {
    let presenter = makePresenter(spiritedAway)
    let phone = ReviewListViewController(presenter: presenter)
    let sut = ReviewListDesktopViewController(presenter: presenter)

    let phoneWindow = await show(phone, width: 80)
    let desktopWindow = await show(sut, width: 120)
    defer {
      phoneWindow.close()
      desktopWindow.close()
    }

    #expect(!sut.reviews.isEmpty, "the desktop View got no presentation from the Presenter")
    #expect(sut.reviews == phone.reviews)
  }

  @Test("When the reviews arrive, the spinner stops and the table is drawn on screen")
  func drawsWhenReviewsArrive() async throws {
    let sut = ReviewListDesktopViewController(presenter: makePresenter(shawshank))
    let window = await show(sut, width: 120)
    defer { window.close() }

    try #require(sut.reviews.count == shawshank.count, "the reviews never reached the desktop View")
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns over the table")
    #expect(output.text.contains("Slow, then unforgettable."), "the table was never drawn")
  }

  @Test(
    "Rows are numbered from 1, newest first, each with the Presenter's stars, author and 👍",
    arguments: [shawshank, spiritedAway, godfather])
  func rows(reviews: [Review]) async throws {
    let presenter = makePresenter(reviews)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }
    let newest = reviews.max { $0.date < $1.date }!
    presenter.updateHelpful(reviewID: newest.id, isHelpful: true)

    let lines = draw(sut)

    for (index, row) in presentations(of: reviews, in: presenter).enumerated() {
      let line = try #require(
        lines.first { $0.contains(row.author) }, "no line shows \(row.author): \(lines)")
      let cells = cells(of: line)
      #expect(cells.first == String(index + 1), "row \(index + 1) is not numbered so: \(line)")
      #expect(cells.contains(row.stars), "the stars are not the Presenter's \(row.stars): \(line)")
      #expect(line.contains("👍") == (row.id == newest.id), "\(line)")
    }
  }

  @Test(
    "With ten reviews or more, the row numbers are right-aligned: 1 to 9 line up with the 0 of 10",
    arguments: [10, 12])
  func twoDigitNumbers(count: Int) async throws {
    // Given: a film with ten reviews or more
    let reviews = manyReviews(count)
    let presenter = makePresenter(reviews)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 100)
    defer { window.close() }

    // When
    let lines = draw(sut)

    // Then: each row starts with its number, newest first, padded on the left to two digits
    for (index, row) in presentations(of: reviews, in: presenter).enumerated() {
      let line = try #require(
        lines.first { $0.contains(row.author) }, "no line shows \(row.author): \(lines)")
      let number = String(index + 1)
      let expected: String = "│ " + String(repeating: " ", count: 2 - number.count) + number + " │"
      let start = String(line.prefix(expected.count))
      #expect(start == expected, "row \(number) is not numbered so, right-aligned: \(line)")
    }
  }

  @Test(
    "The table's header row names the columns in the language of the run",
    arguments: [
      (Language.english, ["#", "Stars", "Review", "👍"]),
      (Language.simplifiedChinese, ["#", "星级", "影评", "👍"]),
    ])
  func headerRow(language: Language, expected: [String]) async throws {
    // Given: a film's reviews on the desktop
    let sut = ReviewListDesktopViewController(presenter: makePresenter(spiritedAway))
    let window = await show(sut, width: 100, in: language)
    defer { window.close() }

    // When
    let lines = Language.$current.withValue(language) { sut.draw() }

    // Then: the line under the table's top border is its header row
    let top = try #require(lines.firstIndex { $0.hasPrefix("┌") }, "no table: \(lines)")
    try #require(lines.indices.contains(top + 1), "the table has no header row: \(lines)")
    let header: [String] = cells(of: lines[top + 1])
    #expect(header == expected)
  }

  @Test(
    "The table is exactly as wide as the screen, and no word of a review is cut",
    arguments: [40, 60, 100, 120])
  func linesFitWidth(width: Int) async throws {
    let presenter = makePresenter(shawshank)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: width)
    defer { window.close() }

    let lines = draw(sut)

    let table = lines.filter { ["┌", "│", "├", "└"].contains($0.first.map(String.init)) }
    try #require(table.count > shawshank.count, "no table: \(lines)")
    for line in table {
      #expect(line.displayWidth == width, "\(line.displayWidth) columns, not \(width): \(line)")
    }
    let shown = lines.joined(separator: " ")
    for row in presentations(of: shawshank, in: presenter) {
      for word in (row.author + " " + row.excerpt).split(separator: " ")
      where word.displayWidth < width / 3 {
        #expect(shown.contains(word), "'\(word)' is cut or missing at \(width) columns")
      }
    }
  }

  @Test(
    "With room to spare, a review's author shares a line with its stars, and the excerpt is under it"
  )
  func excerptUnderAuthor() async throws {
    let presenter = makePresenter(shawshank)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 200)
    defer { window.close() }

    let lines = draw(sut)

    for row in presentations(of: shawshank, in: presenter) {
      let index = try #require(
        lines.firstIndex { $0.contains(row.author) && $0.contains(row.stars) },
        "no line shows \(row.author) with the stars \(row.stars)")
      #expect(!lines[index].contains(row.excerpt), "the excerpt is on the author's line")
      #expect(
        lines.indices.contains(index + 1) && lines[index + 1].contains(row.excerpt),
        "the excerpt of \(row.author) is not on the line under it")
    }
  }

  @Test("The heading counts the reviews and the helpful ones, in English and in Chinese")
  func heading() async {
    let presenter = makePresenter(shawshank)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }
    presenter.updateHelpful(reviewID: "r5", isHelpful: true)
    presenter.updateHelpful(reviewID: "r7", isHelpful: true)

    let english = draw(sut)
    let chinese = Language.$current.withValue(.simplifiedChinese) { sut.draw() }

    #expect(english.first == "3 reviews · 2 marked helpful")
    #expect(chinese.first == "3 条影评 · 2 条标为有用")
  }

  @Test("The heading of a film with one review says review, not reviews")
  func headingOfOne() async {
    let presenter = makePresenter([spiritedAway[0]])
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }

    #expect(draw(sut).first == "1 review · 0 marked helpful")
  }

  @Test("A film without reviews is drawn as one line, the Presenter's message, not an empty table")
  func emptyState() async {
    let sut = ReviewListDesktopViewController(presenter: makePresenter([]))
    let window = await show(sut, width: 120)
    defer { window.close() }

    #expect(draw(sut) == ["No reviews yet."])
    #expect(!sut.activityIndicator.isAnimating, "the spinner still turns over the empty state")
  }

  @Test(
    "When a reload finds no reviews any more, the desktop shows the Presenter's sentence alone, in English and in Chinese",
    arguments: [(Language.english, "No reviews yet."), (Language.simplifiedChinese, "还没有影评。")])
  func emptyStateInBothLanguages(language: Language, expected: String) async {
    // Given: a film's reviews on the desktop, all gone by the next fetch
    let presenter = makePresenter(shawshank, [])
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120, in: language)
    defer { window.close() }

    // When
    await Language.$current.withValue(language) { await presenter.reload() }
    let lines = Language.$current.withValue(language) { sut.draw() }

    // Then
    #expect(lines == [expected])
  }

  @Test(
    "Marking a review helpful draws the same rows again, with its 👍 and the new count",
    arguments: [shawshank, spiritedAway])
  func markingRedraws(reviews: [Review]) async throws {
    // Given: a film's reviews on screen, none marked helpful
    let presenter = makePresenter(reviews)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }
    let oldest = try #require(reviews.min { $0.date < $1.date })
    let author: String = presenter.presentation(from: oldest).author
    let before = output.text.count

    // When
    Language.$current.withValue(.english) {
      presenter.updateHelpful(reviewID: oldest.id, isHelpful: true)
    }

    // Then: the screen shows the mark
    let drawn: [String] = output.text.dropFirst(before).split(separator: "\n").map(String.init)
    let heading: String = "\(reviews.count) reviews · 1 marked helpful"
    #expect(drawn.first == heading, "the screen was not drawn again: \(drawn)")
    let line = try #require(
      drawn.first { $0.contains(author) }, "no line shows \(author): \(drawn)")
    #expect(line.hasSuffix("│ 👍 │"), "\(line)")
  }

  @Test("Reloads replace what is shown: reviews, then none, then others")
  func reloadsReplace() async {
    let presenter = makePresenter(shawshank, [], spiritedAway)
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let window = await show(sut, width: 120)
    defer { window.close() }

    await presenter.reload()
    let empty = draw(sut)
    await presenter.reload()
    let others = draw(sut)

    #expect(empty == ["No reviews yet."])
    #expect(sut.reviews == presentations(of: spiritedAway, in: presenter))
    #expect(others.first == "2 reviews · 0 marked helpful")
    #expect(!others.contains("No reviews yet."), "the empty state is still drawn")
  }

  @Test(
    "A reload on the shared Presenter redraws the desktop View, its delegate, and not the phone's")
  func reloadRedrawsDesktop() async {
    let presenter = makePresenter(shawshank, shawshank, spiritedAway)
    let phoneOutput = RecordedOutput()
    let phoneWindow = Window(terminal: Terminal(output: phoneOutput, width: 80))
    await phoneWindow.show(ReviewListViewController(presenter: presenter))
    let sut = ReviewListDesktopViewController(presenter: presenter)
    let desktopWindow = await show(sut, width: 120)
    defer {
      phoneWindow.close()
      desktopWindow.close()
    }
    let before = (phone: phoneOutput.text, desktop: output.text)

    await presenter.reload()

    #expect(output.text.count > before.desktop.count, "the desktop View was not drawn again")
    #expect(output.text.contains("The bathhouse scenes drag."), "the new reviews were not drawn")
    #expect(phoneOutput.text == before.phone, "the phone View is no longer the delegate")
  }
}
