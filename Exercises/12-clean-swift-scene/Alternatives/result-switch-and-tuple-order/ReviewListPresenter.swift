import Entities
import Localization

// MARK: - Given, do not change

/// The presentation logic (展示逻辑): the input of the Presenter, one method per use case, each taking
/// that use case's `Response`. Only the Interactor calls it; no user action ever reaches the Presenter.
///
/// Held strongly by the Interactor.
@MainActor protocol ReviewListPresentationLogic: AnyObject {
  func presentFetchedReviews(response: ReviewList.FetchReviews.Response)
}

/// The start of a review's text, as a row shows it: the whole text up to 40 characters, else its
/// first 39 and "…". It counts `Character`s, so no emoji or CJK character is cut in two.
func reviewExcerpt(of text: String) -> String {
  text.count <= 40 ? text : text.prefix(39) + "…"
}

/// The Presenter: it turns each Response (raw `Review`s, an error) into a ViewModel (text ready to
/// draw) and hands it to the ViewController.
final class ReviewListPresenter: ReviewListPresentationLogic {
  // MARK: Your work

  /// Weak: the ViewController owns the Interactor, which owns this Presenter; a strong reference
  /// back would close the circle, and the scene would never be freed.
  weak var viewController: (any ReviewListDisplayLogic)?

  func presentFetchedReviews(response: ReviewList.FetchReviews.Response) {
    switch (response.error, response.reviews.isEmpty) {
    case (let error?, _):
      display(
        message: localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    case (nil, true):
      display(message: localized(en: "No reviews yet.", zh: "还没有影评。"))
    case (nil, false):
      viewController?.displayFetchedReviews(
        viewModel: ReviewList.FetchReviews.ViewModel(
          displayedReviews: response.reviews.map(Self.row), message: nil))
    }
  }

  private func display(message: String) {
    viewController?.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(displayedReviews: [], message: message))
  }

  private static func row(_ review: Review) -> ReviewList.FetchReviews.ViewModel.DisplayedReview {
    let hasName = review.author.contains { !$0.isWhitespace }
    return ReviewList.FetchReviews.ViewModel.DisplayedReview(
      stars: (1...5).map { $0 <= review.stars ? "★" : "☆" }.joined(),
      author: hasName ? review.author : localized(en: "Anonymous", zh: "匿名"),
      excerpt: reviewExcerpt(of: review.text))
  }
}
