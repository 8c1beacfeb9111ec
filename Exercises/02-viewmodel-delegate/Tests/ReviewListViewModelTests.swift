import Entities
import Testing

@testable import Exercise02

// Test doubles in the style of seed 000's `Mock…` classes: each one stands in for a role, records what
// it was asked, and answers with what the test gave it.

/// Stands in for the network (seed 000's `MockUserService`): answers each fetch with the next of the
/// answers it was given (the last one again once they run out), at once, and records which film each
/// fetch asked for.
private actor MockReviewService: ReviewServiceProtocol {
  private var answers: [Result<[Review], any Error>]
  private(set) var requestedMovieIDs: [Movie.ID] = []

  init(answers: [Result<[Review], any Error>]) {
    self.answers = answers
  }

  init(reviews: [Review]) {
    self.init(answers: [.success(reviews)])
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    requestedMovieIDs.append(movieID)
    let answer = answers.count > 1 ? answers.removeFirst() : answers[0]
    return try answer.get()
  }
}

/// Stands in for whatever the ViewModel reports to: records each update, what the ViewModel held at
/// that moment, and who sent it.
@MainActor private final class MockReviewListViewModelDelegate: ReviewListViewModelDelegate {
  private(set) var updates: [[Review]] = []
  private(set) var senders: [ObjectIdentifier] = []

  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    updates.append(model.reviews)
    senders.append(ObjectIdentifier(model))
  }
}

/// Stands in for the reviews screen's View as stage 1 builds its Views: it owns its ViewModel and is
/// that ViewModel's delegate.
@MainActor private final class MockReviewListView: ReviewListViewModelDelegate {
  let viewModel: ReviewListViewModel

  init(viewModel: ReviewListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func viewModelDidUpdate(_ model: ReviewListViewModel) {}
}

private struct ServiceDown: Error {}

/// A film, the reviews the service answers with (in no particular order), and the order the screen
/// must show them in.
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

private let godfather: Film = {
  let id = "tt0068646"
  let christmas = review("r01", of: id, by: "", 3, on: "2023-12-24", "Long, but worth it.")
  let early = review("r03", of: id, by: "Ana", 5, on: "2024-03-02", "An offer you can't refuse.")
  let late = review("r05", of: id, by: "Sam 🎬", 2, on: "2024-03-02", "Too slow for me.")
  let newest = review("r07", of: id, by: "李雷", 4, on: "2024-05-31", "家族的故事，百看不厌。")
  return Film(
    name: "The Godfather", id: id, served: [late, christmas, newest, early],
    newestFirst: [newest, early, late, christmas])
}()

private let shawshank: Film = {
  let id = "tt0111161"
  let old = review("s2", of: id, by: "Mia", 5, on: "2024-12-31", "Hope is a good thing.")
  let a = review("s4", of: id, by: "  ", 1, on: "2025-01-01", "Not my kind of film.")
  let b = review("s8", of: id, by: "王芳", 4, on: "2025-01-01", "希望是美好的。")
  let c = review("s9", of: id, by: "Tom", 5, on: "2025-01-01", "Brooks was here. 🕊️")
  return Film(
    name: "The Shawshank Redemption", id: id, served: [c, old, b, a],
    newestFirst: [a, b, c, old])
}()

/// A film nobody has reviewed yet: the service answers with no reviews.
private let unreviewed = Film(name: "no reviews", id: "tt0050083", served: [], newestFirst: [])

@MainActor @Suite("The reviews' ViewModel and its delegate")
struct ReviewListViewModelTests {
  @Test(
    "Fetching asks the service for this film's reviews, and for no other film's",
    arguments: [godfather, shawshank])
  func asksForItsOwnFilm(film: Film) async {
    // Given
    let service = MockReviewService(reviews: film.served)
    let sut = ReviewListViewModelImpl(movieID: film.id, service: service)

    // When
    await sut.fetchReviews()

    // Then
    #expect(await service.requestedMovieIDs == [film.id])
  }

  @Test(
    "The reviews are kept newest first, whatever order the service answers in",
    arguments: [godfather, shawshank])
  func keepsNewestFirst(film: Film) async {
    // Given
    let sut = ReviewListViewModelImpl(
      movieID: film.id, service: MockReviewService(reviews: film.served))

    // When
    await sut.fetchReviews()

    // Then
    #expect(sut.reviews.map(\.id) == film.newestFirst.map(\.id))
  }

  @Test("Reviews written on the same day are kept in ascending id order")
  func sameDayByAscendingID() async {
    // Given: one day, served with the ids out of order
    let day = "2024-06-01"
    let served = ["b2", "c3", "a1"].map {
      review($0, of: "tt0468569", by: "Kim", 4, on: day, "Why so serious?")
    }
    let sut = ReviewListViewModelImpl(
      movieID: "tt0468569", service: MockReviewService(reviews: served))

    // When
    await sut.fetchReviews()

    // Then
    #expect(sut.reviews.map(\.id) == ["a1", "b2", "c3"])
  }

  @Test("The delegate hears exactly once per fetch, and by then the reviews are stored")
  func delegateHearsOncePerFetch() async {
    // Given: a service whose second answer differs from its first
    let service = MockReviewService(answers: [
      .success(godfather.served), .success(Array(godfather.served.prefix(2))),
    ])
    let sut = ReviewListViewModelImpl(movieID: godfather.id, service: service)
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate

    // When
    await sut.fetchReviews()
    await sut.fetchReviews()

    // Then
    let second = godfather.newestFirst.filter { ["r05", "r01"].contains($0.id) }
    #expect(
      delegate.updates.map { $0.map(\.id) } == [godfather.newestFirst.map(\.id), second.map(\.id)])
    #expect(delegate.senders == [ObjectIdentifier(sut), ObjectIdentifier(sut)])
  }

  @Test(
    "A second fetch replaces the reviews with its own answer, even an empty one",
    arguments: [shawshank, unreviewed])
  func secondFetchReplaces(second: Film) async throws {
    // Given: a service whose second answer is another list than its first
    let service = MockReviewService(answers: [.success(godfather.served), .success(second.served)])
    let sut = ReviewListViewModelImpl(movieID: godfather.id, service: service)
    await sut.fetchReviews()
    try #require(
      sut.reviews.count == godfather.served.count, "the first fetch should keep its reviews")

    // When
    await sut.fetchReviews()

    // Then
    #expect(sut.reviews.map(\.id) == second.newestFirst.map(\.id))
  }

  @Test("A failed fetch keeps the reviews it had, and the delegate still hears that it is over")
  func failedFetchKeepsReviews() async throws {
    // Given: a service that answers once, then fails
    let service = MockReviewService(answers: [.success(shawshank.served), .failure(ServiceDown())])
    let sut = ReviewListViewModelImpl(movieID: shawshank.id, service: service)
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate
    await sut.fetchReviews()
    try #require(
      sut.reviews == shawshank.newestFirst, "the first fetch works and should keep the reviews")

    // When
    await sut.fetchReviews()

    // Then
    #expect(
      sut.reviews == shawshank.newestFirst, "the reviews from before should stay when a fetch fails"
    )
    #expect(
      delegate.updates.count == 2, "the delegate should hear once per fetch, the failed one too")
    #expect(delegate.updates.last == shawshank.newestFirst)
  }

  @Test("Once its View is gone, the ViewModel's delegate reads nil")
  func delegateReadsNilOnceItsOwnerIsGone() {
    // Given
    let sut = ReviewListViewModelImpl(
      movieID: godfather.id, service: MockReviewService(reviews: godfather.served))
    weak var probe: MockReviewListViewModelDelegate?

    // When: the only other reference to the delegate goes away
    do {
      let delegate = MockReviewListViewModelDelegate()
      probe = delegate
      sut.delegate = delegate
      #expect(sut.delegate === delegate)
    }

    // Then
    #expect(probe == nil, "the ViewModel keeps its delegate alive")
    #expect(sut.delegate == nil)
  }

  @Test("Closing the screen frees both the View and its ViewModel")
  func closingTheScreenFreesBoth() async {
    // Given
    weak var viewProbe: MockReviewListView?
    weak var viewModelProbe: ReviewListViewModelImpl?

    // When: the screen is shown, fetches once, and is closed
    do {
      let sut = ReviewListViewModelImpl(
        movieID: shawshank.id, service: MockReviewService(reviews: shawshank.served))
      let view = MockReviewListView(viewModel: sut)
      viewProbe = view
      viewModelProbe = sut
      await view.viewModel.fetchReviews()
    }

    // Then
    #expect(viewProbe == nil, "the ViewModel keeps the View alive: a retain cycle")
    #expect(viewModelProbe == nil, "the View and its ViewModel keep each other alive")
  }
}
