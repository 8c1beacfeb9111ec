import Entities
import Localization
import Testing

@Suite("MoviePresentation formats a Movie for display")
struct MoviePresentationTests {
  static func movie(summary: String = "Short.", rating: Double = 9.3) -> Movie {
    Movie(
      id: "tt1", title: "The Film", chineseTitle: "电影", year: 1994, rating: rating, summary: summary
    )
  }

  @Test("the display title is the title followed by the year in brackets")
  func displayTitle() {
    #expect(MoviePresentation(from: Self.movie()).displayTitle == "The Film (1994)")
  }

  @Test(
    "the rating text is a star and the rating with exactly one decimal",
    arguments: [
      (9.3, "⭐️ 9.3"), (9.0, "⭐️ 9.0"), (8.85, "⭐️ 8.9"), (10, "⭐️ 10.0"), (0, "⭐️ 0.0"),
    ])
  func ratingText(rating: Double, expected: String) {
    #expect(MoviePresentation(from: Self.movie(rating: rating)).ratingText == expected)
  }

  @Test(
    "a summary of 80 characters or fewer is shown whole, without an ellipsis",
    arguments: [1, 79, 80])
  func shortSummaryIsWhole(length: Int) {
    let summary = String(repeating: "a", count: length)
    #expect(MoviePresentation(from: Self.movie(summary: summary)).summaryPreview == summary)
  }

  @Test("a summary longer than 80 characters is cut to 80 and followed by an ellipsis")
  func longSummaryIsCut() {
    let summary = String(repeating: "a", count: 80) + "bcd"
    #expect(
      MoviePresentation(from: Self.movie(summary: summary)).summaryPreview
        == String(repeating: "a", count: 80) + "...")
  }

  @Test("the preview counts characters, so an emoji or a CJK character at the cut stays whole")
  func previewKeepsGraphemesWhole() {
    let summary = String(repeating: "电", count: 79) + "👨‍👩‍👧" + "影影"
    let preview = MoviePresentation(from: Self.movie(summary: summary)).summaryPreview
    #expect(preview == String(repeating: "电", count: 79) + "👨‍👩‍👧...")
  }

  @Test(
    "in Chinese, the summary and its preview are the Chinese synopsis; in English, the English one")
  func summaryInTheReadersLanguage() {
    let movie = Movie(
      id: "tt1", title: "The Film", chineseTitle: "电影", year: 1994, rating: 9.3,
      summary: String(repeating: "a", count: 90), chineseSummary: "一部关于电影的电影。")
    let chinese = Language.$current.withValue(.simplifiedChinese) { MoviePresentation(from: movie) }
    #expect(chinese.summary == "一部关于电影的电影。")
    #expect(chinese.summaryPreview == "一部关于电影的电影。")
    let english = Language.$current.withValue(.english) { MoviePresentation(from: movie) }
    #expect(english.summary == String(repeating: "a", count: 90))
    #expect(english.summaryPreview == String(repeating: "a", count: 80) + "...")
  }

  @Test(
    "one decimal rounds half away from zero",
    arguments: [
      (9.25, "9.3"), (9.24, "9.2"), (-1.25, "-1.3"), (7, "7.0"),
    ])
  func oneDecimal(value: Double, expected: String) {
    #expect(value.oneDecimal == expected)
  }

  @Test("a presentation says whether its movie is on the watchlist, and is not unless told so")
  func watchlist() throws {
    let movie = try #require(MovieCatalog.topMovies.first)
    #expect(!MoviePresentation(from: movie).isOnWatchlist)
    #expect(MoviePresentation(from: movie, isOnWatchlist: true).isOnWatchlist)
    #expect(
      MoviePresentation(from: movie, isOnWatchlist: true).displayTitle
        == MoviePresentation(from: movie).displayTitle)
  }
}
