import Entities
import Testing

@testable import Exercise03

// Test doubles in the style of seed 000's `Mock…` classes: each one stands in for a role, records what
// it was asked, and answers with what the test gave it.

/// Stands in for the network (seed 000's `MockUserService`): answers each fetch with the next of the
/// answers it was given (the last one again once they run out), at once, and records which film each
/// fetch asked for. `whileFetching` runs in the middle of a fetch, so a test can look at the ViewModel
/// while the service works, without waiting for real time.
actor MockReviewService: ReviewServiceProtocol {
  private var answers: [Result<[Review], any Error>]
  private let whileFetching: @Sendable () async -> Void
  private(set) var requestedMovieIDs: [Movie.ID] = []

  init(
    answers: [Result<[Review], any Error>],
    whileFetching: @escaping @Sendable () async -> Void = {}
  ) {
    self.answers = answers
    self.whileFetching = whileFetching
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    requestedMovieIDs.append(movieID)
    await whileFetching()
    let answer = answers.count > 1 ? answers.removeFirst() : answers[0]
    return try answer.get()
  }
}

/// What the ViewModel looked like at one moment: whether it was loading, whether it had an error, and
/// the ids of its reviews.
struct Snapshot: Equatable, CustomStringConvertible {
  let isLoading: Bool
  let hasError: Bool
  let reviewIDs: [String]

  @MainActor init(of model: ReviewListViewModel) {
    self.init(
      isLoading: model.isLoading, hasError: model.error != nil, reviewIDs: model.reviews.map(\.id))
  }

  init(isLoading: Bool, hasError: Bool, reviewIDs: [String]) {
    self.isLoading = isLoading
    self.hasError = hasError
    self.reviewIDs = reviewIDs
  }

  var description: String {
    "(isLoading: \(isLoading), error: \(hasError ? "yes" : "nil"), reviews: \(reviewIDs))"
  }
}

/// Stands in for whatever the ViewModel reports to (seed 000's `MockPresenterOutput`): records what
/// the ViewModel looked like each time it told its delegate.
@MainActor final class MockReviewListViewModelDelegate: ReviewListViewModelDelegate {
  private(set) var snapshots: [Snapshot] = []

  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    snapshots.append(Snapshot(of: model))
  }
}

/// Stands in for the ViewModel, to test the View alone: holds whatever state a test gives it, and
/// counts the fetches it is asked for instead of fetching.
@MainActor final class MockReviewListViewModel: ReviewListViewModel {
  weak var delegate: ReviewListViewModelDelegate?
  var reviews: [Review] = []
  var isLoading = false
  var error: (any Error)?
  private(set) var fetchReviewsCallCount = 0

  func fetchReviews() async {
    fetchReviewsCallCount += 1
  }
}

/// A failure that says what it is, as a service's error should.
struct ServiceError: Error, CustomStringConvertible {
  let description: String
}

/// A film, the reviews the service answers with (in no particular order), and the order the screen
/// shows them in.
struct Film: Sendable, CustomTestStringConvertible {
  let name: String
  let id: Movie.ID
  let served: [Review]
  let newestFirst: [Review]

  var testDescription: String { name }
}

private func review(
  _ id: String, of movieID: Movie.ID, by author: String, _ stars: Int, on date: String,
  _ text: String
) -> Review {
  Review(id: id, movieID: movieID, author: author, stars: stars, date: date, text: text)
}

let godfather: Film = {
  let id = "tt0068646"
  let christmas = review("r01", of: id, by: "Noor", 3, on: "2023-12-24", "Long, but worth it.")
  let early = review("r03", of: id, by: "Ana", 5, on: "2024-03-02", "An offer you can't refuse.")
  let late = review("r05", of: id, by: "Sam 🎬", 2, on: "2024-03-02", "Too slow for me.")
  let newest = review("r07", of: id, by: "李雷", 4, on: "2024-05-31", "家族的故事，百看不厌。")
  return Film(
    name: "The Godfather", id: id, served: [late, christmas, newest, early],
    newestFirst: [newest, early, late, christmas])
}()

let shawshank: Film = {
  let id = "tt0111161"
  let old = review("s2", of: id, by: "Mia", 5, on: "2024-12-31", "Hope is a good thing.")
  let a = review("s4", of: id, by: "Quinn", 1, on: "2025-01-01", "Not my kind of film.")
  let b = review("s8", of: id, by: "王芳", 4, on: "2025-01-01", "希望是美好的。")
  return Film(
    name: "The Shawshank Redemption", id: id, served: [b, old, a], newestFirst: [a, b, old])
}()
