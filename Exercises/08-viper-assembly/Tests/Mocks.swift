import Entities

@testable import Exercise08

// Test doubles in the style of seed 000's `Mock…` classes: each one stands in for a collaborator,
// records what it was asked, and answers with what the test gave it, at once.

/// The network's delay, held until the test lets it end: a fetch that is still under way, without
/// sleeping for real.
actor Gate {
  private var waiting: CheckedContinuation<Void, Never>?
  private var arrival: CheckedContinuation<Void, Never>?
  private var isWaiting = false

  /// Waits until `open()`.
  func wait() async {
    await withCheckedContinuation { continuation in
      waiting = continuation
      isWaiting = true
      arrival?.resume()
      arrival = nil
    }
  }

  /// Returns once something waits at the gate.
  func untilWaiting() async {
    guard !isWaiting else { return }
    await withCheckedContinuation { arrival = $0 }
  }

  /// Lets `untilWaiting()` return although nothing waits: the fetch ended without the gate.
  func stopWaitingForArrival() {
    isWaiting = true
    arrival?.resume()
    arrival = nil
  }

  /// Lets what waits go on.
  func open() {
    waiting?.resume()
    waiting = nil
  }
}

/// A `ReviewServiceProtocol` that answers each film with the reviews the test gave it (none for a
/// film it was not given), and records which films it was asked for.
actor MockReviewService: ReviewServiceProtocol {
  private var reviews: [Movie.ID: [Review]]
  private let gate: Gate?
  private(set) var requestedMovieIDs: [Movie.ID] = []

  init(reviews: [Movie.ID: [Review]], gate: Gate? = nil) {
    self.reviews = reviews
    self.gate = gate
  }

  /// What the next fetches of `movieID` answer.
  func answer(_ movieID: Movie.ID, with reviews: [Review]) {
    self.reviews[movieID] = reviews
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    requestedMovieIDs.append(movieID)
    if let gate { await gate.wait() }
    return reviews[movieID] ?? []
  }
}

/// The screen that opened the reviews, the film's detail, as the module's output: it records each count
/// of reviews it is told.
@MainActor final class MockReviewListModuleOutput: ReviewListModuleOutput {
  private(set) var reviewCounts: [Int] = []

  func reviewListDidLoad(reviewCount: Int) {
    reviewCounts.append(reviewCount)
  }
}
