import Entities
import Localization

// MARK: - Given, do not change

/// Told by the Presenter what to show. Here that is the View.
@MainActor protocol ReviewListPresenterDelegate: AnyObject {
  func updateWithReviewPresentations(_ reviews: [ReviewPresentation])
  /// The film has no reviews: a state of its own, with its own sentence.
  func showNoReviews(_ message: String)
  func showLoading()
  func showError(_ message: String)
}

/// What the module that opened the reviews may ask of them after the module is built: the film's
/// detail screen asks for a reload, for example when the user comes back from writing a review. It is
/// kept weakly by whoever asks: the reviews' View owns the module.
@MainActor protocol ReviewListModuleInput: AnyObject {
  func reload() async
}

/// What the reviews tell the module that opened them, the film's detail screen: how many reviews the
/// film has, after each reload that worked, so that the detail can show the count. The film's detail
/// opened the reviews and outlives them.
@MainActor protocol ReviewListModuleOutput: AnyObject {
  func reviewListDidLoad(reviewCount: Int)
}

/// The display logic of the reviews, and the role that decides who handles each action: work goes to
/// the Interactor, navigation to the Router. It is also the module's input.
///
/// Held strongly by the View; holds the Interactor and the Router strongly, tells its delegate, the
/// View, what to show, and tells the module's output how many reviews a reload brought.
@MainActor
protocol ReviewListPresenter: ReviewListInteractorDelegate, ReviewDetailModuleOutput,
  ReviewListModuleInput
{
  var delegate: ReviewListPresenterDelegate? { get set }
  func didTapOnReview(at index: Int) async
  func presentation(from review: Review) -> ReviewPresentation
}

/// The Presenter of the reviews. It does not wire itself up: the module does.
final class ReviewListPresenterImpl: ReviewListPresenter {
  // MARK: Your work

  /// The View owns this Presenter: the reference back is weak.
  weak var delegate: ReviewListPresenterDelegate?
  /// The film's detail screen opened the reviews and outlives them: the reference back is weak, and
  /// reads `nil` once that screen is gone.
  weak var output: ReviewListModuleOutput?

  // MARK: Given, do not change

  let interactor: ReviewListInteractor
  let router: ReviewListRouter

  init(interactor: ReviewListInteractor, router: ReviewListRouter) {
    self.interactor = interactor
    self.router = router
  }

  func reload() async {
    await interactor.fetchReviews()
    if interactor.error == nil {
      output?.reviewListDidLoad(reviewCount: interactor.reviews.count)
    }
  }

  func didTapOnReview(at index: Int) async {
    let review = interactor.reviews[index]
    await router.showDetailView(
      for: review, isHelpful: interactor.helpful.contains(review.id), output: self)
  }

  func presentation(from review: Review) -> ReviewPresentation {
    ReviewPresentation(from: review, isHelpful: interactor.helpful.contains(review.id))
  }

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
      delegate?.updateWithReviewPresentations(interactor.reviews.map(presentation(from:)))
    }
  }
}
