import Foundation
import Localization

/// Builds one product of a package with SwiftPM: a launched subcommand's executable, or a stage for `compare`.
package enum ProductBuild {
  /// Builds `product` in the package at `root` with `options`; `nil` once built, else one line for the user:
  /// `Cannot build X (swift build failed): <its first error>`.
  package static func failure(building product: String, in root: URL, options: [String]) -> String?
  {
    let build = RunnerProcess.runBlocking(
      ["swift", "build", "--product", product] + options, in: root,
      timeout: RunnerProcess.buildTimeout, whileProgressing: true)
    guard !build.succeeded else { return nil }
    let firstError = build.output.split(separator: "\n").first { $0.contains("error:") }
    return localized(
      en: "Cannot build \(product) (swift build failed)", zh: "无法构建 \(product)（swift build 失败）")
      + (firstError.map { localized(en: ": ", zh: "：") + $0 } ?? ".")
  }
}
