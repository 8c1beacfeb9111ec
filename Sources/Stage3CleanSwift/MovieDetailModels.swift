import Entities

/// The data objects of the detail scene, named as the list scene's are: one namespace per use case, each
/// with its `Request`, `Response` and `ViewModel`.
///
/// Plain values that nobody holds for long: each is made for one message and let go.
enum MovieDetail {
  // lesson:begin show-movie
  /// Showing the film the list's Router put in the data store, once the screen has loaded.
  enum ShowMovie {
    /// Nothing to say: the film is already in the data store.
    struct Request {}

    /// The film as data, and whether it is on the watchlist.
    struct Response {
      let movie: Movie
      let isOnWatchlist: Bool
    }

    /// The film as the screen draws it, formatted and marked.
    struct ViewModel: Equatable {
      let movie: MoviePresentation
    }
  }
  // lesson:end show-movie

  /// `watch`: the film goes on the watchlist, or comes off it.
  enum UpdateWatchlist {
    /// Nothing to say: the Interactor knows the film, and whether it is on the watchlist now.
    struct Request {}

    /// The film that changed, and whether it is on the watchlist now.
    struct Response {
      let movieID: Movie.ID
      let isOnWatchlist: Bool
    }

    /// What the screen's watchlist line should now say.
    struct ViewModel: Equatable {
      let isOnWatchlist: Bool
    }
  }
}
