import Entities

// MARK: - Given, do not change

/// Told by the ViewModel whenever its reviews change. On the reviews screen that is the View.
///
/// `AnyObject` restricts it to classes (the Swift 6 spelling of the seeds' `: class`).
@MainActor protocol ReviewListViewModelDelegate: AnyObject {
  func viewModelDidUpdate(_ model: ReviewListViewModel)
}

/// The business side of one film's reviews screen: it fetches that film's reviews and keeps them,
/// newest first, and knows nothing about screens.
///
/// Held strongly by the View, which is also its delegate. (Loading and errors are exercise 03.)
@MainActor protocol ReviewListViewModel: AnyObject {
  /// A protocol cannot say how this is held (no ownership keyword is allowed here); the class that
  /// implements it does.
  var delegate: ReviewListViewModelDelegate? { get set }
  /// The film's reviews, newest first; reviews of the same day in ascending `id` order.
  var reviews: [Review] { get }
  /// Fetches the film's reviews, keeps them, and tells the delegate that the fetch is over, whether
  /// or not it worked.
  func fetchReviews() async
}

// MARK: - Your work

/// The ViewModel of one film's reviews: it asks the service for that film's reviews.
final class ReviewListViewModelImpl: ReviewListViewModel {
  // TODO: The View holds this ViewModel, and this property points back at the View. If each holds
  //       the other strongly, what happens when the screen is closed? And what should this property
  //       read once the View is gone? The user may close the screen while a fetch is still under
  //       way: what, then, may still be holding the View?
  var delegate: ReviewListViewModelDelegate?
  private(set) var reviews: [Review] = []
  private let movieID: Movie.ID
  private let service: any ReviewServiceProtocol

  init(movieID: Movie.ID, service: any ReviewServiceProtocol) {
    self.movieID = movieID
    self.service = service
  }

  func fetchReviews() async {
    // TODO: Ask the service for this film's reviews and keep them.
    //       - The service answers in no particular order. Which review comes first on the screen,
    //         and which of two reviews written on the same day?
    //       - On a second fetch, what happens to the reviews of the first one?
    //       - When the delegate hears from you, what should `reviews` already hold? How many times
    //         should it hear about one fetch?
    //       - If the service throws, what should the user still see: the reviews from before, or
    //         nothing? And should the delegate still hear that the fetch is over?
  }
}
