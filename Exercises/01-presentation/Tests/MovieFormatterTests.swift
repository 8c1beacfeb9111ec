import Entities
import Testing

@testable import Exercise01

@Suite("Formatting a movie for the list")
struct MovieFormatterTests {
  let sut = MovieFormatter(previewLength: 80)

  private func movie(
    title: String = "The Shawshank Redemption", year: Int = 1994, rating: Double = 9.3,
    summary: String = "Hope is a good thing."
  ) -> Movie {
    Movie(
      id: "tt0111161", title: title, chineseTitle: "肖申克的救赎", year: year, rating: rating,
      summary: summary)
  }

  /// The preview that a formatter keeping `length` characters makes of `summary`.
  private func preview(of summary: String, length: Int) -> String {
    MovieFormatter(previewLength: length).presentation(from: movie(summary: summary))
      .summaryPreview
  }

  // MARK: The title and the rating

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
    arguments: [(8.85, "8.9"), (9.25, "9.3"), (7.05, "7.1"), (0.05, "0.1"), (8.849, "8.8")])
  func ratingRoundsHalfUp(rating: Double, expected: String) {
    let result = sut.presentation(from: movie(rating: rating))

    #expect(result.ratingText == "\u{2B50}\u{FE0F} " + expected)
  }

  @Test(
    "Rounding up to a whole number carries into it: 9.96 shows 10.0",
    arguments: [(9.96, "10.0"), (4.97, "5.0"), (0.99, "1.0")])
  func ratingRoundingCarries(rating: Double, expected: String) {
    let result = sut.presentation(from: movie(rating: rating))

    #expect(result.ratingText == "\u{2B50}\u{FE0F} " + expected)
  }

  // MARK: The preview

  @Test("hides nothing: a short summary is not skipped or cut")
  func shortSummaryIsKept() {
    let short = "Two imprisoned men bond over a number of years."

    #expect(preview(of: short, length: 80) == short)
    #expect(preview(of: "", length: 80) == "")
  }

  @Test(
    "A summary exactly as long as the preview is shown whole, without dots",
    arguments: [1, 10, 80, 120])
  func summaryOfExactlyThePreviewLengthIsKept(length: Int) {
    let summary = String(repeating: "a", count: length)

    #expect(preview(of: summary, length: length) == summary)
  }

  @Test(
    "A summary one character longer than the preview keeps that many characters, then three dots",
    arguments: [1, 10, 80, 120])
  func summaryOneOverIsCut(length: Int) {
    let kept = String(repeating: "a", count: length)

    #expect(preview(of: kept + "b", length: length) == kept + "...")
  }

  @Test("A long summary is cut at the formatter's own preview length, not at a fixed one")
  func longSummaryIsCutAtThePreviewLength() {
    let summary = String(repeating: "abcdefghij", count: 30)  // 300 characters.

    #expect(preview(of: summary, length: 12) == "abcdefghijab...")
    #expect(preview(of: summary, length: 80) == String(summary.prefix(80)) + "...")
    #expect(preview(of: summary, length: 300) == summary)
  }

  @Test(
    "An emoji or a CJK character at the cut counts as one character and is never split",
    arguments: [
      // The family emoji is one Character made of five Unicode scalars: the 10th is kept whole.
      (String(repeating: "x", count: 9) + "👨‍👩‍👧" + "!", String(repeating: "x", count: 9) + "👨‍👩‍👧..."),
      // The 11th, an emoji, is the first one cut.
      (String(repeating: "x", count: 10) + "👨‍👩‍👧", String(repeating: "x", count: 10) + "..."),
      // A flag (two scalars) and an accented e (two scalars) make exactly 10 Characters: nothing cut.
      (
        String(repeating: "y", count: 8) + "🇫🇷" + "e\u{301}",
        String(repeating: "y", count: 8) + "🇫🇷e\u{301}"
      ),
      // 10 CJK characters (30 bytes in UTF-8) fit; 12 do not.
      (String(repeating: "希望", count: 5), String(repeating: "希望", count: 5)),
      (String(repeating: "希望", count: 6), String(repeating: "希望", count: 5) + "..."),
    ])
  func charactersAreNeverSplit(summary: String, expected: String) {
    #expect(preview(of: summary, length: 10) == expected)
  }
}
