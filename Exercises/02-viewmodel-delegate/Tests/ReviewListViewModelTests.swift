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

/// Stands in for a network that answers late: while it works on a fetch, it runs `whileFetching` (the
/// user closing the screen, say) on the main actor, then answers with the reviews it was given.
private actor LateReviewService: ReviewServiceProtocol {
  private let reviews: [Review]
  private let whileFetching: @MainActor @Sendable () -> Void

  init(reviews: [Review], whileFetching: @escaping @MainActor @Sendable () -> Void) {
    self.reviews = reviews
    self.whileFetching = whileFetching
  }

  func fetchReviews(for movieID: Movie.ID) async throws -> [Review] {
    await whileFetching()
    return reviews
  }
}

/// Where a View writes down the ids of the reviews it hears about, so that a test can still read them
/// once that View is gone.
@MainActor private final class Notebook {
  var updates: [[Review.ID]] = []
}

/// A View like `MockReviewListView` that writes each update it hears into a notebook it does not own.
@MainActor private final class NotingReviewListView: ReviewListViewModelDelegate {
  let viewModel: ReviewListViewModel
  private let notebook: Notebook

  init(viewModel: ReviewListViewModel, notebook: Notebook) {
    self.viewModel = viewModel
    self.notebook = notebook
    viewModel.delegate = self
  }

  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    notebook.updates.append(model.reviews.map(\.id))
  }
}

/// Holds the screen's View, as a window does, until the user closes it, and tells whether the View was
/// freed at that moment.
@MainActor private final class Window {
  private var view: NotingReviewListView?
  private weak var probe: NotingReviewListView?
  private(set) var viewFreedOnClose: Bool?

  func show(_ view: NotingReviewListView) {
    self.view = view
    probe = view
  }

  func close() {
    view = nil
    viewFreedOnClose = probe == nil
  }
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

  @Test(
    "Ids are compared as given, capitals and digits and all: on one day, R2 before a1, r10 before r9",
    arguments: [
      (["r10", "R2", "a1", "r9"], ["R2", "a1", "r10", "r9"]),
      (["s9", "b1", "S10", "B12"], ["B12", "S10", "b1", "s9"]),
    ])
  func sameDayIDsComparedAsGiven(served: [Review.ID], expected: [Review.ID]) async {
    // Given: one day's reviews whose ids differ in case and in how many digits they have
    let served = served.map {
      review($0, of: "tt0102926", by: "Jo", 4, on: "2025-02-14", "Chilling.")
    }
    let sut = ReviewListViewModelImpl(
      movieID: "tt0102926", service: MockReviewService(reviews: served))

    // When
    await sut.fetchReviews()

    // Then
    let kept: [Review.ID] = sut.reviews.map(\.id)
    #expect(kept == expected)
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

  @Test(
    "A second fetch that brings the same reviews, edited, keeps the edited ones",
    arguments: [godfather, shawshank])
  func sameReviewsEditedAreReplaced(film: Film) async throws {
    // Given: a service whose second answer has the same reviews, each with other stars and text
    let edited: [Review] = film.served.map {
      Review(
        id: $0.id, movieID: $0.movieID, author: $0.author, stars: $0.stars % 5 + 1, date: $0.date,
        text: $0.text + " (edited)")
    }
    let service = MockReviewService(answers: [.success(film.served), .success(edited)])
    let sut = ReviewListViewModelImpl(movieID: film.id, service: service)
    await sut.fetchReviews()
    try #require(sut.reviews == film.newestFirst, "the first fetch should keep its reviews")

    // When
    await sut.fetchReviews()

    // Then: the same reviews, in the same order, as the second fetch wrote them
    let expected: [Review] = film.newestFirst.map { old in edited.first { $0.id == old.id }! }
    #expect(sut.reviews == expected)
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
    #expect(
      sut.delegate == nil, "the delegate should be gone by now, yet the ViewModel still reads one")
  }

  @Test(
    "A View closed during a fetch is freed at once, and the fetch ends without telling it",
    arguments: [godfather, shawshank])
  func viewClosedDuringAFetch(film: Film) async {
    // Given: a screen in a window, and a service that is still working when the user closes it
    let window = Window()
    let notebook = Notebook()
    let sut = ReviewListViewModelImpl(
      movieID: film.id,
      service: LateReviewService(reviews: film.served) { window.close() })
    window.show(NotingReviewListView(viewModel: sut, notebook: notebook))

    // When: the fetch ends after the View is gone
    await sut.fetchReviews()

    // Then
    #expect(window.viewFreedOnClose == true, "something keeps the closed View alive")
    #expect(notebook.updates.isEmpty, "the closed View should hear nothing")
    #expect(
      sut.delegate == nil, "the View is closed, yet the ViewModel still reads it as its delegate")
    #expect(sut.reviews == film.newestFirst, "the fetch should still keep its answer")
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
