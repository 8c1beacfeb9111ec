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
    let viewModel: ReviewList.FetchReviews.ViewModel
    if let error = response.error {
      viewModel = ReviewList.FetchReviews.ViewModel(
        displayedReviews: [],
        message: localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    } else if response.reviews.isEmpty {
      // No reviews is a state of its own, with its own sentence, not an empty list.
      viewModel = ReviewList.FetchReviews.ViewModel(
        displayedReviews: [], message: localized(en: "No reviews yet.", zh: "还没有影评。"))
    } else {
      // In the Response's order: the Interactor's business rule, which the data store follows too.
      viewModel = ReviewList.FetchReviews.ViewModel(
        displayedReviews: response.reviews.map(Self.displayedReview), message: nil)
    }
    viewController?.displayFetchedReviews(viewModel: viewModel)
  }

  /// One row: the stars as five ★ or ☆, the author or "Anonymous", and the excerpt.
  private static func displayedReview(_ review: Review)
    -> ReviewList.FetchReviews.ViewModel.DisplayedReview
  {
    let isAnonymous = review.author.allSatisfy(\.isWhitespace)
    return ReviewList.FetchReviews.ViewModel.DisplayedReview(
      stars: String(repeating: "★", count: review.stars)
        + String(repeating: "☆", count: 5 - review.stars),
      author: isAnonymous ? localized(en: "Anonymous", zh: "匿名") : review.author,
      excerpt: reviewExcerpt(of: review.text))
  }
}
