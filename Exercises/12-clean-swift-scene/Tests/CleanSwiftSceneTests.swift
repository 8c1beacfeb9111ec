import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise12

/// The two data sets: a film, its reviews as the service returns them, and their ids newest first
/// (the same day's by ascending id).
let dataSets: [(movieID: Movie.ID, reviews: [Review], newestFirst: [String])] = [
  (godfather, godfatherReviews, ["g3", "g1", "g2", "g4"]),
  (darkKnight, darkKnightReviews, ["d3", "d1", "d2"]),
]

@MainActor
@Suite("The ViewController: a Request on load and on reload, and exactly what the ViewModel says")
struct ViewControllerTests {
  private let interactor = SpyInteractor()

  private func makeSUT(movieID: Movie.ID) -> ReviewListViewController {
    let sut = ReviewListViewController(movieID: movieID, service: MockReviewService())
    sut.interactor = interactor
    return sut
  }

  @Test(
    "On load and on each reload the ViewController sends the Interactor a FetchReviews Request for its film",
    arguments: [godfather, darkKnight])
  func loadAndReloadSendRequests(movieID: Movie.ID) async {
    // Given
    let sut = makeSUT(movieID: movieID)

    // When
    await sut.viewDidLoad()
    await sut.didTapOnReload()
    await sut.didTapOnReload()

    // Then
    #expect(interactor.requests.map(\.movieID) == [movieID, movieID, movieID])
  }

  @Test("The ViewController draws the ViewModel's rows in the ViewModel's order")
  func showsTheRows() {
    // Given
    let sut = makeSUT(movieID: darkKnight)

    // When
    sut.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(
        displayedReviews: rows(["d2", "d3", "d1"]), message: nil))

    // Then
    #expect(sut.displayedReviews == rows(["d2", "d3", "d1"]))
    #expect(sut.message == nil)
    let lines = sut.draw()
    #expect(
      lines.count == 3,
      "the ViewController draws another number of lines than the ViewModel has rows")
    #expect(lines.first?.contains("Great.") == true)
    #expect(lines.last?.contains("小明") == true)
  }

  @Test(
    "Each ViewModel replaces the last: a message takes the rows' place, and rows after a message take its place"
  )
  func eachViewModelReplacesTheLast() {
    // Given: the screen shows two rows.
    let sut = makeSUT(movieID: godfather)
    sut.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(
        displayedReviews: rows(["g1", "g2"]), message: nil))
    let failure = "Could not load the reviews: offline. Type reload to try again."

    // When: a reload fails.
    sut.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(displayedReviews: [], message: failure))

    // Then: the message, as the Presenter wrote it, and no row.
    #expect(sut.displayedReviews.isEmpty, "rows are still shown beside the message")
    #expect(sut.message == failure)
    #expect(sut.draw() == [failure])

    // When: the next reload brings rows.
    sut.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(
        displayedReviews: rows(["g3"]), message: nil))

    // Then: the rows, and the message is gone.
    #expect(sut.displayedReviews == rows(["g3"]))
    #expect(sut.message == nil)
    #expect(sut.draw().count == 1, "the screen does not draw just the one new row")
    #expect(sut.draw().first?.contains("★☆☆☆☆") == true)
  }

  @Test("guard: the ViewController keeps the Interactor, and no Presenter")
  func viewControllerHoldsNoPresenter() {
    // When
    let sut = ReviewListViewController(movieID: godfather, service: MockReviewService())

    // Then
    #expect(sut.interactor is ReviewListInteractor)
    var mirror: Mirror? = Mirror(reflecting: sut)
    while let current = mirror {
      for child in current.children {
        #expect(
          !(child.value is any ReviewListPresentationLogic),
          "the ViewController holds a Presenter in \(child.label ?? "a property")")
      }
      mirror = current.superclassMirror
    }
  }
}

@MainActor @Suite("The Interactor: a Request in, the business rules, a Response of raw data out")
struct InteractorTests {
  private let presenter = SpyPresenter()

  private func makeSUT(_ worker: MockReviewsWorker) -> ReviewListInteractor {
    let sut = ReviewListInteractor(worker: worker)
    sut.presenter = presenter
    presenter.dataStore = sut
    return sut
  }

  @Test(
    "A fetch asks the Worker for the Request's film, and hands the Presenter its reviews newest first, the same day's by id",
    arguments: 0..<dataSets.count)
  func fetchSortsNewestFirst(dataSet: Int) async throws {
    // Given
    let (movieID, fetched, newestFirst) = dataSets[dataSet]
    let worker = MockReviewsWorker(.success(fetched))
    let sut = makeSUT(worker)

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: movieID))

    // Then
    #expect(worker.requestedMovieIDs == [movieID])
    try #require(presenter.responses.count == 1, "one Request did not give one Response")
    let response = presenter.responses[0]
    #expect(response.reviews == reviews(newestFirst), "the Reviews as fetched, newest first")
    #expect(response.error == nil, "the Response carries an error, though the fetch worked")
  }

  @Test(
    "The data store holds the reviews in the rows' order, before the Presenter hears of them",
    arguments: 0..<dataSets.count)
  func dataStoreFilledFirst(dataSet: Int) async {
    // Given
    let (movieID, fetched, newestFirst) = dataSets[dataSet]
    let sut = makeSUT(MockReviewsWorker(.success(fetched)))

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: movieID))

    // Then
    #expect(presenter.dataStoreWhenPresented == [reviews(newestFirst)])
    #expect(sut.reviews == reviews(newestFirst))
  }

  @Test(
    "A second fetch, for another film, replaces the reviews: the Worker is asked for that film, and nothing of the first is kept"
  )
  func secondFetchReplaces() async throws {
    // Given
    let worker = MockReviewsWorker(.success(godfatherReviews), .success(darkKnightReviews))
    let sut = makeSUT(worker)
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: godfather))

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: darkKnight))

    // Then
    #expect(worker.requestedMovieIDs == [godfather, darkKnight])
    try #require(presenter.responses.count == 2, "two Requests did not give two Responses")
    #expect(presenter.responses[1].reviews == reviews(["d3", "d1", "d2"]))
    #expect(sut.reviews == reviews(["d3", "d1", "d2"]))
  }

  @Test(
    "A failed fetch after a success hands the Presenter the Worker's error and no reviews, and empties the data store",
    arguments: [MockReviewError.offline, .timedOut])
  func failureAfterSuccess(error: MockReviewError) async throws {
    // Given
    let sut = makeSUT(MockReviewsWorker(.success(godfatherReviews), .failure(error)))
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: godfather))

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: godfather))

    // Then
    try #require(presenter.responses.count == 2, "two Requests did not give two Responses")
    #expect(presenter.responses[1].error as? MockReviewError == error)
    #expect(
      presenter.responses[1].reviews.isEmpty, "the failed fetch's Response still carries reviews")
    #expect(sut.reviews.isEmpty, "the screen shows no row, so there is no review to open")
  }

  @Test("A film without reviews is a Response with no reviews and no error")
  func noReviews() async throws {
    // Given
    let sut = makeSUT(MockReviewsWorker(.success([])))

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: godfather))

    // Then
    try #require(presenter.responses.count == 1, "one Request did not give one Response")
    #expect(
      presenter.responses[0].reviews.isEmpty, "a film without reviews got a Response with reviews")
    #expect(
      presenter.responses[0].error == nil, "a film without reviews got a Response with an error")
  }

  @Test(
    "The Interactor keeps its Presenter alive: the ViewController does not, and nothing else does")
  func interactorKeepsPresenter() async throws {
    // Given: a real Presenter that only the Interactor holds.
    let display = SpyDisplay()
    let sut = ReviewListInteractor(worker: MockReviewsWorker(.success(darkKnightReviews)))
    do {
      let presenter = ReviewListPresenter()
      presenter.viewController = display
      sut.presenter = presenter
    }

    // When
    await sut.fetchReviews(request: ReviewList.FetchReviews.Request(movieID: darkKnight))

    // Then
    try #require(
      display.viewModels.count == 1,
      "the Interactor no longer reaches its Presenter: nothing keeps the Presenter alive")
    #expect(display.viewModels.map(\.displayedReviews) == [rows(["d3", "d1", "d2"])])
  }
}

@MainActor @Suite("The Presenter: a Response in, a ViewModel ready to draw out")
struct PresenterTests {
  private let display = SpyDisplay()
  private let sut = ReviewListPresenter()

  init() {
    sut.viewController = display
  }

  @Test(
    "Each review becomes a row in the Response's order: five ★ or ☆, the author or Anonymous, the excerpt",
    arguments: 0..<dataSets.count)
  func reviewsBecomeRows(dataSet: Int) {
    // Given: the reviews in the order the Interactor chose (here the service's, to see it is kept).
    let fetched = dataSets[dataSet].reviews

    // When
    Language.$current.withValue(.english) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: fetched, error: nil))
    }

    // Then
    #expect(
      display.viewModels == [
        ReviewList.FetchReviews.ViewModel(displayedReviews: rows(fetched.map(\.id)), message: nil)
      ])
  }

  @Test("No reviews is a state of its own: the message No reviews yet., and no rows")
  func noReviewsIsAState() {
    // When
    Language.$current.withValue(.english) {
      sut.presentFetchedReviews(response: ReviewList.FetchReviews.Response(reviews: [], error: nil))
    }

    // Then
    #expect(
      display.viewModels == [
        ReviewList.FetchReviews.ViewModel(displayedReviews: [], message: "No reviews yet.")
      ])
  }

  @Test(
    "A failure says what went wrong and how to retry, not that there are no reviews",
    arguments: [MockReviewError.offline, .timedOut])
  func failureMessage(error: MockReviewError) {
    // When
    Language.$current.withValue(.english) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: [], error: error))
    }

    // Then
    #expect(
      display.viewModels == [
        ReviewList.FetchReviews.ViewModel(
          displayedReviews: [],
          message: "Could not load the reviews: \(error). Type reload to try again.")
      ])
  }

  @Test("In Chinese: 匿名 for an anonymous reviewer, 还没有影评。, and 无法加载影评 for a failure")
  func chinese() {
    // When
    Language.$current.withValue(.simplifiedChinese) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: reviews(["g4", "d1"]), error: nil))
      sut.presentFetchedReviews(response: ReviewList.FetchReviews.Response(reviews: [], error: nil))
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: [], error: MockReviewError.offline))
    }

    // Then
    #expect(
      display.viewModels == [
        ReviewList.FetchReviews.ViewModel(
          displayedReviews: [
            Row(stars: "★★★★★", author: "匿名", excerpt: "Perfect."),
            Row(stars: "★★★☆☆", author: "小明", excerpt: "小丑太精彩了。"),
          ],
          message: nil),
        ReviewList.FetchReviews.ViewModel(displayedReviews: [], message: "还没有影评。"),
        ReviewList.FetchReviews.ViewModel(
          displayedReviews: [], message: "无法加载影评：offline。输入 reload 重试。"),
      ])
  }

  @Test(
    "A Response with an error shows the error and no row, even when it carries reviews too",
    arguments: [(0, MockReviewError.offline), (1, .timedOut)])
  func errorComesBeforeReviews(dataSet: Int, error: MockReviewError) {
    // Given: a Response that is a failure and yet has reviews.
    let fetched = dataSets[dataSet].reviews

    // When
    Language.$current.withValue(.english) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: fetched, error: error))
    }

    // Then
    let expected = ReviewList.FetchReviews.ViewModel(
      displayedReviews: [],
      message: "Could not load the reviews: \(error). Type reload to try again.")
    #expect(display.viewModels == [expected])
  }

  @Test(
    "An author of only white space of any kind, a tab, a line break, an ideographic or a no-break space, is Anonymous, in English and in Chinese",
    arguments: [(Language.english, "Anonymous"), (.simplifiedChinese, "匿名")])
  func anyWhiteSpaceIsAnonymous(language: Language, anonymous: String) {
    // Given
    let fetched = reviewsBy(["\t", "\n", "\u{3000}\u{3000}", " \u{A0} "])

    // When
    Language.$current.withValue(language) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: fetched, error: nil))
    }

    // Then
    let authors: [String] = display.viewModels.first?.displayedReviews.map(\.author) ?? []
    #expect(authors == [anonymous, anonymous, anonymous, anonymous])
  }

  @Test(
    "The author is shown as typed: white space around a name, and its capitals, are kept",
    arguments: [["  Lee", "MAX ", " o'Neil\t"], ["\u{3000}小红", "Ann-Marie  "]])
  func authorAsTyped(typed: [String]) {
    // When
    Language.$current.withValue(.english) {
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: reviewsBy(typed), error: nil))
    }

    // Then
    let authors: [String] = display.viewModels.first?.displayedReviews.map(\.author) ?? []
    #expect(authors == typed)
  }

  @Test("The Presenter does not keep the ViewController alive")
  func presenterDoesNotKeepViewController() throws {
    // Given
    weak var probe: SpyDisplay?
    do {
      let display = SpyDisplay()
      probe = display
      sut.viewController = display
      sut.presentFetchedReviews(
        response: ReviewList.FetchReviews.Response(reviews: godfatherReviews, error: nil))
      try #require(
        display.viewModels.count == 1, "the ViewController should get the ViewModel first")
    }

    // Then
    #expect(probe == nil, "the Presenter keeps the ViewController alive")
  }
}

/// What the exit test runs in a process of its own: the ViewController goes while the Presenter lives
/// on, held elsewhere, and a Response still reaches the Presenter. A Presenter that holds the
/// ViewController `unowned` traps here, in that process alone.
@MainActor private func responseAfterTheViewControllerIsGone() {
  let presenter = ReviewListPresenter()
  weak var probe: SpyDisplay?
  do {
    let display = SpyDisplay()
    probe = display
    presenter.viewController = display
    presenter.presentFetchedReviews(
      response: ReviewList.FetchReviews.Response(reviews: darkKnightReviews, error: nil))
    precondition(display.viewModels.count == 1, "the ViewController should get a ViewModel first")
  }
  precondition(probe == nil, "the Presenter keeps the ViewController alive")
  presenter.presentFetchedReviews(
    response: ReviewList.FetchReviews.Response(reviews: godfatherReviews, error: nil))
  precondition(
    presenter.viewController == nil,
    "the Presenter's viewController should read nil once the ViewController is gone")
}

@MainActor @Suite("The Presenter once the ViewController has gone")
struct PresenterAfterTheViewControllerTests {
  @Test(
    "A Response that reaches the Presenter after the ViewController has gone reaches no one, and nothing traps"
  )
  func responseAfterTheViewControllerIsGoneReachesNoOne() async {
    // In a process of its own, so that a reference that traps stops that process, not the run.
    let passed = await #expect(processExitsWith: .success) {
      await responseAfterTheViewControllerIsGone()
    }
    if passed == nil {
      // A failed exit test gives back nothing: run it once more, expecting the failure, to read what
      // stopped that process (a failed check above, or a reference that trapped), and say it here.
      let failure = await #expect(
        processExitsWith: .failure, observing: [\.standardErrorContent]
      ) {
        await responseAfterTheViewControllerIsGone()
      }
      if let failure {
        Issue.record(
          Comment(rawValue: String(decoding: failure.standardErrorContent, as: UTF8.self)))
      }
    }
  }
}

@MainActor @Suite("The whole scene: round the cycle, and nothing left behind")
struct SceneTests {
  private let output = RecordedOutput()

  @Test(
    "Load and reload go round the whole cycle: the film's reviews newest first, then the next answer in their place"
  )
  func roundTrip() async throws {
    // Given
    let service = MockReviewService(.success(godfatherReviews), .success(darkKnightReviews))
    let sut = ReviewListViewController(movieID: godfather, service: service)
    let window = Window(terminal: Terminal(output: output, width: 80))
    defer { window.close() }

    // When
    await Language.$current.withValue(.english) { await window.show(sut) }

    // Then
    #expect(await service.requestedMovieIDs == [godfather])
    #expect(sut.displayedReviews == rows(["g3", "g1", "g2", "g4"]))
    #expect(sut.message == nil)
    let dataStore = try #require(sut.interactor as? any ReviewListDataStore)
    #expect(dataStore.reviews == reviews(["g3", "g1", "g2", "g4"]))

    // When
    await Language.$current.withValue(.english) { await sut.didTapOnReload() }

    // Then
    #expect(sut.displayedReviews == rows(["d3", "d1", "d2"]))
    #expect(dataStore.reviews == reviews(["d3", "d1", "d2"]))
  }

  @Test(
    "A failed load in Chinese: the screen draws the error line, and a reload with no reviews the empty state"
  )
  func failureRoundTrip() async {
    // Given
    let service = MockReviewService(.failure(.offline), .success([]))
    let sut = ReviewListViewController(movieID: darkKnight, service: service)
    let window = Window(terminal: Terminal(output: output, width: 80))
    defer { window.close() }

    // When
    await Language.$current.withValue(.simplifiedChinese) { await window.show(sut) }

    // Then
    #expect(sut.draw() == ["无法加载影评：offline。输入 reload 重试。"])

    // When
    await Language.$current.withValue(.simplifiedChinese) { await sut.didTapOnReload() }

    // Then
    #expect(sut.draw() == ["还没有影评。"])
  }

  @Test(
    "After the window closes, the ViewController, the Interactor and the Presenter are all freed")
  func nothingLeaks() async throws {
    weak var viewController: ReviewListViewController?
    weak var interactor: ReviewListInteractor?
    weak var presenter: AnyObject?
    do {
      // Given: the scene has gone round the cycle.
      let window = Window(terminal: Terminal(output: output, width: 80))
      let sut = ReviewListViewController(
        movieID: godfather, service: MockReviewService(.success(godfatherReviews)))
      let strongInteractor = try #require(sut.interactor as? ReviewListInteractor)
      (viewController, interactor) = (sut, strongInteractor)
      presenter = strongInteractor.presenter
      await window.show(sut)
      try #require(sut.displayedReviews.count == 4, "the load should go round the cycle first")

      // When
      window.close()
    }

    // Then
    #expect(viewController == nil, "the ViewController is still alive")
    #expect(interactor == nil, "the Interactor is still alive")
    #expect(presenter == nil, "the Presenter is still alive")
  }
}
