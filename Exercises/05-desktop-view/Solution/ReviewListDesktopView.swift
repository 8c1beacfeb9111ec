import Entities
import Localization
import TerminalKit

// MARK: - Given, do not change

/// The desktop's reviews: a table as wide as the screen, with each review's excerpt under its author.
///
/// It shares the phone View's Presenter type, so no review is formatted twice. It owns its Presenter
/// (strong) and is the Presenter's delegate (weak).
final class ReviewListDesktopViewController: ViewController, ReviewListPresenterDelegate {
  let presenter: ReviewListPresenter
  private(set) var reviews: [ReviewPresentation] = []
  /// What the screen says instead of a table when the film has no reviews.
  private(set) var emptyMessage: String?

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  // MARK: - Your work

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    if let emptyMessage { return [emptyMessage] }
    let columns = [
      Layout.Column("#", alignment: .right),
      Layout.Column(localized(en: "Stars", zh: "星级")),
      Layout.Column(localized(en: "Review", zh: "影评"), isFlexible: true),
      Layout.Column("👍"),
    ]
    let rows = reviews.enumerated().map { index, review in
      [
        String(index + 1), review.stars, review.author + "\n" + review.excerpt,
        review.isHelpful ? "👍" : "",
      ]
    }
    let helpfulCount = reviews.count(where: \.isHelpful)
    let heading =
      reviews.count == 1
      ? localized(
        en: "1 review · \(helpfulCount) marked helpful", zh: "1 条影评 · \(helpfulCount) 条标为有用")
      : localized(
        en: "\(reviews.count) reviews · \(helpfulCount) marked helpful",
        zh: "\(reviews.count) 条影评 · \(helpfulCount) 条标为有用")
    return [heading] + Layout.table(columns: columns, rows: rows, width: contentWidth)
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    activityIndicator.stopAnimating()
    emptyMessage = nil
    self.reviews = reviews
    setNeedsDisplay()
  }

  func showEmpty(_ message: String) {
    activityIndicator.stopAnimating()
    emptyMessage = message
    reviews = []
    setNeedsDisplay()
  }

  // MARK: - Given, do not change: the same as the phone's

  func showLoading() {
    activityIndicator.startAnimating(localized(en: "Loading the reviews", zh: "正在加载影评"))
  }

  func showError(_ message: String) {
    activityIndicator.stopAnimating()
    showErrorMessage(message)
  }
}
