import Entities
import Localization

// MARK: - Given, do not change

/// The presentation logic (展示逻辑): the input of the Presenter, one method per use case, each taking
/// that use case's `Response`. Only the Interactor calls it; no user action ever reaches the Presenter.
///
/// Held strongly by the Interactor.
@MainActor protocol ReviewListPresentationLogic: AnyObject {
  func presentFetchedReviews(response: ReviewList.FetchReviews.Response)
}

/// The start of a review's text, as a row shows it: the whole text up to 40 characters, else its
/// first 39 and "…". It counts `Character`s, so no emoji or CJK character is cut in two.
func reviewExcerpt(of text: String) -> String {
  text.count <= 40 ? text : text.prefix(39) + "…"
}

/// The Presenter: it turns each Response (raw `Review`s, an error) into a ViewModel (text ready to
/// draw) and hands it to the ViewController.
final class ReviewListPresenter: ReviewListPresentationLogic {
  // MARK: Your work

  // TODO: Follow the references round the cycle: the ViewController → the Interactor → this
  //       Presenter → the ViewController. When the window lets the ViewController go, which of
  //       them are freed? It depends on how this last one holds its object. And what should it
  //       read if a Response still comes once the ViewController has gone?
  var viewController: (any ReviewListDisplayLogic)?

  func presentFetchedReviews(response: ReviewList.FetchReviews.Response) {
    // TODO: The Response carries raw data. What does each row say (the stars, who wrote it, the
    //       excerpt), in which order, and in which language? What does the screen say when there
    //       is no review, and when the fetch failed? If a Response has an error, with or without
    //       reviews, which one is it? Which names are no name, and is any other name changed?
    //       Who gets the result?
  }
}
