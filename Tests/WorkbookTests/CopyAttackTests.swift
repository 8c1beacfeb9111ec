import Testing

@testable import WorkbookExercises
@testable import WorkbookRunner

@Suite("The copy attack renames as find and replace would, on whole words")
struct CopyAttackTests {
  let renames = [
    "MovieList": "ReviewList", "Movies": "Reviews", "Movie": "Review", "movie": "review",
    "OnWatchlist": "Helpful",
  ]

  @Test("a key is renamed where it spans whole words of an identifier, the longest key first")
  func wholeWordsLongestFirst() {
    #expect(
      CopyAttack.renamed(
        "final class MovieListViewModel { var movies: [Movie]; func fetchMovies() {} }",
        with: renames)
        == "final class ReviewListViewModel { var movies: [Review]; func fetchReviews() {} }")
    #expect(
      CopyAttack.renamed("let isOnWatchlist = movie.id; let movieID = 1", with: renames)
        == "let isHelpful = review.id; let reviewID = 1")
  }

  @Test("a key that is only part of a word is left alone; each camel-case word is a word")
  func partsOfWordsStay() {
    #expect(
      CopyAttack.renamed("Moviegoer moviesAhead MovieX aMovie movie_2", with: renames)
        == "Moviegoer moviesAhead ReviewX aReview review_2")
  }

  @Test("what a rename put in is not renamed again, and comments and strings are renamed too")
  func noSecondRename() {
    #expect(
      CopyAttack.renamed(#"// Movie → "Movie""#, with: ["Movie": "MovieReview", "Review": "X"])
        == #"// MovieReview → "MovieReview""#)
  }

  @Test("the module named by an import keeps its name")
  func importsStay() {
    #expect(
      CopyAttack.renamed("import TopMoviesApp\n@testable import Movies\nMovies()", with: renames)
        == "import TopMoviesApp\n@testable import Movies\nReviews()")
  }
}

@Suite("The copy attack writes the worked example over the learner's files, as a learner would")
struct CopyAttackFilesTests {
  let fixture: WorkbookFixture
  var exercise: Exercise

  init() throws {
    fixture = try WorkbookFixture()
    exercise = try fixture.addExercise("01", "copies")
    try fixture.write("enum Mocks {}\n", to: "Sources/TopMoviesApp/Mocks.swift")
    exercise.workedExample = ["Sources/TopMoviesApp/App.swift", "Sources/TopMoviesApp/Mocks.swift"]
  }

  func copy(renamed: Bool) async throws -> String {
    let files = try await ExerciseRunner(root: fixture.root).copy(of: exercise, renamed: renamed)
    #expect(files.keys.sorted() == ["Describe.swift"])
    return String(decoding: try #require(files["Describe.swift"]), as: UTF8.self)
  }

  @Test("a worked-example file beyond the learner's goes at the end of the learner's last file")
  func extraFilesAreAppended() async throws {
    #expect(
      try await copy(renamed: false) == "import Entities\n\npublic enum App {}\n\nenum Mocks {}\n")
    #expect(
      try await copy(renamed: true)
        == "import Entities\n\npublic enum Describe {}\n\nenum Mocks {}\n")
  }

  @Test(
    "RenamedCopy.patch fixes the renamed copy so it compiles, and leaves the plain copy as it is")
  func patchFixesTheRenamedCopy() async throws {
    try fixture.write(
      "WHY: The exercise's enum is public.\nWHY zh-Hans: 练习里的枚举是 public 的。\n\n"
        + "--- a/Describe.swift\n+++ b/Describe.swift\n@@ -5 +5 @@\n-enum Mocks {}\n+public enum Mocks {}\n",
      to: exercise.renamedCopyPatchPath)

    #expect(
      try await copy(renamed: true)
        == "import Entities\n\npublic enum Describe {}\n\npublic enum Mocks {}\n")
    #expect(try await copy(renamed: false).hasSuffix("\n\nenum Mocks {}\n"))
  }

  @Test("a RenamedCopy.patch that no longer applies is named in the error")
  func patchThatDoesNotApply() async throws {
    try fixture.write(
      "--- a/Describe.swift\n+++ b/Describe.swift\n@@ -1 +1 @@\n-import Gone\n+import Here\n",
      to: exercise.renamedCopyPatchPath)

    let error = await #expect(throws: ExerciseError.self) {
      try await self.copy(renamed: true)
    }
    #expect(
      error?.message.hasPrefix("Exercises/01-copies/RenamedCopy.patch does not apply: ") == true)
  }
}
