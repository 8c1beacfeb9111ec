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
  /// What the screen shows: rows, or the empty state's message; never both.
  private var content = Content.reviews([])

  private enum Content {
    case reviews([ReviewPresentation])
    case empty(String)
  }

  var reviews: [ReviewPresentation] {
    if case .reviews(let reviews) = content { reviews } else { [] }
  }

  init(presenter: ReviewListPresenter) {
    self.presenter = presenter
  }

  // MARK: - Your work

  override func viewDidLoad() async {
    presenter.delegate = self
    await presenter.reload()
  }

  override func draw() -> [String] {
    switch content {
    case .empty(let message):
      return [message]
    case .reviews(let reviews):
      let helpful = reviews.filter(\.isHelpful).count
      let heading =
        switch reviews.count {
        case 1:
          localized(en: "1 review · \(helpful) marked helpful", zh: "1 条影评 · \(helpful) 条标为有用")
        case let count:
          localized(
            en: "\(count) reviews · \(helpful) marked helpful",
            zh: "\(count) 条影评 · \(helpful) 条标为有用")
        }
      let table = Layout.table(
        columns: [
          Layout.Column("#", alignment: .right), Layout.Column(localized(en: "Stars", zh: "星级")),
          Layout.Column(localized(en: "Review", zh: "影评"), isFlexible: true), Layout.Column("👍"),
        ],
        rows: reviews.indices.map { index in
          let review = reviews[index]
          return [
            String(index + 1), review.stars,
            [review.author, review.excerpt].joined(separator: "\n"),
            review.isHelpful ? "👍" : "",
          ]
        },
        width: contentWidth)
      return [heading] + table
    }
  }

  func updateWithReviewPresentations(_ reviews: [ReviewPresentation]) {
    activityIndicator.stopAnimating()
    content = .reviews(reviews)
    setNeedsDisplay()
  }

  func showEmpty(_ message: String) {
    activityIndicator.stopAnimating()
    content = .empty(message)
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
