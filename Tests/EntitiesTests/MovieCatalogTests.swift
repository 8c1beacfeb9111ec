import Entities
import Testing

@Suite("MovieCatalog holds the bundled movies")
struct MovieCatalogTests {
  @Test("the bundled data holds the 25 top-rated films, Shawshank first")
  func bundledData() throws {
    let movies = MovieCatalog.topMovies
    #expect(movies.count == 25)
    #expect(movies.first?.title == "The Shawshank Redemption")
    #expect(movies.first?.year == 1994)
    #expect(movies.first?.rating == 9.3)
    let ids = Set(movies.map(\.id))
    #expect(ids.count == 25)
    #expect(movies.allSatisfy { !$0.chineseTitle.isEmpty && $0.id.hasPrefix("tt") })
  }

  @Test(
    "every bundled film has a Chinese synopsis of its own: not empty, mostly Chinese characters, not the English"
  )
  func chineseSummaries() {
    for movie in MovieCatalog.topMovies {
      let scalars = movie.chineseSummary.unicodeScalars
      // CJK Unified Ideographs: the Han characters that Simplified Chinese is written in.
      let han = scalars.filter { (0x4E00...0x9FFF).contains($0.value) }.count
      #expect(!scalars.isEmpty, "\(movie.title)")
      #expect(han * 2 > scalars.count, "\(movie.title): \(movie.chineseSummary)")
      #expect(movie.chineseSummary != movie.summary, "\(movie.title)")
    }
  }

  @Test("most bundled previews are cut, and a few are short enough not to be")
  func bundledSummaries() throws {
    let previews = MovieCatalog.topMovies.map { MoviePresentation(from: $0) }
    let cut = previews.filter { $0.summaryPreview.hasSuffix("...") }.count
    #expect(cut >= 18)
    #expect((1...7).contains(25 - cut))
  }
}
