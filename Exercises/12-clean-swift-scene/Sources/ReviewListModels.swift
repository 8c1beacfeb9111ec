// Given, do not change this file: the data objects of the reviews scene.

import Entities

/// The data objects of the reviews scene: one namespace per use case, each with the three objects the
/// VIP cycle passes along (Clean Swift's template naming). The scene has one use case, `FetchReviews`:
/// on load, and again on each `reload`.
///
/// - A `Request` goes from the ViewController to the Interactor: all the Interactor needs to do the work.
/// - A `Response` goes from the Interactor to the Presenter: raw data (`Review`s, an error).
/// - A `ViewModel` goes from the Presenter to the ViewController: what to show, ready to draw (strings).
///
/// Plain values that nobody holds for long: each is made for one message and let go.
enum ReviewList {
  /// Loading one film's reviews.
  enum FetchReviews {
    /// The film whose reviews the screen shows.
    struct Request {
      let movieID: Movie.ID
    }

    /// What the fetch brought: the film's reviews, or the error of a fetch that failed (and then no
    /// reviews).
    struct Response {
      let reviews: [Review]
      let error: (any Error)?
    }

    /// What the screen shows: rows, or a message instead of them.
    struct ViewModel: Equatable {
      /// One row, every field text to draw as it is.
      struct DisplayedReview: Equatable {
        /// Five stars, as text.
        let stars: String
        /// Who wrote the review, as the screen names them.
        let author: String
        /// The start of the review's text.
        let excerpt: String
      }

      /// The rows, top to bottom; empty when the screen shows `message`.
      let displayedReviews: [DisplayedReview]
      /// The one line the screen shows instead of rows; `nil` when it shows rows.
      let message: String?
    }
  }
}
