import Entities
import Testing

@testable import Exercise03

/// Lets the service look at the ViewModel while it is working on a fetch.
@MainActor private final class LoadingProbe {
  weak var model: ReviewListViewModelImpl?
  private(set) var seenWhileFetching: [Snapshot] = []

  func look() {
    if let model { seenWhileFetching.append(Snapshot(of: model)) }
  }
}

/// Asks the ViewModel for a reload once, while the service is working on its first fetch, as a user
/// who types reload before the reviews are there.
@MainActor private final class ImpatientUser {
  weak var model: ReviewListViewModelImpl?
  private var hasAsked = false
  private(set) var seenAfterAsking: [Snapshot] = []

  func reloadOnce() async {
    guard !hasAsked, let model else { return }
    hasAsked = true
    await model.fetchReviews()
    seenAfterAsking.append(Snapshot(of: model))
  }
}

@MainActor @Suite("Loading and error states in the reviews' ViewModel")
struct ViewModelStateTests {
  @Test("While the service works, isLoading is true, and once it has answered, false")
  func isLoadingWhileTheServiceWorks() async {
    // Given
    let probe = LoadingProbe()
    let service = MockReviewService(answers: [.success(godfather.served)]) { await probe.look() }
    let sut = ReviewListViewModelImpl(movieID: godfather.id, service: service)
    probe.model = sut

    // When
    await sut.fetchReviews()

    // Then
    #expect(probe.seenWhileFetching.map(\.isLoading) == [true])
    #expect(sut.isLoading == false, "isLoading is still true after the service answered")
  }

  @Test(
    "The delegate hears twice per fetch: when loading starts, then when it ends",
    arguments: [godfather, shawshank])
  func delegateHearsStartAndEnd(film: Film) async {
    // Given
    let sut = ReviewListViewModelImpl(
      movieID: film.id, service: MockReviewService(answers: [.success(film.served)]))
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate

    // When
    await sut.fetchReviews()

    // Then: each time, the state is set before the delegate hears
    #expect(
      delegate.snapshots == [
        Snapshot(isLoading: true, hasError: false, reviewIDs: []),
        Snapshot(isLoading: false, hasError: false, reviewIDs: film.newestFirst.map(\.id)),
      ])
  }

  @Test(
    "A failure after a success keeps the service's error, ends loading, and leaves no old reviews")
  func failureAfterSuccess() async throws {
    // Given: a service that answers once, then fails
    let failure = ServiceError(description: "the server is down")
    let service = MockReviewService(answers: [.success(shawshank.served), .failure(failure)])
    let sut = ReviewListViewModelImpl(movieID: shawshank.id, service: service)
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate
    await sut.fetchReviews()
    try #require(
      sut.reviews == shawshank.newestFirst, "the first fetch works and should keep the reviews")

    // When
    await sut.fetchReviews()

    // Then
    let error = try #require(sut.error, "the error should be kept")
    #expect((error as? ServiceError)?.description == "the server is down")
    #expect(sut.isLoading == false, "isLoading is still true after the fetch failed")
    #expect(
      sut.reviews.isEmpty, "the error replaces the list: no review of the earlier fetch is left")
    let heard = delegate.snapshots.dropFirst(2)
    #expect(
      heard.map(\.isLoading) == [true, false], "the delegate hears when loading starts and ends")
    #expect(
      heard.first?.hasError == false, "the delegate heard of an error as soon as loading started")
    #expect(heard.last == Snapshot(isLoading: false, hasError: true, reviewIDs: []))
  }

  @Test("A new attempt clears the old error as soon as it starts loading")
  func retryClearsTheError() async throws {
    // Given: a service that fails once, then answers
    let service = MockReviewService(
      answers: [.failure(ServiceError(description: "offline")), .success(godfather.served)])
    let sut = ReviewListViewModelImpl(movieID: godfather.id, service: service)
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate
    await sut.fetchReviews()
    try #require(sut.error != nil, "the first fetch fails, and its error should be kept")

    // When
    await sut.fetchReviews()

    // Then
    #expect(sut.error == nil, "the old error is still kept after the new attempt succeeded")
    let heard = delegate.snapshots.dropFirst(2)
    #expect(
      heard.map(\.isLoading) == [true, false], "the delegate hears when loading starts and ends")
    #expect(heard.first?.hasError == false, "while the new attempt loads, the old error is gone")
    #expect(
      heard.last
        == Snapshot(isLoading: false, hasError: false, reviewIDs: godfather.newestFirst.map(\.id)))
  }

  @Test(
    "While a retry after a failure loads, the ViewModel is loading and not failed: never both at once",
    arguments: [
      ServiceError(description: "offline"), ServiceError(description: "the server is down"),
    ])
  func retryIsLoadingAndNotFailed(failure: ServiceError) async throws {
    // Given: a ViewModel whose first fetch failed
    let probe = LoadingProbe()
    let service = MockReviewService(
      answers: [.failure(failure), .success(shawshank.served)]
    ) { await probe.look() }
    let sut = ReviewListViewModelImpl(movieID: shawshank.id, service: service)
    probe.model = sut
    await sut.fetchReviews()
    try #require(sut.error != nil, "the first fetch fails, and its error should be kept")

    // When
    await sut.fetchReviews()

    // Then: while the service works on the retry, the old error is gone
    let whileRetrying = try #require(
      probe.seenWhileFetching.last, "the retry never asked the service")
    #expect(whileRetrying.isLoading, "while the retry loads, isLoading is false")
    #expect(!whileRetrying.hasError, "a fetch under way is not also a failed one")
    #expect(sut.isLoading == false, "isLoading is still true after the retry ended")
    #expect(sut.error == nil, "the old error is still kept after the retry succeeded")
  }

  @Test(
    "A reload asked for while a fetch is under way starts no second fetch: the one under way answers",
    arguments: [godfather, shawshank])
  func reloadWhileLoadingStartsNothing(film: Film) async {
    // Given: a user who types reload while the first fetch is under way
    let user = ImpatientUser()
    let service = MockReviewService(answers: [.success(film.served)]) { await user.reloadOnce() }
    let sut = ReviewListViewModelImpl(movieID: film.id, service: service)
    let delegate = MockReviewListViewModelDelegate()
    sut.delegate = delegate
    user.model = sut

    // When
    await sut.fetchReviews()

    // Then
    #expect(await service.requestedMovieIDs == [film.id], "the service is asked once")
    #expect(
      user.seenAfterAsking.map(\.isLoading) == [true],
      "the fetch under way is still loading after the reload was asked for")
    #expect(
      delegate.snapshots == [
        Snapshot(isLoading: true, hasError: false, reviewIDs: []),
        Snapshot(isLoading: false, hasError: false, reviewIDs: film.newestFirst.map(\.id)),
      ])
  }

  @Test("guard: each fetch asks for this film and replaces the reviews, newest first")
  func fetchReplacesTheReviews() async {
    // Given: a service whose second answer is another list than its first
    let service = MockReviewService(answers: [
      .success(godfather.served), .success(shawshank.served),
    ])
    let sut = ReviewListViewModelImpl(movieID: godfather.id, service: service)

    // When
    await sut.fetchReviews()
    await sut.fetchReviews()

    // Then
    #expect(sut.reviews.map(\.id) == shawshank.newestFirst.map(\.id))
    #expect(await service.requestedMovieIDs == [godfather.id, godfather.id])
  }
}
