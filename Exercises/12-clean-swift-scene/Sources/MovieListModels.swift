// Given, do not change this file: the data objects of the list scene, as stage 3, Clean Swift has
// them.

import Entities

/// The data objects of the list scene: one namespace per use case, each with the three objects the VIP
/// cycle passes along (Clean Swift's template naming).
///
/// - A `Request` goes from the view controller to the Interactor: all the Interactor needs to do the work.
/// - A `Response` goes from the Interactor to the Presenter: raw data (`Movie`s, ids, errors).
/// - A `ViewModel` goes from the Presenter to the view controller: what to show, ready to draw
///   (`MoviePresentation`s and strings).
///
/// Plain values that nobody holds for long: each is made for one message and let go.
enum MovieList {
  /// Loading the movies: on load and on `reload`.
  enum FetchMovies {
    /// Nothing to say: fetching the top movies takes no parameters.
    struct Request {}

    /// Where the fetch is. An `enum`, not the template's `struct`, because the three states exclude each
    /// other: the Interactor sends `.loading` first, then `.loaded` or `.failed`.
    enum Response {
      case loading
      /// The movies, and the watchlist to mark them with.
      case loaded(movies: [Movie], watchlist: Set<Movie.ID>)
      case failed(any Error)
    }

    /// What the list shows for each state of the fetch: the spinner's text, the rows, or the error line.
    enum ViewModel: Equatable {
      case loading(message: String)
      case loaded(movies: [MoviePresentation])
      case failed(message: String)
    }
  }

  /// A tap on a row: the Interactor remembers the movie (its data store), and the cycle ends with the
  /// view controller asking the Router for the detail screen.
  enum SelectMovie {
    /// The row tapped, counting from 0.
    struct Request {
      let index: Int
    }

    /// Empty: the selected movie stays in the data store, where the Router reads it.
    struct Response {}

    /// Empty: the view controller has nothing to draw, only the Router to ask.
    struct ViewModel {}
  }

  /// `watch` on a detail screen: the movie goes on the watchlist, or comes off it.
  enum UpdateWatchlist {
    /// What the user asked for: the movie, and whether it should now be on the watchlist.
    struct Request {
      let movieID: Movie.ID
      let isOnWatchlist: Bool
    }

    /// The movies and the watchlist after the change, and the movie that changed.
    struct Response {
      let movies: [Movie]
      let watchlist: Set<Movie.ID>
      let movieID: Movie.ID
    }

    /// The list's rows, marked again, and what the detail screen showing `movieID` should now say.
    struct ViewModel: Equatable {
      let movies: [MoviePresentation]
      let movieID: Movie.ID
      let isOnWatchlist: Bool
    }
  }
}
