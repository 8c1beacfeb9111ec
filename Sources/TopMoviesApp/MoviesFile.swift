import Entities
import Localization

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

  /// The problem in the user's language.
  init(_ file: String, en: String, zh: String) {
    self.init(file: file, problem: localized(en: en, zh: zh))
  }

  public var description: String {
    localized(en: "Cannot load '\(file)': \(problem).", zh: "无法加载 '\(file)'：\(problem)。")
  }
}

/// The movies of the JSON file that `--movies FILE` names in place of the bundled ones.
extension MovieCatalog {
  /// The movies in the JSON file at `path`, checked as `decode(_:file:)` says.
  public static func load(path: String) throws(MovieCatalogError) -> [Movie] {
    try decode(bytes(atPath: path), file: path)
  }

  /// The JSON file the bundled movies come from: the example of the shape `--movies` wants.
  public static let bundledFile = "Sources/Entities/Resources/TopMovies.json"

  /// The most a movies file may hold; a list of movies is far smaller (the bundled one is some 14 KB).
  static let largestFile = 10_000_000

  /// The bytes of the file at `path`, read until its end, so that a pipe or a FIFO reads as well as a file
  /// does (`--movies <(cat movies.json)` gives a path such as `/dev/fd/63`).
  static func bytes(atPath path: String) throws(MovieCatalogError) -> [UInt8] {
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
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count != 0 else { return bytes }
      guard count > 0 else {
        if errno == EINTR { continue }
        throw MovieCatalogError(file: path, problem: problem(errno))
      }
      bytes += chunk[..<count]
      // `/dev/zero` never ends: stop long before the memory does.
      guard bytes.count <= largestFile else {
        let megabytes = largestFile / 1_000_000
        throw MovieCatalogError(
          path, en: "it holds more than \(megabytes) MB, too much for a list of movies",
          zh: "它超过了 \(megabytes) MB，对一份电影列表来说太大了")
      }
    }
  }

  /// What the system's error `code` means for the movies file, in the user's terms.
  private static func problem(_ code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: localized(en: "there is no such file", zh: "没有这个文件")
    case EISDIR: localized(en: "it is a folder, not a JSON file", zh: "它是文件夹，不是 JSON 文件")
    case EACCES, EPERM: localized(en: "you have no permission to read it", zh: "你没有读取它的权限")
    default:
      localized(
        en: "it cannot be read (\(String(cString: strerror(code))))",
        zh: "无法读取它（\(String(cString: strerror(code)))）")
    }
  }

  /// Reads a JSON list of movies and checks what JSON alone cannot: at least one movie, ratings
  /// from 0 to 10, and no id twice.
  public static func decode(_ bytes: [UInt8], file: String) throws(MovieCatalogError) -> [Movie] {
    guard let json = JSONValue.parse(bytes) else {
      throw MovieCatalogError(file, en: "it is not valid JSON", zh: "它不是有效的 JSON")
    }
    guard case .array(let list) = json else {
      throw MovieCatalogError(
        file, en: "it holds \(json.kind); it should be a JSON list of movies, like \(bundledFile)",
        zh: "它的内容是 \(json.kind)；应当是由电影组成的 JSON 列表，就像 \(bundledFile)")
    }
    guard !list.isEmpty else {
      throw MovieCatalogError(file, en: "the list of movies is empty", zh: "电影列表是空的")
    }
    var movies: [Movie] = []
    var firstNumber: [String: Int] = [:]
    for (number, element) in zip(1..., list) {
      let movie = try Movie(json: element, number: number, file: file)
      guard (0...10).contains(movie.rating) else {
        throw MovieCatalogError(
          file,
          en: "movie \(number) ('\(movie.title)') has the rating \(movie.rating), outside 0 to 10",
          zh: "第 \(number) 部电影（'\(movie.title)'）的评分是 \(movie.rating)，不在 0 到 10 之间")
      }
      if let first = firstNumber[movie.id] {
        throw MovieCatalogError(
          file, en: "movies \(first) and \(number) have the same id '\(movie.id)'",
          zh: "第 \(first) 部和第 \(number) 部电影的 id 都是 '\(movie.id)'")
      }
      firstNumber[movie.id] = number
      movies.append(movie)
    }
    return movies
  }
}

extension Movie {
  /// The movie that `json`, the `number`th of `file`, describes. Its fields are read in the order they
  /// are declared, so a movie with two faults is told about the first: `movie 3 is missing the field 'year'`.
  fileprivate init(json: JSONValue, number: Int, file: String) throws(MovieCatalogError) {
    guard case .object(let fields) = json else {
      throw MovieCatalogError(
        file, en: "movie \(number) should be an object", zh: "第 \(number) 部电影应当是一个对象")
    }
    func field(_ name: String) throws(MovieCatalogError) -> JSONValue {
      switch fields[name] {
      case nil:
        throw MovieCatalogError(
          file, en: "movie \(number) is missing the field '\(name)'",
          zh: "第 \(number) 部电影缺少字段 '\(name)'")
      case .null:
        throw MovieCatalogError(
          file, en: "movie \(number)'s field '\(name)' is null, it should be \(noun(name))",
          zh: "第 \(number) 部电影的字段 '\(name)' 是 null，应当是\(noun(name))")
      case let value?:
        return value
      }
    }
    func mismatch(_ name: String) -> MovieCatalogError {
      MovieCatalogError(
        file, en: "movie \(number)'s field '\(name)' should be \(noun(name))",
        zh: "第 \(number) 部电影的字段 '\(name)' 应当是\(noun(name))")
    }
    func text(_ name: String) throws(MovieCatalogError) -> String {
      guard case .string(let text) = try field(name) else { throw mismatch(name) }
      return text
    }
    func noun(_ name: String) -> String {
      switch name {
      case "year": localized(en: "a whole number", zh: "整数")
      case "rating": localized(en: "a number", zh: "数字")
      default: localized(en: "text", zh: "文本")
      }
    }
    let id = try text("id")
    let title = try text("title")
    let chineseTitle = try text("chineseTitle")
    guard case .number(let year) = try field("year"), let wholeYear = Int(exactly: year) else {
      throw mismatch("year")
    }
    guard case .number(let rating) = try field("rating") else { throw mismatch("rating") }
    let summary = try text("summary")
    // The one field a file may leave out: without it, a Chinese screen shows the English summary.
    let chineseSummary = fields["chineseSummary"] == nil ? summary : try text("chineseSummary")
    self.init(
      id: id, title: title, chineseTitle: chineseTitle, year: wholeYear, rating: rating,
      summary: summary, chineseSummary: chineseSummary)
  }
}

extension JSONValue {
  /// What a value is, as a message names it: `a JSON object`, `null`.
  fileprivate var kind: String {
    switch self {
    case .object: localized(en: "a JSON object", zh: "JSON 对象")
    case .array: localized(en: "a JSON list", zh: "JSON 列表")
    case .string: localized(en: "a JSON string", zh: "JSON 字符串")
    case .number: localized(en: "a JSON number", zh: "JSON 数字")
    case .bool: localized(en: "a JSON true or false", zh: "JSON 布尔值（true 或 false）")
    case .null: "null"
    }
  }
}
