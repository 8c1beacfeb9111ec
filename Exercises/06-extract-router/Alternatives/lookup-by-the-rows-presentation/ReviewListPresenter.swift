import Entities
import Localization

// MARK: - Given, do not change

/// Told by the Presenter what to show. Here that is the View.
@MainActor protocol ReviewListPresenterDelegate: AnyObject {
  /// The rows, in the Interactor's order.
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation])
  /// The film has no reviews: a state of its own, not an empty list.
  func showNoReviews(_ message: String)
  func showLoading()
  func showError(_ message: String)
}

/// The display logic of the reviews screen. It also decides, for each user action, whether the
/// Interactor (work) or the Router (navigation) handles it.
///
/// Held strongly by the View; holds the Interactor and the Router strongly and its delegate (the
/// View) weakly.
@MainActor protocol ReviewListPresenter: ReviewListInteractorDelegate, ReviewDetailModuleOutput {
  var delegate: ReviewListPresenterDelegate? { get set }
  func reload() async
  func presentation(from review: Review) -> ReviewPresentation
  /// What a tap on row `index` of the screen (counted from 0) does.
  func didTapOnReview(at index: Int) async
}

/// The Presenter of the reviews screen. Only `didTapOnReview(at:)` is yours to write.
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
    await interactor.fetchReviews()
  }

  func presentation(from review: Review) -> ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: interactor.helpfulIDs.contains(review.id))
  }

  /// The detail module reports `helpful` here, its output; what is helpful is business state, so it
  /// goes to the Interactor.
  func reviewDetailDidChangeHelpful(reviewID: Review.ID, isHelpful: Bool) {
    interactor.updateHelpful(reviewID: reviewID, isHelpful: isHelpful)
  }

  func interactorDidUpdate(_ interactor: ReviewListInteractor) {
    if interactor.isLoading {
      delegate?.showLoading()
    } else if let error = interactor.error {
      delegate?.showError(
        localized(
          en: "Could not load the reviews: \(error). Type reload to try again.",
          zh: "无法加载影评：\(error)。输入 reload 重试。"))
    } else if interactor.reviews.isEmpty {
      delegate?.showNoReviews(localized(en: "No reviews yet.", zh: "还没有影评。"))
    } else {
      // In the Interactor's order: which review comes first is a business rule, and not the
      // Presenter's to change.
      delegate?.updateWithReviewPresentations(interactor.reviews.map(presentation(from:)))
    }
  }

  // MARK: - Your work

  func didTapOnReview(at index: Int) async {
    // The rows as the delegate got them; the tapped row's id finds the review, and its presentation
    // already says whether it is marked helpful.
    if interactor.isLoading || interactor.error != nil { return }
    let rows = interactor.reviews.map(presentation(from:))
    guard rows.indices.contains(index) else { return }
    let row = rows[index]
    if let review = interactor.reviews.first(where: { $0.id == row.id }) {
      await router.showDetailView(for: review, isHelpful: row.isHelpful, output: self)
    }
  }
}
