import Entities
import Localization
import TerminalKit

// MARK: - Given, do not change

/// What the reviews screen can be asked to show (opening a review's detail is left out here).
///
/// It owns its ViewModel (strong) and is the ViewModel's delegate (weak).
@MainActor protocol ReviewListView: ReviewListViewModelDelegate {
  /// Lists the reviews, newest first as given, under a heading that counts them.
  func updateWithReviews(_ reviews: [Review])
  /// Says "No reviews yet." / "还没有影评。" in place of a list.
  func showNoReviews()
  func showLoading()
  func showError(_ message: String)
  func didTapOnReload() async
}

/// The phone's reviews screen. It formats the reviews itself, as a stage 1 View does.
final class ReviewListViewController: ViewController, ReviewListView {
  let viewModel: ReviewListViewModel
  /// The reviews listed on the screen: none while it shows no list.
  private(set) var reviews: [Review] = []
  /// Whether the screen says that the film has no reviews, in place of a list.
  private(set) var saysNoReviews = false

  init(viewModel: ReviewListViewModel) {
    self.viewModel = viewModel
  }

  override func viewDidLoad() async {
    viewModel.delegate = self
    await viewModel.fetchReviews()
  }

  override func draw() -> [String] {
    if saysNoReviews {
      return [localized(en: "No reviews yet.", zh: "还没有影评。")]
    }
    let rows = reviews.map { review in
      (title: byline(of: review) + " · " + excerpt(of: review), detail: stars(of: review))
    }
    return [localized(en: "Reviews: \(reviews.count)", zh: "影评：\(reviews.count) 条")]
      + Layout.list(rows: rows, width: contentWidth)
  }

  func updateWithReviews(_ reviews: [Review]) {
    activityIndicator.stopAnimating()
    self.reviews = reviews
    saysNoReviews = false
    setNeedsDisplay()
  }

  func showNoReviews() {
    activityIndicator.stopAnimating()
    reviews = []
    saysNoReviews = true
    setNeedsDisplay()
  }

  func showLoading() {
    activityIndicator.startAnimating(localized(en: "Loading the reviews", zh: "正在加载影评"))
  }

  /// Shows `message` in place of the list: the rows of an earlier fetch are forgotten, so that a
  /// later redraw cannot bring them back.
  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    reviews = []
    saysNoReviews = false
    showErrorMessage(message)
  }

  func didTapOnReload() async {
    await viewModel.fetchReviews()
  }

  // A row's format is exercise 01's subject; this is a plain version of it.
  private func byline(of review: Review) -> String {
    review.author.allSatisfy(\.isWhitespace)
      ? localized(en: "Anonymous", zh: "匿名") : review.author
  }

  private func excerpt(of review: Review) -> String {
    review.text.count > 40 ? String(review.text.prefix(39)) + "…" : review.text
  }

  private func stars(of review: Review) -> String {
    let filled = min(max(review.stars, 0), 5)
    return String(repeating: "★", count: filled) + String(repeating: "☆", count: 5 - filled)
  }
}

// MARK: - Your work

extension ReviewListViewController {
  /// Shows the one state the ViewModel is in: loading, failed, no reviews, or the reviews.
  func viewModelDidUpdate(_ model: ReviewListViewModel) {
    guard !model.isLoading else {
      showLoading()
      return
    }
    if let error = model.error {
      showError(errorMessage(for: error))
      return
    }
    guard !model.reviews.isEmpty else {
      showNoReviews()
      return
    }
    updateWithReviews(model.reviews)
  }

  /// The line the user reads when loading failed: what went wrong, and what to do about it.
  func errorMessage(for error: any Error) -> String {
    let description = String(describing: error)
    return localized(
      en: "Could not load the reviews: " + description + ". Type reload to try again.",
      zh: "无法加载影评：" + description + "。输入 reload 重试。")
  }
}
