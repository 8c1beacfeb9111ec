import Entities
import Testing
import TopMoviesApp

@testable import Stage3VIPER
@testable import TerminalKit

/// An Interactor that has its movies already and counts the fetches it is asked for.
@MainActor final class InteractorStub: MovieListInteractor {
  weak var delegate: MovieListInteractorDelegate?
  let movies: [Movie]
  let isLoading = false
  let error: (any Error)? = nil
  var fetchCount = 0

  init(movies: [Movie]) {
    self.movies = movies
  }

  func fetchMovies() async {
    fetchCount += 1
    delegate?.interactorDidUpdate(self)
  }
}

/// Records which movies the Presenter asked to show.
@MainActor final class RouterSpy: MovieListRouter {
  weak var viewController: ViewController?
  var shown: [Movie] = []

  func showDetailView(for movie: Movie) async { shown.append(movie) }
}

/// Records what the Presenter tells its View.
@MainActor final class PresenterDelegateSpy: MovieListPresenterDelegate {
  var presentations: [[MoviePresentation]] = []

  func updateWithMoviePresentations(_ movies: [MoviePresentation]) { presentations.append(movies) }
  func showLoading() {}
  func showError(_ message: String) {}
}

@MainActor
@Suite("Stage 3: the Presenter between Interactor and Router")
struct Stage3VIPERTests {
  let movies = try! MovieCatalog.topMovies()
  let output = RecordedOutput()

  @Test("a reload goes to the Interactor, and its movies come back to the View as presentations")
  func reloadGoesToInteractor() async {
    let interactor = InteractorStub(movies: movies)
    let router = RouterSpy()
    let sut = MovieListPresenterImpl(interactor: interactor, router: router)
    let view = PresenterDelegateSpy()
    sut.delegate = view

    await sut.reload()

    #expect(interactor.fetchCount == 1)
    #expect(view.presentations == [movies.map(MoviePresentation.init(from:))])
    #expect(router.shown.isEmpty)
  }

  @Test("a tap goes to the Router, with the movie behind the tapped row")
  func tapGoesToRouter() async {
    let interactor = InteractorStub(movies: movies)
    let router = RouterSpy()
    let sut = MovieListPresenterImpl(interactor: interactor, router: router)

    await sut.didTapOnMovie(at: 1)

    #expect(router.shown.map(\.title) == ["The Godfather"])
    #expect(interactor.fetchCount == 0)
  }

  @Test("the View passes a tap to its Presenter and navigates no more")
  func viewDelegatesTaps() async {
    let router = RouterSpy()
    let sut = MovieListViewController(
      presenter: MovieListPresenterImpl(interactor: InteractorStub(movies: movies), router: router))
    await Window(terminal: Terminal(output: output)).show(sut)

    await sut.didTapOnMovie(at: 0)

    #expect(router.shown.map(\.title) == ["The Shawshank Redemption"])
    #expect(sut.presentedViewController == nil)
  }

  @Test(
    "each Router presents its own design of the detail screen, from either platform's View",
    arguments: [Variant.a, .b], [Platform.phone, .desktop])
  func routersShowTheirDesign(variant: Variant, platform: Platform) async throws {
    let router: MovieListRouter = variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
    let view = MovieListModule.build(
      service: MovieService(movies: movies, latency: .zero), platform: platform, router: router)
    let window = Window(terminal: Terminal(output: output, width: 70))
    await window.show(view)

    await router.showDetailView(for: movies[0])

    let detail = try #require(view.presentedViewController)
    #expect((detail is MovieDetailViewController) == (variant == .a))
    #expect((detail is MovieDetailViewControllerV2) == (variant == .b))
    #expect(window.topViewController === detail)
    #expect(output.text.contains("Type back to return to the list.") == (variant == .a))
    #expect(output.text.contains("THE SHAWSHANK REDEMPTION") == (variant == .b))
    #expect(output.text.contains("★★★★★★★★★☆  9.3 / 10") == (variant == .b))
  }

  @Test("a user's bucket is the same every time, and is FNV-1a of the id, modulo 100")
  func bucketIsStable() {
    #expect(VariantAssignment.bucket(for: "42") == VariantAssignment.bucket(for: "42"))
    // FNV-1a 64 of "" is its offset basis, 0xcbf29ce484222325, which is 14695981039346656037.
    #expect(VariantAssignment.bucket(for: "") == 37)
    #expect(VariantAssignment.bucket(for: "42") == 91)
    #expect((0..<100).contains(VariantAssignment.bucket(for: "someone@example.com")))
  }

  @Test("between 45 % and 55 % of user ids 1 to 10,000 get variant B")
  func aboutHalfGetB() {
    let bCount = (1...10_000).filter {
      VariantAssignment.assign(variant: nil, user: String($0)).variant == .b
    }.count
    #expect((4_500...5_500).contains(bCount))
  }

  @Test(
    "the assignment says which variant and why",
    arguments: [
      (
        Variant?.none, String?.none,
        "Detail design: variant A, because it is the default; give --variant or --user to choose."
      ),
      (.b, nil, "Detail design: variant B, because --variant B was given."),
      (
        nil, "42",
        "Detail design: variant B, because user 42 is in bucket 91 (A is 0-49, B is 50-99)."
      ),
      (
        .a, "42",
        "Detail design: variant A, because --variant A was given, which overrides user 42's bucket."
      ),
    ])
  func assignmentLine(variant: Variant?, user: String?, line: String) {
    #expect(VariantAssignment.assign(variant: variant, user: user).line == line)
  }

  @Test(
    "after the screen goes away, the View, Presenter, Interactor and Router are all deallocated",
    arguments: [Variant.a, .b])
  func nothingLeaks(variant: Variant) async {
    weak var view: MovieListViewController?
    weak var presenter: MovieListPresenterImpl?
    weak var interactor: MovieListInteractorImpl?
    weak var router: MovieListRouter?
    weak var detail: ViewController?
    do {
      let window = Window(terminal: Terminal(output: output))
      let strongRouter: MovieListRouter =
        variant == .a ? MovieListRouterImpl() : MovieListRouterV2()
      let strongInteractor = MovieListInteractorImpl(
        service: MovieService(movies: movies, latency: .zero))
      let strongPresenter = MovieListPresenterImpl(
        interactor: strongInteractor, router: strongRouter)
      let strongView = MovieListViewController(presenter: strongPresenter)
      strongRouter.viewController = strongView
      (view, presenter, interactor, router) = (
        strongView, strongPresenter, strongInteractor, strongRouter
      )
      await window.show(strongView)
      await strongView.didTapOnMovie(at: 0)
      detail = window.topViewController
      #expect(detail !== strongView)
      window.close()
    }
    #expect(view == nil)
    #expect(presenter == nil)
    #expect(interactor == nil)
    #expect(router == nil)
    #expect(detail == nil)
  }
}
