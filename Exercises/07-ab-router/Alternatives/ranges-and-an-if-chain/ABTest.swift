import Entities
import TerminalKit

// MARK: - Given, do not change

/// The two designs of the detail screen under test.
enum Variant: String, Sendable {
  case a = "A"
  case b = "B"
}

// MARK: - Your work

/// Which variant a run shows, and why: the A/B assignment. A value; nobody holds a reference to it.
struct VariantAssignment: Equatable, Sendable {
  let variant: Variant
  /// Why this variant, in words, for the line every run prints.
  let reason: String

  /// How many buckets users are spread over; buckets `0..<50` see A, `50..<100` see B.
  static let bucketCount: UInt64 = 100

  /// `--variant` wins; else the user's bucket decides; else variant A.
  static func assign(variant: Variant?, user: String?) -> VariantAssignment {
    if let variant {
      return VariantAssignment(variant: variant, reason: "it was chosen with --variant")
    } else if let user {
      let bucket = bucket(for: user)
      let seesA = (0...49).contains(bucket)
      return VariantAssignment(variant: seesA ? .a : .b, reason: "of bucket \(bucket)")
    } else {
      return VariantAssignment(variant: .a, reason: "A is what a run shows when nothing is given")
    }
  }

  /// The user's bucket: FNV-1a, 64 bits, over the id's UTF-8 bytes, modulo 100.
  static func bucket(for user: String) -> UInt64 {
    // Not Swift's Hasher: it is seeded afresh in every process, and a user must see the same design
    // in every run, on every platform.
    let offsetBasis: UInt64 = 14_695_981_039_346_656_037
    let prime: UInt64 = 1_099_511_628_211
    var hash = offsetBasis
    for byte in Array(user.utf8) {
      hash = (hash ^ UInt64(byte)).multipliedReportingOverflow(by: prime).partialValue
    }
    return hash % bucketCount
  }
}

/// Creates the Router for a variant: the one place that knows which design each variant shows, so
/// the View and the Presenter never change for an experiment.
@MainActor enum MovieListRouterFactory {
  static func router(for variant: Variant) -> MovieListRouter {
    switch variant {
    case .a: MovieListRouterImpl()
    case .b: MovieListRouterV2()
    }
  }
}
