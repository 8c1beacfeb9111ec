// Given, do not change this file: the Presenter of the reviews screen (exercise 04's answer).

import Entities
import Localization

/// Told by the Presenter what to show. In stage 2 that is the View, whichever platform it is for.
@MainActor protocol ReviewListPresenterDelegate: AnyObject {
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation])
  func showLoading()
  func showError(_ message: String)
  /// The film has no reviews: `message` says so, in place of a list.
  func showEmpty(_ message: String)
}

/// The display logic of the reviews screen: it turns the ViewModel's `Review`s into
/// `ReviewPresentation`s, so a View never sees a `Review` and any platform's View can reuse it.
///
/// Held strongly by the View; holds the ViewModel strongly and its delegate (the View) weakly.
@MainActor protocol ReviewListPresenter: ReviewListViewModelDelegate {
  var delegate: ReviewListPresenterDelegate? { get set }
  func reload() async
  func presentation(from review: Review) -> ReviewPresentation
  /// The review behind row `index`: the View still navigates in stage 2, and needs it to do so.
  func review(at index: Int) -> Review
  /// Marks the review helpful or unmarks it; the ViewModel keeps what is helpful.
  func updateHelpful(reviewID: Review.ID, isHelpful: Bool)
}

/// The Presenter of the reviews screen.
///
/// Holds the ViewModel strongly and is its (weak) delegate; holds its own delegate weakly.
final class ReviewListPresenterImpl: ReviewListPresenter {
  weak var delegate: ReviewListPresenterDelegate?
  private let viewModel: ReviewListViewModel

  init(viewModel: ReviewListViewModel) {
    self.viewModel = viewModel
    viewModel.delegate = self
  }

  func reload() async {
    await viewModel.fetchReviews()
  }

  func presentation(from review: Review) -> ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: viewModel.helpful.contains(review.id))
  }

  func review(at index: Int) -> Review {
    viewModel.reviews[index]
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    viewModel.updateHelpful(reviewID: reviewID, isHelpful: isHelpful)
  }

  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    if model.isLoading {
      delegate?.showLoading()
    } else if let error = model.error {
      delegate?.showError(
        localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    } else if model.reviews.isEmpty {
      delegate?.showEmpty(localized(en: "No reviews yet.", zh: "还没有影评。"))
    } else {
      delegate?.updateWithReviewPresentations(model.reviews.map(presentation(from:)))
    }
  }
}
