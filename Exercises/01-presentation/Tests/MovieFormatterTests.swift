import Entities
import Testing

@testable import Exercise01

@Suite("Formatting a movie for the list")
struct MovieFormatterTests {
  let sut = MovieFormatter()

  private func movie(
    title: String = "The Shawshank Redemption", year: Int = 1994, rating: Double = 9.3,
    summary: String = "Hope is a good thing."
  ) -> Movie {
    Movie(
      id: "tt0111161", title: title, chineseTitle: "肖申克的救赎", year: year, rating: rating,
      summary: summary)
  }

  @Test("The title shows the year in brackets, and the id is kept")
  func displayTitleHasYear() {
    let result = sut.presentation(from: movie(title: "The Godfather", year: 1972))

    #expect(result.displayTitle == "The Godfather (1972)")
    #expect(result.id == "tt0111161")
  }

  @Test(
    "The rating shows a star and exactly one decimal",
    arguments: [(9.3, "9.3"), (9.0, "9.0"), (10, "10.0"), (0, "0.0"), (8.04, "8.0")])
  func ratingHasOneDecimal(rating: Double, expected: String) {
    let result = sut.presentation(from: movie(rating: rating))

    #expect(result.ratingText == "\u{2B50}\u{FE0F} " + expected)
  }

  @Test(
    "A rating halfway between two tenths is rounded up",
    arguments: [(8.85, "8.9"), (9.25, "9.3"), (7.05, "7.1"), (8.849, "8.8")])
  func ratingRoundsHalfUp(rating: Double, expected: String) {
    let result = sut.presentation(from: movie(rating: rating))

    #expect(result.ratingText == "\u{2B50}\u{FE0F} " + expected)
  }

  @Test("A summary of up to 80 characters is shown whole, without dots")
  func shortSummaryIsKept() {
    let short = "Two imprisoned men bond over a number of years."
    let exactlyEighty = String(repeating: "abcdefghij", count: 8)

    #expect(sut.presentation(from: movie(summary: short)).summaryPreview == short)
    #expect(sut.presentation(from: movie(summary: exactlyEighty)).summaryPreview == exactlyEighty)
    #expect(sut.presentation(from: movie(summary: "")).summaryPreview == "")
  }

  @Test("A summary of 81 characters keeps the first 80 and ends in three dots")
  func longSummaryIsCut() {
    let eighty = String(repeating: "abcdefghij", count: 8)

    let result = sut.presentation(from: movie(summary: eighty + "k"))

    #expect(result.summaryPreview == eighty + "...")
  }

  @Test("Emoji and CJK characters count as one character each and are never split")
  func charactersAreNeverSplit() {
    // 79 letters, then a family emoji: one Character made of five Unicode scalars.
    let family = "👨‍👩‍👧"
    let seventyNine = String(repeating: "x", count: 79)
    let flagAndAccent = String(repeating: "y", count: 78) + "🇫🇷" + "e\u{301}"  // 80 Characters.
    let chinese = String(repeating: "希望", count: 50)  // 100 Characters.

    #expect(
      sut.presentation(from: movie(summary: seventyNine + family + "!")).summaryPreview
        == seventyNine + family + "...")
    #expect(sut.presentation(from: movie(summary: flagAndAccent)).summaryPreview == flagAndAccent)
    #expect(
      sut.presentation(from: movie(summary: chinese)).summaryPreview
        == String(repeating: "希望", count: 40) + "...")
  }
}
