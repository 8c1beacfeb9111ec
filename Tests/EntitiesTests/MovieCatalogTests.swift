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

  @Test("most bundled previews are cut, and a few are short enough not to be")
  func bundledSummaries() throws {
    let previews = MovieCatalog.topMovies.map { MoviePresentation(from: $0) }
    let cut = previews.filter { $0.summaryPreview.hasSuffix("...") }.count
    #expect(cut >= 18)
    #expect((1...7).contains(25 - cut))
  }
}
