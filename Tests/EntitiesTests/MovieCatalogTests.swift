import Entities
import Foundation
import Testing

@Suite("MovieCatalog loads and checks movies")
struct MovieCatalogTests {
  @Test("the bundled data holds the 25 top-rated films, Shawshank first")
  func bundledData() throws {
    let movies = try MovieCatalog.topMovies()
    #expect(movies.count == 25)
    #expect(movies.first?.title == "The Shawshank Redemption")
    #expect(movies.first?.year == 1994)
    #expect(movies.first?.rating == 9.3)
    #expect(Set(movies.map(\.id)).count == 25)
    #expect(movies.allSatisfy { !$0.chineseTitle.isEmpty && $0.id.hasPrefix("tt") })
  }

  @Test("most bundled previews are cut, and a few are short enough not to be")
  func bundledSummaries() throws {
    let previews = try MovieCatalog.topMovies().map { MoviePresentation(from: $0) }
    let cut = previews.filter { $0.summaryPreview.hasSuffix("...") }.count
    #expect(cut >= 18)
    #expect((1...7).contains(25 - cut))
  }

  @Test("a valid file of the same shape loads")
  func validFile() throws {
    let path = try Self.write(
      #"[{"id": "x1", "title": "T", "chineseTitle": "标题", "year": 2001, "rating": 7.5, "summary": "S"}]"#
    )
    #expect(try MovieCatalog.load(path: path).map(\.title) == ["T"])
  }

  @Test(
    "each kind of bad file gets one clear line naming the file and the problem",
    arguments: [
      ("not json", "it is not valid JSON"),
      (#"{"id": "x"}"#, "it should hold a JSON list of movies, not a list"),
      ("[]", "the list of movies is empty"),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "summary": "S"}]"#,
        "movie 1 is missing the field 'rating'"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": "2001", "rating": 7, "summary": "S"}]"#,
        "movie 1's field 'year' should be a whole number"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": 11, "summary": "S"}]"#,
        "movie 1 ('T') has the rating 11.0, outside 0 to 10"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": 7, "summary": "S"},"#
          + #"{"id": "x1", "title": "U", "chineseTitle": "标", "year": 2002, "rating": 7, "summary": "S"}]"#,
        "movies 1 and 2 have the same id 'x1'"
      ),
    ])
  func badFiles(contents: String, problem: String) throws {
    let path = try Self.write(contents)
    let error = #expect(throws: MovieCatalogError.self) { try MovieCatalog.load(path: path) }
    #expect(error?.description == "Cannot load '\(path)': \(problem).")
  }

  @Test("a missing file and a folder are named as such")
  func missingFileAndFolder() {
    #expect(throws: MovieCatalogError(file: "/nonexistent", problem: "there is no such file")) {
      try MovieCatalog.load(path: "/nonexistent")
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: MovieCatalogError(file: folder, problem: "it is a folder, not a JSON file")) {
      try MovieCatalog.load(path: folder)
    }
  }

  static func write(_ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "movies-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url.path
  }
}
