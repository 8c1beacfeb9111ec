import Entities
import Foundation
import Testing
import TopMoviesApp

@Suite("MovieCatalog loads and checks a movies file (--movies)")
struct MoviesFileTests {
  @Test("a valid file of the same shape loads")
  func validFile() throws {
    let path = try Self.write(
      #"[{"id": "x1", "title": "T", "chineseTitle": "标题", "year": 2001, "rating": 7.5, "summary": "S"}]"#
    )
    defer { Self.remove(path) }
    #expect(try MovieCatalog.load(path: path).map(\.title) == ["T"])
  }

  @Test(
    "a file may leave out a film's chineseSummary, and then its English summary stands in for it")
  func chineseSummaryMayBeLeftOut() throws {
    let path = try Self.write(
      #"[{"id": "x1", "title": "T", "chineseTitle": "标题", "year": 2001, "rating": 7.5, "summary": "S"},"#
        + #"{"id": "x2", "title": "U", "chineseTitle": "标", "year": 2002, "rating": 7, "summary": "S2","#
        + #""chineseSummary": "简介"}]"#)
    defer { Self.remove(path) }
    let movies = try MovieCatalog.load(path: path)
    #expect(movies.map(\.chineseSummary) == ["S", "简介"])
    #expect(movies.map(\.summary) == ["S", "S2"])
  }

  @Test(
    "each kind of bad file gets one clear line naming the file and the problem",
    arguments: [
      ("not json", "it is not valid JSON"),
      (
        #"{"id": "x"}"#,
        "it holds a JSON object; it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json"
      ),
      (
        " null",
        "it holds null; it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json"
      ),
      (
        "42",
        "it holds a JSON number; it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json"
      ),
      (
        "\n\"movies\"",
        "it holds a JSON string; it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json"
      ),
      (
        "true",
        "it holds a JSON true or false; it should be a JSON list of movies, like Sources/Entities/Resources/TopMovies.json"
      ),
      ("[]", "the list of movies is empty"),
      ("[1, 2", "it is not valid JSON"),
      ("[] []", "it is not valid JSON"),
      (#"["\u00"]"#, "it is not valid JSON"),
      (#"["\u+fff"]"#, "it is not valid JSON"),
      (#"["\u-000"]"#, "it is not valid JSON"),
      ("[\"tab\there\"]", "it is not valid JSON"),
      ("[01]", "it is not valid JSON"),
      (String(repeating: "[", count: 100_000), "it is not valid JSON"),
      ("[42]", "movie 1 should be an object"),
      (
        #"[{"id": "x1", "title": null, "chineseTitle": "标", "year": 2001, "rating": 7, "summary": "S"}]"#,
        "movie 1's field 'title' is null, it should be text"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001.5, "rating": 7, "summary": "S"}]"#,
        "movie 1's field 'year' should be a whole number"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": "7", "summary": "S"}]"#,
        "movie 1's field 'rating' should be a number"
      ),
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
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": 7, "summary": "S", "chineseSummary": 7}]"#,
        "movie 1's field 'chineseSummary' should be text"
      ),
      (
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": 7, "summary": "S", "chineseSummary": null}]"#,
        "movie 1's field 'chineseSummary' is null, it should be text"
      ),
    ])
  func badFiles(contents: String, problem: String) throws {
    let path = try Self.write(contents)
    defer { Self.remove(path) }
    let error = #expect(throws: MovieCatalogError.self) { try MovieCatalog.load(path: path) }
    #expect(error?.description == "Cannot load '\(path)': \(problem).")
  }

  @Test("JSON's escapes, numbers and white space read as JSON means them")
  func jsonSyntax() throws {
    let path = try Self.write(
      "\t[ {\"id\":\"x\\u00e9\\ud83c\\udfac\",\"title\":\"\\\"A\\\"\\n\\/\",\"chineseTitle\":\"\",\"year\":2e3,"
        + "\"rating\":-0.5E+1,\"summary\":\"\",\"extra\":[true,false,null,{}]} ]\r\n")
    defer { Self.remove(path) }
    let error = #expect(throws: MovieCatalogError.self) { try MovieCatalog.load(path: path) }
    #expect(error?.problem == "movie 1 ('\"A\"\n/') has the rating -5.0, outside 0 to 10")
    let valid = try Self.write(
      #"[{"id": "x\u00e9\ud83c\udfac", "title": "T", "chineseTitle": "", "year": 2e3, "rating": 0, "summary": ""}]"#
    )
    defer { Self.remove(valid) }
    #expect(try MovieCatalog.load(path: valid).map(\.id) == ["xé🎬"])
    #expect(try MovieCatalog.load(path: valid).map(\.year) == [2000])
  }

  @Test("a file that is not UTF-8 is not valid JSON")
  func notUTF8() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "movies-\(UUID().uuidString).json")
    try Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]).write(to: url)
    defer { Self.remove(url.path) }
    #expect(throws: MovieCatalogError(file: url.path, problem: "it is not valid JSON")) {
      try MovieCatalog.load(path: url.path)
    }
  }

  @Test("a missing file and a folder are named as such")
  func missingFileAndFolder() {
    for path in ["/nonexistent", "/dev/null/movies.json"] {
      #expect(throws: MovieCatalogError(file: path, problem: "there is no such file")) {
        try MovieCatalog.load(path: path)
      }
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: MovieCatalogError(file: folder, problem: "it is a folder, not a JSON file")) {
      try MovieCatalog.load(path: folder)
    }
  }

  @Test(
    "the JSON file a message points to as the example gives exactly the bundled movies (else run scripts/generate-top-movies.swift)"
  )
  func bundledFileExists() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let data = try Data(contentsOf: root.appendingPathComponent(MovieCatalog.bundledFile))
    #expect(try MovieCatalog.decode(Array(data), file: "x") == MovieCatalog.topMovies)
  }

  @Test("a pipe is read to its end, as a file is (--movies <(cat movies.json))")
  func pipe() throws {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(
      Data(
        #"[{"id": "x1", "title": "T", "chineseTitle": "标", "year": 2001, "rating": 7, "summary": "S"}]"#
          .utf8))
    try pipe.fileHandleForWriting.close()
    let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
    #expect(try MovieCatalog.load(path: path).map(\.title) == ["T"])
  }

  @Test("a file that never ends is refused once it holds more than 10 MB")
  func endless() {
    #expect(
      throws: MovieCatalogError(
        file: "/dev/zero", problem: "it holds more than 10 MB, too much for a list of movies")
    ) {
      try MovieCatalog.load(path: "/dev/zero")
    }
  }

  @Test(
    "a file the user may not read says so", .enabled(if: getuid() != 0, "root reads any file"))
  func unreadable() throws {
    let path = try Self.write("[]")
    defer { Self.remove(path) }
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    #expect(throws: MovieCatalogError(file: path, problem: "you have no permission to read it")) {
      try MovieCatalog.load(path: path)
    }
  }

  /// A movies file that holds `contents`, in the temporary folder: a test removes it when it is done.
  static func write(_ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "movies-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}
