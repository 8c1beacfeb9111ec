import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise08

private let shawshank = "tt0111161"
private let godfather = "tt0068646"

/// Two films' reviews, in no particular order, as the service returns them.
private let reviewsByFilm: [Movie.ID: [Review]] = [
  shawshank: [
    Review(
      id: "s1", movieID: shawshank, author: "Lin", stars: 5, date: "2023-01-02",
      text: "Hope is a good thing."),
    Review(
      id: "s2", movieID: shawshank, author: "", stars: 4, date: "2024-05-31",
      text: "希望是美好的事物，也许是世上最美好的。"),
  ],
  godfather: [
    Review(
      id: "g2", movieID: godfather, author: "Marco", stars: 3, date: "2022-07-14",
      text: "Long, but every scene counts."),
    Review(
      id: "g1", movieID: godfather, author: "  ", stars: 5, date: "2022-07-14",
      text: "An offer you cannot refuse 🍊"),
    Review(
      id: "g3", movieID: godfather, author: "Sofia", stars: 2, date: "2021-03-09",
      text: "Not for me."),
  ],
]

/// The film's reviews as the screen must show them: newest first, same day by ascending id.
private func expectedRows(_ movieID: Movie.ID, helpful: Set<Review.ID> = []) -> [ReviewPresentation]
{
  (reviewsByFilm[movieID] ?? [])
    .sorted { $0.date != $1.date ? $0.date > $1.date : $0.id < $1.id }
    .map { ReviewPresentation(from: $0, isHelpful: helpful.contains($0.id)) }
}

/// Weak references to every part of one module, to see which are still alive.
@MainActor private struct Probes {
  weak var view: ReviewListViewController?
  weak var presenter: AnyObject?
  weak var interactor: AnyObject?
  weak var router: AnyObject?

  init(_ view: ReviewListViewController) {
    self.view = view
    presenter = view.presenter
    interactor = (view.presenter as? ReviewListPresenterImpl)?.interactor
    router = (view.presenter as? ReviewListPresenterImpl)?.router
  }
}

@MainActor @Suite("Assembling the reviews' VIPER module")
struct ReviewListModuleTests {
  private let output = RecordedOutput()
  /// The screen that opened the reviews, which outlives them: the module's output.
  private let opener = MockReviewListModuleOutput()

  private func makeWindow() -> Window {
    Window(terminal: Terminal(output: output, width: 80))
  }

  @Test(
    "Built for one film, the screen shows that film's reviews, and the service is asked for that film",
    arguments: [godfather, shawshank])
  func buildsForOneFilm(movieID: Movie.ID) async {
    let service = MockReviewService(reviews: reviewsByFilm)
    let sut = ReviewListModule.build(
      movieID: movieID, service: service, router: ReviewListRouterImpl(), output: opener)
    let window = makeWindow()

    await window.show(sut.view)
    defer { window.close() }

    #expect(sut.view.reviews == expectedRows(movieID))
    #expect(await service.requestedMovieIDs == [movieID])
  }

  @Test("A film with no reviews says so, in the film's own module")
  func noReviews() async {
    await Language.$current.withValue(.english) {
      let service = MockReviewService(reviews: reviewsByFilm)
      let sut = ReviewListModule.build(
        movieID: "tt0000001", service: service, router: ReviewListRouterImpl(), output: opener)
      let window = makeWindow()

      await window.show(sut.view)
      defer { window.close() }

      #expect(sut.view.emptyMessage == "No reviews yet.")
      #expect(output.text.contains("No reviews yet."))
      #expect(await service.requestedMovieIDs == ["tt0000001"])
    }
  }

  @Test("The Interactor reports to the very Presenter that the View uses")
  func interactorReportsToViewsPresenter() throws {
    let sut = ReviewListModule.build(
      movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
      router: ReviewListRouterImpl(), output: opener)

    let presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
    #expect(
      presenter.interactor.delegate === presenter,
      "the Interactor reports to another Presenter than the View's")
    #expect(presenter.interactor.movieID == godfather)
  }

  @Test("As soon as it is built, before it is shown, the Presenter tells the module's View")
  func presenterTellsTheView() throws {
    let sut = ReviewListModule.build(
      movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
      router: ReviewListRouterImpl(), output: opener)

    let presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
    #expect(
      presenter.delegate === sut.view,
      "the Presenter's delegate is not the View that the module returns")
  }

  @Test("The Router it was given presents from the View it returns")
  func routerPresentsFromTheView() throws {
    let router = ReviewListRouterImpl()

    let sut = ReviewListModule.build(
      movieID: godfather, service: MockReviewService(reviews: reviewsByFilm), router: router,
      output: opener)

    let presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
    #expect(
      presenter.router === router, "the Presenter does not use the Router the module was given")
    #expect(
      router.viewController === sut.view,
      "the Router presents from another View than the one the module returns")
  }

  @Test(
    "The screen that opened the reviews hears from the module how many reviews each reload brings")
  func outputHearsEachLoad() async {
    // Given
    let service = MockReviewService(reviews: reviewsByFilm)
    let sut = ReviewListModule.build(
      movieID: godfather, service: service, router: ReviewListRouterImpl(), output: opener)
    let window = makeWindow()

    // When: the screen loads, then the film's answer changes and the input reloads.
    await window.show(sut.view)
    defer { window.close() }
    let newReview = Review(
      id: "g9", movieID: godfather, author: "Ana", stars: 4, date: "2025-01-01",
      text: "Better the second time.")
    await service.answer(godfather, with: [newReview])
    await sut.input.reload()

    // Then
    #expect(opener.reviewCounts == [3, 1])
  }

  @Test(
    "The module does not keep the screen that opened it alive: once it is gone, the output reads nil"
  )
  func outputHeldWeakly() async throws {
    // Given
    let presenter: ReviewListPresenterImpl
    weak var probe: MockReviewListModuleOutput?
    do {
      let screen = MockReviewListModuleOutput()
      let sut = ReviewListModule.build(
        movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
        router: ReviewListRouterImpl(), output: screen)
      presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
      try #require(
        presenter.output === screen,
        "the module's Presenter does not tell the screen that opened it")
      probe = screen
    }

    // When: the screen that opened the reviews is gone, and the reviews reload.
    await presenter.reload()

    // Then
    #expect(probe == nil, "the module keeps the screen that opened it alive")
    #expect(presenter.output == nil, "the output does not read nil")
  }

  @Test("The input is the View's own Presenter: a reload through it replaces what the screen shows")
  func inputReloadsTheScreen() async {
    let service = MockReviewService(reviews: reviewsByFilm)
    let sut = ReviewListModule.build(
      movieID: godfather, service: service, router: ReviewListRouterImpl(), output: opener)
    let window = makeWindow()
    await window.show(sut.view)
    defer { window.close() }
    let newReview = Review(
      id: "g9", movieID: godfather, author: "Ana", stars: 4, date: "2025-01-01",
      text: "Better the second time.")
    await service.answer(godfather, with: [newReview])

    await sut.input.reload()

    #expect(sut.input === sut.view.presenter, "the module's input is not the View's own Presenter")
    #expect(sut.view.reviews == [ReviewPresentation(from: newReview)])
    #expect(await service.requestedMovieIDs == [godfather, godfather])
  }

  @Test("Tapping a review presents its detail from the View; helpful there marks the row 👍")
  func helpfulReachesTheList() async throws {
    let sut = ReviewListModule.build(
      movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
      router: ReviewListRouterImpl(), output: opener)
    let window = makeWindow()
    await window.show(sut.view)
    defer { window.close() }
    try #require(sut.view.reviews.count == 3, "the reviews never reached the View")

    await sut.view.didTapOnReview(at: 1)
    let detail = try #require(window.topViewController as? ReviewDetailViewController)
    await detail.didTapOnHelpful()
    detail.dismiss()

    #expect(sut.view.presentedViewController == nil)
    #expect(sut.view.reviews == expectedRows(godfather, helpful: ["g2"]))
    #expect(output.text.contains("👍 Long, but every scene counts."))
  }

  @Test("Two builds make two modules of their own, one per film")
  func twoBuildsTwoModules() async throws {
    let service = MockReviewService(reviews: reviewsByFilm)
    let secondOpener = MockReviewListModuleOutput()
    let first = ReviewListModule.build(
      movieID: godfather, service: service, router: ReviewListRouterImpl(), output: opener)
    let second = ReviewListModule.build(
      movieID: shawshank, service: service, router: ReviewListRouterImpl(), output: secondOpener)
    let window = makeWindow()
    await window.show(first.view)
    try #require(first.view.reviews.count == 3, "the reviews never reached the first View")
    await first.view.didTapOnReview(at: 0)
    let detail = try #require(first.view.presentedViewController as? ReviewDetailViewController)
    await detail.didTapOnHelpful()
    detail.dismiss()
    await window.show(second.view)
    defer { window.close() }

    #expect(first.view !== second.view, "two builds share one View")
    #expect(first.input !== second.input, "two builds share one input")
    let firstPresenter = try #require(first.view.presenter as? ReviewListPresenterImpl)
    let secondPresenter = try #require(second.view.presenter as? ReviewListPresenterImpl)
    #expect(
      firstPresenter.interactor !== secondPresenter.interactor, "two builds share one Interactor")
    #expect(first.view.reviews == expectedRows(godfather, helpful: ["g1"]))
    #expect(second.view.reviews == expectedRows(shawshank))
    #expect(opener.reviewCounts == [3], "the first film's opener hears of its 3 reviews alone")
    #expect(
      secondOpener.reviewCounts == [2], "the second film's opener hears of its 2 reviews alone")
  }

  @Test("Once the screens are closed, View, Presenter, Interactor, Router and detail are all gone")
  func nothingLeaks() async throws {
    var probes: Probes?
    weak var inputProbe: AnyObject?
    weak var detailProbe: ReviewDetailViewController?

    do {
      let sut = ReviewListModule.build(
        movieID: shawshank, service: MockReviewService(reviews: reviewsByFilm),
        router: ReviewListRouterImpl(), output: opener)
      probes = Probes(sut.view)
      inputProbe = sut.input
      let window = makeWindow()
      await window.show(sut.view)
      // First, the module must work: a leak test of parts that never met proves nothing.
      try #require(
        sut.view.reviews == expectedRows(shawshank), "the reviews never reached the View")
      await sut.view.didTapOnReview(at: 0)
      let detail = try #require(
        sut.view.presentedViewController as? ReviewDetailViewController,
        "a tap presented no detail")
      detailProbe = detail
      await detail.didTapOnHelpful()
      try #require(sut.view.reviews.first?.isHelpful == true, "helpful did not reach the list")
      detail.dismiss()
      window.close()
    }

    #expect(detailProbe == nil, "the detail screen is still alive")
    let left = try #require(probes)
    #expect(left.view == nil, "the View is still alive")
    #expect(left.presenter == nil, "the Presenter is still alive")
    #expect(inputProbe == nil, "the module's input is still alive")
    #expect(left.interactor == nil, "the Interactor is still alive")
    #expect(left.router == nil, "the Router is still alive")
  }

  @Test("The Interactor reports to its Presenter without keeping it alive")
  func interactorHoldsPresenterWeakly() throws {
    let interactor: ReviewListInteractor
    weak var probe: ReviewListPresenterImpl?

    do {
      let sut = ReviewListModule.build(
        movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
        router: ReviewListRouterImpl(), output: opener)
      let presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
      interactor = presenter.interactor
      try #require(
        interactor.delegate === presenter, "the Interactor does not report to the View's Presenter")
      probe = presenter
    }

    withExtendedLifetime(interactor) {
      #expect(probe == nil, "the Interactor keeps the Presenter alive")
      #expect(interactor.delegate == nil, "the Interactor's delegate does not read nil")
    }
  }

  @Test("The Presenter tells its View what to show without keeping it alive")
  func presenterHoldsViewWeakly() throws {
    let presenter: ReviewListPresenterImpl
    weak var probe: ReviewListViewController?

    do {
      let sut = ReviewListModule.build(
        movieID: godfather, service: MockReviewService(reviews: reviewsByFilm),
        router: ReviewListRouterImpl(), output: opener)
      presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
      try #require(presenter.delegate === sut.view, "the Presenter does not tell the module's View")
      probe = sut.view
    }

    withExtendedLifetime(presenter) {
      #expect(probe == nil, "the Presenter keeps the View alive")
      #expect(presenter.delegate == nil, "the Presenter's delegate does not read nil")
    }
  }

  @Test("The Router presents from its View without keeping it alive: it reads nil once it is gone")
  func routerHoldsViewWeakly() throws {
    let router = ReviewListRouterImpl()
    weak var probe: ReviewListViewController?

    do {
      let sut = ReviewListModule.build(
        movieID: godfather, service: MockReviewService(reviews: reviewsByFilm), router: router,
        output: opener)
      try #require(router.viewController === sut.view, "the Router does not present from the View")
      probe = sut.view
    }

    #expect(probe == nil, "the Router keeps the View alive")
    #expect(router.viewController == nil, "the Router's view does not read nil")
  }

  @Test("Leaving the screen while the reviews load frees it, and the late answer goes nowhere")
  func leavingWhileLoading() async throws {
    let gate = Gate()
    let service = MockReviewService(reviews: reviewsByFilm, gate: gate)
    weak var viewProbe: ReviewListViewController?
    weak var presenterProbe: ReviewListPresenterImpl?
    var toldLoading = false
    let loading: Task<Void, Never>

    do {
      let sut = ReviewListModule.build(
        movieID: godfather, service: service, router: ReviewListRouterImpl(), output: opener)
      let presenter = try #require(sut.view.presenter as? ReviewListPresenterImpl)
      let interactor = presenter.interactor
      (viewProbe, presenterProbe) = (sut.view, presenter)
      // The fetch under way keeps the Interactor alive, as a real network request would.
      loading = Task {
        await interactor.fetchReviews()
        await gate.stopWaitingForArrival()
      }
      await gate.untilWaiting()
      toldLoading = sut.view.activityIndicator.isAnimating
    }
    let freed = (view: viewProbe == nil, presenter: presenterProbe == nil)
    await gate.open()
    await loading.value

    try #require(toldLoading, "the View was not told that the reviews are loading")
    #expect(freed.view, "the View is still alive while its reviews load")
    #expect(freed.presenter, "the Presenter is still alive while its reviews load")
    #expect(await service.requestedMovieIDs == [godfather])
  }
}
