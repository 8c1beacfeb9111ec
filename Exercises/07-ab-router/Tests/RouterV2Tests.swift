import Entities
import Localization
import TerminalKit
import Testing

@testable import Exercise07

private let review = Review(
  id: "r7", movieID: "tt0068646", author: "李雷", stars: 4, date: "2024-01-09",
  text: "The family dinner scenes are the film.")

private let otherReview = Review(
  id: "r8", movieID: "tt0111161", author: "", stars: 2, date: "2023-03-01",
  text: "Too slow for me 🐢")

/// What the detail module reports to the module that opened it.
@MainActor private final class MockReviewDetailModuleOutput: ReviewDetailModuleOutput {
  private(set) var changes: [(reviewID: Review.ID, isHelpful: Bool)] = []

  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool) {
    changes.append((reviewID, isHelpful))
  }
}

/// The screen a Router presents from: it records the detail it presented.
@MainActor private final class MockSourceScreen: ViewController {
  var presented: ViewController? { presentedViewController }
}

@MainActor @Suite("The Router of design B")
struct RouterV2Tests {
  private let output = RecordedOutput()

  /// Shows a source screen, lets `router` present from it, asks for `review`, and returns the screen.
  private func show(
    _ review: Review, by router: ReviewListRouter, isHelpful: Bool = false,
    output moduleOutput: ReviewDetailModuleOutput = MockReviewDetailModuleOutput()
  ) async -> (MockSourceScreen, Window) {
    let screen = MockSourceScreen()
    let window = Window(terminal: Terminal(output: output, width: 80))
    await window.show(screen)
    router.viewController = screen
    await router.showDetailView(for: review, isHelpful: isHelpful, output: moduleOutput)
    return (screen, window)
  }

  @Test("ReviewListRouterV2 presents design B of the review's detail, with its helpful status")
  func presentsDesignB() async throws {
    try await Language.$current.withValue(.english) {
      let (screen, window) = await show(review, by: ReviewListRouterV2(), isHelpful: true)
      defer { window.close() }

      let shown = try #require(
        screen.presented as? ReviewDetailViewControllerV2, "design B was not presented")
      #expect(window.topViewController === shown)
      #expect(output.text.contains("╭─ 李雷 · 2024-01-09"))
      #expect(output.text.contains("★★★★☆ 4/5"))
      #expect(output.text.contains("[👍 Helpful]"), "the review is marked helpful")
    }
  }

  @Test("Design B reports helpful to the output the Router was given, for another review too")
  func designBReportsToTheOutput() async throws {
    let spy = MockReviewDetailModuleOutput()
    let (screen, window) = await show(otherReview, by: ReviewListRouterV2(), output: spy)
    defer { window.close() }
    let detail = try #require(
      screen.presented as? ReviewDetailViewControllerV2, "design B was not presented")

    await detail.didTapOnHelpful()

    try #require(spy.changes.count == 1, "the output was not told about helpful")
    #expect(spy.changes[0].reviewID == "r8")
    #expect(spy.changes[0].isHelpful == true)
  }

  @Test("ReviewListRouterV2 does not keep its View alive, and presents nothing once it is gone")
  func doesNotKeepItsView() async {
    let sut = ReviewListRouterV2()
    weak var screenProbe: MockSourceScreen?
    do {
      let screen = MockSourceScreen()
      let window = Window(terminal: Terminal(output: output, width: 80))
      await window.show(screen)
      sut.viewController = screen
      screenProbe = screen
      window.close()
    }

    await sut.showDetailView(
      for: review, isHelpful: false, output: MockReviewDetailModuleOutput())

    #expect(screenProbe == nil, "the Router kept its View alive: View → Presenter → Router → View")
    #expect(sut.viewController == nil)
  }

  @Test(
    "Once design B is dismissed, nothing keeps it alive: the Router keeps nothing of what it presented",
    arguments: [(review, true), (otherReview, false)])
  func keepsNothingOfTheDismissedDetail(shown: Review, isHelpful: Bool) async throws {
    // Given: design B of a review, presented by the Router
    let sut = ReviewListRouterV2()
    let (screen, window) = await show(shown, by: sut, isHelpful: isHelpful)
    defer { window.close() }
    weak var detailProbe: ReviewDetailViewControllerV2?
    do {
      let detail = try #require(
        screen.presented as? ReviewDetailViewControllerV2, "design B was not presented")
      detailProbe = detail

      // When: the user leaves it
      detail.dismiss()
    }

    // Then
    #expect(screen.presented == nil)
    #expect(detailProbe == nil, "the dismissed detail is still alive, kept by the Router")
    #expect(sut.viewController === screen, "the Router no longer presents from the list")
  }

  @Test(
    "Each review opens a design B of its own: once one is dismissed, the next shows its own review and helpful status"
  )
  func eachReviewOpensItsOwnDetail() async throws {
    try await Language.$current.withValue(.english) {
      // Given: design B of a review marked helpful, presented and then dismissed
      let sut = ReviewListRouterV2()
      let (screen, window) = await show(review, by: sut, isHelpful: true)
      defer { window.close() }
      let first = try #require(
        screen.presented as? ReviewDetailViewControllerV2, "design B was not presented")
      first.dismiss()

      // When: the user opens another review, not marked helpful
      await sut.showDetailView(
        for: otherReview, isHelpful: false, output: MockReviewDetailModuleOutput())

      // Then
      let second = try #require(
        screen.presented as? ReviewDetailViewControllerV2, "design B was not presented again")
      let lines: [String] = second.draw()
      #expect(second !== first, "the first review's detail was presented again")
      #expect(lines.first == "╭─ Anonymous · 2023-03-01")
      #expect(lines.last == "╰─ [ Helpful? type helpful ]")
    }
  }

  @Test(
    "The factory's Router for each user opens that user's design: B for bucket 9, A for bucket 10",
    arguments: [("56", true), ("u-7", true), ("26", false), ("42", false)])
  func userToDesign(user: String, seesB: Bool) async {
    let variant = VariantAssignment.assign(variant: nil, user: user).variant
    let (screen, window) = await show(review, by: ReviewListRouterFactory.router(for: variant))
    defer { window.close() }

    if seesB {
      #expect(screen.presented is ReviewDetailViewControllerV2, "user \(user) should see design B")
    } else {
      #expect(screen.presented is ReviewDetailViewController, "user \(user) should see design A")
    }
  }
}
