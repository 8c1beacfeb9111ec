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
  // lesson:begin fetch-movies
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
  // lesson:end fetch-movies

  // lesson:begin select-movie
  /// A tap on a row: the Interactor looks the row up (and remembers the movie in its data store), and the
  /// Presenter decides where the tap leads: to the detail scene, or to a message.
  enum SelectMovie {
    /// The row tapped, counting from 0.
    struct Request {
      let index: Int
    }

    /// What the Interactor found on that row: the movie, or `nil` when the row is not in its list (on
    /// iOS a tap can land on a row of a table that is out of date, while a reload replaces the list).
    struct Response {
      let movie: Movie?
    }

    /// The Presenter's decision: open the detail scene, through the Router, or show a message instead.
    enum ViewModel: Equatable {
      case showDetail
      case cannotOpen(message: String)
    }
  }
  // lesson:end select-movie

  // lesson:begin refresh-watchlist
  /// After `watch` on the detail scene: the list marks its rows again, from the watchlist the two scenes
  /// share.
  enum RefreshWatchlist {
    /// Nothing to say: the detail scene has already changed the watchlist.
    struct Request {}

    /// The movies and the watchlist as it is now.
    struct Response {
      let movies: [Movie]
      let watchlist: Set<Movie.ID>
    }

    /// The list's rows, marked again.
    struct ViewModel: Equatable {
      let movies: [MoviePresentation]
    }
  }
  // lesson:end refresh-watchlist
}
