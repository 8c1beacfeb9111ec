import Entities
import TerminalKit

@testable import Exercise12

/// Two films, each with its own reviews: two data sets, so that no hard-coded answer passes.
let godfather = MovieCatalog.topMovies[1].id
let darkKnight = MovieCatalog.topMovies[2].id

/// The Godfather's reviews as the service returns them, in no particular order: two of the same day
/// (g2 before g1), a reviewer who left the name empty, one who typed only spaces, and a long text.
let godfatherReviews = [
  Review(
    id: "g2", movieID: godfather, author: "Ana", stars: 4, date: "2024-05-31",
    text: "An offer I could not refuse."),
  Review(
    id: "g4", movieID: godfather, author: "", stars: 5, date: "2023-12-01", text: "Perfect."),
  Review(
    id: "g1", movieID: godfather, author: "Bo", stars: 2, date: "2024-05-31",
    text: "Too long for me."),
  Review(
    id: "g3", movieID: godfather, author: "   ", stars: 1, date: "2024-06-02",
    text: "The horse's head still haunts me, and so does the ending, forty years on."),
]

/// The Dark Knight's reviews as the service returns them: CJK and emoji, two of the same day.
let darkKnightReviews = [
  Review(
    id: "d1", movieID: darkKnight, author: "小明", stars: 3, date: "2022-01-15",
    text: "小丑太精彩了。"),
  Review(
    id: "d3", movieID: darkKnight, author: "🦇 fan", stars: 5, date: "2025-03-09",
    text: "Why so serious?"),
  Review(
    id: "d2", movieID: darkKnight, author: "Kim", stars: 4, date: "2022-01-15", text: "Great."),
]

/// The reviews with these ids, in this order, from both sets.
func reviews(_ ids: [String]) -> [Review] {
  ids.compactMap { id in (godfatherReviews + darkKnightReviews).first { $0.id == id } }
}

/// Reviews of The Godfather written by these authors, one each, newest first.
func reviewsBy(_ authors: [String]) -> [Review] {
  authors.enumerated().map { index, author in
    Review(
      id: "a\(index)", movieID: godfather, author: author, stars: 3,
      date: "2024-01-\(10 + authors.count - index)", text: "Worth a look.")
  }
}

/// What a failing service throws; `\(error)` prints its case's name.
enum MockReviewError: Error, Equatable {
  case offline, timedOut
}

/// A service that gives its answers at once, one per fetch, in order (then no reviews), and writes
/// down the films it is asked about.
actor MockReviewService: ReviewServiceProtocol {
  private var answers: [Result<[Review], MockReviewError>]
  private(set) var requestedMovieIDs: [Movie.ID] = []

  init(_ answers: Result<[Review], MockReviewError>...) {
    self.answers = answers
  }

  func fetchReviews(for movieID: Movie.ID) throws -> [Review] {
    requestedMovieIDs.append(movieID)
    return answers.isEmpty ? [] : try answers.removeFirst().get()
  }
}

/// Stands in for the Worker: gives its answers at once, one per fetch, in order (then no reviews),
/// and writes down the films it is asked about.
@MainActor final class MockReviewsWorker: ReviewsWorker {
  private var answers: [Result<[Review], MockReviewError>]
  private(set) var requestedMovieIDs: [Movie.ID] = []

  init(_ answers: Result<[Review], MockReviewError>...) {
    self.answers = answers
  }

  func fetchReviews(for movieID: Movie.ID) throws -> [Review] {
    requestedMovieIDs.append(movieID)
    return answers.isEmpty ? [] : try answers.removeFirst().get()
  }
}

/// Stands in for the Presenter: writes down the Responses the Interactor sends it, and what the data
/// store held at the moment each one arrived.
@MainActor final class SpyPresenter: ReviewListPresentationLogic {
  private(set) var responses: [ReviewList.FetchReviews.Response] = []
  private(set) var dataStoreWhenPresented: [[Review]] = []
  weak var dataStore: (any ReviewListDataStore)?

  func presentFetchedReviews(response: ReviewList.FetchReviews.Response) {
    responses.append(response)
    dataStoreWhenPresented.append(dataStore?.reviews ?? [])
  }
}

/// Stands in for the ViewController: writes down the ViewModels the Presenter sends it.
@MainActor final class SpyDisplay: ReviewListDisplayLogic {
  private(set) var viewModels: [ReviewList.FetchReviews.ViewModel] = []

  func displayFetchedReviews(viewModel: ReviewList.FetchReviews.ViewModel) {
    viewModels.append(viewModel)
  }
}

/// Stands in for the Interactor: writes down the Requests the ViewController sends it, and does
/// nothing else.
@MainActor final class SpyInteractor: ReviewListBusinessLogic {
  private(set) var requests: [ReviewList.FetchReviews.Request] = []

  func fetchReviews(request: ReviewList.FetchReviews.Request) async {
    requests.append(request)
  }
}

typealias Row = ReviewList.FetchReviews.ViewModel.DisplayedReview

/// Each review's row in English, written out by hand.
let englishRows: [String: Row] = [
  "g1": Row(stars: "★★☆☆☆", author: "Bo", excerpt: "Too long for me."),
  "g2": Row(stars: "★★★★☆", author: "Ana", excerpt: "An offer I could not refuse."),
  "g3": Row(
    stars: "★☆☆☆☆", author: "Anonymous", excerpt: "The horse's head still haunts me, and s…"),
  "g4": Row(stars: "★★★★★", author: "Anonymous", excerpt: "Perfect."),
  "d1": Row(stars: "★★★☆☆", author: "小明", excerpt: "小丑太精彩了。"),
  "d2": Row(stars: "★★★★☆", author: "Kim", excerpt: "Great."),
  "d3": Row(stars: "★★★★★", author: "🦇 fan", excerpt: "Why so serious?"),
]

/// The English rows of the reviews with these ids, in this order.
func rows(_ ids: [String]) -> [Row] {
  ids.compactMap { englishRows[$0] }
}
