import Entities
import Foundation
import Localization
import Testing

@Suite("Movie picks its title and synopsis by the reader's language")
struct MovieTests {
  static let film = Movie(
    id: "tt1", title: "The Film", chineseTitle: "电影", year: 1994, rating: 9.3,
    summary: "A film about a film.", chineseSummary: "一部关于电影的电影。")

  @Test("the localized synopsis is the Chinese one in Chinese and the English one in English")
  func localizedSummary() {
    #expect(Self.film.localizedSummary == "A film about a film.")
    #expect(
      Language.$current.withValue(.simplifiedChinese) { Self.film.localizedSummary }
        == "一部关于电影的电影。")
    #expect(
      Language.$current.withValue(.english) { Self.film.localizedSummary } == "A film about a film."
    )
  }

  @Test(
    "a film made without a Chinese synopsis has its English one in its place, in both languages")
  func englishOnlyFilm() {
    let film = Movie(
      id: "tt2", title: "Heat", chineseTitle: "盗火线", year: 1995, rating: 8.3,
      summary: "Cops and thieves.")
    #expect(film.chineseSummary == "Cops and thieves.")
    #expect(
      Language.$current.withValue(.simplifiedChinese) { film.localizedSummary }
        == "Cops and thieves.")
  }

  @Test("a film encoded without chineseSummary decodes with its English synopsis in its place")
  func decodesWithoutChineseSummary() throws {
    let json =
      #"{"id": "tt2", "title": "Heat", "chineseTitle": "盗火线", "year": 1995, "rating": 8.3, "summary": "Cops."}"#
    let film = try JSONDecoder().decode(Movie.self, from: Data(json.utf8))
    #expect(film.chineseSummary == "Cops.")
  }

  @Test("a film decodes as it was encoded, with its Chinese synopsis")
  func roundTrip() throws {
    let data = try JSONEncoder().encode(Self.film)
    #expect(try JSONDecoder().decode(Movie.self, from: data) == Self.film)
  }
}
