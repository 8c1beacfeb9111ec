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
    guard emptyMessage == nil else { return [emptyMessage!] }
    var rows: [[String]] = []
    var helpfulCount = 0
    for (index, review) in zip(1..., reviews) {
      if review.isHelpful { helpfulCount += 1 }
      rows.append([
        "\(index)", review.stars, "\(review.author)\n\(review.excerpt)",
        review.isHelpful ? "👍" : " ",
      ])
    }
    let noun = reviews.count == 1 ? "review" : "reviews"
    let heading = localized(
      en: "\(reviews.count) \(noun) · \(helpfulCount) marked helpful",
      zh: "\(reviews.count) 条影评 · \(helpfulCount) 条标为有用")
    let columns = [
      Layout.Column("#", alignment: .right), Layout.Column(localized(en: "Stars", zh: "星级")),
      Layout.Column(localized(en: "Review", zh: "影评"), isFlexible: true), Layout.Column("👍"),
    ]
    return [heading] + Layout.table(columns: columns, rows: rows, width: contentWidth)
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    defer { setNeedsDisplay() }
    activityIndicator.stopAnimating()
    (self.reviews, emptyMessage) = (reviews, nil)
  }

  func showEmpty(_ message: String) {
    defer { setNeedsDisplay() }
    activityIndicator.stopAnimating()
    (reviews, emptyMessage) = ([], message)
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
