#if canImport(FoundationEssentials)
  // On Linux the small core of Foundation is enough here; it keeps a stage's start-up fast.
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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
    try decode(read(path: path), file: path)
  }

  /// Where the bundled movies are, from the package's root: a file of the shape `--movies` wants.
  public static let bundledFile = "Sources/Entities/Resources/TopMovies.json"

  /// The most a movies file may hold; a list of movies is far smaller (the bundled one is some 8 KB).
  static let largestFile = 10_000_000

  /// The bytes of the file at `path`, read until its end, so that a pipe or a FIFO reads as well as a file
  /// does (`--movies <(cat movies.json)` gives a path such as `/dev/fd/63`).
  static func read(path: String) throws(MovieCatalogError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw MovieCatalogError(file: path, problem: problem(errno)) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw MovieCatalogError(file: path, problem: problem(EISDIR))
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { readFile(descriptor, $0.baseAddress, $0.count) }
      if count == 0 {
        return bytes
      }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw MovieCatalogError(file: path, problem: problem(errno))
      }
      bytes += chunk[..<count]
      // `/dev/zero` never ends: stop long before the memory does.
      guard bytes.count <= largestFile else {
        let megabytes = largestFile / 1_000_000
        throw MovieCatalogError(
          file: path, problem: "it holds more than \(megabytes) MB, too much for a list of movies")
      }
    }
  }

  /// What the system's error `code` means for the movies file, in the user's terms.
  private static func problem(_ code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: "there is no such file"
    case EISDIR: "it is a folder, not a JSON file"
    case EACCES, EPERM: "you have no permission to read it"
    default: "it cannot be read (\(String(cString: strerror(code))))"
    }
  }

  /// Decodes a JSON array of movies and checks what JSON alone cannot: at least one movie, ratings
  /// from 0 to 10, and no id twice.
  public static func decode(_ bytes: [UInt8], file: String) throws(MovieCatalogError) -> [Movie] {
    let movies: [Movie]
    do {
      movies = try JSONDecoder().decode([Movie].self, from: Data(bytes))
    } catch let error as DecodingError {
      throw MovieCatalogError(file: file, problem: explain(error, in: bytes))
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

  /// One line, in the user's terms, for what the decoder found in `bytes`.
  private static func explain(_ error: DecodingError, in bytes: [UInt8]) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "\(where: context.codingPath) is missing the field '\(key.stringValue)'"
    case .typeMismatch(_, let context) where context.codingPath.isEmpty,
      .valueNotFound(_, let context) where context.codingPath.isEmpty:
      let holds = topLevelValue(of: bytes)
      return "it holds \(holds); it should be a JSON list of movies, like \(bundledFile)"
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
    default: "an object"
    }
  }

  /// What a JSON file that is not a list holds, from its first character that is not white space.
  private static func topLevelValue(of bytes: [UInt8]) -> String {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
    return switch Character(Unicode.Scalar(first)) {
    case "{": "a JSON object"
    case "\"": "a JSON string"
    case "t", "f": "a JSON true or false"
    case "n": "null"
    default: "a JSON number"
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

// `read` is also a method name here, so the C function gets a name of its own.
private func readFile(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(file, buffer, count)
}
