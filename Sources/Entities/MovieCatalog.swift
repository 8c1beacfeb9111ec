#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a movies file could not be used: the file, and what is wrong with it, in one line.
public struct MovieCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the user named it with `--movies`.
  public let file: String
  public let problem: String

  public init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  public var description: String { "Cannot load '\(file)': \(problem)." }
}

/// Where the movies come from: the bundled top 25 (`topMovies`, in TopMovies.swift), or a JSON file of the
/// shape of `Resources/TopMovies.json` (`--movies FILE`).
public enum MovieCatalog {
  /// The movies in the JSON file at `path`, checked as `decode(_:file:)` says.
  public static func load(path: String) throws(MovieCatalogError) -> [Movie] {
    try decode(read(path: path), file: path)
  }

  /// The JSON file the bundled movies are generated from, from the package's root: the example that
  /// messages point to of the shape `--movies` wants.
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

  /// Reads a JSON list of movies and checks what JSON alone cannot: at least one movie, ratings
  /// from 0 to 10, and no id twice.
  public static func decode(_ bytes: [UInt8], file: String) throws(MovieCatalogError) -> [Movie] {
    guard let json = JSONValue.parse(bytes) else {
      throw MovieCatalogError(file: file, problem: "it is not valid JSON")
    }
    guard case .array(let list) = json else {
      throw MovieCatalogError(
        file: file,
        problem: "it holds \(json.kind); it should be a JSON list of movies, like \(bundledFile)")
    }
    guard !list.isEmpty else {
      throw MovieCatalogError(file: file, problem: "the list of movies is empty")
    }
    var movies: [Movie] = []
    var firstNumber: [String: Int] = [:]
    for (index, element) in list.enumerated() {
      let number = index + 1
      let movie: Movie
      do {
        movie = try Movie(json: element, number: number)
      } catch {
        throw MovieCatalogError(file: file, problem: error.problem)
      }
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
      movies.append(movie)
    }
    return movies
  }
}

/// What is wrong with one movie of a file, in the user's terms: `movie 3 is missing the field 'year'`.
private struct MovieFieldError: Error {
  let problem: String
}

extension Movie {
  /// The movie that `json`, the `number`th of its file, describes. Its fields are read in the order
  /// they are declared, so a movie with two faults is told about the first.
  fileprivate init(json: JSONValue, number: Int) throws(MovieFieldError) {
    guard case .object(let fields) = json else {
      throw MovieFieldError(problem: "movie \(number) should be an object")
    }
    func field(_ name: String) throws(MovieFieldError) -> JSONValue {
      switch fields[name] {
      case nil:
        throw MovieFieldError(problem: "movie \(number) is missing the field '\(name)'")
      case .null:
        throw MovieFieldError(
          problem: "movie \(number)'s field '\(name)' is null, it should be \(noun(name))")
      case let value?:
        return value
      }
    }
    func mismatch(_ name: String) -> MovieFieldError {
      MovieFieldError(problem: "movie \(number)'s field '\(name)' should be \(noun(name))")
    }
    func text(_ name: String) throws(MovieFieldError) -> String {
      guard case .string(let text) = try field(name) else { throw mismatch(name) }
      return text
    }
    func noun(_ name: String) -> String {
      switch name {
      case "year": "a whole number"
      case "rating": "a number"
      default: "text"
      }
    }
    let id = try text("id")
    let title = try text("title")
    let chineseTitle = try text("chineseTitle")
    guard case .number(let year) = try field("year"), let wholeYear = Int(exactly: year) else {
      throw mismatch("year")
    }
    guard case .number(let rating) = try field("rating") else { throw mismatch("rating") }
    self.init(
      id: id, title: title, chineseTitle: chineseTitle, year: wholeYear, rating: rating,
      summary: try text("summary"))
  }
}

extension JSONValue {
  /// What a value is, as a message names it: `a JSON object`, `null`.
  fileprivate var kind: String {
    switch self {
    case .object: "a JSON object"
    case .array: "a JSON list"
    case .string: "a JSON string"
    case .number: "a JSON number"
    case .bool: "a JSON true or false"
    case .null: "null"
    }
  }
}

// `read` is also a method name here, so the C function gets a name of its own.
private func readFile(_ file: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(file, buffer, count)
}
