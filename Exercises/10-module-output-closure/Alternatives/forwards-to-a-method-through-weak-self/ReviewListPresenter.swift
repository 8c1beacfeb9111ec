import Entities
import Localization
import Tracing

// MARK: - Given, do not change

/// Told by the Presenter what to show: the list's View.
@MainActor protocol ReviewListPresenterDelegate: AnyObject {
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation])
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the review list, and the role that decides, for each user action, whether
/// the Interactor (work) or the Router (navigation) handles it.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor protocol ReviewListPresenter: ReviewListInteractorDelegate {
  var delegate: ReviewListPresenterDelegate? { get set }
  func reload() async
  func didTapOnReview(at index: Int) async
  func presentation(from review: Review) -> ReviewPresentation
  /// What this Presenter hands each detail module it opens, as the module's output: the detail
  /// calls it with the review's id and its new mark.
  func helpfulChangeHandler() -> (Review.ID, Bool) -> Void
}

/// The review list's Presenter, with a closure as the output of the detail modules it opens.
final class ReviewListPresenterImpl: ReviewListPresenter {
  weak var delegate: ReviewListPresenterDelegate?
  private let interactor: ReviewListInteractor
  private let router: ReviewListRouter

  init(interactor: ReviewListInteractor, router: ReviewListRouter) {
    self.interactor = interactor
    self.router = router
    interactor.delegate = self
  }

  func reload() async {
    trace(.presenter, .interactor, "fetchReviews()")
    await interactor.fetchReviews()
  }

  /// The detail module gets its parameters when it is built, and a closure as its output.
  func didTapOnReview(at index: Int) async {
    let review = interactor.reviews[index]
    trace(.presenter, .router, "showDetailView(for: \(review.title))")
    await router.showDetailView(
      for: review, isHelpful: interactor.helpfulReviews.contains(review.id),
      onHelpfulChange: helpfulChangeHandler())
  }

  func presentation(from review: Review) -> ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: interactor.helpfulReviews.contains(review.id))
  }

  func interactorDidUpdate(_ interactor: ReviewListInteractor) {
    if interactor.isLoading {
      delegate?.showLoading()
    } else if let error = interactor.error {
      delegate?.showError(
        localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    } else {
      delegate?.updateWithReviewPresentations(interactor.reviews.map(presentation(from:)))
    }
  }

  // MARK: - Your work

  func helpfulChangeHandler() -> (Review.ID, Bool) -> Void {
    // As the lesson's movie list does: the closure only forwards, through a weak self.
    { [weak self] reviewID, isHelpful in
      self?.markHelpful(reviewID: reviewID, isHelpful: isHelpful)
    }
  }

  private func markHelpful(reviewID: Review.ID, isHelpful: Bool) {
    guard interactor.reviews.map(\.id).contains(reviewID) else { return }
    interactor.updateHelpful(reviewID: reviewID, isHelpful: isHelpful)
  }
}
