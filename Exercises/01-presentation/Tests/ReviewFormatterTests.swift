import Entities
import Localization
import Testing

@testable import Exercise01

@Suite("Formatting a review for a row of the reviews screen")
struct ReviewFormatterTests {
  let sut = ReviewFormatter(excerptLength: 60)

  private func review(
    id: String = "r1", author: String = "Ada Lovelace", stars: Int = 4, date: String = "2024-05-31",
    text: String = "A quiet film about hope."
  ) -> Review {
    Review(id: id, movieID: "tt0111161", author: author, stars: stars, date: date, text: text)
  }

  /// What `body` gives when the user reads `language`.
  private func reading<T>(_ language: Language, _ body: () -> T) -> T {
    Language.$current.withValue(language, operation: body)
  }

  // MARK: A whole row

  @Test(
    "A review is formatted field by field: its id, the stars, the author, the day and an excerpt",
    arguments: [
      (
        Review(
          id: "r1", movieID: "tt0111161", author: "Ada Lovelace", stars: 4, date: "2024-05-31",
          text: "A quiet film about hope and friendship."),
        FormattedReview(
          id: "r1", starsText: "★★★★☆", byline: "Ada Lovelace", dateText: "31 May 2024",
          excerpt: "A quiet film about…")
      ),
      (
        Review(
          id: "r2", movieID: "tt0068646", author: "  Grace Hopper ", stars: 2, date: "2023-01-09",
          text: "Too long."),
        FormattedReview(
          id: "r2", starsText: "★★☆☆☆", byline: "Grace Hopper", dateText: "9 January 2023",
          excerpt: "Too long.")
      ),
    ])
  func wholeRow(review: Review, expected: FormattedReview) {
    // Given
    let sut = ReviewFormatter(excerptLength: 20)

    // When
    let result = reading(.english) { sut.presentation(from: review) }

    // Then
    #expect(result == expected)
  }

  @Test(
    "guard: the id is the review's id as given, with its capital letters and the spaces around it",
    arguments: ["R-42", " r7 ", "Review_A"])
  func idIsUsedAsGiven(id: String) {
    // Given
    let review = self.review(id: id)

    // When
    let result = sut.presentation(from: review)

    // Then
    #expect(result.id == id)
  }

  // MARK: The stars

  @Test(
    "The stars are always five: one ★ for each star given, then ☆ for the rest",
    arguments: [(1, "★☆☆☆☆"), (2, "★★☆☆☆"), (3, "★★★☆☆"), (4, "★★★★☆"), (5, "★★★★★")])
  func starsText(stars: Int, expected: String) {
    // Given
    let review = self.review(stars: stars)

    // When
    let result = sut.presentation(from: review)

    // Then
    #expect(result.starsText == expected)
  }

  @Test(
    "Stars outside 1 to 5 are clamped: 0 or fewer shows five ☆, 6 or more five ★",
    arguments: [(0, "☆☆☆☆☆"), (-3, "☆☆☆☆☆"), (6, "★★★★★"), (42, "★★★★★")])
  func starsAreClamped(stars: Int, expected: String) {
    // Given
    let review = self.review(stars: stars)

    // When
    let result = sut.presentation(from: review)

    // Then
    #expect(result.starsText == expected)
  }

  // MARK: The byline

  @Test(
    "The byline is the author without the white space around it; the spaces inside stay",
    arguments: [
      (" Ada Lovelace ", "Ada Lovelace"), ("\tGrace Hopper\n", "Grace Hopper"),
      ("\u{3000}王小明\u{3000}", "王小明"), ("Jean  Luc", "Jean  Luc"), ("Lin", "Lin"),
    ])
  func bylineIsTrimmed(author: String, expected: String) {
    // Given
    let review = self.review(author: author)

    // When
    let result = reading(.english) { sut.presentation(from: review) }

    // Then
    #expect(result.byline == expected)
  }

  @Test(
    "The byline keeps the name as it was typed: its capital and small letters do not change",
    arguments: [
      ("ada LOVELACE", "ada LOVELACE"), ("bell hooks", "bell hooks"), (" McAvoy ", "McAvoy"),
      ("DiCaprio", "DiCaprio"),
    ])
  func bylineKeepsTheLettersAsTyped(author: String, expected: String) {
    // Given
    let review = self.review(author: author)

    // When
    let english = reading(.english) { sut.presentation(from: review) }
    let chinese = reading(.simplifiedChinese) { sut.presentation(from: review) }

    // Then
    #expect(english.byline == expected)
    #expect(chinese.byline == expected)
  }

  @Test(
    "An author who is empty or only white space is shown as Anonymous",
    arguments: ["", " ", "   ", "\t\n", "\u{3000}"])
  func blankAuthorIsAnonymous(author: String) {
    // Given
    let review = self.review(author: author)

    // When
    let result = reading(.english) { sut.presentation(from: review) }

    // Then
    #expect(result.byline == "Anonymous")
  }

  @Test(
    "In Chinese an anonymous reviewer is 匿名, and a named one keeps their name",
    arguments: [("", "匿名"), ("  ", "匿名"), (" 李雷 ", "李雷"), ("Ada", "Ada")])
  func bylineInChinese(author: String, expected: String) {
    // Given
    let review = self.review(author: author)

    // When
    let result = reading(.simplifiedChinese) { sut.presentation(from: review) }

    // Then
    #expect(result.byline == expected)
  }

  // MARK: The date

  @Test(
    "In English the date reads day, month, year, with no leading zero on the day",
    arguments: [
      ("2024-05-31", "31 May 2024"), ("2023-01-09", "9 January 2023"),
      ("2022-12-10", "10 December 2022"), ("2021-09-01", "1 September 2021"),
      ("2020-02-29", "29 February 2020"), ("2019-10-20", "20 October 2019"),
    ])
  func dateInEnglish(date: String, expected: String) {
    // Given
    let review = self.review(date: date)

    // When
    let result = reading(.english) { sut.presentation(from: review) }

    // Then
    #expect(result.dateText == expected)
  }

  @Test("Each of the twelve months has its own name, in order")
  func everyMonthHasItsName() {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    for (index, name) in names.enumerated() {
      // Given: the 15th of each month. When: it is formatted.
      let month = index + 1
      let date = "2024-" + (month < 10 ? "0" : "") + "\(month)-15"

      let result = reading(.english) { sut.presentation(from: review(date: date)) }

      // Then
      #expect(result.dateText == "15 \(name) 2024", "from \(date)")
    }
  }

  @Test(
    "In Chinese the date reads 年, 月, 日, with no leading zero on the month or the day",
    arguments: [
      ("2024-05-31", "2024年5月31日"), ("2023-01-09", "2023年1月9日"),
      ("2022-12-10", "2022年12月10日"), ("2021-10-01", "2021年10月1日"),
    ])
  func dateInChinese(date: String, expected: String) {
    // Given
    let review = self.review(date: date)

    // When
    let result = reading(.simplifiedChinese) { sut.presentation(from: review) }

    // Then
    #expect(result.dateText == expected)
  }

  // MARK: The excerpt

  @Test(
    "A text no longer than the excerpt is shown whole, without …",
    arguments: [
      ("Loved it.", 20), ("A quiet film", 12), ("希望是美好的东西", 8), ("Home 👨‍👩‍👧", 6), ("", 5),
    ])
  func shortTextIsKept(text: String, length: Int) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == text)
  }

  @Test(
    "A longer text is cut after the last whole word that fits, then …",
    arguments: [
      (3, "A…"), (10, "A quiet…"), (20, "A quiet film about…"),
      (38, "A quiet film about hope and…"),
    ])
  func cutAfterLastWholeWord(length: Int, expected: String) {
    let text = "A quiet film about hope and friendship."  // 39 Characters.

    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "A word that ends exactly at the limit is kept whole",
    arguments: [
      (7, "A quiet…"), (12, "A quiet film…"), (13, "A quiet film…"),
      (23, "A quiet film about hope…"),
    ])
  func wordEndingAtTheLimitIsKept(length: Int, expected: String) {
    let text = "A quiet film about hope and friendship."

    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "No space is left before the …, even where the text has two",
    arguments: [(6, "Slow.…"), (7, "Slow.…"), (9, "Slow.…"), (14, "Slow.  Then…")])
  func noSpaceBeforeTheEllipsis(length: Int, expected: String) {
    let text = "Slow.  Then brilliant."

    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "The excerpt is the start of the text as written: two spaces inside it stay two",
    arguments: [
      ("Slow.  Then brilliant.", 16, "Slow.  Then…"),
      ("Odd  pacing,  great  cast.", 22, "Odd  pacing,  great…"),
    ])
  func spacesInsideAreKept(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "A run of three or more spaces at the cut is dropped whole before the …",
    arguments: [
      ("Wait.   What a film.", 6, "Wait.…"), ("Wait.   What a film.", 8, "Wait.…"),
      ("Wait.   What a film.", 10, "Wait.…"), ("Wait.   What a film.", 12, "Wait.   What…"),
      ("Hmm.    Fine.", 8, "Hmm.…"), ("Hmm.    Fine.", 7, "Hmm.…"),
    ])
  func runOfSpacesBeforeTheEllipsisIsDropped(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "Only the space U+0020 separates words: a tab, a line break, a no-break space or an ideographic space does not",
    arguments: [
      ("A film by Wong\u{00A0}Kar-wai.", 16, "A film by…"),
      ("Loved it\tand more.", 8, "Loved…"),
      ("So moving.\nFunny too.", 13, "So…"),
      ("我很喜欢 这部电影。\u{3000}推荐。", 11, "我很喜欢…"),
    ])
  func onlyTheSpaceSeparatesWords(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "White space at the start or the end of the text is part of it: the text is not trimmed first",
    arguments: [
      (" Loved it. ", 11, " Loved it. "), ("Loved it.\n", 10, "Loved it.\n"),
      ("\u{3000}好看。", 4, "\u{3000}好看。"), ("  A quiet film about hope.", 9, "  A quiet…"),
    ])
  func whiteSpaceAtTheEndsIsKept(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "A first word longer than the limit is cut inside it",
    arguments: [
      ("Unforgettable! Truly.", 5, "Unfor…"), ("Unforgettable!", 13, "Unforgettable…"),
      ("Wow", 1, "W…"),
    ])
  func longFirstWordIsCut(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "Chinese text, which has no spaces, is cut at the limit, one Character each",
    arguments: [
      ("这部电影讲的是希望与友谊。", 6, "这部电影讲的…"),
      ("希望是美好的东西，也许是最好的东西。", 9, "希望是美好的东西，…"),
    ])
  func chineseIsCutAtTheLimit(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "A run of Chinese followed by a space is a word like any other",
    arguments: [
      (12, "我最喜欢的导演是…"), (8, "我最喜欢的导演是…"), (20, "我最喜欢的导演是 Christopher…"),
    ])
  func chineseRunIsAWord(length: Int, expected: String) {
    let text = "我最喜欢的导演是 Christopher Nolan。"

    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test(
    "An emoji at the cut is one Character: kept whole or left out whole, never split",
    arguments: [
      ("👍🏽👍🏽👍🏽👍🏽👍🏽 Must see.", 3, "👍🏽👍🏽👍🏽…"),
      ("Best family film 👨‍👩‍👧 ever", 18, "Best family film 👨‍👩‍👧…"),
      ("Best family film 👨‍👩‍👧 ever", 17, "Best family film…"),
      ("🇫🇷🇫🇷🇫🇷🇫🇷", 2, "🇫🇷🇫🇷…"),
    ])
  func emojiIsNeverSplit(text: String, length: Int, expected: String) {
    // Given
    let sut = ReviewFormatter(excerptLength: length)

    // When
    let result = sut.presentation(from: review(text: text))

    // Then
    #expect(result.excerpt == expected)
  }

  @Test("The … is one Character, U+2026, that comes after the kept text and is not counted in it")
  func ellipsisIsOneCharacter() {
    let text = "Every frame could hang in a gallery, and the score stays with you for days."

    // Given
    let sut = ReviewFormatter(excerptLength: 40)

    // When
    let result = sut.presentation(from: review(text: text)).excerpt

    // Then
    #expect(result == "Every frame could hang in a gallery, and…")
    #expect(result.last == "\u{2026}")
    #expect(result.dropLast().count <= 40)
  }
}
