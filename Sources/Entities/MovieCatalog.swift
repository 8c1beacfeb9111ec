#if canImport(FoundationEssentials)
  // On Linux the small core of Foundation is enough here; it keeps a stage's start-up fast.
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a movies file could not be used: the file, and what is wrong with it, in one line.
public struct MovieCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the user named it (`TopMovies.json` for the bundled data).
  public let file: String
  public let problem: String

  public init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  public var description: String { "Cannot load '\(file)': \(problem)." }
}

/// Where the movies come from: the bundled top 25, or a JSON file of the same shape (`--movies FILE`).
public enum MovieCatalog {
  /// The bundled 25 top-rated films.
  public static func topMovies() throws(MovieCatalogError) -> [Movie] {
    try decode(PackageResources.TopMovies_json, file: "TopMovies.json")
  }

  /// The movies in the JSON file at `path`, checked as `decode(_:file:)` says.
  public static func load(path: String) throws(MovieCatalogError) -> [Movie] {
    let files = FileManager.default
    guard files.fileExists(atPath: path) else {
      throw MovieCatalogError(file: path, problem: "there is no such file")
    }
    // `fileExists(atPath:isDirectory:)` takes a Bool on Linux and an ObjCBool on macOS; the file's type
    // attribute reads the same on both.
    let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    guard type != .typeDirectory else {
      throw MovieCatalogError(file: path, problem: "it is a folder, not a JSON file")
    }
    guard let data = files.contents(atPath: path) else {
      throw MovieCatalogError(file: path, problem: "the file cannot be read")
    }
    return try decode(Array(data), file: path)
  }

  /// Decodes a JSON array of movies and checks what JSON alone cannot: at least one movie, ratings
  /// from 0 to 10, and no id twice.
  public static func decode(_ bytes: [UInt8], file: String) throws(MovieCatalogError) -> [Movie] {
    let movies: [Movie]
    do {
      movies = try JSONDecoder().decode([Movie].self, from: Data(bytes))
    } catch let error as DecodingError {
      throw MovieCatalogError(file: file, problem: explain(error))
    } catch {
      throw MovieCatalogError(file: file, problem: "it is not valid JSON")
    }
    guard !movies.isEmpty else {
      throw MovieCatalogError(file: file, problem: "the list of movies is empty")
    }
    var firstNumber: [String: Int] = [:]
    for (index, movie) in movies.enumerated() {
      let number = index + 1
      guard (0...10).contains(movie.rating) else {
        throw MovieCatalogError(
          file: file,
          problem:
            "movie \(number) ('\(movie.title)') has the rating \(movie.rating), outside 0 to 10")
      }
      if let first = firstNumber[movie.id] {
        throw MovieCatalogError(
          file: file, problem: "movies \(first) and \(number) have the same id '\(movie.id)'")
      }
      firstNumber[movie.id] = number
    }
    return movies
  }

  /// One line, in the user's terms, for what the decoder found.
  private static func explain(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(where: context.codingPath) is missing the field '\(key.stringValue)'"
    case .typeMismatch(let type, let context) where context.codingPath.isEmpty:
      return "it should hold a JSON list of movies, not \(noun(for: type))"
    case .typeMismatch(let type, let context):
      return "\(where: context.codingPath) should be \(noun(for: type))"
    case .valueNotFound(let type, let context):
      return "\(where: context.codingPath) is null, it should be \(noun(for: type))"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not valid JSON"
    case .dataCorrupted(let context):
      return "\(where: context.codingPath) has a value that cannot be read"
    @unknown default:
      return "it is not a list of movies"
    }
  }

  private static func noun(for type: Any.Type) -> String {
    switch type {
    case is String.Type: "text"
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is [Movie].Type, is [Any].Type: "a list"
    default: "an object"
    }
  }
}

extension String.StringInterpolation {
  /// `movie 3` or `movie 3's field 'rating'`, from a decoder's coding path.
  fileprivate mutating func appendInterpolation(where path: [any CodingKey]) {
    var words: [String] = []
    for key in path {
      if let index = key.intValue {
        words.append("movie \(index + 1)")
      } else {
        words.append(
          words.isEmpty ? "the field '\(key.stringValue)'" : "'s field '\(key.stringValue)'")
      }
    }
    appendLiteral(words.joined().isEmpty ? "the file" : words.joined())
  }
}
