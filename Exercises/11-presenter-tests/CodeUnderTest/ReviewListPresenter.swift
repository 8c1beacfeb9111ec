// Given: the code under test, the reviews list's Presenter. It is correct: your tests must pass on
// it, and fail on each wrong Presenter in Mutants/.

import Entities
import Localization

/// Told by the Presenter what to show. Here that is the reviews list's View.
@MainActor public protocol ReviewListPresenterDelegate: AnyObject {
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation])
  func showLoading()
  func showError(_ message: String)
  /// The film has no reviews: a state of its own, with a sentence instead of an empty list.
  func showEmpty(_ message: String)
}

/// The display logic of the reviews list, and the role that decides, for each user action, whether
/// the Interactor (work) or the Router (navigation) handles it. It is also the output of every
/// detail module it opens.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor
public protocol ReviewListPresenter: ReviewListInteractorDelegate, ReviewDetailModuleOutput {
  var delegate: ReviewListPresenterDelegate? { get set }
  func reload() async
  func presentation(from review: Review) -> ReviewPresentation
  /// What a tap on row `index` (counted from 0) does: it asks the Router to open that review.
  func didTapOnReview(at index: Int) async
}

/// The reviews list's Presenter. It makes itself the Interactor's delegate as soon as it is
/// created, so it hears every change from the first one.
public final class ReviewListPresenterImpl: ReviewListPresenter {
  /// Weak: the View owns this Presenter, so a strong reference back would keep both alive.
  public weak var delegate: ReviewListPresenterDelegate?
  private let interactor: ReviewListInteractor
  private let router: ReviewListRouter

  public init(interactor: ReviewListInteractor, router: ReviewListRouter) {
    self.interactor = interactor
    self.router = router
    interactor.delegate = self
  }

  public func reload() async {
    await interactor.fetchReviews()
  }

  public func presentation(from review: Review) -> ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: interactor.helpful.contains(review.id))
  }

  /// A row that is not in the list (the reviews changed since the screen was drawn) opens nothing.
  public func didTapOnReview(at index: Int) async {
    guard interactor.reviews.indices.contains(index) else { return }
    let review = interactor.reviews[index]
    await router.showDetailView(
      for: review, isHelpful: interactor.helpful.contains(review.id), output: self)
  }

  // MARK: ReviewDetailModuleOutput

  public func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool) {
    interactor.updateHelpful(reviewID: reviewID, isHelpful: isHelpful)
  }

  // MARK: ReviewListInteractorDelegate

  /// One state, one message to the View: loading, else the error of the last fetch, else the empty
  /// state when there are no reviews, else the reviews.
  public func interactorDidUpdate(_ interactor: ReviewListInteractor) {
    if interactor.isLoading {
      delegate?.showLoading()
    } else if let error = interactor.error {
      delegate?.showError(
        localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    } else if interactor.reviews.isEmpty {
      delegate?.showEmpty(localized(en: "No reviews yet.", zh: "还没有影评。"))
    } else {
      delegate?.updateWithReviewPresentations(interactor.reviews.map(presentation(from:)))
    }
  }
}
