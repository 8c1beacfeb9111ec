import Entities
import Localization

// MARK: - Given, do not change

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

// MARK: - Your work

/// The Presenter of the reviews screen.
///
/// Holds the ViewModel strongly and is its (weak) delegate; holds its own delegate weakly.
final class ReviewListPresenterImpl: ReviewListPresenter {
  weak var delegate: ReviewListPresenterDelegate?
  private let viewModel: ReviewListViewModel

  init(viewModel: ReviewListViewModel) {
    self.viewModel = viewModel
    // TODO: The ViewModel tells its delegate whenever its state changes. Who needs to hear that
    //       now, and from when: from the first reload, or from the moment the Presenter exists?
  }

  func reload() async {
    // TODO: Is a reload display logic, or work? Which role does the work?
  }

  func presentation(from review: Review) -> ReviewPresentation {
    // TODO: The formatting itself is ReviewPresentation's init (your other file). What does only
    //       the Presenter know here, through the role that keeps it?
    ReviewPresentation(id: "", stars: "", author: "", excerpt: "", isHelpful: false)
  }

  func review(at index: Int) -> Review {
    // TODO: Which role keeps the reviews, and in which order? (This placeholder is never right.)
    Review(id: "", movieID: "", author: "", stars: 1, date: "", text: "")
  }

  func updateHelpful(reviewID: Review.ID, isHelpful: Bool) {
    // Written for you: what is helpful is business state, so the ViewModel keeps it.
    viewModel.updateHelpful(reviewID: reviewID, isHelpful: isHelpful)
  }

  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    // TODO: The Presenter decides here what the screen shows, and tells `delegate` (the View).
    //       The movie list had three states; how many has the reviews screen? For each one, which
    //       one of the View's four methods should it call, and only that one? When the fetch fails
    //       after an earlier success, the ViewModel still has the old reviews: what should the user
    //       see then? And when it is loading again while the last error is still set? Should the
    //       Presenter put the reviews in order, or is that done already?
  }
}
