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
    guard let viewController else { return }
    if let error = response.error {
      viewController.displayFetchedReviews(
        viewModel: ReviewList.FetchReviews.ViewModel(
          displayedReviews: [],
          message: localized(
            en: "Could not load the reviews: \(error). Type reload to try again.",
            zh: "无法加载影评：\(error)。输入 reload 重试。")))
      return
    }
    guard !response.reviews.isEmpty else {
      viewController.displayFetchedReviews(
        viewModel: ReviewList.FetchReviews.ViewModel(
          displayedReviews: [], message: localized(en: "No reviews yet.", zh: "还没有影评。")))
      return
    }
    var rows: [ReviewList.FetchReviews.ViewModel.DisplayedReview] = []
    for review in response.reviews {
      var stars = ""
      for star in 1...5 {
        stars += star <= review.stars ? "★" : "☆"
      }
      let letters = review.author.filter { !$0.isWhitespace }
      rows.append(
        ReviewList.FetchReviews.ViewModel.DisplayedReview(
          stars: stars,
          author: letters.isEmpty ? localized(en: "Anonymous", zh: "匿名") : review.author,
          excerpt: reviewExcerpt(of: review.text)))
    }
    viewController.displayFetchedReviews(
      viewModel: ReviewList.FetchReviews.ViewModel(displayedReviews: rows, message: nil))
  }
}
