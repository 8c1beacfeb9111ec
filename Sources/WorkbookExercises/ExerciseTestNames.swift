import Foundation
import Localization

/// The names of an exercise's tests in Simplified Chinese, kept in `TestNames.zh-Hans.json` beside its
/// README.zh-Hans.md: one object keyed by each test function's name (`"sortsNewestFirst": "最新的影评排在最前"`).
/// Swift Testing's display names are fixed strings, so the English name stays in the test file and the report
/// puts the Chinese one in its place.
extension Exercise {
  /// The table's path, relative to the repository.
  package var chineseTestNamesPath: String { path + "/TestNames.zh-Hans.json" }

  /// The names of the tests in `Language.current`, by function name; none in English, or when the table is
  /// missing or unreadable (the English names are printed then, and `verify` names the problem).
  package func testNames(root: URL) -> [String: String] {
    guard Language.current == .simplifiedChinese else { return [:] }
    return (try? chineseTestNames(root: root)) ?? [:]
  }

  /// The Chinese table as it is written; throws when it is missing or is not an object of strings.
  package func chineseTestNames(root: URL) throws -> [String: String] {
    let data = try Data(contentsOf: root.appendingPathComponent(chineseTestNamesPath))
    return try JSONDecoder().decode([String: String].self, from: data)
  }

  /// The functions that `source` marks `@Test`, in order: the keys its table needs.
  package static func testFunctions(in source: String) -> [String] {
    var seen: Set<String> = []
    return source.components(separatedBy: "@Test").dropFirst().compactMap { attributed in
      guard let keyword = attributed.range(of: "func ") else { return nil }
      let name = attributed[keyword.upperBound...].drop { $0 == " " }
        .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      // `@Test` in a comment would find the next test's function a second time.
      return name.isEmpty || !seen.insert(String(name)).inserted ? nil : String(name)
    }
  }
}
