/// Where the movies come from: the bundled top 25 (`topMovies`, in TopMovies.swift). The app can load others
/// from a JSON file of the shape of `Resources/TopMovies.json` (`--movies FILE`, in TopMoviesApp).
public enum MovieCatalog {}
