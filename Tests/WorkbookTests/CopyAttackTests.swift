import Testing

@testable import WorkbookCore

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
